import { errorForStatus } from "./caldav-errors";
import {
  type CalDavAccount,
  type CalDavPolicy,
  checkedServerUrl,
  defaultCalDavPolicy,
  withDavSession,
} from "./caldav-session";
import { davClient } from "./dav-client";

/**
 * The calls a consultant takes, written into their CalDAV calendar and taken out again. Each call
 * is one resource named by its UID, `<calendar>/<uid>.ics`, so writing it again replaces it
 * (a moved call) and no lookup of what the server named it is needed.
 */

/**
 * Creates or replaces the event `uid` with the given iCalendar text (its UID should be `uid`:
 * servers refuse a resource whose UID changes). Throws CalDavError.
 */
export async function putCalDavEvent(
  account: CalDavAccount,
  calendarUrl: string,
  uid: string,
  ics: string,
  policy: CalDavPolicy = defaultCalDavPolicy,
): Promise<void> {
  const url = eventUrl(calendarUrl, uid);
  await withDavSession(account, policy, async (dav) => {
    const { createObject } = await davClient();
    const response = await createObject({
      url,
      data: ics,
      headers: { ...dav.headers, "content-type": "text/calendar; charset=utf-8" },
      fetch: dav.fetch,
    });
    if (!response.ok) throw errorForStatus(response.status);
  });
}

/** Deletes the event `uid`; one already gone (404, 410) is no error. Throws CalDavError. */
export async function deleteCalDavEvent(
  account: CalDavAccount,
  calendarUrl: string,
  uid: string,
  policy: CalDavPolicy = defaultCalDavPolicy,
): Promise<void> {
  const url = eventUrl(calendarUrl, uid);
  await withDavSession(account, policy, async (dav) => {
    const { deleteObject } = await davClient();
    const response = await deleteObject({ url, headers: dav.headers, fetch: dav.fetch });
    if (!response.ok && response.status !== 404 && response.status !== 410) throw errorForStatus(response.status);
  });
}

/** The UID as one path segment: a UID may hold "/", "@" or spaces. */
export function eventUrl(calendarUrl: string, uid: string): string {
  if (uid.length === 0 || uid.length > 255) throw new RangeError("A CalDAV event's UID must be 1 to 255 characters.");
  const calendar = checkedServerUrl(calendarUrl);
  if (!calendar.pathname.endsWith("/")) calendar.pathname += "/";
  return new URL(`${encodeURIComponent(uid)}.ics`, calendar).href;
}
