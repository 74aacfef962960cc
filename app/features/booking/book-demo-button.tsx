import type { ReactNode } from "react";

import { useBookingDialog } from "./booking-dialog-provider";

/** A button that opens the demo booking dialog. */
export function BookDemoButton({ className, children }: { className: string; children: ReactNode }) {
  const { openBooking } = useBookingDialog();
  return (
    <button type="button" onClick={openBooking} className={className}>
      {children}
    </button>
  );
}
