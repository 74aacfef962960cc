import { adminMeta } from "~/features/admin/shared/admin-meta";
import { NewsletterListPage } from "~/features/admin/newsletter/newsletter-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-list";

export const meta = () => adminMeta("Newsletters");

export async function loader(args: Route.LoaderArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  return { newsletters: await newsletters.list() };
}

export default function AdminNewsletterListRoute({ loaderData }: Route.ComponentProps) {
  return <NewsletterListPage {...loaderData} />;
}
