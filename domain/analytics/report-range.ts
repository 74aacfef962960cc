import { subMonths } from "date-fns";

import { calendarDay, isIsoDate, isoDateOf, shiftDate, type IsoDate } from "../time/india-dates";

/**
 * The analytics page's date ranges: India days, from and to both included,
 * chosen by the page's address so that a range is a link.
 */
export const reportRanges = ["today", "7d", "30d", "90d", "12m", "custom"] as const;
export type ReportRangeKind = (typeof reportRanges)[number];

export const reportRangeLabels: Record<ReportRangeKind, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "12m": "Last 12 months",
  custom: "From – to",
};

export const defaultReportRange = "30d" satisfies ReportRangeKind;

/** The longest custom range: a year and a month, so a year with its comparison stays answerable. */
export const longestRangeDays = 400;

/** How the charts over time group a range: by hour for one day, by day up to 90 days, then by week, then by month. */
export type Grain = "hour" | "day" | "week" | "month";

export type ReportRange = {
  kind: ReportRangeKind;
  from: IsoDate;
  to: IsoDate;
  days: number;
  grain: Grain;
  /** The range of the same length just before, or none when comparison is off. */
  previous: { from: IsoDate; to: IsoDate } | null;
};

/** What the address asked for, with a message per field for a custom range that cannot be shown. */
export type ReportRangeChoice = { range: ReportRange; errors: Partial<Record<"from" | "to", string>> };

const dayCount = (from: IsoDate, to: IsoDate) =>
  Math.round((calendarDay(to).getTime() - calendarDay(from).getTime()) / 86_400_000) + 1;

export function grainOf(days: number): Grain {
  if (days === 1) return "hour";
  if (days <= 90) return "day";
  if (days <= 190) return "week";
  return "month";
}

function rangeOf(kind: ReportRangeKind, from: IsoDate, to: IsoDate, compare: boolean): ReportRange {
  const days = dayCount(from, to);
  return {
    kind,
    from,
    to,
    days,
    grain: grainOf(days),
    previous: compare ? { from: shiftDate(from, -days), to: shiftDate(from, -1) } : null,
  };
}

function presetStart(kind: Exclude<ReportRangeKind, "custom">, today: IsoDate): IsoDate {
  switch (kind) {
    case "today":
      return today;
    case "7d":
      return shiftDate(today, -6);
    case "30d":
      return shiftDate(today, -29);
    case "90d":
      return shiftDate(today, -89);
    case "12m":
      return shiftDate(isoDateOf(subMonths(calendarDay(today), 12)), 1);
  }
}

/** The range of a preset ending today (India's today, from the app's clock). */
export const presetRange = (kind: Exclude<ReportRangeKind, "custom">, today: IsoDate, compare = true) =>
  rangeOf(kind, presetStart(kind, today), today, compare);

const isRangeKind = (value: string | null): value is ReportRangeKind =>
  (reportRanges as readonly string[]).includes(value ?? "");

/**
 * The range the page's query string asks for: `range` (a preset, or "custom" with `from` and
 * `to`), and `compare=none` to leave out the previous range. An unknown preset is the default; a
 * custom range that cannot be shown says why, field by field, and the default is shown instead.
 */
export function reportRangeFrom(params: URLSearchParams, today: IsoDate): ReportRangeChoice {
  const compare = params.get("compare") !== "none";
  const asked = params.get("range");
  const kind = isRangeKind(asked) ? asked : defaultReportRange;
  if (kind !== "custom") return { range: presetRange(kind, today, compare), errors: {} };

  const from = params.get("from")?.trim() ?? "";
  const to = params.get("to")?.trim() ?? "";
  const errors: ReportRangeChoice["errors"] = {};
  if (!isIsoDate(from)) errors.from = "Enter the first day as a date, e.g. 2026-11-01.";
  else if (from > today) errors.from = `The first day cannot be in the future: today in India is ${today}.`;
  if (!isIsoDate(to)) errors.to = "Enter the last day as a date, e.g. 2026-11-30.";
  else if (to > today) errors.to = `The last day cannot be in the future: today in India is ${today}.`;
  if (isIsoDate(from) && isIsoDate(to) && !errors.from && !errors.to) {
    if (from > to) errors.to = "The last day must be on or after the first day.";
    else if (dayCount(from, to) > longestRangeDays)
      errors.to = `A range can be at most ${longestRangeDays} days long; this one is ${dayCount(from, to)}.`;
    else return { range: rangeOf("custom", from, to, compare), errors: {} };
  }
  return { range: presetRange(defaultReportRange, today, compare), errors };
}

/** The query string of a range, as the page's form would write it. */
export function reportRangeQuery(range: Pick<ReportRange, "kind" | "from" | "to" | "previous">): string {
  const params = new URLSearchParams({ range: range.kind });
  if (range.kind === "custom") {
    params.set("from", range.from);
    params.set("to", range.to);
  }
  if (!range.previous) params.set("compare", "none");
  return params.toString();
}
