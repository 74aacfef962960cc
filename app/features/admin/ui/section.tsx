import type { ReactNode } from "react";

/** A titled card holding one task of a page (a form, a list): the page's parts at a glance. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}
