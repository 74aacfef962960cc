import { lazy, Suspense, useState } from "react";

import type { BookingConfirmation } from "~domain/booking";

import { BookingWidget } from "./booking-widget";

// The confirmation is needed only after a booking, so it is not part of the page's first download.
const BookedDialog = lazy(async () => ({ default: (await import("./booked-dialog")).BookedDialog }));

/** The booking widget on a page of its own (/demo, a consultant's /demo/with/<name>), and its confirmation. */
export function DemoBookingSection({ renderedAt, consultant }: { renderedAt: Date; consultant?: string }) {
  const [booked, setBooked] = useState<BookingConfirmation>();
  return (
    <>
      <section aria-label="Booking" className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <BookingWidget
            onBooked={setBooked}
            renderedAt={renderedAt}
            {...(consultant !== undefined && { consultant })}
          />
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
