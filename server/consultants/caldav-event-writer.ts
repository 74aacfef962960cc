import { CalDavError } from "./caldav/caldav-errors";
import { deleteCalDavEvent, putCalDavEvent } from "./caldav/caldav-events";
import { type CalDavAccount, defaultCalDavPolicy } from "./caldav/caldav-session";

/**
 * What the bookings area's call writer (server/bookings/caldav-booking-writes.ts) needs of the CalDAV
 * client, handed to it by server/app.ts: the bookings area builds on the consultants' but reaches
 * only their public modules, and the CalDAV client is this area's own.
 */
export type CalDavEventWriter = {
  put(account: CalDavAccount, calendarUrl: string, uid: string, ics: string): Promise<void>;
  /** A missing event is no failure. */
  delete(account: CalDavAccount, calendarUrl: string, uid: string): Promise<void>;
  /** A failure's words for the consultant (never an address, user name or password), or undefined for a fault of ours. */
  failureWords(error: unknown): string | undefined;
};

/** Writes under the default limits; `allowPrivateAddresses` is the tests' allowance (CALENDAR_FEED_ALLOW_PRIVATE). */
export function calDavEventWriter({ allowPrivateAddresses }: { allowPrivateAddresses: boolean }): CalDavEventWriter {
  const policy = { ...defaultCalDavPolicy, allowPrivateAddresses };
  return {
    put: (account, calendarUrl, uid, ics) => putCalDavEvent(account, calendarUrl, uid, ics, policy),
    delete: (account, calendarUrl, uid) => deleteCalDavEvent(account, calendarUrl, uid, policy),
    failureWords: (error) => (error instanceof CalDavError ? error.message : undefined),
  };
}
