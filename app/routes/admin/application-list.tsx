import { data } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { filterFromUrl } from "~/features/admin/applications/application-filter";
import { ApplicationListPage } from "~/features/admin/applications/application-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/application-list";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded?.job ? `Applications for ${loaded.job.title}` : "Applications");

export async function loader(args: Route.LoaderArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const url = args.url;
  const filter = filterFromUrl(url);
  const [page, counts, jobs, tags] = await Promise.all([
    desk.list(filter, { after: url.searchParams.get("after") ?? undefined }),
    desk.stageCounts(filter),
    desk.jobChoices(),
    desk.tags(),
  ]);
  const job = jobs.find((choice) => choice.id === filter.job);
  if (filter.job && !job) throw data(null, { status: 404 });
  return { filter, page, counts, jobs, job, tags };
}

export default function AdminApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationListPage {...loaderData} />;
}
