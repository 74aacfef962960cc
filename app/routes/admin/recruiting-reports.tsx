import { periodStart } from "~domain/applications/recruiting-reports";

import { ApplicationStepsCard, ChannelRecruitingCard } from "~/features/admin/analytics/application-steps";
import { RecruitingReportsPage } from "~/features/admin/applications/reports/recruiting-reports-page";
import { reportFilterFromUrl } from "~/features/admin/applications/reports/report-filter";
import { SelfIdentificationCard } from "~/features/admin/privacy/self-identification-tables";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/recruiting-reports";

export const meta = () => adminMeta("Recruiting reports");

export async function loader(args: Route.LoaderArgs) {
  const { applications, recruitingReports, careersFunnel, areas } = await requireStaff(args, "applications");
  const [report, jobs] = await Promise.all([
    recruitingReports.figures(reportFilterFromUrl(args.url)),
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
    hired: report.stagesReached.at(-1)!.reached,
  });
  return { report, jobs, selfIdentification, steps };
}

export default function AdminRecruitingReportsRoute({ loaderData }: Route.ComponentProps) {
  const { report, jobs, selfIdentification, steps } = loaderData;
  return (
    <>
      <RecruitingReportsPage
        report={report}
        jobs={jobs}
        selfIdentification={selfIdentification ? <SelfIdentificationCard counts={selfIdentification} /> : null}
      />
      <div className="mt-6 grid grid-cols-1 gap-6">
        <ApplicationStepsCard report={steps} />
        <ChannelRecruitingCard report={steps} />
      </div>
    </>
  );
}
