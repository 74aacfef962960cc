import { z } from "zod";

import "../forms/zod-setup";

/**
 * The secret iCal address of a consultant's work calendar, as their page posts it.
 * Google Calendar ("Secret address in iCal format") and Outlook ("Publish a calendar", ICS link)
 * both hand out such an address; Outlook and some Google screens write it as webcal://, which is
 * the same address over https.
 */

export const calendarFeedUrlLimit = 2_000;

const notAFeedAddress =
  "Please paste your calendar's secret address in iCal format, starting with https:// (or webcal://).";

/**
 * One address: trimmed, webcal:// read as https://, an https address on a named host; empty is
 * none (null: disconnect). `allowPlainHttp` also takes http:// and an IP address, for a test
 * feed on this machine, as the server's feed policy allows (server/consultants/calendar-feed.ts).
 */
export function calendarFeedAddressSchema({ allowPlainHttp = false }: { allowPlainHttp?: boolean } = {}) {
  const address = z.url({
    protocol: allowPlainHttp ? /^https?$/ : /^https$/,
    ...(allowPlainHttp ? {} : { hostname: z.regexes.domain }),
    error: notAFeedAddress,
  });
  return z
    .string()
    .trim()
    .max(
      calendarFeedUrlLimit,
      `Please keep the calendar's address to ${calendarFeedUrlLimit.toLocaleString("en")} characters or fewer.`,
    )
    .regex(/^\S*$/, notAFeedAddress)
    .transform((value) => value.replace(/^webcals?:\/\//i, "https://") || null)
    .pipe(address.nullable());
}

/** The page's form (`calendarFeedUrl`): an address to connect or replace, or empty to disconnect. */
export function calendarFeedFormSchema(options: { allowPlainHttp?: boolean } = {}) {
  return z.object({ calendarFeedUrl: z.string().default("").pipe(calendarFeedAddressSchema(options)) });
}

export const CalendarFeedFormSchema = calendarFeedFormSchema();

/** What the back office may show of the address: its host ("calendar.google.com"), never the secret path. */
export function calendarFeedHostOf(address: string): string | null {
  try {
    return new URL(address).hostname || null;
  } catch {
    return null;
  }
}
