import { adminMeta } from "~/features/admin/shared/admin-meta";
import { JobListPage } from "~/features/admin/jobs/job-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/job-list";

export const meta = () => adminMeta("Jobs");

export async function loader(args: Route.LoaderArgs) {
  const { jobs } = await requireStaff(args, "jobs");
  return { jobs: await jobs.list() };
}

export default function AdminJobsRoute({ loaderData }: Route.ComponentProps) {
  return <JobListPage jobs={loaderData.jobs} />;
}
