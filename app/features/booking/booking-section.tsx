import { lazy, Suspense, useMemo, useState, type ComponentProps, type ComponentType } from "react";

import type { BookingConfirmation } from "~domain/bookings/booking";

import type { BookingWidget as BookingWidgetNow } from "./booking-widget";
// With the page's own styles, so the server's calendar is laid out before the widget's code arrives.
import "./booking-calendar.css";

const serverWidget = import.meta.env.SSR ? (await import("./booking-widget")).BookingWidget : undefined;

/**
 * The widget's code (react-hook-form, the slot picker, the calendar) is kept off the first load,
 * which a phone's first paint waits for (docs/performance.md): in the browser it loads as soon as
 * the page has hydrated. Until then the server's HTML shows the calendar; nothing in it submits
 * (the details' form only comes after a date and a time are picked).
 */
const BookingWidget: ComponentType<ComponentProps<typeof BookingWidgetNow>> =
  serverWidget ?? lazy(async () => ({ default: (await import("./booking-widget")).BookingWidget }));

// The confirmation is needed only after a booking, so it is not part of the page's first download.
const BookedDialog = lazy(async () => ({ default: (await import("./booked-dialog")).BookedDialog }));

/** The booking widget on a page of its own (/demo, a consultant's /demo/with/<name>), and its confirmation. */
export function BookingSection({ renderedAt, consultant }: { renderedAt: Date; consultant?: string }) {
  const [booked, setBooked] = useState<BookingConfirmation>();
  // Busy until the widget's code runs: the server's calendar is on screen before, but takes no press.
  const [ready, setReady] = useState(false);
  const renderedAtMs = renderedAt.getTime();
  // The same element on every render: a re-render reaching the boundary before the code has
  // arrived would make React drop the server's HTML and show the (empty) fallback.
  const widget = useMemo(
    () => (
      <Suspense fallback={null}>
        <BookingWidget
          onBooked={setBooked}
          onReady={() => setReady(true)}
          renderedAt={new Date(renderedAtMs)}
          {...(consultant !== undefined && { consultant })}
        />
      </Suspense>
    ),
    [renderedAtMs, consultant],
  );
  return (
    <>
      <section aria-label="Booking" aria-busy={!ready} className="mx-auto max-w-xl px-4 pb-20 sm:px-6">
        <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{widget}</div>
      </section>
      {booked ? (
        <Suspense>
          <BookedDialog booking={booked} onClose={() => setBooked(undefined)} />
        </Suspense>
      ) : null}
    </>
  );
}
