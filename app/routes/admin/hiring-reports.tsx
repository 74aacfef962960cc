import { periodStart } from "~domain/careers/hiring-reports";

import { HiringReportsPage } from "~/features/admin/applications/reports/hiring-reports-page";
import { reportFilterFromUrl } from "~/features/admin/applications/reports/report-filter";
import { SelfIdentificationCard } from "~/features/admin/privacy/self-identification-tables";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/hiring-reports";

export const meta = () => adminMeta("Recruiting reports");

export async function loader(args: Route.LoaderArgs) {
  const { applications, hiringReports, areas } = await requireStaff(args, "applications");
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
  return { report, jobs, selfIdentification };
}

export default function AdminHiringReportsRoute({ loaderData }: Route.ComponentProps) {
  const { report, jobs, selfIdentification } = loaderData;
  return (
    <HiringReportsPage
      report={report}
      jobs={jobs}
      selfIdentification={selfIdentification ? <SelfIdentificationCard counts={selfIdentification} /> : null}
    />
  );
}
