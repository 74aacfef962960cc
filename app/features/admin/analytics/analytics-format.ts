import { format } from "date-fns";

import type { AnalyticsTotals } from "~contracts/analytics-report";
import type { ReportRange } from "~domain/analytics/report-range";
import { calendarDay, isoDate } from "~domain/time/india-dates";
import { counted, percent } from "~/features/admin/shared/charts/chart-figures";

// Labels the server and the browser write alike: date-fns' own English formats, never Intl's,
// whose output differs between ICU versions and would not hydrate.

/** The day a step's key begins with: "2026-11-26 14" for an hour, "2026-11-26" for a day or a week. */
const dayOf = (key: string) => calendarDay(isoDate(key.slice(0, 10)));

/** "26 Nov 2026". */
export const dayLabel = (date: string) => format(dayOf(date), "d MMM yyyy");

/** A step of a chart over time, in full: "26 Nov 2026, 14:00", "26 Nov 2026", "Week from 2 Nov 2026", "November 2026". */
export function stepLabel(key: string, grain: ReportRange["grain"]): string {
  if (key === "") return "";
  switch (grain) {
    case "hour":
      return `${dayLabel(key)}, ${key.slice(11)}:00`;
    case "day":
      return dayLabel(key);
    case "week":
      return `Week from ${dayLabel(key)}`;
    case "month":
      return format(dayOf(`${key}-01`), "MMMM yyyy");
  }
}

/** The same step on an axis: "14:00", "26 Nov", "Nov '26". */
export function stepAxisLabel(key: string, grain: ReportRange["grain"]): string {
  if (grain === "hour") return `${key.slice(11)}:00`;
  if (grain === "month") return format(dayOf(`${key}-01`), "MMM ''yy");
  return format(dayOf(key), "d MMM");
}

/** "26 Nov 2026" or "1 Nov 2026 – 30 Nov 2026". */
export const rangeLabel = ({ from, to }: { from: string; to: string }) =>
  from === to ? dayLabel(from) : `${dayLabel(from)} – ${dayLabel(to)}`;

/** What the previous range is called in a change's line: "the day before", "the previous 30 days". */
export function previousRangeName(range: ReportRange): string {
  switch (range.kind) {
    case "today":
      return "the day before";
    case "12m":
      return "the previous 12 months";
    default:
      return range.days === 1 ? "the day before" : `the previous ${range.days} days`;
  }
}

/** A group's leads (decision 073): its enquiries and calls booked; applications are counted apart. */
export const leadsOf = (row: { enquiries: number; bookings: number }) => row.enquiries + row.bookings;

/**
 * A bar of visits that may have become leads or applications (a source, an entry page, a campaign):
 * the share of its visits that ended in one beside it, visits by visits, so never above 100%.
 */
export const visitsThatLed = (label: string, row: { visits: number; leadVisits: number }) => ({
  label,
  value: row.visits,
  text: `${counted(row.visits)} · ${percent(row.leadVisits, row.visits)} converted`,
});

/** A bar of some of the range's visits (a kind of device, a country, a step of the funnel), as a share of them all. */
export const shareOfVisits = (label: string, visits: number, allVisits: number) => ({
  label,
  value: visits,
  text: `${counted(visits)} · ${percent(visits, allVisits)}`,
});

/** The page's headline figures from a range's totals; null where there is nothing to divide by. */
export function headlineOf(totals: AnalyticsTotals) {
  const per = (part: number) => (totals.visits === 0 ? null : part / totals.visits);
  return {
    visitors: totals.visitors,
    visits: totals.visits,
    pageViews: totals.pageViews,
    pagesPerVisit: per(totals.pageViews),
    bounceRate: per(totals.bounces),
    visitLengthS: per(totals.durationS),
    leads: leadsOf(totals),
    leadVisits: totals.leadVisits,
    /** The visits that ended in a lead, of all visits: a visit of two enquiries is one. */
    conversionRate: per(totals.leadVisits),
  };
}
export type Headline = ReturnType<typeof headlineOf>;

/**
 * A figure's change on the previous range: "+12% on the previous 30 days", for a rate its
 * difference in points ("−2.5 points"); null when there was nothing to compare with.
 */
export function changeText(
  now: number | null,
  before: number | null,
  kind: "count" | "rate",
  previousName: string,
): string | null {
  if (now === null || before === null) return null;
  if (kind === "rate") {
    const points = Math.round((now - before) * 1000) / 10;
    if (points === 0) return `No change on ${previousName}`;
    return `${points > 0 ? "+" : "−"}${Math.abs(points)} points on ${previousName}`;
  }
  if (before === 0) return now === 0 ? `No change on ${previousName}` : `None in ${previousName}`;
  const change = Math.round(((now - before) / before) * 100);
  if (change === 0) return `No change on ${previousName}`;
  return `${change > 0 ? "+" : "−"}${Math.abs(change)}% on ${previousName}`;
}
