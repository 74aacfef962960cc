import { data } from "react-router";

import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { contentHead, csvRows } from "~/features/admin/analytics/content-report-table";
import { csvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics-content-csv";

/**
 * The Content report as a CSV file, for the range in the address (/admin/analytics/content.csv?range=30d).
 * Counts and sums of pages, nothing of a person: like the analytics page's files, neither audited
 * nor held to the back office's own links.
 */
export async function loader(args: Route.LoaderArgs) {
  const { contentSales, now } = await requireStaff(args, "analytics");
  const { range, errors } = reportRangeFrom(args.url.searchParams, indiaDateOf(now()));
  if (errors.from || errors.to)
    throw data({ message: [errors.from, errors.to].filter(Boolean).join(" ") }, { status: 400 });
  const report = await contentSales.report(range);
  const content = contentSales.csv([contentHead, ...csvRows(report)]);
  return csvDownload({ content, fileName: `content-${range.from}-to-${range.to}.csv` });
}
