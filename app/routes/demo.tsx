import { PageHero } from "~/components/ui/page-hero";
import { BookingSection } from "~/features/booking/booking-section";
import { pageMeta } from "~/seo/page-meta";

import type { Route } from "./+types/demo";

/** The calendar is rendered on the server for today in India, so the page is rendered per request. */
export const loader = () => ({ renderedAt: new Date().toISOString() });

export const meta = () =>
  pageMeta({
    title: "Book a Free Demo | Nexora Technologies",
    description:
      "Book a free 30-minute demo call with Nexora Technologies. Pick a weekday or Saturday slot between 10am and 6pm India time.",
    path: "/demo",
  });

export default function BookingRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title="Book a Free Demo"
        eyebrow="30 minutes, Asia/Kolkata"
        intro="A free 30-minute video call with one of our solution consultants. Slots run Monday to Saturday, 10am to 6pm India time; tell us your domain and we will come prepared with relevant examples."
      />
      <BookingSection renderedAt={new Date(loaderData.renderedAt)} />
    </>
  );
}
