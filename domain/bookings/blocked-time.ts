import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays } from "date-fns";
import { UTCDate } from "@date-fns/utc";
import { z } from "zod";

import { bookingTimeZone, slotEnd, slotLabels, slotStart } from "./booking";
import { isIsoDate, shiftDate, type IsoDate } from "../time/india-dates";
import { indiaDay, indiaTime } from "../time/india-dates";
import "../forms/zod-setup";

/**
 * Blocked time: stretches the demo calendar does not offer (a holiday, a closed afternoon),
 * each the half-open range of instants [startsAt, endsAt). The forms speak India's dates and
 * times on the 30-minute grid; the database keeps instants.
 */

/** How far ahead a block may be placed. */
export const blockHorizonDays = 2 * 365;

/** The times a block of hours may start or end at: the working day's half hours, 10:00 to 18:00. */
export const blockTimes: readonly string[] = Array.from({ length: slotLabels.length + 1 }, (_, index) => {
  const minutes = 10 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

/** "10:30" as people read it: "10:30 AM". */
export const timeLabel = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, "0")} ${hours < 12 || hours === 24 ? "AM" : "PM"}`;
};

/** The instant a date and a 24-hour "HH:mm" (on any half hour; "24:00" is the next midnight) mean in India. */
export function indiaInstant(date: IsoDate, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, 0, bookingTimeZone).getTime());
}

/** Midnight to midnight in India, `from` to `to` inclusive. */
export function wholeDays(from: IsoDate, to: IsoDate): { startsAt: Date; endsAt: Date } {
  return { startsAt: indiaInstant(from, "00:00"), endsAt: indiaInstant(shiftDate(to, 1), "00:00") };
}

/** Whether a slot's half hour touches the range at all. */
export const overlaps = (range: { startsAt: Date; endsAt: Date }, start: Date, end: Date) =>
  range.startsAt.getTime() < end.getTime() && start.getTime() < range.endsAt.getTime();

/** Whether any of the ranges covers part of the slot starting at `start`. */
export const slotIsBlocked = (blocks: readonly { startsAt: Date; endsAt: Date }[], start: Date) =>
  blocks.some((block) => overlaps(block, start, slotEnd(start)));

/** Whether every slot of a date is blocked, which takes the date off the calendar. */
export const dayIsBlocked = (blocks: readonly { startsAt: Date; endsAt: Date }[], date: IsoDate) =>
  slotLabels.every((label) => slotIsBlocked(blocks, slotStart(date, label)!));

const reason = z
  .string({ error: "Please give a reason, for example “Diwali” or “Team offsite”." })
  .trim()
  .min(1, "Please give a reason, for example “Diwali” or “Team offsite”.")
  .max(200, "Please keep the reason under 200 characters.");

const isoDate = (label: string) =>
  z
    .string({ error: `Please choose the ${label}.` })
    .trim()
    .refine((value) => value !== "", `Please choose the ${label}.`)
    .refine(isIsoDate, `Please give the ${label} as a real date (YYYY-MM-DD).`);

const gridTime = (label: string) =>
  z.string({ error: `Please choose the ${label}.` }).refine((value) => blockTimes.includes(value), {
    message: `Please choose the ${label} on the half hour between 10:00 AM and 6:00 PM.`,
  });

/** A date in the block's allowed window, given today in India: not past, at most two years ahead. */
function checkWindow(date: string, today: IsoDate, path: string, context: z.RefinementCtx) {
  if (!isIsoDate(date)) return;
  const offset = differenceInCalendarDays(new UTCDate(`${date}T00:00:00Z`), new UTCDate(`${today}T00:00:00Z`));
  if (offset < 0) context.addIssue({ code: "custom", path: [path], message: "This date has already passed." });
  else if (offset > blockHorizonDays)
    context.addIssue({ code: "custom", path: [path], message: "Please choose a date within the next two years." });
}

/** "Block whole days": from one date to another, both included, midnight to midnight in India. */
export const blockDaysSchema = (today: IsoDate) =>
  z.object({ fromDate: isoDate("first day"), toDate: isoDate("last day"), reason }).superRefine((value, context) => {
    checkWindow(value.fromDate, today, "fromDate", context);
    checkWindow(value.toDate, today, "toDate", context);
    if (isIsoDate(value.fromDate) && isIsoDate(value.toDate) && value.toDate < value.fromDate) {
      context.addIssue({ code: "custom", path: ["toDate"], message: "The last day cannot be before the first day." });
    }
  });
export type BlockDays = z.infer<ReturnType<typeof blockDaysSchema>>;

/** "Block hours": one date, from one half hour to a later one, in India time. */
export const blockHoursSchema = (today: IsoDate) =>
  z
    .object({ date: isoDate("date"), fromTime: gridTime("start time"), toTime: gridTime("end time"), reason })
    .superRefine((value, context) => {
      checkWindow(value.date, today, "date", context);
      if (blockTimes.includes(value.fromTime) && blockTimes.includes(value.toTime) && value.toTime <= value.fromTime) {
        context.addIssue({ code: "custom", path: ["toTime"], message: "The end time must be after the start time." });
      }
    });
export type BlockHours = z.infer<ReturnType<typeof blockHoursSchema>>;

/** A new block as instants, whichever form it came from. */
export type NewBlock = { startsAt: Date; endsAt: Date; reason: string };

export const blockFromDays = (value: BlockDays): NewBlock => ({
  ...wholeDays(value.fromDate, value.toDate),
  reason: value.reason,
});

export const blockFromHours = (value: BlockHours): NewBlock => ({
  startsAt: indiaInstant(value.date, value.fromTime),
  endsAt: indiaInstant(value.date, value.toTime),
  reason: value.reason,
});

/** The year whose holidays to preview: this year or the next two. */
export const holidayYearSchema = (thisYear: number) =>
  z.coerce
    .number({ error: "Please choose a year." })
    .int("Please choose a year.")
    .min(thisYear, `Please choose ${thisYear} or a later year.`)
    .max(thisYear + 2, `Holidays can be loaded up to ${thisYear + 2}.`);

/** The holidays staff ticked in the preview, each posted as "YYYY-MM-DD|Name". */
export const BlockHolidaysSchema = z
  .array(
    z.string().transform((value, context) => {
      const [date = "", ...name] = value.split("|");
      if (!isIsoDate(date) || name.join("|").trim() === "") {
        context.addIssue({ code: "custom", message: "Please choose holidays from the list." });
        return z.NEVER;
      }
      return { date, name: name.join("|").trim().slice(0, 200) };
    }),
    { error: "Please tick at least one holiday to block." },
  )
  .min(1, "Please tick at least one holiday to block.")
  .max(60, "Please block at most 60 holidays at once.");
export type HolidayChoice = z.infer<typeof BlockHolidaysSchema>[number];

/** Cancelling a booking: the reason is kept in its history and told to sales. */
export const CancelBookingSchema = z.object({
  reason: z
    .string({ error: "Please say why the call is cancelled." })
    .trim()
    .min(1, "Please say why the call is cancelled.")
    .max(1000, "Please keep the reason under 1,000 characters."),
});
export type CancelBooking = z.infer<typeof CancelBookingSchema>;

/** Whether an instant is midnight in India. */
const isIndiaMidnight = (instant: Date) => indiaTime(instant) === "12:00 AM";

/**
 * A block as staff read it, in India time: "Wed, 25 Nov 2026 (whole day)",
 * "Wed, 25 Nov 2026 to Fri, 27 Nov 2026 (whole days)" or "Tue, 24 Nov 2026, 11:00 AM to 1:00 PM".
 */
export function describeBlock({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }): string {
  if (isIndiaMidnight(startsAt) && isIndiaMidnight(endsAt)) {
    const lastDay = new Date(endsAt.getTime() - 12 * 60 * 60_000);
    const first = indiaDay(startsAt);
    const last = indiaDay(lastDay);
    return first === last ? `${first} (whole day)` : `${first} to ${last} (whole days)`;
  }
  if (indiaDay(startsAt) === indiaDay(new Date(endsAt.getTime() - 1))) {
    return `${indiaDay(startsAt)}, ${indiaTime(startsAt)} to ${isIndiaMidnight(endsAt) ? "midnight" : indiaTime(endsAt)}`;
  }
  return `${indiaDay(startsAt)}, ${indiaTime(startsAt)} to ${indiaDay(endsAt)}, ${indiaTime(endsAt)}`;
}
