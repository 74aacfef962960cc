import { indiaDateOf, indiaDayRange, monthStart, shiftDate, type IsoDate } from "../../domain/time/india-dates";

/** How far back the dashboard looks: this week or month so far and the ones before it. */
export const weeksShown = 12;
export const monthsShown = 12;

export type DashboardPeriods = {
  /** The Mondays the weeks start on, in India, oldest first. */
  weeks: IsoDate[];
  /** The months as "YYYY-MM", in India, oldest first. */
  months: string[];
  /** Midnight in India that starts the first week. */
  weeksFrom: Date;
  /** Midnight in India that starts the first month. */
  monthsFrom: Date;
};

/** The Monday on or before a date (India weeks run Monday to Sunday, as PostgreSQL's `date_trunc('week')`). */
function mondayOf(date: IsoDate): IsoDate {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** The weeks and months the dashboard shows at `now`, as India's calendar has them. */
export function dashboardPeriods(now: Date): DashboardPeriods {
  const today = indiaDateOf(now);
  const thisWeek = mondayOf(today);
  const weeks = Array.from({ length: weeksShown }, (_, index) => shiftDate(thisWeek, (index - weeksShown + 1) * 7));
  const monthStarts = Array.from({ length: monthsShown }, (_, index) => monthStart(today, index - monthsShown + 1));
  return {
    weeks,
    months: monthStarts.map((start) => start.slice(0, 7)),
    weeksFrom: indiaDayRange(weeks[0]!)[0],
    monthsFrom: indiaDayRange(monthStarts[0]!)[0],
  };
}
