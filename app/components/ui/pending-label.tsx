import { LoaderCircle } from "lucide-react";

type PendingLabelProps = {
  /** True while what the button sent is on its way. */
  pending: boolean;
  children: string;
  /** What the button says meanwhile, such as "Processing...". */
  pendingText: string;
};

/** A submit button's words, which change and gain a spinner while its request is on its way. */
export function PendingLabel({ pending, children, pendingText }: PendingLabelProps) {
  return (
    <>
      {pending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
      {pending ? pendingText : children}
    </>
  );
}
