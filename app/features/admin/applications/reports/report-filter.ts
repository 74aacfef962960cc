import {
  RecruitingReportFilterSchema,
  defaultReportPeriod,
  type RecruitingReportFilter,
} from "~domain/applications/recruiting-reports";

export const reportsPath = "/admin/recruiting-reports";

/** The reports' selection from the page's address; anything unknown is the default (see RecruitingReportFilterSchema). */
export const reportFilterFromUrl = (url: URL): RecruitingReportFilter =>
  RecruitingReportFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The reports' address for a selection, without its defaults. */
export function reportPath(filter: RecruitingReportFilter): string {
  const params = new URLSearchParams();
  if (filter.job) params.set("job", filter.job);
  if (filter.period !== defaultReportPeriod) params.set("period", filter.period);
  return `${reportsPath}${params.size ? `?${params}` : ""}`;
}
