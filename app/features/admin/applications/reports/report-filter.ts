import { HiringReportFilterSchema, defaultReportPeriod, type HiringReportFilter } from "~domain/careers/hiring-reports";

export const reportsPath = "/admin/recruiting-reports";

/** The reports' selection from the page's address; anything unknown is the default (see HiringReportFilterSchema). */
export const reportFilterFromUrl = (url: URL): HiringReportFilter =>
  HiringReportFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The reports' address for a selection, without its defaults. */
export function reportPath(filter: HiringReportFilter): string {
  const params = new URLSearchParams();
  if (filter.job) params.set("job", filter.job);
  if (filter.period !== defaultReportPeriod) params.set("period", filter.period);
  return `${reportsPath}${params.size ? `?${params}` : ""}`;
}

/** "4.5 days", "1 day", "under an hour": a time in a stage, written alike on the server and in the browser. */
export function daysText(days: number | null): string {
  if (days === null) return "–";
  if (days < 1 / 24) return "under an hour";
  if (days < 1) return `${Math.round(days * 24)} h`;
  const rounded = Number(days.toFixed(1));
  return `${rounded} ${rounded === 1 ? "day" : "days"}`;
}
