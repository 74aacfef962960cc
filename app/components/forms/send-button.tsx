import { LoaderCircle, Send } from "lucide-react";

/**
 * A public form's send button (the contact form's, the privacy policy's grievance form's): disabled
 * until the page's script runs, since until then a press would have the browser send the fields
 * itself; a spinner and "Sending..." while the request is on its way.
 */
export function SendButton({ ready, sending, children }: { ready: boolean; sending: boolean; children: string }) {
  return (
    <button
      type="submit"
      disabled={!ready}
      className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3.5 font-semibold text-white transition-colors hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
    >
      {sending ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Send aria-hidden="true" className="size-5" />
      )}
      {sending ? "Sending..." : children}
    </button>
  );
}
