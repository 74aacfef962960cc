import type { ContentKind, ContentSalesReport, ContentSalesRow } from "~contracts/revenue-attribution";
import { formatRupees } from "~domain/company/rupees";

import { counted } from "~/features/admin/shared/charts/chart-figures";

/**
 * The Content report's one table: the page shows it, and its CSV file
 * (/admin/analytics/content.csv) holds the same rows, its counts and rupees without grouping.
 */

export const contentKindLabels: Record<ContentKind, string> = {
  "blog-post": "Blog post",
  "case-study": "Case study",
  page: "Page",
};

export const contentHead = [
  "Page",
  "Kind",
  "Address",
  "Views",
  "Visits that began on it",
  "Leads who saw it",
  "Leads who entered through it",
  "Calls held",
  "Deals won",
  "Rupees won",
];

/** A row's figures as numbers, in the head's order after the three names. */
const figuresOf = (row: ContentSalesRow) =>
  [row.views, row.entries, row.leadsSaw, row.leadsEntered, row.callsHeld, row.dealsWon, row.rupeesWon] as const;

const names = (row: ContentSalesRow) => [row.title, contentKindLabels[row.kind], row.path];

/** The rows as the page shows them. */
export const shownRows = (report: ContentSalesReport) =>
  report.rows.map((row) => {
    const figures = figuresOf(row);
    const rupees = figures[6];
    return [
      ...names(row),
      ...figures.slice(0, 6).map((figure) => (figure === null ? "–" : counted(figure))),
      rupees === null ? "–" : formatRupees(rupees),
    ];
  });

/** The rows as a CSV file holds them: plain numbers a spreadsheet reads as numbers. */
export const csvRows = (report: ContentSalesReport) =>
  report.rows.map((row) => [...names(row), ...figuresOf(row).map((figure) => (figure === null ? "" : String(figure)))]);
