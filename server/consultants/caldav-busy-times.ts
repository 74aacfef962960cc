import { calDavCalendarLimit } from "../../domain/consultants/caldav-account";
import { indiaDateOf } from "../../domain/time/india-dates";
import { openSecret, SealedSecretError } from "../kernel/secrets/sealed-secrets";
import type { BusyTime, TimeWindow } from "./calendar-busy-times";
import { readingCalDav } from "./caldav/caldav-calendars";
import { CalDavError } from "./caldav/caldav-errors";
import type { CalDavAccount, CalDavPolicy, DavSessionOptions } from "./caldav/caldav-session";
import type { consultantCalDav } from "../db/schema";

/**
 * A consultant's CalDAV calendars read into busy times (decision 045) for calendar-sync.ts,
 * which claims, stores and keeps errors for them as for iCal feeds. They are checked every half
 * minute so that an event the consultant adds in their own calendar app hides its slot within a
 * minute; asking each calendar's change marker first keeps that cheap for them and for us.
 */

/** How long a CalDAV check stays fresh: due again once the last one is older. */
export const calDavCheckEverySeconds = 30;

/** The first wait after a failing CalDAV read, in minutes, doubled at each failure in a row (at most six hours). */
export const calDavRetryBaseMinutes = 1;

export type CalDavAccountRow = typeof consultantCalDav.$inferSelect;

/** The password cannot be opened: the words on the consultant's page. */
export const calDavPasswordUnreadable =
  "The calendar's app password saved here can no longer be read (the server's key for calendar passwords changed). Please connect the calendar again.";

/** The server has no key to open the password with (calendar-secrets-key.ts). */
export const calDavNoKey =
  "This server has no key for calendar passwords (CALENDAR_SECRETS_KEY), so the CalDAV calendar cannot be read. Please ask the administrator.";

/** Why a CalDAV read failed, in words for the consultant's page: never the address, user name or password. */
export class CalDavReadError extends Error {
  override name = "CalDavReadError";
}

export type CalDavRead =
  | { status: "unchanged" }
  | { status: "read"; busy: BusyTime[]; markers: Record<string, string | null> };

/**
 * The busy times of every busy calendar of the account over `window`, or "unchanged" when each
 * calendar's change marker is the one stored at the last good read, that read was today in India
 * (the window moves a day at midnight, bringing a day nobody has read) and the stored markers
 * are of exactly these calendars. Once one calendar has changed all are read again: the busy
 * times are stored as one union, so one calendar's cannot be replaced alone. All of it is one
 * session (readingCalDav): one deadline, requests paced, `stillWanted` asked before each. Only
 * calendars among the account's first calDavCalendarLimit are read, whatever it kept before there was a limit.
 * Throws CalDavError, FeedError (an event the reader refuses) or CalDavReadError (the password
 * cannot be opened).
 */
export async function readCalDavAccount(
  row: CalDavAccountRow,
  {
    key,
    policy,
    window,
    now,
    lastReadAt,
    stillWanted,
  }: {
    key: () => Buffer | undefined;
    policy: CalDavPolicy;
    window: TimeWindow;
    now: Date;
    lastReadAt: Date | null;
  } & DavSessionOptions,
): Promise<CalDavRead> {
  const account = accountOf(row, key);
  // Those the page shows (caldav-admin.ts): an account kept before the limit may list thousands.
  const shown = new Set(row.calendars.slice(0, calDavCalendarLimit).map((calendar) => calendar.url));
  const urls = row.busyCalendars.map((calendar) => calendar.url).filter((url) => shown.has(url));
  const stored = row.changeMarkers;
  const mayBeUnchanged =
    lastReadAt !== null &&
    indiaDateOf(lastReadAt) === indiaDateOf(now) &&
    Object.keys(stored).length === urls.length &&
    urls.every((url) => typeof stored[url] === "string");
  return readingCalDav(
    account,
    policy,
    async (reader): Promise<CalDavRead> => {
      if (mayBeUnchanged) {
        let unchanged = true;
        for (const url of urls) {
          if ((await reader.changeMarker(url)) !== stored[url]) {
            unchanged = false;
            break;
          }
        }
        if (unchanged) return { status: "unchanged" };
      }
      const busy: BusyTime[] = [];
      const markers: Record<string, string | null> = {};
      for (const url of urls) {
        const read = await reader.busyTimes(url, window);
        busy.push(...read.busy);
        markers[url] = read.changeMarker;
      }
      return { status: "read", busy, markers };
    },
    { stillWanted },
  );
}

function accountOf(row: CalDavAccountRow, key: () => Buffer | undefined): CalDavAccount {
  const secretsKey = key();
  if (!secretsKey) throw new CalDavReadError(calDavNoKey);
  try {
    return { serverUrl: row.serverUrl, username: row.username, password: openSecret(row.passwordSealed, secretsKey) };
  } catch (error) {
    if (error instanceof SealedSecretError) throw new CalDavReadError(calDavPasswordUnreadable);
    throw error;
  }
}

/** The read stopped because the account was disconnected or changed meanwhile: nothing to store, nothing failed. */
export const isCalDavReadStopped = (error: unknown): boolean =>
  error instanceof CalDavError && error.reason === "stopped";

/** A CalDAV failure's words are the consultant's to read (caldav-errors.ts): neither address nor credentials. */
export const isCalDavFailure = (error: unknown): error is CalDavError | CalDavReadError =>
  error instanceof CalDavError || error instanceof CalDavReadError;
