import type { LocationFilter } from "./job-search";
import { confirmationLinkDays } from "../privacy/double-opt-in";

/**
 * Job alerts (decision 015): a visitor saves the careers search they are looking at, confirms
 * by e-mail, and is mailed the jobs that open later and match it. Kept free of zod so the
 * careers page can name a search without loading the schema (see job-alert-request.ts).
 */

/** A saved search: the careers search's keyword and location filter. */
export type JobAlertSearch = { keyword: string; location: LocationFilter };

export const jobAlertLimits = { keyword: 100, email: 254, location: 100 } as const;

/** How long a confirmation link works; an unconfirmed subscription is deleted after it (the double opt-in's days). */
export const jobAlertConfirmDays = confirmationLinkDays;

/**
 * At most one alert e-mail to an address in this many hours, however many searches it follows,
 * listing every job that opened meanwhile.
 */
export const jobAlertIntervalHours = 24;

/** "“react” in Gwalior", "all jobs anywhere in India", "“sales”, remote in India". */
export function describeSearch({ keyword, location }: JobAlertSearch): string {
  const what = keyword ? `“${keyword}”` : "all jobs";
  if (location === "Any Location in India") return `${what} anywhere in India`;
  if (location === "Remote (India)") return `${what}, remote in India`;
  return `${what} in ${location}`;
}

/** The careers page's address for a search: where the alert e-mails point for "every open position". */
export const searchPath = ({ keyword, location }: JobAlertSearch) =>
  `/career?${new URLSearchParams({ q: keyword, location }).toString()}`;

/**
 * Where the links in job-alert e-mails lead (app/routes.ts names the same pages). Each page
 * shows a button whose POST does the change: mail scanners open links, and a GET changes nothing.
 */
export const jobAlertPaths = {
  confirm: (token: string) => `/job-alerts/confirm/${token}`,
  unsubscribe: (token: string) => `/job-alerts/unsubscribe/${token}`,
  /** The List-Unsubscribe header's address: a mail provider POSTs to it (RFC 8058), with no page in between. */
  oneClickUnsubscribe: (token: string) => `/api/job-alerts/unsubscribe/${token}`,
};
