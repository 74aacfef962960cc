import { CircleCheck } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";

import { Modal, ModalCornerClose } from "~/components/ui/modal";

type ThankYouDialogProps = { open: boolean; onClose: () => void };

/** Shown after an enquiry is accepted; only its close button closes it (marketing specification, section 2). */
export function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      onPointerDownOutside={(event) => event.preventDefault()}
      className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <Dialog.Title className="mt-4 text-2xl font-bold text-brand-900">Thank You!</Dialog.Title>
      <Dialog.Description className="mt-3 text-slate-600">
        Your message has reached our team. We will reply typically within 24 business hours.
      </Dialog.Description>
      <ModalCornerClose />
    </Modal>
  );
}
