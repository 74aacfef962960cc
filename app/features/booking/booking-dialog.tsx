import * as Dialog from "@radix-ui/react-dialog";

import { Modal, ModalCornerClose } from "~/components/ui/modal";
import type { BookingConfirmation } from "~domain/bookings/booking";
import { BookedDialog } from "./booked-dialog";
import { BookingWidget } from "./booking-widget";

type BookingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onBooked: (booking: BookingConfirmation) => void;
  /** The booking just made, shown in its confirmation. */
  booked?: BookingConfirmation;
  onConfirmationClose: () => void;
};

/**
 * The booking widget in a modal and the confirmation after it; loaded only when a
 * visitor first opens it, so pages do not carry the calendar.
 */
export default function BookingDialog({
  open,
  onOpenChange,
  onBooked,
  booked,
  onConfirmationClose,
}: BookingDialogProps) {
  return (
    <>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        aria-describedby={undefined}
        className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(94vw,34rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7"
      >
        <Dialog.Title className="pr-10 text-2xl font-bold text-brand-900">Book a Free Demo</Dialog.Title>
        <ModalCornerClose />
        <div className="mt-4">
          <BookingWidget onBooked={onBooked} />
        </div>
      </Modal>
      <BookedDialog booking={booked} onClose={onConfirmationClose} />
    </>
  );
}
