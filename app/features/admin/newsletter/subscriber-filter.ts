import { SubscriberFilterSchema, type SubscriberFilter } from "~domain/newsletter/subscriber-filter";

export const subscribersPath = "/admin/newsletter/subscribers";

/** Where editors bring in another service's list (decision 077). */
export const subscriberImportPath = `${subscribersPath}/import`;

/** The list under a filter as a CSV file. */
export const subscribersExportAddress = (filter: SubscriberFilter) => {
  const address = subscribersAddress(filter);
  return `${subscribersPath}/export.csv${address.slice(subscribersPath.length)}`;
};

/** The list's filter from the page's address; anything unknown means "no filter". */
export const subscriberFilterFromUrl = (url: URL): SubscriberFilter =>
  SubscriberFilterSchema.parse(Object.fromEntries(url.searchParams));

/** The list's address for a filter: what the state tabs and Clear link to. */
export function subscribersAddress(filter: SubscriberFilter): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.state) params.set("state", filter.state);
  return params.size ? `${subscribersPath}?${params}` : subscribersPath;
}
