import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps } from "react";

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How much the page behind dims. */
  overlayClassName?: string;
} & ComponentProps<typeof Dialog.Content>;

/**
 * A Radix dialog over the dimmed page, which brings the focus trap and closing on Escape and on a
 * click outside. The rest of the props are its content's: its place, size and look.
 */
export function Modal({ open, onOpenChange, overlayClassName = "bg-slate-900/50", children, ...content }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 z-50 ${overlayClassName}`} />
        <Dialog.Content {...content}>{children}</Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The round close button in a modal card's top right corner. */
export function ModalCornerClose() {
  return (
    <Dialog.Close
      aria-label="Close"
      className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
    >
      <X aria-hidden="true" className="size-5" />
    </Dialog.Close>
  );
}
