import type { ContentSalesReport } from "~contracts/revenue-attribution";
import { reportRangeQuery } from "~domain/analytics/report-range";
import { formatRupees } from "~domain/company/rupees";

import { BarRows, barRowsHeight } from "~/features/admin/shared/charts/bar-rows";
import { ChartBox } from "~/features/admin/shared/charts/chart-box";
import { ChartCard } from "~/features/admin/shared/charts/chart-card";
import { plural } from "~/features/admin/shared/charts/chart-figures";
import { leadsCounted } from "~/features/admin/shared/charts/leads-counted";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { bodyCell, DataTable } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RangeForm, type RangeErrors } from "~/features/admin/shared/ui/range-form";
import { rangeLabel } from "./analytics-format";
import { contentHead, shownRows } from "./content-report-table";

const rowsDrawn = 10;

/**
 * Content that sells (decision 062): each blog post, service case study and
 * page of the site with its views, the leads whose visit saw it or began on it, their calls held
 * and the rupees of the deals they brought. Counts and sums only: no person is named.
 */
export function ContentReport({
  report,
  errors,
  typed,
}: {
  report: ContentSalesReport;
  errors: RangeErrors;
  typed: { range: string | null; from: string | null; to: string | null };
}) {
  const { range } = report;
  const title = "Rupees won by the pages leads saw";
  const drawn = report.rows
    .filter((row) => (row.rupeesWon ?? 0) > 0 || row.leadsSaw > 0)
    .slice(0, rowsDrawn)
    .map((row) => ({
      label: row.title,
      value: row.rupeesWon ?? 0,
      text: `${formatRupees(row.rupeesWon ?? 0)} · ${plural(row.leadsSaw, "lead", "leads")}`,
    }));
  return (
    <>
      <BackLink to="/admin/analytics">Analytics</BackLink>
      <PageHeader
        title="Content that sells"
        intro={
          <>
            Blog posts, case studies and pages, and the leads whose visit saw them: {rangeLabel(range)}, India time, as
            of <IndiaTime at={report.asOf} />.
          </>
        }
        actions={
          <DownloadLink href={`/admin/analytics/content.csv?${reportRangeQuery(range)}`}>
            Download CSV<span className="sr-only"> of the content report</span>
          </DownloadLink>
        }
      />
      <RangeForm range={range} typed={typed} errors={errors} />
      {errors.from || errors.to ? (
        <Notice tone="error">These dates cannot be shown, so the last 30 days are. {errors.from ?? errors.to}</Notice>
      ) : null}
      <div className="mb-6">
        <ChartCard
          title={title}
          intro="A lead counts for every page its visit saw on the way to the form, so one deal's rupees count for each of them: the rows do not add up to the rupees won."
        >
          <ChartBox height={barRowsHeight(drawn.length)} label={`${title}: a bar for each page.`}>
            {(width) => <BarRows width={width} rows={drawn} empty="No lead saw these pages in these dates." />}
          </ChartBox>
        </ChartCard>
      </div>
      <DataTable caption="Content that sells: every page" columns={contentHead}>
        {shownRows(report).map((cells, index) => (
          <tr key={report.rows[index]!.path}>
            {cells.map((cell, column) => (
              <td key={column} className={`${bodyCell} ${column >= 3 ? "text-right tabular-nums" : ""}`}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
      <p className="mt-3 text-xs text-slate-600">
        Views and visits are the analytics roll-ups&apos;. Calls held count when they were due, deals when they were
        won, each with the visit of its own lead; a deal goes to the contact&apos;s first lead before the win.{" "}
        {leadsCounted}
      </p>
    </>
  );
}
