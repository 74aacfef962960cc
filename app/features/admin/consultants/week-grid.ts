import type { ConsultantWeek, WeekEntry } from "~contracts/consultants";
import type { DayHours } from "~domain/consultants/consultant-schedule";
import { indiaClockTime, indiaDayRange, type IsoDate } from "~domain/time/india-dates";

/** The grid's rows: 9:00 to 19:00 India time, or wider for anything of the week outside them. */
const usualFrom = 9 * 60;
const usualTo = 19 * 60;
const wholeDay = 24 * 60;

/** Minutes from the date's midnight in India. */
export const minuteOf = (date: IsoDate, instant: Date) =>
  Math.round((instant.getTime() - indiaDayRange(date)[0].getTime()) / 60_000);

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const coversWholeDay = (date: IsoDate, entry: WeekEntry) =>
  minuteOf(date, entry.startsAt) === 0 && minuteOf(date, entry.endsAt) === wholeDay;

/**
 * The grid's first and last minute for the week's people: whole hours around 9:00 to 19:00 and
 * everything in their days, except what covers a day from midnight to midnight (shown across the grid).
 */
export function gridRange(people: readonly ConsultantWeek[]): { from: number; to: number } {
  let [from, to] = [usualFrom, usualTo];
  for (const { days } of people) {
    for (const { date, entries } of days) {
      for (const entry of entries) {
        if (coversWholeDay(date, entry)) continue;
        from = Math.min(from, Math.floor(minuteOf(date, entry.startsAt) / 60) * 60);
        to = Math.max(to, Math.ceil(minuteOf(date, entry.endsAt) / 60) * 60);
      }
    }
  }
  return { from, to };
}

export type GridRange = ReturnType<typeof gridRange>;

/** Where a span of minutes sits on the grid, as percentages of its height (cut to the grid). */
export function placeOnGrid({ from, to }: GridRange, startMinute: number, endMinute: number) {
  const clamp = (minute: number) => Math.min(Math.max(minute, from), to);
  const length = to - from;
  return {
    top: `${((clamp(startMinute) - from) / length) * 100}%`,
    height: `${((clamp(endMinute) - clamp(startMinute)) / length) * 100}%`,
  };
}

export const placeEntry = (range: GridRange, date: IsoDate, entry: WeekEntry) =>
  placeOnGrid(range, minuteOf(date, entry.startsAt), minuteOf(date, entry.endsAt));

export const placeHours = (range: GridRange, [from, to]: DayHours[number]) =>
  placeOnGrid(range, clockMinutes(from), clockMinutes(to));

/** "10:00–10:30"; "All day"; a piece cut at midnight ends at "24:00". */
export function entryTimes(date: IsoDate, entry: WeekEntry): string {
  if (coversWholeDay(date, entry)) return "All day";
  const end = minuteOf(date, entry.endsAt) === wholeDay ? "24:00" : indiaClockTime(entry.endsAt);
  return `${indiaClockTime(entry.startsAt)}–${end}`;
}

/** What an entry is, in words: the grid's colours only repeat it. */
export function entryLabel(entry: WeekEntry): string {
  switch (entry.kind) {
    case "call":
      return entry.call ? `Call with ${entry.call.visitorName}` : "Demo call";
    case "interview":
      return "Interview";
    case "blocked":
      return `Blocked: ${entry.reason}`;
    case "busy":
      return "Busy in their calendar";
  }
}

/** "10:00–18:00", two ranges joined; "Day off". */
export const describeHours = (hours: DayHours) =>
  hours.length === 0 ? "Day off" : hours.map(([from, to]) => `${from}–${to}`).join(", ");

/** The hour lines' labels from the grid's first hour to its last. */
export const gridHours = ({ from, to }: GridRange) =>
  Array.from({ length: (to - from) / 60 + 1 }, (_, index) => from / 60 + index);

/** "AM" for Aarav Mehta: a lane of the team's grid is too narrow for a name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
