import { startOfWeek } from "date-fns";

import { calendarDay, indiaDayRange, isoDateOf, shiftDate, type IsoDate } from "../time/india-dates";

/** A consultant's week on the back office's calendar: Monday to Sunday, India's dates. */
export const daysInWeek = 7;

/** The Monday of the week `date` falls in: the week reads Monday first in India. */
export const weekStartingOn = (date: IsoDate): IsoDate =>
  isoDateOf(startOfWeek(calendarDay(date), { weekStartsOn: 1 }));

/** The week's dates, Monday first. */
export const datesOfWeek = (monday: IsoDate): IsoDate[] =>
  Array.from({ length: daysInWeek }, (_, index) => shiftDate(monday, index));

type Span = { startsAt: Date; endsAt: Date };

/**
 * The part of each span that falls on `date` in India, earliest first: a block of days or a long
 * busy time shows on every day it covers, each day with its own piece.
 */
export function piecesOnDay<Item extends Span>(items: readonly Item[], date: IsoDate): Item[] {
  const [dayStart, dayEnd] = indiaDayRange(date);
  return items
    .filter((item) => item.startsAt < dayEnd && item.endsAt > dayStart)
    .map((item) => ({
      ...item,
      startsAt: item.startsAt < dayStart ? dayStart : item.startsAt,
      endsAt: item.endsAt > dayEnd ? dayEnd : item.endsAt,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime());
}
