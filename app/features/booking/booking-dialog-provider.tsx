import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";

import { BookingDialogContext } from "~/components/booking/booking-dialog-link";
import type { BookingConfirmation } from "~domain/bookings/booking";

const BookingDialog = lazy(() => import("./booking-dialog"));

/** Lets any page open the demo booking dialog; its code loads on first use. */
export function BookingDialogProvider({ children }: { children: ReactNode }) {
  const [requested, setRequested] = useState(false);
  const [open, setOpen] = useState(false);
  const [booked, setBooked] = useState<BookingConfirmation>();
  const controls = useMemo(
    () => ({
      openBooking: () => {
        setRequested(true);
        setOpen(true);
      },
    }),
    [],
  );

  return (
    <BookingDialogContext.Provider value={controls}>
      {children}
      {requested ? (
        <Suspense fallback={null}>
          <BookingDialog
            open={open}
            onOpenChange={setOpen}
            onBooked={(booking) => {
              setOpen(false);
              setBooked(booking);
            }}
            booked={booked}
            onConfirmationClose={() => setBooked(undefined)}
          />
        </Suspense>
      ) : null}
    </BookingDialogContext.Provider>
  );
}
