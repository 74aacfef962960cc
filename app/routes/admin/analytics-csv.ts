import { data } from "react-router";

import { analyticsTables, type AnalyticsTable } from "~contracts/analytics-report";
import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";

import { analyticsTable, csvCell } from "~/features/admin/analytics/analytics-tables";
import { csvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics-csv";

const tableOf = (file: string): AnalyticsTable | undefined => analyticsTables.find((table) => `${table}.csv` === file);

/**
 * One of the analytics page's tables as a CSV file, for the range in the address
 * (/admin/analytics/sources.csv?range=30d): the rows the page shows, every page's among them.
 * Counts only, nothing of a person, so it is neither audited nor held to the back office's own links.
 */
export async function loader(args: Route.LoaderArgs) {
  const { analytics, now } = await requireStaff(args, "analytics");
  const table = tableOf(args.params.file);
  if (!table) throw data({ message: "There is no such table." }, { status: 404 });
  const { range, errors } = reportRangeFrom(args.url.searchParams, indiaDateOf(now()));
  if (errors.from || errors.to)
    throw data({ message: [errors.from, errors.to].filter(Boolean).join(" ") }, { status: 400 });
  const report = await analytics.report(range, { allPages: true });
  const { head, rows } = analyticsTable(report, table);
  const content = analytics.csv([head, ...rows.map((row) => row.map(csvCell))]);
  return csvDownload({ content, fileName: `analytics-${table}-${range.from}-to-${range.to}.csv` });
}
