import type { DAVResponse } from "tsdav";

import { calDavCalendarLimit } from "../../../domain/consultants/caldav-account";
import type { BusyTime, TimeWindow } from "../calendar-busy-times";
import { readBusyTimes } from "../calendar-reader";
import { CalDavError, calDavMessages, errorForStatus } from "./caldav-errors";
import { davClient } from "./dav-client";
import {
  type CalDavAccount,
  type CalDavPolicy,
  checkedServerUrl,
  type DavSession,
  type DavSessionOptions,
  defaultCalDavPolicy,
  withDavSession,
} from "./caldav-session";

/**
 * A consultant's CalDAV account, read: its calendars of events, and the times one of them is busy.
 * Only start and end leave this module, as with the iCal feeds (calendar-feed.ts): the events'
 * text is parsed by the bounded reader (calendar-reader.ts), never here.
 */

export type CalDavCalendar = {
  /** The collection's address, ending in "/": where its events are read and written. */
  url: string;
  displayName: string;
  /**
   * Changes whenever anything in the calendar does: the sync token (RFC 6578) where the server
   * has one, else the CTag; null where it has neither (then read every time).
   */
  changeMarker: string | null;
};

export type CalDavBusyTimes = { busy: BusyTime[]; changeMarker: string | null };

/**
 * The account's calendars that can hold events, found from the server address as a calendar app
 * would (well-known address, principal, calendar home): the first calDavCalendarLimit the server
 * lists, from the first maxListingBytes of its list. Throws CalDavError.
 */
export async function discoverCalDavCalendars(
  account: CalDavAccount,
  policy: CalDavPolicy = defaultCalDavPolicy,
): Promise<CalDavCalendar[]> {
  return withDavSession(account, policy, async (dav) => {
    const { createAccount, propfind } = await davClient();
    const found = await createAccount({
      account: { serverUrl: account.serverUrl, accountType: "caldav" },
      headers: dav.headers,
      fetch: dav.fetch,
    });
    if (!found.homeUrl) throw new CalDavError("not-caldav", calDavMessages.notCalDav);
    const answers = await propfind({
      url: found.homeUrl,
      props: {
        "d:resourcetype": {},
        "d:displayname": {},
        "c:supported-calendar-component-set": {},
        "d:sync-token": {},
        "cs:getctag": {},
      },
      depth: "1",
      headers: dav.headers,
      fetch: dav.listingFetch,
    });
    throwIfFailed(answers);
    return answers
      .filter((answer) => answer.ok && isCalendar(answer) && holdsEvents(answer))
      .slice(0, calDavCalendarLimit)
      .map((answer) => {
        const url = collectionUrl(answer.href ?? "", found.homeUrl!);
        return { url, displayName: displayNameOf(answer) ?? lastSegment(url), changeMarker: changeMarkerOf(answer) };
      });
  });
}

/**
 * Reads of one account's calendars: what `work` asks goes through one session, so the account's
 * requests share one connection, one deadline (the policy's readTimeoutMs) and `options`' check
 * that the account is still wanted. Throws CalDavError, or FeedError for events the reader cannot read.
 */
export function readingCalDav<T>(
  account: CalDavAccount,
  policy: CalDavPolicy,
  work: (reader: CalDavReader) => Promise<T>,
  options?: DavSessionOptions,
): Promise<T> {
  return withDavSession(
    account,
    { ...policy, operationTimeoutMs: policy.readTimeoutMs },
    (dav) =>
      work({
        changeMarker: (calendarUrl) => currentChangeMarker(dav, calendarUrl),
        busyTimes: (calendarUrl, window) => busyTimesOf(dav, calendarUrl, window),
      }),
    options,
  );
}

export type CalDavReader = {
  /** The calendar's change marker now, to skip a read when it is what the last read answered. */
  changeMarker(calendarUrl: string): Promise<string | null>;
  /**
   * The calendar's busy times overlapping the window, in order (clipped to it, as the iCal feeds'
   * are; events marked free or cancelled block nothing), and its change marker. Only the events
   * the server finds in the window travel (a calendar-query REPORT with a time range).
   */
  busyTimes(calendarUrl: string, window: TimeWindow): Promise<CalDavBusyTimes>;
};

/** One calendar's change marker, in a session of its own. Throws CalDavError. */
export function calDavChangeMarker(
  account: CalDavAccount,
  calendarUrl: string,
  policy: CalDavPolicy = defaultCalDavPolicy,
): Promise<string | null> {
  return readingCalDav(account, policy, (reader) => reader.changeMarker(calendarUrl));
}

/** One calendar's busy times, in a session of its own. Throws CalDavError or FeedError. */
export function readCalDavBusyTimes(
  account: CalDavAccount,
  calendarUrl: string,
  window: TimeWindow,
  policy: CalDavPolicy = defaultCalDavPolicy,
): Promise<CalDavBusyTimes> {
  return readingCalDav(account, policy, (reader) => reader.busyTimes(calendarUrl, window));
}

async function busyTimesOf(dav: DavSession, calendarUrl: string, window: TimeWindow): Promise<CalDavBusyTimes> {
  // The marker is read first: an event written between the two requests then leaves a marker
  // older than the events read, and the next check reads again rather than missing it.
  const changeMarker = await currentChangeMarker(dav, calendarUrl);
  const { calendarQuery } = await davClient();
  const answers = await calendarQuery({
    url: checkedServerUrl(calendarUrl).href,
    props: { "d:getetag": {}, "c:calendar-data": {} },
    filters: [
      {
        "comp-filter": {
          _attributes: { name: "VCALENDAR" },
          "comp-filter": {
            _attributes: { name: "VEVENT" },
            "time-range": { _attributes: { start: calDavTime(window.from), end: calDavTime(window.to) } },
          },
        },
      },
    ],
    depth: "1",
    headers: dav.headers,
    fetch: dav.fetch,
  });
  throwIfFailed(answers);
  const events = answers.filter((answer) => answer.ok).flatMap((answer) => calendarDataOf(answer) ?? []);
  // One read for all the events: the reader takes several VCALENDARs in one text.
  const busy = events.length === 0 ? [] : await readBusyTimes(events.join("\r\n"), window);
  return { busy, changeMarker };
}

async function currentChangeMarker(dav: DavSession, calendarUrl: string): Promise<string | null> {
  const { propfind } = await davClient();
  const answers = await propfind({
    url: checkedServerUrl(calendarUrl).href,
    props: { "d:resourcetype": {}, "d:sync-token": {}, "cs:getctag": {} },
    depth: "0",
    headers: dav.headers,
    fetch: dav.fetch,
  });
  throwIfFailed(answers);
  const [answer] = answers;
  if (!answer?.ok || !isCalendar(answer)) throw new CalDavError("not-found", calDavMessages.notFound);
  return changeMarkerOf(answer);
}

/**
 * A request the server refused as a whole answers one response that is no multistatus (tsdav puts
 * the status there); a multistatus's own responses may fail one by one and are skipped.
 */
function throwIfFailed(answers: DAVResponse[]): void {
  const [first] = answers;
  if (answers.length === 1 && first && !first.ok && first.props === undefined) {
    throw first.status ? errorForStatus(first.status) : new CalDavError("not-caldav", calDavMessages.notCalDav);
  }
  if (first?.ok && first.props === undefined && first.raw !== undefined) {
    // 2xx, but not the multistatus XML a WebDAV server answers (a web page, say).
    throw new CalDavError("not-caldav", calDavMessages.notCalDav);
  }
}

function isCalendar(answer: DAVResponse): boolean {
  const type = answer.props?.resourcetype as Record<string, unknown> | undefined;
  return typeof type === "object" && type !== null && "calendar" in type;
}

/** A calendar that names its components holds events only if VEVENT is one; one that names none takes all. */
function holdsEvents(answer: DAVResponse): boolean {
  const set = answer.props?.supportedCalendarComponentSet as { comp?: unknown } | undefined;
  const comps = set?.comp === undefined ? [] : [set.comp].flat();
  const names = comps.map((comp) => (comp as { _attributes?: { name?: unknown } })?._attributes?.name);
  return names.length === 0 || names.some((name) => String(name).toUpperCase() === "VEVENT");
}

/**
 * tsdav turns number-like XML text into numbers: a marker or a name comes back as text whatever
 * its shape. (A CTag of more than 15 digits would lose digits there; servers with sync tokens,
 * which are URIs, are unaffected.)
 */
function textOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "object" && value !== null) {
    const { _cdata, _text } = value as { _cdata?: unknown; _text?: unknown };
    return textOf(_cdata ?? _text);
  }
  return null;
}

function changeMarkerOf(answer: DAVResponse): string | null {
  const marker = textOf(answer.props?.syncToken) ?? textOf(answer.props?.getctag);
  return marker === "" ? null : marker;
}

function displayNameOf(answer: DAVResponse): string | null {
  const name = textOf(answer.props?.displayname)?.trim();
  return name ? name : null;
}

function calendarDataOf(answer: DAVResponse): string | null {
  const data = textOf(answer.props?.calendarData);
  return data && /BEGIN:VCALENDAR/i.test(data) ? data : null;
}

function collectionUrl(href: string, base: string): string {
  const url = new URL(href, base);
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}

function lastSegment(url: string): string {
  const segments = new URL(url).pathname.split("/").filter(Boolean);
  return decodeURIComponent(segments.at(-1) ?? "Calendar");
}

/** CalDAV's UTC form, 20260105T093000Z. */
function calDavTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}
