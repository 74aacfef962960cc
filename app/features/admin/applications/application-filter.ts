import { ApplicationFilterSchema, type ApplicationFilter } from "~domain/applications/recruiting";

/** The list's filter from the page's address; anything unknown means "no filter" (see ApplicationFilterSchema). */
export const filterFromUrl = (url: URL): ApplicationFilter =>
  ApplicationFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The list's address for a filter, without empty parts, for links that keep it (stage tabs, clear, a tag). */
export function listPath(filter: Partial<ApplicationFilter>): string {
  const params = new URLSearchParams();
  if (filter.job) params.set("job", filter.job);
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.q) params.set("q", filter.q);
  if (filter.tag) params.set("tag", filter.tag);
  return `/admin/applications${params.size ? `?${params}` : ""}`;
}

/** An application's page; the id may come from an address (the template editor's way back), so it is encoded. */
export const applicationPath = (id: string) => `/admin/applications/${encodeURIComponent(id)}`;

/** A job's board, with its tag filter. */
export const boardPath = (jobId: string, tag?: string | undefined) =>
  `/admin/jobs/${encodeURIComponent(jobId)}/board${tag ? `?${new URLSearchParams({ tag })}` : ""}`;
