import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";

/*
 * The pages the links in job-alert and newsletter e-mails open (decisions 015 and 077): one card in
 * the middle of the page. Opening one changes nothing, since mail scanners open links too; its
 * button POSTs the change.
 */

type LinkPageCardProps = {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** The page is the answer to its button: its heading takes the focus the button had. */
  focused?: boolean;
};

/**
 * One card in the middle of the page. Its heading takes the focus when the card changes after the
 * button's POST, or at once on a page that only a POST leads to.
 */
export function LinkPageCard({ icon, title, children, focused = false }: LinkPageCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);
  useEffect(() => {
    if (focused || title !== firstTitle.current) heading.current?.focus();
  }, [focused, title]);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-900">
          {icon}
        </div>
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-5 text-2xl font-bold text-brand-900 focus:outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-4 space-y-3 text-slate-700">{children}</div>
      </div>
    </section>
  );
}

/** The size of a card's icon. */
export const linkPageIcon = "size-7";

/** The card's button, which says it is at work while its POST is under way. */
export function LinkPageButton({ children, pending }: { children: string; pending: string }) {
  const submitting = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={submitting}
      className="mt-4 inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-8 py-3 font-semibold text-white transition-colors hover:bg-accent-800 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {submitting ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {submitting ? pending : children}
    </button>
  );
}

/** The address the link was sent to, as the card names it. */
export const LinkPageAddress = ({ email }: { email: string }) => (
  <strong className="break-all text-brand-900">{email}</strong>
);
