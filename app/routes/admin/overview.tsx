import { adminMeta } from "~/features/admin/admin-meta";
import { Overview } from "~/features/admin/shell/overview";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/overview";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  return { member: await requireStaff(args) };
}

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  return <Overview member={loaderData.member} />;
}
