import type { DeviceClass } from "../domain/analytics/analytics";
import type { ReportRange } from "../domain/analytics/report-range";

// What the back office's analytics page asks of the server: visits from the
// roll-ups and leads as every report counts them (decision 073), for one range of India days and,
// when asked, the range before it.

/** What a range adds up to. Visitors: each day's visitor keys (a key changes every day). */
export type AnalyticsTotals = {
  visitors: number;
  visits: number;
  pageViews: number;
  /** Visits of one page view. */
  bounces: number;
  /** The visits' lengths added up, in seconds. */
  durationS: number;
  /** The leads sent in the range: enquiries (not spam) and calls booked, an erased one as an anonymous count. */
  enquiries: number;
  bookings: number;
  /** Applications sent from the range's visits, counted apart from the leads. */
  applications: number;
  /**
   * Visits that ended in a lead or an application at all, and in each kind: one visit may send
   * several.
   */
  leadVisits: number;
  enquiryVisits: number;
  bookingVisits: number;
  applicationVisits: number;
};

/** One step of the charts over time: an India hour ("2026-11-26 14"), day, 7-day week from the range's start, or month. */
export type AnalyticsStep = { key: string; visitors: number; pageViews: number };

/**
 * A group's leads (enquiries and calls booked, by the first touch of the visit each came from), its
 * applications, and how many of its visits ended in either (a rate's part: never more than the visits).
 */
export type Leads = { enquiries: number; bookings: number; applications: number; leadVisits: number };

export type PageRow = {
  path: string;
  views: number;
  entries: number;
  exits: number;
  /** The average time on the page, of the views whose time is known; null when none is. */
  averageMs: number | null;
};
export type SourceRow = { source: string; visits: number } & Leads;
export type CampaignRow = { campaign: string; source: string; medium: string; visits: number } & Leads;
export type EntryPageRow = { path: string; visits: number; bounces: number } & Leads;
export type DeviceRow = { device: DeviceClass; visits: number; visitors: number; pageViews: number };
export type CountryRow = { country: string; visits: number; visitors: number };

export type AnalyticsReport = {
  range: ReportRange;
  /** The instant the figures were read at (the server's clock). */
  asOf: Date;
  totals: AnalyticsTotals;
  previousTotals: AnalyticsTotals | null;
  /** Every step of the range in order, with nothing where there were no visits. */
  steps: AnalyticsStep[];
  /** The previous range's steps, as many as the range's and compared by position. */
  previousSteps: AnalyticsStep[] | null;
  pages: PageRow[];
  sources: SourceRow[];
  campaigns: CampaignRow[];
  entryPages: EntryPageRow[];
  devices: DeviceRow[];
  /** Empty when no visit had a country (no offline place database is set). */
  countries: CountryRow[];
};

/** The tables the page offers as CSV files, each at /admin/analytics/<table>.csv with the page's range. */
export const analyticsTables = [
  "over-time",
  "pages",
  "sources",
  "campaigns",
  "entry-pages",
  "devices",
  "countries",
  "funnel",
] as const;
export type AnalyticsTable = (typeof analyticsTables)[number];

export type AnalyticsReportDesk = {
  /** The figures of a range, the roll-ups brought up to date first; the top 20 pages unless `allPages`. */
  report(range: ReportRange, options?: { allPages?: boolean }): Promise<AnalyticsReport>;
  /** A table's rows, its header first, as a CSV file's text (formulas neutralised, as every export's). */
  csv(rows: readonly (readonly string[])[]): string;
};
