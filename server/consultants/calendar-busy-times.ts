import { TZDate } from "@date-fns/tz";
import { addYears } from "date-fns";
import ICAL from "ical.js";
import { findIana } from "windows-iana";

// With its extension: the calendar reader's worker runs this file as Node reads it in the tests.
import { FeedError } from "./feed-error.ts";

/**
 * A consultant's calendar (iCalendar text) read as the times they are busy. Only start and end
 * leave this module; nothing of an event's content (title, place, attendees) does. The text is a
 * stranger's: every expansion in it (events, their exceptions, time-zone rules) spends one budget
 * of steps and time, and the server runs this in a worker of bounded memory (calendar-reader.ts).
 * This module imports packages only, so Node can start it as that worker from its source.
 */

export type BusyTime = { startsAt: Date; endsAt: Date };

export type TimeWindow = { from: Date; to: Date };

type Time = InstanceType<typeof ICAL.Time>;
type Component = InstanceType<typeof ICAL.Component>;
type CalendarEvent = InstanceType<typeof ICAL.Event>;
type Recur = InstanceType<typeof ICAL.Recur>;

/** All-day events and floating times are the consultant's own days and clock: they work in India. */
const indiaTime = "Asia/Kolkata";
/** More busy times than this in one window is no real calendar. */
const maxInstances = 5_000;
/**
 * What expanding a feed may cost, in steps of 10 to 30 µs (a second or so in all): every date
 * ical.js steps a rule to or tests against one, for events and time zones alike, and each year it
 * searches for a YEARLY rule's first date. ical.js tests dates forever for an impossible rule such
 * as FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30, and expands a time zone's rules from their first onset
 * (often 1601) on the first time it converts.
 */
const maxRecurrenceSteps = 100_000;
/** The same budget in time, for steps that cost more than usual. */
const maxReadingMs = 2_000;
/** Time-zone rules are followed no further than this past the window: no time read lies beyond it. */
const ruleYearsPastWindow = 10;

/** What reading one feed may spend: steps, and time for steps that cost more than usual. */
export type ReadingBudget = { steps: number; ms: number };

const readingBudget: ReadingBudget = { steps: maxRecurrenceSteps, ms: maxReadingMs };

/**
 * Busy times overlapping [from, to), from the ICS text, clipped to it and in order. Pure. Throws
 * FeedError. `budget` is the server's own but for tests, which spend a smaller one to show it ends a read.
 */
export function busyTimesOf(ics: string, window: TimeWindow, budget = readingBudget): BusyTime[] {
  let busy: BusyTime[];
  try {
    busy = withBudget(recurrenceBudget(budget), (spendStep) => {
      const calendars = calendarsOf(ics);
      for (const calendar of calendars) boundTimeZones(calendar, window, spendStep);
      return busyTimesIn(calendars, window, spendStep);
    });
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

function busyTimesIn(calendars: Component[], window: TimeWindow, spendStep: SpendSteps): BusyTime[] {
  const busy: BusyTime[] = [];
  const keep = (startsAt: Date, endsAt: Date) => {
    if (endsAt <= startsAt || startsAt >= window.to || endsAt <= window.from) return;
    if (busy.length === maxInstances) {
      throw new FeedError(`The calendar has more than ${maxInstances.toLocaleString("en")} events in the period read.`);
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

// ---------------------------------------------------------------------------------------------
// The budget

type SpendSteps = (steps?: number) => void;

/** A budget of steps and time shared by everything one feed expands. */
function recurrenceBudget(budget: ReadingBudget): SpendSteps {
  const deadline = performance.now() + budget.ms;
  let spent = 0;
  return (steps = 1) => {
    spent += steps;
    if (spent > budget.steps) throw new FeedError("The calendar has repeating events too complex to read.");
    // The clock costs more than a step: it is read once in a thousand.
    if (spent % 1024 < steps && performance.now() > deadline) {
      throw new FeedError("The calendar took too long to read: it has too many repeating events or time-zone rules.");
    }
  };
}

/**
 * ical.js steps every rule, of an event or of a time zone, through RecurIterator: next() for each
 * date it yields, check_contracting_rules() for each date it tests. Time zones expand inside
 * ical.js, out of this module's reach, so these two are counted for every iterator while a feed
 * is read; outside a read they count nothing.
 */
let activeBudget: SpendSteps | null = null;

function withBudget<T>(spendStep: SpendSteps, read: (spendStep: SpendSteps) => T): T {
  activeBudget = spendStep;
  try {
    return read(spendStep);
  } finally {
    activeBudget = null;
  }
}

const iteratorPrototype = ICAL.RecurIterator.prototype;
for (const method of ["next", "check_contracting_rules"] as const) {
  const original = iteratorPrototype[method] as (...args: unknown[]) => unknown;
  Object.defineProperty(iteratorPrototype, method, {
    configurable: true,
    writable: true,
    value(this: unknown, ...args: unknown[]) {
      activeBudget?.();
      return original.apply(this, args);
    },
  });
}

/** The series' occurrences (RRULE, RDATE, less EXDATE), from its first. */
function* occurrencesOf(event: CalendarEvent, until: Date, spendStep: SpendSteps): Generator<Time> {
  for (const property of event.component.getAllProperties("rrule")) {
    // The rule is this call's own parse: changing it changes no one else's.
    const rule = property.getFirstValue();
    if (rule instanceof ICAL.Recur) boundRule(rule, event.startDate.year, until, spendStep);
  }
  const expansion = event.iterator();
  for (let occurrence = expansion.next(); occurrence; occurrence = expansion.next()) yield occurrence;
}

/**
 * Ends a rule some years past the window (a yearly 29 February may skip eight): before its first
 * date, ical.js looks for a YEARLY rule's first year one year at a time up to its UNTIL, or to the
 * year 20000 (over half a second for an impossible rule), with no call to count. Each year costs a step.
 */
function boundRule(rule: Recur, firstYear: number, until: Date, spendStep: SpendSteps): void {
  const bound = ICAL.Time.fromJSDate(addYears(until, ruleYearsPastWindow), true);
  if (!rule.until || rule.until.compare(bound) > 0) rule.until = bound;
  if (rule.freq === "YEARLY") spendStep(Math.max(1, rule.until.year - firstYear));
}

/**
 * A time zone's onsets (STANDARD and DAYLIGHT) repeat yearly in every real zone: a rule that repeats
 * by the second, minute, hour, day, week or month is refused before ical.js expands it from its
 * first onset (a million steps a year, by the hour). Each rule ends past the window, as events' do,
 * and each RDATE costs a step.
 */
function boundTimeZones(calendar: Component, window: TimeWindow, spendStep: SpendSteps): void {
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    for (const onset of zone.getAllSubcomponents()) {
      spendStep(onset.getAllProperties("rdate").length);
      const first = onset.getFirstPropertyValue("dtstart");
      for (const property of onset.getAllProperties("rrule")) {
        const rule = property.getFirstValue();
        if (!(rule instanceof ICAL.Recur)) continue;
        if (rule.freq !== "YEARLY") {
          throw new FeedError(
            "The calendar could not be read: its time-zone definition changes more often than once a year, which no real time zone does.",
          );
        }
        boundRule(rule, first instanceof ICAL.Time ? first.year : window.from.getUTCFullYear(), window.to, spendStep);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Instants

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
