import { PrivacyRequestFilterSchema, type PrivacyRequestFilter } from "~domain/privacy/privacy-requests-forms";

/** The register's filter from the page's address; anything unknown means "no filter". */
export const requestFilterFromUrl = (url: URL): PrivacyRequestFilter =>
  PrivacyRequestFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The query string of a filter, for links that keep it (export, clear). */
export function requestFilterQuery(filter: PrivacyRequestFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.state) params.set("state", filter.state);
  if (filter.kind) params.set("kind", filter.kind);
  return params.size ? `?${params}` : "";
}

export const privacyRequestsPath = "/admin/privacy/requests";
export const privacyRequestPath = (id: string) => `${privacyRequestsPath}/${id}`;
