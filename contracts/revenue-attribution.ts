import type { ReportRange } from "../domain/analytics/report-range";

// What the back office asks of revenue by where it came from (decision
// 062): the sales desk's steps from a visit to rupees won, by the lead's visit, and the same for
// each page of content. Counts and sums only: no person is named.

/** The steps of one range, each counted when it happened (a lead when sent, a call when it was due, a deal when won). */
export type SalesSteps = {
  /** Visits from the roll-ups; null where visits have no such name (a service). */
  visits: number | null;
  /** Enquiries (not spam) and calls booked. */
  leads: number;
  callsBooked: number;
  callsHeld: number;
  noShows: number;
  dealsWon: number;
  /** The won deals' expected values, in whole rupees (a deal without one counts 0). */
  rupeesWon: number;
  /** The median time from the credited lead's visit to the win, in seconds; null with no deal won. */
  medianSecondsToWon: number | null;
};

/** One source, campaign, landing page or service ("" where none was recorded), in the range and the range before. */
export type AttributionRow = { name: string; now: SalesSteps; before: SalesSteps | null };

export type RevenueAttribution = {
  range: ReportRange;
  asOf: Date;
  totals: { now: SalesSteps; before: SalesSteps | null };
  bySource: AttributionRow[];
  byCampaign: AttributionRow[];
  byLandingPage: AttributionRow[];
  byService: AttributionRow[];
};

/** The kinds of content a report row is: a blog post, a service's case study, or a page of the site's own. */
export type ContentKind = "blog-post" | "case-study" | "page";

/** What one page of content did in a range: the roll-ups' views, and the leads whose visit saw it. */
export type ContentSales = {
  views: number;
  /** Visits that began on it. */
  entries: number;
  /** Leads whose visit saw it on the way to the form, and those whose visit began on it. */
  leadsSaw: number;
  leadsEntered: number;
  /** Calls held whose booking's visit saw it. */
  callsHeld: number;
  /** Deals won whose credited lead's visit saw it, and their rupees; null for a member who may not see rupees. */
  dealsWon: number | null;
  rupeesWon: number | null;
};

export type ContentSalesRow = ContentSales & { kind: ContentKind; title: string; path: string };

export type ContentSalesReport = { range: ReportRange; asOf: Date; rows: ContentSalesRow[] };

/** The analytics area's Content report (/admin/analytics/content). */
export type ContentSalesDesk = {
  report(range: ReportRange): Promise<ContentSalesReport>;
  /** A table's rows, its header first, as a CSV file's text (formulas neutralised, as every export's). */
  csv(rows: readonly (readonly string[])[]): string;
};

/** One page's figures on its editor's page: the last `days` India days up to today. */
export type PageSales = ContentSales & { days: number; from: string; to: string };

/** The content area's view of its pages' figures: rupees and deals only for a member the analytics area opens to. */
export type PageSalesDesk = {
  ofPath(path: string): Promise<PageSales>;
};
