import { EnquiryFilterSchema, type EnquiryFilter } from "~domain/enquiries/enquiry-triage";

/** The inbox's filter from the page's address; anything unknown means "no filter" (see EnquiryFilterSchema). */
export const filterFromUrl = (url: URL): EnquiryFilter =>
  EnquiryFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The query string of a filter, without defaults, for links that keep it (export, folder tabs, clear). */
export function filterQuery(filter: Partial<EnquiryFilter>): string {
  const params = new URLSearchParams();
  if (filter.folder && filter.folder !== "inbox") params.set("folder", filter.folder);
  if (filter.status) params.set("status", filter.status);
  if (filter.source) params.set("source", filter.source);
  if (filter.q) params.set("q", filter.q);
  return params.size ? `?${params}` : "";
}

/** Whether the list is narrowed by more than its folder. */
export const isNarrowed = (filter: EnquiryFilter) => Boolean(filter.status || filter.source || filter.q);
