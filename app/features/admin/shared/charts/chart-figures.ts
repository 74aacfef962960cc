import { isShown, shownRate, type ShownCount } from "~domain/privacy/small-counts";

// Figures the server and the browser write alike on the back office's charts and in their tables.

export const counted = (count: number) => count.toLocaleString("en-IN");

/** A share as a whole percentage; "–" where there is nothing to share. */
export const percent = (part: number, whole: number) => (whole === 0 ? "–" : `${Math.round((part / whole) * 100)}%`);

/**
 * The share of visits that led to a lead, to one decimal ("2.5%"), which a whole percentage would
 * round to nothing; "—" where no visits were counted. Visits with a lead, never leads: one visit
 * may send several.
 */
export const conversionRate = (visitsWithLead: number, visits: number) =>
  visits === 0 ? "—" : `${((visitsWithLead / visits) * 100).toFixed(1)}%`;

/** A source as people read it (domain/analytics sourceName's "direct" says there was no source at all). */
export const sourceNameLabel = (source: string) => (source === "direct" ? "Direct (no source)" : source);

/** "1 hire", "3 hires". */
export const plural = (count: number, one: string, many: string) => `${counted(count)} ${count === 1 ? one : many}`;

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

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
