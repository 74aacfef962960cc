import type { UTCDate } from "@date-fns/utc";
import { addDays, addMinutes, differenceInCalendarDays, format } from "date-fns";

import {
  calendarDay,
  inIndia,
  indiaDateOf,
  indiaTimeOn,
  indiaTimeZone,
  isIsoDate,
  isoDateOf,
  nextIndiaMidnight,
  type IsoDate,
} from "../time/india-dates";

/**
 * The rules of the free demo call (marketing specification, sections 2, 5 and 9;
 * docs/design.md, "Booking rules"). Every rule takes `now` so the calendar, the server
 * and the tests agree on one instant; "today" is always today in India.
 */
export const bookingTimeZone = indiaTimeZone;
export const callDurationMinutes = 30;
/** Today and the following 89 days. */
export const bookingWindowDays = 90;
export const minimumNoticeMinutes = 60;
const firstSlotHour = 10;
const closingHour = 18;
const sunday = 0;

export const bookingDomains = [
  "Web development",
  "App development",
  "UI/UX design",
  "Cloud services",
  "IoT services",
  "Hosting",
  "Security",
] as const;
export type BookingDomain = (typeof bookingDomains)[number];
export const defaultBookingDomain: BookingDomain = "Web development";

const isWorkingDay = (day: UTCDate) => day.getDay() !== sunday;

/** Whether a date is a Sunday, the day the company never takes calls. */
export const isSunday = (date: IsoDate) => !isWorkingDay(calendarDay(date));

/** Whether a date can be booked at all: in the 90-day window from today in India, and not a Sunday. */
export function isBookableDate(date: IsoDate, now: Date): boolean {
  if (!isIsoDate(date)) return false;
  const day = calendarDay(date);
  const offset = differenceInCalendarDays(day, calendarDay(indiaDateOf(now)));
  return offset >= 0 && offset < bookingWindowDays && isWorkingDay(day);
}

/** The dates the calendar offers: the window's working days, and today only while a slot of it can still be booked. */
export function bookableDates(now: Date): IsoDate[] {
  const today = indiaDateOf(now);
  const first = calendarDay(today);
  const dates = Array.from({ length: bookingWindowDays }, (_, offset) => addDays(first, offset))
    .filter(isWorkingDay)
    .map(isoDateOf);
  return offeredSlots(today, now).length === 0 ? dates.filter((date) => date !== today) : dates;
}

/** When `bookableDates` next answers otherwise: as today's last slot goes out of reach, else at midnight in India. */
export function bookableDatesChangeAt(now: Date): Date {
  const today = indiaDateOf(now);
  const lastToday = offeredSlots(today, now).at(-1);
  return lastToday ? new Date(bookableUntil(slotStart(today, lastToday)!).getTime() + 1) : nextIndiaMidnight(now);
}

/** The working day's slots: "10:00 AM" ... "5:30 PM". */
export const slotLabels: readonly string[] = Array.from(
  { length: ((closingHour - firstSlotHour) * 60) / callDurationMinutes },
  (_, index) => format(addMinutes(new Date(2000, 0, 1, firstSlotHour), index * callDurationMinutes), "h:mm a"),
);

/** The instant a slot starts, or undefined for a label that is not one of the day's slots. */
export function slotStart(date: IsoDate, label: string): Date | undefined {
  const index = slotLabels.indexOf(label);
  if (index < 0 || !isIsoDate(date)) return undefined;
  return addMinutes(firstSlotStart(date), index * callDurationMinutes);
}

/** The date's first slot as a plain instant: zoned dates cost too much to build one per slot per request. */
const firstSlotStart = (date: IsoDate) => new Date(indiaTimeOn(date, firstSlotHour).getTime());

export const slotEnd = (start: Date) => new Date(start.getTime() + callDurationMinutes * 60_000);

/** The last moment a slot can be booked: the minimum notice before it starts. */
export const bookableUntil = (start: Date) => new Date(start.getTime() - minimumNoticeMinutes * 60_000);

/** The slots offered on a date before bookings are taken into account: none on closed days or within the notice. */
export function offeredSlots(date: string, now: Date): string[] {
  if (!isIsoDate(date) || !isBookableDate(date, now)) return [];
  const first = firstSlotStart(date);
  return slotLabels.filter((_, index) => bookableUntil(addMinutes(first, index * callDurationMinutes)) >= now);
}

/** "Tuesday, 24 November 2026, 10:00 AM IST", for confirmations. */
export function describeSlot(start: Date): string {
  return `${format(inIndia(start), "EEEE, d MMMM yyyy, h:mm a")} IST`;
}

/** The reminders before a call, earliest first, and how long before the start each is due. */
export const bookingReminders = ["day", "hour"] as const;
export type BookingReminder = (typeof bookingReminders)[number];
export const reminderLeadMinutes: Record<BookingReminder, number> = { day: 24 * 60, hour: 60 };

export const reminderDueAt = (startsAt: Date, reminder: BookingReminder) =>
  new Date(startsAt.getTime() - reminderLeadMinutes[reminder] * 60_000);

/**
 * The reminder to send now, if any: the latest one already due, unless the call has started,
 * it (or a later one) was sent, or the slot was chosen after it fell due (a call booked three
 * hours ahead gets no day-ahead reminder). After a server was down, only the latest due
 * reminder goes: two at once would only repeat each other.
 */
export function dueReminder(
  call: { startsAt: Date; slotChosenAt: Date; lastReminder: BookingReminder | null },
  now: Date,
): BookingReminder | undefined {
  if (now.getTime() >= call.startsAt.getTime()) return undefined;
  const due = bookingReminders.findLast((reminder) => reminderDueAt(call.startsAt, reminder) <= now);
  if (!due || call.slotChosenAt >= reminderDueAt(call.startsAt, due)) return undefined;
  const sent = call.lastReminder ? bookingReminders.indexOf(call.lastReminder) : -1;
  return sent >= bookingReminders.indexOf(due) ? undefined : due;
}

/** What POST /demo/book answers on success. */
export type BookingConfirmation = {
  id: string;
  reference: string;
  date: IsoDate;
  time: string;
  timeZone: typeof bookingTimeZone;
  domain: BookingDomain;
  durationMinutes: number;
  startsAt: string;
  endsAt: string;
};
