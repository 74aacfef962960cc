import type { AnalyticsReport, AnalyticsTable } from "~contracts/analytics-report";

import { counted, durationText, landingPageLabel, sourceNameLabel } from "~/features/admin/shared/charts/chart-figures";
import { leadsOf, previousRangeName, rangeLabel, stepLabel } from "./analytics-format";

/**
 * Each table of the analytics page, once: the page shows it under its chart, and its CSV file
 * (/admin/analytics/<table>.csv) holds the same rows, its counts without digit grouping.
 */

/** A count; a share of a whole (a rate); a length of time in seconds; or text. */
export type Cell = string | number | { share: number; of: number } | { seconds: number | null };

export type AnalyticsTableRows = {
  /** The table's caption, and the CSV file's name. */
  title: string;
  head: string[];
  rows: Cell[][];
};

const share = (part: number, whole: number): Cell => ({ share: part, of: whole });

/** A share to one decimal, "12.5%", on the page and in the CSV file alike. */
const percentOf = ({ share, of }: { share: number; of: number }) =>
  `${(Math.round((share / of) * 1000) / 10).toFixed(1)}%`;

/** A cell as the page shows it. */
export function shownCell(cell: Cell): string {
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return counted(cell);
  if ("share" in cell) return cell.of === 0 ? "–" : percentOf(cell);
  return durationText(cell.seconds);
}

/** A cell as a CSV file holds it: plain numbers a spreadsheet reads as numbers. */
export function csvCell(cell: Cell): string {
  if (typeof cell === "string") return cell;
  if (typeof cell === "number") return String(cell);
  if ("share" in cell) return cell.of === 0 ? "" : percentOf(cell);
  return cell.seconds === null ? "" : String(Math.round(cell.seconds));
}

// Leads are enquiries and calls booked, counted with every other page's (decision 073); applications
// apart. The conversion rate divides the visits that ended in a lead or an application by the visits,
// both shown beside it: one visit may send several, so leads by visits could pass 100%.
const leadColumns = [
  "Enquiries",
  "Calls booked",
  "Leads",
  "Applications",
  "Visits with a lead or an application",
  "Conversion rate",
];
const leadCells = (row: {
  visits: number;
  enquiries: number;
  bookings: number;
  applications: number;
  leadVisits: number;
}): Cell[] => [
  row.enquiries,
  row.bookings,
  leadsOf(row),
  row.applications,
  row.leadVisits,
  share(row.leadVisits, row.visits),
];

export const deviceLabels = { phone: "Phones", tablet: "Tablets", desktop: "Computers" } as const;

export function analyticsTable(report: AnalyticsReport, table: AnalyticsTable): AnalyticsTableRows {
  const { range } = report;
  switch (table) {
    case "over-time": {
      const previous = report.previousSteps;
      const before = previous ? ` (${previousRangeName(range).replace(/^the /, "")})` : "";
      return {
        title: `Visitors and page views, ${rangeLabel(range)}`,
        head: [
          range.grain === "hour" ? "Hour" : range.grain === "day" ? "Day" : range.grain === "week" ? "Week" : "Month",
          "Visitors",
          "Page views",
          ...(previous ? [`Before${before}`, "Visitors before", "Page views before"] : []),
        ],
        rows: report.steps.map((step, index) => [
          stepLabel(step.key, range.grain),
          step.visitors,
          step.pageViews,
          ...(previous
            ? [stepLabel(previous[index]!.key, range.grain), previous[index]!.visitors, previous[index]!.pageViews]
            : []),
        ]),
      };
    }
    case "pages":
      return {
        title: "Top pages",
        head: ["Page", "Views", "Entries", "Exits", "Average time on page"],
        rows: report.pages.map((page) => [
          page.path,
          page.views,
          page.entries,
          page.exits,
          { seconds: page.averageMs === null ? null : page.averageMs / 1000 },
        ]),
      };
    case "sources":
      return {
        title: "Sources",
        head: ["Source", "Visits", ...leadColumns],
        rows: report.sources.map((row) => [sourceNameLabel(row.source), row.visits, ...leadCells(row)]),
      };
    case "campaigns":
      return {
        title: "Campaigns",
        head: ["Campaign", "Source", "Medium", "Visits", ...leadColumns],
        rows: report.campaigns.map((row) => [row.campaign, row.source, row.medium, row.visits, ...leadCells(row)]),
      };
    case "entry-pages":
      return {
        title: "Entry pages",
        head: ["Entry page", "Visits", "Bounce rate", ...leadColumns],
        rows: report.entryPages.map((row) => [
          landingPageLabel(row.path),
          row.visits,
          share(row.bounces, row.visits),
          ...leadCells(row),
        ]),
      };
    case "devices":
      return {
        title: "Devices",
        head: ["Device", "Visitors", "Visits", "Page views", "Share of visits"],
        rows: report.devices.map((row) => [
          deviceLabels[row.device],
          row.visitors,
          row.visits,
          row.pageViews,
          share(row.visits, report.totals.visits),
        ]),
      };
    case "countries":
      return {
        title: "Countries",
        head: ["Country", "Visitors", "Visits", "Share of visits"],
        rows: report.countries.map((row) => [
          row.country,
          row.visitors,
          row.visits,
          share(row.visits, report.totals.visits),
        ]),
      };
    case "funnel": {
      // Visits at each step, not leads: a visit that sent two enquiries is one visit that sent an enquiry.
      const { visits, enquiryVisits, bookingVisits, applicationVisits } = report.totals;
      return {
        title: "From landing to a lead",
        head: ["Step", "Visits", "Of all visits"],
        rows: [
          ["Landed on the site", visits, share(visits, visits)],
          ["Sent an enquiry", enquiryVisits, share(enquiryVisits, visits)],
          ["Booked a call", bookingVisits, share(bookingVisits, visits)],
          ["Applied for a job", applicationVisits, share(applicationVisits, visits)],
        ],
      };
    }
  }
}
