import { useId, type ReactNode } from "react";

/** One part of a record's page: a white card whose heading names the region for assistive technology. */
export function SectionCard({
  title,
  intro,
  aside,
  id,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Beside the heading, e.g. a badge. */
  aside?: ReactNode;
  /** An anchor a link can jump to. */
  id?: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {aside}
      </div>
      {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      {children}
    </section>
  );
}
