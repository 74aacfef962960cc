import type { ReactNode } from "react";

import { SectionCard } from "~/features/admin/shared/ui/section-card";

/** A headline figure above a page of charts: what it counts, the figure, and a line about it. */
export function FigureTile({ term, value, detail }: { term: string; value: string; detail?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-slate-600">{detail}</dd> : null}
    </div>
  );
}

/** One chart's card: its title, what it shows, then the chart and its numbers. */
export function ChartCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <SectionCard title={title} intro={intro}>
      <div className="mt-4">{children}</div>
    </SectionCard>
  );
}
