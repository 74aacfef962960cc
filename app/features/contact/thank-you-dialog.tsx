import { CircleCheck, X } from "lucide-react";
import * as Dialog from "@radix-ui/react-dialog";

type ThankYouDialogProps = { open: boolean; onClose: () => void };

/** Shown after an enquiry is accepted; only its close button closes it (marketing specification, section 2). */
export function ThankYouDialog({ open, onClose }: ThankYouDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          onPointerDownOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-8 text-center shadow-2xl"
        >
          <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
          <Dialog.Title className="mt-4 text-2xl font-bold text-brand-900">Thank You!</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-600">
            Your message has reached our team. We will reply typically within 24 business hours.
          </Dialog.Description>
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
