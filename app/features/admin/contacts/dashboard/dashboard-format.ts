import type { SourceSeries } from "~contracts/contact-dashboard";

import { sourceNameLabel } from "~/features/admin/shared/charts/chart-figures";

// Labels the server and the browser write alike: no Intl date or compact-number formats, whose
// output differs between ICU versions and would not hydrate.

const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const fullMonthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const partsOf = (date: string) => date.split("-").map(Number) as [number, number, number?];

/** "2026-11-23" → "23 Nov": a week's first day on an axis. */
export function shortDay(date: string): string {
  const [, month, day] = partsOf(date);
  return `${day} ${monthNames[month - 1]}`;
}

/** "2026-11-23" → "Week of 23 Nov 2026". */
export function weekLabel(weekStart: string): string {
  const [year] = partsOf(weekStart);
  return `Week of ${shortDay(weekStart)} ${year}`;
}

/** "2026-11" → "Nov" on an axis; "Jan '27" where a year begins, so the axis says where it turns. */
export function shortMonth(month: string): string {
  const [year, number] = partsOf(month);
  return number === 1 ? `Jan '${String(year).slice(2)}` : monthNames[number - 1]!;
}

/** "2026-11" → "November 2026". */
export function monthLabel(month: string): string {
  const [year, number] = partsOf(month);
  return `${fullMonthNames[number - 1]} ${year}`;
}

/** "₹5,00,000": Indian digit grouping, as the site writes money everywhere. */
export { formatRupees as rupees } from "~domain/company/rupees";

/** "₹7.5L", "₹1.2Cr", "₹40k": a value on an axis or over a column, in lakhs and crores. */
export function shortRupees(value: number): string {
  const short = (amount: number, unit: string) => `₹${Number(amount.toFixed(1)).toString()}${unit}`;
  if (value >= 1_00_00_000) return short(value / 1_00_00_000, "Cr");
  if (value >= 1_00_000) return short(value / 1_00_000, "L");
  if (value >= 1_000) return short(value / 1_000, "k");
  return `₹${value}`;
}

/** A channel as people read it: "direct" says there was no source at all. */
export function seriesName(series: SourceSeries): string {
  if (series.kind === "other") return `Other (${series.sources} sources)`;
  return sourceNameLabel(series.name);
}
