import type { IsoDate } from "../domain/time/india-dates";
import type { ConversionRow } from "./analytics-lead-conversion";
import type { RevenueAttribution } from "./revenue-attribution";
import type { ReportRange } from "../domain/analytics/report-range";

// What the back office asks of the sales desk's dashboard: the figures its charts draw.

/** One line of the weekly charts: a channel by name, or every other channel together. */
export type SourceSeries = { kind: "source"; name: string } | { kind: "other"; sources: number };

/** One India week (Monday to Sunday): how many enquiries and calls each series brought, in `sources` order. */
export type SourceWeek = { weekStart: IsoDate; enquiries: number[]; calls: number[] };

/** Contacts with an enquiry, then those of them who booked a call, had one held, and were won. */
export type SalesFunnel = { enquired: number; booked: number; held: number; won: number };

/** Won deals in one India month ("2026-11"): how many, and their expected values in rupees. */
export type WonMonth = { month: string; deals: number; value: number };

/** Won deals of one owner; `owner` null for contacts nobody owns. */
export type WonByOwner = { owner: string | null; deals: number; value: number };

/** Calls with an outcome recorded, and how many of them the visitor did not come to. */
export type NoShows = { withOutcome: number; noShows: number };

/** Contacts in an open stage (not won or lost) now: how many, their expected values added up in rupees, and how many have none. */
export type OpenPipeline = { deals: number; value: number; withoutValue: number };

export type SalesDashboard = {
  /** The instant the figures were taken at (the server's clock). */
  asOf: Date;
  /** The last 12 India weeks, oldest first; the last is the week so far. */
  weeks: SourceWeek[];
  /** The weekly charts' series: the busiest channels (enquiries and calls together), then "other". */
  sources: SourceSeries[];
  /** The 12 weeks' enquiries and calls by their first touch's source, with the visits from each source (the busiest first). */
  bySource: ConversionRow<"enquiries" | "calls">[];
  /** The same by landing page ("" where none was recorded), with the visits that began on each page. */
  byLandingPage: ConversionRow<"enquiries" | "calls">[];
  /** The last 12 India months ("2026-11"), oldest first; the last is the month so far. */
  months: string[];
  /** The open deals as they are now, whenever they came in. */
  openPipeline: OpenPipeline;
  /** Contacts whose enquiry came in the last 12 months, and how far they went. */
  funnel: SalesFunnel;
  /** One row per month of `months`, none left out. */
  wonByMonth: WonMonth[];
  /** Owners with a deal won in the last 12 months, the largest value first. */
  wonByOwner: WonByOwner[];
  /** Calls of the last 12 months with an outcome: all of them, then per consultant (most calls first). */
  noShows: NoShows & { byConsultant: (NoShows & { consultant: string })[] };
};

export type SalesDashboardDesk = {
  /** The figures as of now. */
  figures(): Promise<SalesDashboard>;
  /** Revenue by where it came from, for a range and the one before. */
  revenue(range: ReportRange): Promise<RevenueAttribution>;
};
