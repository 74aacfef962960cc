import { adminMeta } from "~/features/admin/admin-meta";
import { JobListPage } from "~/features/admin/jobs/job-list-page";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/job-list";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Jobs");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "jobs");
  return { jobs: await args.context.get(siteContext).backOffice.jobs.list() };
}

export default function AdminJobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobListPage jobs={loaderData.jobs} />;
}
