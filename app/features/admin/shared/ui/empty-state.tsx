import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** What an empty list says instead of an empty table: why it is empty and what to do. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Inbox aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-3 font-semibold text-brand-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-slate-600">{children}</div> : null}
    </div>
  );
}

/** A list left empty by its filter: what to try, and the way back to the list unfiltered. */
export function NoMatchState({
  records,
  other,
  clearTo,
}: {
  /** "enquiries". */
  records: string;
  /** What else narrows the list besides the words: "status". */
  other: string;
  clearTo: string;
}) {
  return (
    <EmptyState title={`No ${records} match this filter`}>
      Try other words or another {other}.{" "}
      <Link to={clearTo} className="font-semibold text-brand-800 underline underline-offset-4">
        Clear the filter
      </Link>
    </EmptyState>
  );
}
