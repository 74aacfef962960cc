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
