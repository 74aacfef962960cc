import { CircleCheck } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";

import { Modal } from "~/components/ui/modal";

import { describeSlot, type BookingConfirmation } from "~domain/bookings/booking";

/** What the visitor sees once the call is booked: the reference and the time in India. */
export function BookedDialog({ booking, onClose }: { booking?: BookingConfirmation; onClose: () => void }) {
  return (
    <Modal
      open={Boolean(booking)}
      onOpenChange={(open) => (open ? undefined : onClose())}
      className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <Dialog.Title className="mt-4 text-2xl font-bold text-brand-900">Your demo is booked</Dialog.Title>
      {booking ? (
        <Dialog.Description asChild>
          <div className="mt-3 space-y-1 text-slate-700">
            <p className="font-semibold text-brand-900">{describeSlot(new Date(booking.startsAt))}</p>
            <p>
              {booking.durationMinutes} minutes · {booking.domain}
            </p>
            <p>
              Reference <span className="font-mono font-semibold text-brand-900">{booking.reference}</span>
            </p>
            <p className="pt-2 text-sm text-slate-600">
              A confirmation with a calendar invite is on its way to your inbox.
            </p>
          </div>
        </Dialog.Description>
      ) : null}
      <Dialog.Close className="mt-6 rounded-full bg-accent-700 px-6 py-2.5 font-semibold text-white hover:bg-accent-800">
        Done
      </Dialog.Close>
    </Modal>
  );
}
