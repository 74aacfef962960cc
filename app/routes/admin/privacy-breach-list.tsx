import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BreachListPage } from "~/features/admin/privacy/breach-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-breach-list";

export const meta = () => adminMeta("Data breaches");

export async function loader(args: Route.LoaderArgs) {
  const { breaches, now } = await requireStaff(args, "privacy");
  const page = await breaches.list(args.url.searchParams.get("after") ?? undefined);
  return { ...page, now: now() };
}

export default function AdminBreachListRoute({ loaderData }: Route.ComponentProps) {
  return <BreachListPage {...loaderData} />;
}
