import { formatDuration, type Duration } from "date-fns";

import { percentText } from "~domain/analytics/percent-text";
import { isShown, shownRate, type ShownCount } from "~domain/privacy/small-counts";

// Figures the server and the browser write alike on the back office's charts and in their tables.

export const counted = (count: number) => count.toLocaleString("en-IN");

/** A share as a whole percentage; "–" where there is nothing to share. */
export const percent = (part: number, whole: number) => (whole === 0 ? "–" : percentText(part / whole));

/**
 * The share of visits that led to a lead, to one decimal ("2.5%"), which a whole percentage would
 * round to nothing; "—" where no visits were counted. Visits with a lead, never leads: one visit
 * may send several.
 */
export const conversionRate = (visitsWithLead: number, visits: number) =>
  visits === 0 ? "—" : `${((visitsWithLead / visits) * 100).toFixed(1)}%`;

/** A source as people read it (domain/analytics sourceName's "direct" says there was no source at all). */
export const sourceNameLabel = (source: string) => (source === "direct" ? "Direct (no source)" : source);

/** A landing page as people read it: "" is a lead's visit whose page was not recorded, or a lead with no counted visit. */
export const landingPageLabel = (path: string) => path || "No page recorded";

/** "1 hire", "3 hires". */
export const plural = (count: number, one: string, many: string) => `${counted(count)} ${count === 1 ? one : many}`;

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The units a length of time is written in, the largest first, with their seconds. */
const timeUnits: [keyof Duration, number][] = [
  ["days", 86_400],
  ["hours", 3_600],
  ["minutes", 60],
  ["seconds", 1],
];

/**
 * A length of time as it was measured, in its two largest units ("3 minutes", "4 minutes 5
 * seconds", "1 hour 30 minutes", "4 days 11 hours"), rounded to the smaller one; "–" where
 * nothing was measured. The one way every page writes a time taken (a visit, time to won), in
 * date-fns' English words, which the server and the browser write alike.
 */
export function durationText(seconds: number | null): string {
  if (seconds === null) return "–";
  const whole = Math.round(seconds);
  if (whole === 0) return formatDuration({ seconds: 0 }, { zero: true });
  const roundedIn = (unit: number) => {
    const smaller = timeUnits[unit + 1]?.[1] ?? 1;
    return Math.round(whole / smaller) * smaller;
  };
  let unit = timeUnits.findIndex(([, size]) => whole >= size);
  // Rounded to the smaller unit, 23 hours 59 minutes 59 seconds is a day.
  if (unit > 0 && roundedIn(unit) >= timeUnits[unit - 1]![1]) unit -= 1;
  const rounded = roundedIn(unit);
  const [largest, size] = timeUnits[unit]!;
  const count = Math.floor(rounded / size);
  const smaller = timeUnits[unit + 1];
  if (!smaller) return formatDuration({ [largest]: count });
  const [smallerUnit, smallerSize] = smaller;
  return formatDuration(
    { [largest]: count, [smallerUnit]: (rounded - count * size) / smallerSize },
    { format: [largest, smallerUnit] },
  );
}
/** A count of people as decision 072 shows it: the number, or what stands for it ("fewer than 5", "not shown"). */
export const shownText = (count: ShownCount) => (isShown(count) ? counted(count) : count);

/** A share of two such counts as a whole percentage; "–" where either is not shown, or the whole is nothing. */
export function shownPercent(part: ShownCount, whole: ShownCount): string {
  const rate = shownRate(part, whole);
  return rate === null ? "–" : `${Math.round(rate * 100)}%`;
}

/** "1 hire", "3 hires", "fewer than 5 hires". */
export const shownPlural = (count: ShownCount, one: string, many: string) =>
  isShown(count) ? plural(count, one, many) : `${count} ${many}`;

/** A bar's length for such a count: none for one not shown, whose bar would give it away. */
export const barValue = (count: ShownCount) => (isShown(count) ? count : 0);
