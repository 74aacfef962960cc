import { weekStartingOn } from "~domain/consultants/consultant-week";
import { indiaDateOf, isIsoDate, shiftDate, type IsoDate } from "~domain/time/india-dates";

/**
 * The week a page shows: the one `?week=` falls in (any of its dates), else this week in India.
 * A date that is not one (a mistyped link) shows this week rather than an error.
 */
export function weekAsked(request: Request, now: Date): { monday: IsoDate; today: IsoDate } {
  const today = indiaDateOf(now);
  const asked = new URL(request.url).searchParams.get("week") ?? "";
  return { monday: weekStartingOn(isIsoDate(asked) ? asked : today), today };
}

/** The addresses of the week before, this week and the week after, on the page at `path`. */
export const weekLinks = (path: string, monday: IsoDate) => ({
  previous: `${path}?week=${shiftDate(monday, -7)}`,
  current: path,
  next: `${path}?week=${shiftDate(monday, 7)}`,
});
