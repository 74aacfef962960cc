import { TZDate } from "@date-fns/tz";
import { z } from "zod";

import { bookingTimeZone, callDurationMinutes, minimumNoticeMinutes } from "../bookings/booking";
import { isIsoDate, type IsoDate } from "../time/india-dates";

/**
 * The people who take demo calls (decision 029). The public calendar keeps the specification's slot
 * grid (10:00 AM to 5:30 PM, Monday to Saturday); a consultant's hours, overrides and limits say
 * which of those slots they can take. A slot is offered while at least one consultant is free.
 */

/** "HH:mm" in India time. */
export type ClockTime = string;
/** Working hours on one day, as [from, to) ranges in India time; none is a day off. */
export type DayHours = readonly (readonly [ClockTime, ClockTime])[];
/** Hours per weekday, Sunday (0) to Saturday (6). */
export type WeeklyHours = readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const workingDay: DayHours = [["10:00", "18:00"]];
/** The specification's hours: Monday to Saturday, 10:00 AM to 6:00 PM. */
export const specificationHours: WeeklyHours = [
  [],
  workingDay,
  workingDay,
  workingDay,
  workingDay,
  workingDay,
  workingDay,
];

export type ConsultantRules = {
  weeklyHours: WeeklyHours;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Never less than the company's minimum notice. */
  minimumNoticeMinutes: number;
  /** Null: no limit. */
  maxCallsPerDay: number | null;
};

type Range = { startsAt: Date; endsAt: Date };

/** What stands in a consultant's way on one date. */
export type ConsultantDay = {
  rules: ConsultantRules;
  /** The date's override, if any: it replaces the weekday's hours. */
  override: DayHours | undefined;
  /** Their confirmed calls near the date (buffers reach across midnight). */
  calls: readonly Range[];
  /** Busy times from their own calendar. */
  busy: readonly Range[];
};

const minutes = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** An India clock time on a date as an instant. */
function indiaInstant(date: IsoDate, time: ClockTime): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 0, minutes(time), 0, bookingTimeZone).getTime();
}

const weekdayOf = (date: IsoDate) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The hours that apply on a date: its override, else the weekday's. */
export const hoursOn = (date: IsoDate, rules: ConsultantRules, override: DayHours | undefined): DayHours =>
  override ?? rules.weeklyHours[weekdayOf(date)]!;

const overlaps = (a: Range, startsAt: number, endsAt: number) =>
  a.startsAt.getTime() < endsAt && startsAt < a.endsAt.getTime();

/** Whether the consultant can take a call (or an interview, which may be longer) starting at `start` on `date`, at `now`. */
export function consultantIsFree(
  day: ConsultantDay,
  date: IsoDate,
  start: Date,
  now: Date,
  durationMinutes: number = callDurationMinutes,
): boolean {
  const { rules } = day;
  const startsAt = start.getTime();
  const endsAt = startsAt + durationMinutes * 60_000;
  const notice = Math.max(rules.minimumNoticeMinutes, minimumNoticeMinutes);
  if (startsAt - notice * 60_000 < now.getTime()) return false;
  const withinHours = hoursOn(date, rules, day.override).some(
    ([from, to]) => indiaInstant(date, from) <= startsAt && endsAt <= indiaInstant(date, to),
  );
  if (!withinHours) return false;
  if (day.busy.some((busy) => overlaps(busy, startsAt, endsAt))) return false;
  const before = rules.bufferBeforeMinutes * 60_000;
  const after = rules.bufferAfterMinutes * 60_000;
  // Each call keeps its buffers clear: this one's around it, and the others' around them.
  const clash = day.calls.some(
    (call) => call.startsAt.getTime() - before < endsAt + after && startsAt - before < call.endsAt.getTime() + after,
  );
  if (clash) return false;
  if (rules.maxCallsPerDay === null) return true;
  const [dayStart, dayEnd] = [indiaInstant(date, "00:00"), indiaInstant(date, "24:00")];
  return day.calls.filter((call) => overlaps(call, dayStart, dayEnd)).length < rules.maxCallsPerDay;
}

/** How far a consultant's buffers can reach, for loading the calls around a date. */
export const maxBufferMinutes = 240;

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Please give times as HH:MM, for example 09:30.");

/** Hours typed in the back office: each range ends after it starts, and ranges do not overlap. */
export const dayHoursSchema = z
  .array(z.tuple([clockTime, clockTime]))
  .max(4, "Please give at most four ranges of hours a day.")
  .superRefine((ranges, context) => {
    const sorted = [...ranges].sort((a, b) => minutes(a[0]) - minutes(b[0]));
    sorted.forEach(([from, to], index) => {
      if (minutes(to) <= minutes(from))
        context.addIssue({ code: "custom", message: "The end must be after the start." });
      const next = sorted[index + 1];
      if (next && minutes(next[0]) < minutes(to))
        context.addIssue({ code: "custom", message: "The ranges of hours overlap." });
    });
  });

const wholeMinutes = (label: string, max: number) =>
  z.coerce
    .number({ error: `Please give the ${label} in minutes.` })
    .int(`Please give the ${label} in whole minutes.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(max, `Please keep the ${label} at or under ${max} minutes.`);

export const consultantLimitsSchema = z.object({
  bufferBeforeMinutes: wholeMinutes("buffer before a call", maxBufferMinutes),
  bufferAfterMinutes: wholeMinutes("buffer after a call", maxBufferMinutes),
  minimumNoticeMinutes: wholeMinutes("minimum notice", 14 * 24 * 60).refine((value) => value >= minimumNoticeMinutes, {
    message: `The minimum notice is at least ${minimumNoticeMinutes} minutes, the company's own.`,
  }),
  maxCallsPerDay: z
    .string()
    .trim()
    .transform((value, context) => {
      if (value === "") return null;
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1 || count > 16) {
        context.addIssue({ code: "custom", message: "Please give a number of calls from 1 to 16, or leave it empty." });
        return z.NEVER;
      }
      return count;
    }),
});

export const overrideDateSchema = z.string().refine(isIsoDate, "Please choose a date.");

/** The page a consultant's personal booking link opens: lower-case words joined by hyphens. */
export const consultantSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z\d]+(?:-[a-z\d]+)*$/, "Please use lower-case letters, digits and hyphens, for example aarav-mehta.")
  .max(60, "Please keep the link name under 60 characters.");

/** A name as a link name: "Aarav Mehta" becomes "aarav-mehta". */
export const slugOfName = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z\d]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "consultant";

const dayFields = (day: number) => ({ works: `works-${day}`, from: `from-${day}`, to: `to-${day}` });

/** The fields of the weekly-hours form: per weekday, "works-N" ticked, and "from-N" and "to-N". */
export const weeklyHoursFields = weekdayNames.map((_, day) => dayFields(day));

/**
 * The schedule form as posted (one range of hours a day; an override holds more), with a message
 * per field: each working day's hours, the limits, the name and the page's link name.
 */
export const scheduleFormSchema = z
  .looseObject({
    name: z
      .string({ error: "Please give the consultant's name." })
      .trim()
      .min(1, "Please give the consultant's name.")
      .max(100, "Please keep the name under 100 characters."),
    slug: consultantSlugSchema,
    // Spread, not intersected: the loose object keeps each posted text, and an intersection would
    // refuse it beside the limits' numbers ("Unmergable intersection").
    ...consultantLimitsSchema.shape,
  })
  .transform((fields, context) => {
    const raw = fields as Record<string, unknown>;
    const week = weekdayNames.map((_, day) => {
      const names = dayFields(day);
      if (raw[names.works] !== "on") return [] as DayHours;
      const hours = dayHoursSchema.safeParse([[raw[names.from], raw[names.to]]]);
      if (!hours.success) {
        context.addIssue({ code: "custom", path: [names.from], message: hours.error.issues[0]!.message });
        return [] as DayHours;
      }
      return hours.data as DayHours;
    });
    const { name, slug, bufferBeforeMinutes, bufferAfterMinutes, minimumNoticeMinutes, maxCallsPerDay } = fields;
    return {
      name,
      slug,
      bufferBeforeMinutes,
      bufferAfterMinutes,
      minimumNoticeMinutes,
      maxCallsPerDay,
      weeklyHours: week as unknown as WeeklyHours,
    };
  });

/** A date's other hours, or a day off. */
export const overrideFormSchema = z
  .object({
    date: overrideDateSchema,
    kind: z.enum(["off", "hours"], { error: "Please choose a day off or other hours." }),
    from: z.string().optional(),
    to: z.string().optional(),
  })
  .transform(({ date, kind, from, to }, context) => {
    if (kind === "off") return { date, hours: [] as DayHours };
    const hours = dayHoursSchema.safeParse([[from ?? "", to ?? ""]]);
    if (!hours.success) {
      context.addIssue({ code: "custom", path: ["from"], message: hours.error.issues[0]!.message });
      return z.NEVER;
    }
    return { date, hours: hours.data as DayHours };
  });

/**
 * Who may change what of a consultant (server/consultants/consultant-permissions.ts
 * decides): sales and admins decide who takes calls and may keep anyone's hours, days off and
 * meeting link; a consultant keeps their own; a calendar's secret address is its owner's alone.
 */
export type ConsultantChange = "taking calls" | "schedule" | "calendar";

export const consultantChangeRefusals: Record<ConsultantChange, string> = {
  "taking calls": "Only sales and admins decide who takes demo calls.",
  schedule: "Only the consultant, sales and admins change a consultant's hours.",
  calendar: "Only the consultant connects their own calendar.",
};
