import { data } from "react-router";

import type { ReportRange } from "~domain/analytics/report-range";
import { reportRangeFrom } from "~domain/analytics/report-range";
import { indiaDateOf } from "~domain/time/india-dates";
import type { CsvExport } from "~contracts/outcome";

import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/analytics-funnel-csv";

type HalfFile = { now(): Date; exportCsv(range: ReportRange): Promise<CsvExport> };

/** Each half's file behind the area that gives the half: the sales half with analytics, the careers half with applications. */
const files: Record<string, (args: RouteArgs) => Promise<HalfFile>> = {
  "sales.csv": async (args) => {
    const { salesFunnel, now } = await requireStaff(args, "analytics");
    return { now, exportCsv: salesFunnel.exportCsv };
  },
  "careers.csv": async (args) => {
    const { careersFunnel, now } = await requireStaff(args, "applications");
    return { now, exportCsv: careersFunnel.exportCsv };
  },
};

/**
 * One half of the funnel as a CSV file, for the range in the address
 * (/admin/analytics/funnel/sales.csv?range=30d): through the audited export, as every download is.
 */
export async function loader(args: Route.LoaderArgs) {
  const { url, params } = args;
  const file = Object.hasOwn(files, params.file) ? files[params.file] : undefined;
  if (!file) throw data({ message: "There is no such file." }, { status: 404 });
  return auditedCsvDownload(args.request, `/admin/analytics/funnel${url.search}`, async () => {
    const half = await file(args);
    const { range, errors } = reportRangeFrom(url.searchParams, indiaDateOf(half.now()));
    if (errors.from || errors.to)
      throw data({ message: [errors.from, errors.to].filter(Boolean).join(" ") }, { status: 400 });
    const { content } = await half.exportCsv(range);
    return { content, fileName: `funnel-${params.file.replace(".csv", "")}-${range.from}-to-${range.to}.csv` };
  });
}
