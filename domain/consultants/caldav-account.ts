import { z } from "zod";

import "../forms/zod-setup";

/**
 * A consultant's CalDAV account (decision 045), as their page posts it: the
 * server's address (Fastmail, iCloud, Nextcloud and Zoho give one), their user name and an app
 * password, which the server seals and never shows again.
 */

/**
 * The most calendars of one account kept, shown on its page and read (decision 052): the
 * first ones the server lists. A person's calendars are a handful; a server listing thousands
 * would otherwise make a page of megabytes and two requests a calendar every half minute.
 */
export const calDavCalendarLimit = 50;

const notAServerAddress = "Please give your calendar server's address, starting with https://.";

/** `allowPlainHttp`: a test server on this machine, as the calendar policy allows (CALENDAR_FEED_ALLOW_PRIVATE). */
export function calDavConnectSchema({ allowPlainHttp = false }: { allowPlainHttp?: boolean } = {}) {
  return z.object({
    serverUrl: z
      .string({ error: notAServerAddress })
      .trim()
      .max(500, "Please keep the server's address to 500 characters or fewer.")
      .pipe(
        z.url({
          protocol: allowPlainHttp ? /^https?$/ : /^https$/,
          ...(allowPlainHttp ? {} : { hostname: z.regexes.domain }),
          error: notAServerAddress,
        }),
      ),
    username: z
      .string({ error: "Please give your user name on the calendar server." })
      .trim()
      .min(1, "Please give your user name on the calendar server.")
      .max(200, "Please keep the user name to 200 characters or fewer."),
    password: z
      .string({ error: "Please give an app password made for this site." })
      .min(1, "Please give an app password made for this site.")
      .max(500, "Please keep the app password to 500 characters or fewer."),
  });
}

export type CalDavConnectForm = z.output<ReturnType<typeof calDavConnectSchema>>;

/** "Write calls to" a calendar of the account, or nowhere. */
export const noCallsCalendar = "none";

/** Which of the account's calendars block their times, and where calls are written. */
export type CalDavCalendarChoice = { busy: string[]; calls: string | null };

export const calDavCallsCalendarSchema = z
  .string({ error: "Please choose where your calls are written." })
  .min(1, "Please choose where your calls are written.")
  .transform((value) => (value === noCallsCalendar ? null : value));
