import { periodStart } from "~domain/careers/hiring-reports";

import { ApplicationStepsCard, ChannelHiringCard } from "~/features/admin/analytics/hiring-steps";
import { HiringReportsPage } from "~/features/admin/applications/reports/hiring-reports-page";
import { reportFilterFromUrl } from "~/features/admin/applications/reports/report-filter";
import { SelfIdentificationCard } from "~/features/admin/privacy/self-identification-tables";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/hiring-reports";

export const meta = () => adminMeta("Recruiting reports");

export async function loader(args: Route.LoaderArgs) {
  const { applications, hiringReports, careersFunnel, areas } = await requireStaff(args, "applications");
  const [report, jobs] = await Promise.all([
    hiringReports.figures(reportFilterFromUrl(args.url)),
    applications.jobChoices(),
  ]);
  // Self-identification stays the privacy area's (decision 012): its counts come only for a role that opens it.
  const selfIdentification = await areas.privacy?.privacy.selfIdentificationCounts({
    jobId: report.filter.job,
    since: periodStart(report.filter.period, report.asOf),
    until: report.asOf,
  });
  // Where applications are given up, and each channel's hires, for the same selection:
  // the channels' applications and hires must not give away the totals this page withholds.
  const steps = await careersFunnel.applicationSteps(report.filter, {
    applications: report.applications,
    hired: report.funnel.at(-1)!.reached,
  });
  return { report, jobs, selfIdentification, steps };
}

export default function AdminHiringReportsRoute({ loaderData }: Route.ComponentProps) {
  const { report, jobs, selfIdentification, steps } = loaderData;
  return (
    <>
      <HiringReportsPage
        report={report}
        jobs={jobs}
        selfIdentification={selfIdentification ? <SelfIdentificationCard counts={selfIdentification} /> : null}
      />
      <div className="mt-6 grid grid-cols-1 gap-6">
        <ApplicationStepsCard report={steps} />
        <ChannelHiringCard report={steps} />
      </div>
    </>
  );
}
