import { adminMeta } from "~/features/admin/shared/admin-meta";
import { subscriberFilterFromUrl } from "~/features/admin/newsletter/subscriber-filter";
import { SubscriberListPage } from "~/features/admin/newsletter/subscriber-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-subscribers";

export const meta = () => adminMeta("Newsletter subscribers");

export async function loader(args: Route.LoaderArgs) {
  const { subscribers } = await requireStaff(args, "newsletter");
  const filter = subscriberFilterFromUrl(args.url);
  const [page, counts] = await Promise.all([
    subscribers.list(filter, { after: args.url.searchParams.get("after") ?? undefined }),
    subscribers.counts(),
  ]);
  return { filter, page, counts };
}

export default function AdminNewsletterSubscribersRoute({ loaderData }: Route.ComponentProps) {
  return <SubscriberListPage {...loaderData} />;
}
