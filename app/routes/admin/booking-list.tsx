import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BookingsPage } from "~/features/admin/bookings/bookings-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import { bookingListViews, type BookingListView } from "~contracts/bookings";

import type { Route } from "./+types/booking-list";

export const meta = () => adminMeta("Bookings");

const excerptLength = 160;
const excerpt = (message: string) =>
  message.length > excerptLength ? `${message.slice(0, excerptLength).trimEnd()}…` : message;

export async function loader(args: Route.LoaderArgs) {
  const { bookings } = await requireStaff(args, "bookings");
  const params = args.url.searchParams;
  const asked = params.get("view");
  const view: BookingListView = bookingListViews.find((entry) => entry === asked) ?? "upcoming";
  // Trimmed and capped like every search box of the back office; empty means no search.
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const page = await bookings.list({ view, q: q || undefined, after: params.get("after") ?? undefined });
  return {
    view,
    q,
    next: page.next,
    rows: page.rows.map(({ message, ...row }) => ({ ...row, excerpt: excerpt(message.replace(/\s+/g, " ").trim()) })),
  };
}

export default function AdminBookingsRoute({ loaderData }: Route.ComponentProps) {
  return <BookingsPage {...loaderData} />;
}
