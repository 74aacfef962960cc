import { createContext, useContext, type ReactNode } from "react";
import { Link } from "react-router";

import { isPlainClick } from "~/components/ui/plain-click";

/** What any page may do with the demo booking dialog; the booking feature provides it (root.tsx). */
export type BookingDialogControls = { openBooking: () => void };

/** Undefined outside the provider: the link then opens the demo page. */
export const BookingDialogContext = createContext<BookingDialogControls | undefined>(undefined);

/**
 * A link to the demo page (/demo) that, once the page's code runs, opens the booking dialog in
 * place instead: search engines and a page whose code has not loaded follow it, and a click
 * asking for a new tab or window opens the page there.
 */
export function BookingDialogLink({ className, children }: { className: string; children: ReactNode }) {
  const booking = useContext(BookingDialogContext);
  return (
    <Link
      to="/demo"
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!booking || !isPlainClick(event)) return;
        event.preventDefault();
        booking.openBooking();
      }}
      className={className}
    >
      {children}
    </Link>
  );
}
