import { useState } from "react";

import { PageHero } from "~/components/ui/page-hero";
import { BookedDialog } from "~/features/booking/booked-dialog";
import { BookingWidget } from "~/features/booking/booking-widget";
import { pageMeta } from "~/features/seo/page-meta";

import type { BookingConfirmation } from "../../domain/booking";

export const meta = () =>
  pageMeta({
    title: "Book a Free Demo | Nexora Technologies",
    description:
      "Book a free 30-minute demo call with Nexora Technologies. Pick a weekday or Saturday slot between 10am and 6pm India time.",
    path: "/demo",
  });

export default function DemoRoute() {
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
          <BookingWidget onBooked={setBooked} />
        </div>
      </section>
      <BookedDialog booking={booked} onClose={() => setBooked(undefined)} />
    </>
  );
}
