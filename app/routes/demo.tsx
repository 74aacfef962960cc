import { lazy, Suspense, useState } from "react";

import { PageHero } from "~/components/ui/page-hero";
import { BookingWidget } from "~/features/booking/booking-widget";
import { pageMeta } from "~/seo/page-meta";

import type { BookingConfirmation } from "~domain/booking";
import type { Route } from "./+types/demo";

// The confirmation is needed only after a booking, so it is not part of the page's first download.
const BookedDialog = lazy(async () => ({ default: (await import("~/features/booking/booked-dialog")).BookedDialog }));

/** The calendar is rendered on the server for today in India, so the page is rendered per request. */
export const loader = () => ({ renderedAt: new Date().toISOString() });

export const meta = () =>
  pageMeta({
    title: "Book a Free Demo | Nexora Technologies",
    description:
      "Book a free 30-minute demo call with Nexora Technologies. Pick a weekday or Saturday slot between 10am and 6pm India time.",
    path: "/demo",
  });

export default function DemoRoute({ loaderData }: Route.ComponentProps) {
  const [booked, setBooked] = useState<BookingConfirmation>();
  return (
    <>
      <PageHero
        title="Book a Free Demo"
        eyebrow="30 minutes, Asia/Kolkata"
        intro="A free 30-minute video call with one of our solution consultants. Slots run Monday to Saturday, 10am to 6pm India time; tell us your domain and we will come prepared with relevant examples."
      />
      <section aria-label="Booking" className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <BookingWidget onBooked={setBooked} renderedAt={new Date(loaderData.renderedAt)} />
        </div>
      </section>
      {booked ? (
        <Suspense>
          <BookedDialog booking={booked} onClose={() => setBooked(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
