/**
 * What each colour or texture of a chart stands for, under it. A pattern's fill (`url(#…)`) may
 * point at one the chart's own <svg> defines: ids are the document's.
 */
export function ChartLegend({ label, series }: { label: string; series: { name: string; fill: string }[] }) {
  if (series.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
      {series.map((one) => (
        <li key={one.name} className="flex items-center gap-1.5">
          <svg aria-hidden="true" width="14" height="14" className="shrink-0">
            <rect width="14" height="14" rx="2" fill={one.fill} />
          </svg>
          {one.name}
        </li>
      ))}
    </ul>
  );
}
