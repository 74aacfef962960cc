import { TZDate } from "@date-fns/tz";
import { UTCDate } from "@date-fns/utc";
import { addDays, addMonths, format, set, startOfHour, startOfMonth } from "date-fns";

/**
 * India's dates and times, in one place: the company works in Asia/Kolkata, so "today", a day's
 * bounds and every time a page shows are India's, whatever the browser's or the server's zone.
 * Every function takes the instant it is about; none reads the clock.
 */
export const indiaTimeZone = "Asia/Kolkata";

/**
 * A calendar date as YYYY-MM-DD, always meant in Asia/Kolkata. Branded, so a date cannot be
 * mixed up with any other string: a value becomes one only where it is made or checked.
 */
export type IsoDate = string & { readonly __brand: "IsoDate" };

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The days of each month of a common year. */
const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/**
 * True for a well-formed, real calendar date ("2026-02-30" is not), by the proleptic Gregorian
 * calendar as a JavaScript Date reads it. Checked on every slots request: date-fns' parse cost 8 %
 * of the server's time, and a Date parsed and printed back still 4.5 %; arithmetic costs nothing.
 */
export function isIsoDate(value: string): value is IsoDate {
  if (!isoDatePattern.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : monthLengths[month - 1]!);
}

/**
 * A string that can only be a date, such as one written out in code (a fixture, a festival's
 * date) or a key the server wrote: checked, so a typo fails where it is written rather than as a
 * wrong day somewhere else.
 */
export function isoDate(literal: string): IsoDate {
  if (!isIsoDate(literal)) throw new Error(`Not a calendar date (YYYY-MM-DD): ${literal}`);
  return literal;
}

/** An instant as a zoned date in India. */
export const inIndia = (instant: Date) => new TZDate(instant, indiaTimeZone);

/** The calendar date of an instant in India. */
export const indiaDateOf = (instant: Date): IsoDate => isoDateOf(inIndia(instant));

/** A time of a date in India, as a zoned date for calendar arithmetic. */
export function indiaTimeOn(date: IsoDate, hours = 0, minutes = 0): TZDate {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, hours, minutes, 0, indiaTimeZone);
}

/** The next midnight in India after `now`: where "today" turns over. */
export const nextIndiaMidnight = (now: Date): Date => new Date(indiaTimeOn(shiftDate(indiaDateOf(now), 1)).getTime());

/** Noon of a date in India: a safe instant to hand a calendar that works in Asia/Kolkata. */
export const indiaNoon = (date: IsoDate): Date => indiaTimeOn(date, 12);

/**
 * A date as a day on the calendar, with no time zone: counting days and naming
 * weekdays needs none, and zoned dates are costly enough to slow the calendar.
 */
export const calendarDay = (date: IsoDate) => new UTCDate(`${date}T00:00:00Z`);

/** The date a Date names in its own zone: UTC for a UTCDate, the browser's for a plain Date. */
export const isoDateOf = (day: Date): IsoDate => format(day, "yyyy-MM-dd") as IsoDate;

export const shiftDate = (date: IsoDate, days: number): IsoDate => isoDateOf(addDays(calendarDay(date), days));

/** The first day of the month `offset` months after the month of `date` (negative: before). */
export const monthStart = (date: IsoDate, offset: number): IsoDate =>
  isoDateOf(addMonths(startOfMonth(calendarDay(date)), offset));

const midnightOf = (date: IsoDate) => new Date(indiaTimeOn(date).getTime());

/** The days from `date` on, `days` of them, in India as instants: [its midnight, the midnight after the last). */
export const indiaDayRange = (date: IsoDate, days = 1): [Date, Date] => [
  midnightOf(date),
  midnightOf(shiftDate(date, days)),
];

/** The days from `from` to `to`, both included, in India as instants: [from's midnight, the midnight after `to`). */
export const indiaDatesRange = (from: IsoDate, to: IsoDate): [Date, Date] => [
  midnightOf(from),
  midnightOf(shiftDate(to, 1)),
];

/** The India hour an instant falls in, as the instant it began: India is 5:30 ahead of UTC, so its hours begin at xx:30 UTC. */
export const indiaHourOf = (instant: Date): Date => new Date(startOfHour(inIndia(instant)).getTime());

/** Today in India, and the seven days from today, as instants: [start, end). */
export function indiaTodayAndWeek(now: Date): { today: [Date, Date]; week: [Date, Date] } {
  const today = indiaDateOf(now);
  return { today: indiaDayRange(today), week: indiaDayRange(today, 7) };
}

/** 23:59:59 on a date in India: where something "valid through" that date ends. */
export const indiaEndOfDay = (date: IsoDate): Date =>
  new Date(set(inIndia(indiaNoon(date)), { hours: 23, minutes: 59, seconds: 59 }).getTime());

const shownInIndia = (instant: Date, pattern: string) => format(inIndia(instant), pattern);

/** "22 Nov 2026, 4:05 PM". */
export const indiaDateTime = (instant: Date) => shownInIndia(instant, "d MMM yyyy, h:mm a");

/** "Sun, 22 Nov 2026". */
export const indiaDay = (instant: Date) => shownInIndia(instant, "EEE, d MMM yyyy");

/** A day near enough not to need its year, as a chooser of days shows it: "Thu 26 Nov". */
export const indiaShortDay = (instant: Date) => shownInIndia(instant, "EEE d MMM");

/** The day an instant falls on in India, as a letter writes it: "4 January 2027". */
export const indiaLongDate = (instant: Date) => shownInIndia(instant, "d MMMM yyyy");

/** A calendar date as a letter writes it: "4 January 2027", never "2027-01-04". */
export const longDate = (date: IsoDate) => format(calendarDay(date), "d MMMM yyyy");

/** "4:05 PM". */
export const indiaTime = (instant: Date) => shownInIndia(instant, "h:mm a");

/** "16:05": what a time input holds. */
export const indiaClockTime = (instant: Date) => shownInIndia(instant, "HH:mm");

/** "2026-11-22 16:05:00": sortable, for files such as the CSV export. */
export const indiaTimestamp = (instant: Date) => shownInIndia(instant, "yyyy-MM-dd HH:mm:ss");
