import type { LookupAddress } from "node:dns";
import { lookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";

import { TZDate } from "@date-fns/tz";
import { addYears } from "date-fns";
import ICAL from "ical.js";
import ipaddr from "ipaddr.js";
import { Agent, request } from "undici";
import { findIana } from "windows-iana";

/**
 * A consultant's work calendar, read from the secret iCal address they paste (Google Calendar's
 * "Secret address in iCal format", Outlook's published ICS), answered as the times they are busy.
 * The address is a secret: no message or log line names it. Only start and end leave this module;
 * nothing of an event's content (title, place, attendees) does.
 */

export type BusyTime = { startsAt: Date; endsAt: Date };

export type FeedPolicy = {
  /** Tests only: allow plain http and private/loopback/link-local addresses (a local test feed). */
  allowPrivateAddresses: boolean;
  maxBytes: number;
  timeoutMs: number;
};

export const defaultFeedPolicy: FeedPolicy = {
  allowPrivateAddresses: false,
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
};

/** A feed that cannot be read, with a message a consultant can act on (shown on their page). */
export class FeedError extends Error {
  override name = "FeedError";
}

type TimeWindow = { from: Date; to: Date };

/** Fetches the feed under the policy and answers busyTimesOf(...) for the window. Throws FeedError. */
export async function fetchBusyTimes(url: string, window: TimeWindow, policy: FeedPolicy): Promise<BusyTime[]> {
  return busyTimesOf(await feedText(url, policy), window);
}

// ---------------------------------------------------------------------------------------------
// Reading the feed

const maxRedirects = 3;
const redirectStatuses = new Set([301, 302, 303, 307, 308]);
/** No feed lives at these, even a test's local one; 0.0.0.0 reaches this machine on Linux. */
const neverFeedRanges = new Set(["unspecified", "multicast", "broadcast"]);
/** The only IPv6 block handed out for public use; ipaddr.js calls e.g. ::7f00:1 (IPv4-compatible) "unicast". */
const globalUnicast6 = ipaddr.parseCIDR("2000::/3");

async function feedText(address: string, policy: FeedPolicy): Promise<string> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  try {
    // The race also bounds the DNS look-up, which takes no signal.
    return await beforeDeadline(followedFeed(address, policy, deadline), deadline);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    if (deadline.aborted) {
      throw new FeedError(`The calendar address did not answer within ${secondsText(policy.timeoutMs)}.`);
    }
    // The cause is left out: undici's and Node's messages can carry the address.
    throw new FeedError("The calendar address could not be reached.");
  }
}

async function followedFeed(address: string, policy: FeedPolicy, deadline: AbortSignal): Promise<string> {
  let target = checkedUrl(address, policy);
  for (let redirects = 0; ; redirects++) {
    const answer = await get(target, policy, deadline);
    if (typeof answer === "string") return answer;
    if (redirects === maxRedirects) {
      throw new FeedError(`The calendar address redirected more than ${maxRedirects} times.`);
    }
    target = checkedUrl(new URL(answer.location, target).href, policy);
  }
}

function checkedUrl(address: string, policy: FeedPolicy): URL {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new FeedError("The calendar address is not a web address.");
  }
  const allowed = policy.allowPrivateAddresses ? ["https:", "http:"] : ["https:"];
  if (!allowed.includes(url.protocol)) throw new FeedError("The calendar address must start with https://.");
  return url;
}

/** One request, to the address checked for it: the feed's text, or where it redirects. */
async function get(target: URL, policy: FeedPolicy, deadline: AbortSignal): Promise<string | { location: string }> {
  const addresses = await checkedAddresses(target.hostname, policy);
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
  try {
    const { statusCode, headers, body } = await request(target, {
      dispatcher: agent,
      signal: deadline,
      headers: { accept: "text/calendar", "user-agent": "nexora-site calendar reader" },
    });
    const location = headers.location;
    if (redirectStatuses.has(statusCode) && typeof location === "string") {
      await body.dump();
      return { location };
    }
    if (statusCode < 200 || statusCode > 299) {
      await body.dump();
      throw new FeedError(`The calendar address answered ${statusCode}.`);
    }
    const text = await textWithin(body, policy.maxBytes);
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new FeedError("The calendar address did not answer with a calendar.");
    return text;
  } finally {
    await agent.destroy();
  }
}

/**
 * The host's addresses, every one allowed by the policy. The connection then goes to these and no
 * others (pinnedLookup), so a second DNS answer cannot swap in an internal address.
 */
async function checkedAddresses(hostname: string, policy: FeedPolicy): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: LookupAddress[];
  try {
    addresses = await lookup(host, { all: true, order: "verbatim" });
  } catch {
    throw new FeedError("The calendar address's host name could not be found.");
  }
  if (addresses.length === 0 || !addresses.every(({ address }) => isAllowedAddress(address, policy))) {
    throw new FeedError("The calendar address points to a private network address.");
  }
  return addresses;
}

function isAllowedAddress(address: string, policy: FeedPolicy): boolean {
  // process() turns an IPv4-mapped IPv6 address (::ffff:10.0.0.1) into the IPv4 address it maps.
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  if (neverFeedRanges.has(range)) return false;
  if (policy.allowPrivateAddresses) return true;
  if (parsed instanceof ipaddr.IPv4) return range === "unicast";
  return range === "unicast" && parsed.match(globalUnicast6);
}

function pinnedLookup(addresses: LookupAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const [first] = addresses;
    if (options.all || !first) callback(null, addresses);
    else callback(null, first.address, first.family);
  };
}

/** The body as text, given up as soon as it passes maxBytes: a hostile feed can be endless. */
async function textWithin(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new FeedError(`The calendar is larger than ${sizeText(maxBytes)}.`);
    chunks.push(chunk);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(deadline.reason);
    deadline.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", abort));
  });
}

const numberText = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

function secondsText(ms: number): string {
  const seconds = ms / 1000;
  return `${numberText.format(seconds)} ${seconds === 1 ? "second" : "seconds"}`;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberText.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${numberText.format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

// ---------------------------------------------------------------------------------------------
// Reading the calendar

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type CalendarEvent = InstanceType<typeof ICAL.Event>;

/** All-day events and floating times are the consultant's own days and clock: they work in India. */
const indiaTime = "Asia/Kolkata";
/** More busy times than this in one window is no real calendar. */
const maxInstances = 5_000;
/**
 * What expanding a feed's repeating events may cost, in steps of 10 to 30 µs (a second or so in all):
 * occurrences from each series' first one on, each date ical.js tests against a rule, and each year
 * it searches for a YEARLY rule's first date. ical.js tests dates forever for an impossible rule
 * such as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30.
 */
const maxRecurrenceSteps = 100_000;

/** Busy times overlapping [from, to), from the ICS text, clipped to it and in order. Pure. Throws FeedError. */
export function busyTimesOf(ics: string, window: TimeWindow): BusyTime[] {
  let busy: BusyTime[];
  try {
    busy = busyTimesIn(calendarsOf(ics), window);
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError("The calendar could not be read: some of its dates or repeat rules are not valid iCalendar.");
  }
  return busy.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

function calendarsOf(ics: string): Component[] {
  let parsed: unknown[];
  try {
    parsed = ICAL.parse(ics.replace(/^\uFEFF/, ""));
  } catch {
    throw new FeedError("The calendar could not be read: it is not a valid iCalendar file.");
  }
  // One VCALENDAR parses to its jCal array; several to an array of them.
  const roots = (typeof parsed[0] === "string" ? [parsed] : parsed) as unknown[][];
  return roots.map((jCal) => new ICAL.Component(jCal)).filter((root) => root.name === "vcalendar");
}

function busyTimesIn(calendars: Component[], window: TimeWindow): BusyTime[] {
  const busy: BusyTime[] = [];
  const spendStep = recurrenceBudget();
  const keep = (startsAt: Date, endsAt: Date) => {
    if (endsAt <= startsAt || startsAt >= window.to || endsAt <= window.from) return;
    if (busy.length === maxInstances) {
      throw new FeedError(`The calendar has more than ${numberText.format(maxInstances)} events in the period read.`);
    }
    busy.push({
      startsAt: startsAt < window.from ? window.from : startsAt,
      endsAt: endsAt > window.to ? window.to : endsAt,
    });
  };

  for (const calendar of calendars) {
    const components = calendar.getAllSubcomponents("vevent");
    const replaced = replacedOccurrences(components);
    for (const component of components) {
      if (!component.hasProperty("dtstart") || !blocksTime(component)) continue;
      // No exceptions related: ical.js would relate every RECURRENCE-ID in the calendar, of any UID.
      const event = new ICAL.Event(component, { exceptions: [] });
      const startZone = tzidOf(component, "dtstart");
      if (event.isRecurrenceException()) {
        // A moved instance stands on its own; the series skips its original date (replaced).
        keep(instantOf(event.startDate, startZone), instantOf(event.endDate, endZoneOf(component)));
        continue;
      }
      for (const occurrence of occurrencesOf(event, window.to, spendStep)) {
        const { startDate, endDate } = event.getOccurrenceDetails(occurrence);
        const startsAt = instantOf(startDate, startZone);
        if (startsAt >= window.to) break;
        if (replaced.has(occurrenceKey(event.uid, startsAt))) continue;
        keep(startsAt, instantOf(endDate, startZone));
      }
    }
  }
  return busy;
}

/** Free time in the calendar: cancelled, or shown as free (TRANSP, and Outlook's own busy status). */
function blocksTime(component: Component): boolean {
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const outlookStatus = String(component.getFirstPropertyValue("x-microsoft-cdo-busystatus") ?? "").toUpperCase();
  return status !== "CANCELLED" && transparency !== "TRANSPARENT" && outlookStatus !== "FREE";
}

/**
 * The series occurrences that an exception (a VEVENT with RECURRENCE-ID) moves or cancels, whatever
 * the exception's own status: a cancelled instance blocks nothing, a moved one blocks its new time.
 */
function replacedOccurrences(components: Component[]): Set<string> {
  const replaced = new Set<string>();
  for (const component of components) {
    const recurrenceId = component.getFirstPropertyValue("recurrence-id");
    if (!(recurrenceId instanceof ICAL.Time)) continue;
    const uid = String(component.getFirstPropertyValue("uid") ?? "");
    replaced.add(occurrenceKey(uid, instantOf(recurrenceId, tzidOf(component, "recurrence-id"))));
  }
  return replaced;
}

function occurrenceKey(uid: string, startsAt: Date): string {
  return `${uid} ${startsAt.getTime()}`;
}

type SpendSteps = (steps?: number) => void;

/** A step budget shared by every series of one feed. */
function recurrenceBudget(): SpendSteps {
  let spent = 0;
  return (steps = 1) => {
    spent += steps;
    if (spent > maxRecurrenceSteps) throw new FeedError("The calendar has repeating events too complex to read.");
  };
}

/**
 * The series' occurrences (RRULE, RDATE, less EXDATE), from its first. ical.js searches for a rule's
 * next date inside RecurIterator.next(), calling check_contracting_rules() on each date it tries;
 * counting those calls is the only way to stop a search that never ends.
 */
function* occurrencesOf(event: CalendarEvent, until: Date, spendStep: SpendSteps): Generator<Time> {
  boundRules(event, until, spendStep);
  const expansion = event.iterator();
  const iterators: unknown = Reflect.get(expansion, "ruleIterators");
  if (!Array.isArray(iterators)) throw new Error("ical.js no longer keeps RecurExpansion.ruleIterators");
  for (const iterator of iterators as InstanceType<typeof ICAL.RecurIterator>[]) {
    const check = iterator.check_contracting_rules.bind(iterator);
    iterator.check_contracting_rules = () => {
      spendStep();
      return check();
    };
  }
  for (let occurrence = expansion.next(); occurrence; occurrence = expansion.next()) {
    spendStep();
    yield occurrence;
  }
}

/**
 * Ends each rule some years past the window (a yearly 29 February may skip eight): before its first
 * date, ical.js looks for a YEARLY rule's first year one year at a time up to its UNTIL, or to the
 * year 20000 (over half a second for an impossible rule), with no call to count. Each year costs a step.
 */
function boundRules(event: CalendarEvent, until: Date, spendStep: SpendSteps): void {
  const bound = ICAL.Time.fromJSDate(addYears(until, 10), true);
  for (const property of event.component.getAllProperties("rrule")) {
    // The rule is this call's own parse: changing it changes no one else's.
    const rule = property.getFirstValue();
    if (!(rule instanceof ICAL.Recur)) continue;
    if (!rule.until || rule.until.compare(bound) > 0) rule.until = bound;
    if (rule.freq === "YEARLY") spendStep(Math.max(1, rule.until.year - event.startDate.year));
  }
}

function tzidOf(component: Component, property: string): string | null {
  const tzid = component.getFirstProperty(property)?.getParameter("tzid");
  return typeof tzid === "string" ? tzid : null;
}

/** DTEND's zone, or DTSTART's when the end is DTSTART plus a DURATION (or a day). */
function endZoneOf(component: Component): string | null {
  return component.hasProperty("dtend") ? tzidOf(component, "dtend") : tzidOf(component, "dtstart");
}

/**
 * The instant a calendar time stands for. ical.js converts UTC times and times whose TZID the file
 * defines in a VTIMEZONE (as Google and Outlook do, Outlook with Windows names such as "India
 * Standard Time"). A TZID the file leaves undefined comes here as a floating time: it is read as an
 * IANA zone, or a Windows zone name, or else as India time.
 */
function instantOf(time: Time, tzid: string | null): Date {
  if (time.isDate) return asDate(new TZDate(time.year, time.month - 1, time.day, indiaTime));
  if (time.zone !== ICAL.Timezone.localTimezone) return time.toJSDate();
  const zone = ianaZoneOf(tzid);
  return asDate(new TZDate(time.year, time.month - 1, time.day, time.hour, time.minute, time.second, zone));
}

function ianaZoneOf(tzid: string | null): string {
  if (tzid === null) return indiaTime;
  if (isIanaZone(tzid)) return tzid;
  return findIana(tzid)[0] ?? indiaTime;
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A plain Date: a TZDate would carry its zone into the caller's comparisons and formatting. */
function asDate(date: Date): Date {
  return new Date(date.getTime());
}
