import { adminMeta } from "~/features/admin/admin-meta";
import { dayCounts } from "~/features/admin/shell/day-counts.server";
import { Overview } from "~/features/admin/shell/overview";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/overview";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const member = await requireStaff(args);
  return { member, counts: await dayCounts(args.context.get(siteContext).backOffice, member) };
}

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  return <Overview {...loaderData} />;
}
