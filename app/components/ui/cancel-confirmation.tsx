import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

/**
 * The second look before cancelling something through an e-mailed link (a demo call, an
 * interview): a plain form, so it works without JavaScript, and a way back that keeps it.
 */
export function CancelConfirmation({
  heading,
  children,
  confirm,
  keep,
  action,
}: {
  heading: string;
  children: ReactNode;
  /** The button's words, and while it posts. */
  confirm: { label: string; pending: string };
  /** The way back: its words and where it goes. */
  keep: { label: string; to: string };
  action?: string | undefined;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" action={action} className="mt-6 border-t border-slate-100 pt-6">
      <h2 className="text-lg font-semibold text-brand-900">{heading}</h2>
      <p className="mt-2 text-slate-700">{children}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value="cancel"
          disabled={submitting}
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {submitting ? confirm.pending : confirm.label}
        </button>
        <Link
          to={keep.to}
          className="inline-flex items-center justify-center rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {keep.label}
        </Link>
      </div>
    </Form>
  );
}
