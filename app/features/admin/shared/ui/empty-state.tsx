import { Inbox } from "lucide-react";
import type { ReactNode } from "react";

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
