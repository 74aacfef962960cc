import { createContext, useContext, type ReactNode } from "react";

/** What any page may do with the demo booking dialog; the booking feature provides it (root.tsx). */
export type BookingDialogControls = { openBooking: () => void };

export const BookingDialogContext = createContext<BookingDialogControls>({ openBooking: () => {} });

/** A button that opens the demo booking dialog. */
export function BookDemoButton({ className, children }: { className: string; children: ReactNode }) {
  const { openBooking } = useContext(BookingDialogContext);
  return (
    <button type="button" onClick={openBooking} className={className}>
      {children}
    </button>
  );
}
