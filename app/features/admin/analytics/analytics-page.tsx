import type { ReactNode } from "react";
import { Link } from "react-router";

import type { AnalyticsReport, AnalyticsTable } from "~contracts/analytics-report";
import { reportRangeQuery } from "~domain/analytics/report-range";

import { BarRows, barRowsHeight, type BarRow } from "~/features/admin/shared/charts/bar-rows";
import { ChartBox, NumbersTable } from "~/features/admin/shared/charts/chart-box";
import { ChartCard, FigureTile } from "~/features/admin/shared/charts/chart-card";
import {
  counted,
  durationText,
  landingPageLabel,
  plural,
  sourceNameLabel,
} from "~/features/admin/shared/charts/chart-figures";
import { leadsCounted } from "~/features/admin/shared/charts/leads-counted";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";
import { RangeForm, type RangeErrors } from "~/features/admin/shared/ui/range-form";
import {
  changeText,
  headlineOf,
  previousRangeName,
  rangeLabel,
  shareOfVisits,
  stepAxisLabel,
  visitsThatLed,
} from "./analytics-format";
import { analyticsTable, deviceLabels, shownCell } from "./analytics-tables";
import { ComparedLines } from "./compared-lines";

const linesHeight = 220;
const rowsShown = 10;

/** A table of the report as a CSV file, for the same dates. */
const csvOf = (report: AnalyticsReport, table: AnalyticsTable) =>
  `/admin/analytics/${table}.csv?${reportRangeQuery(report.range)}`;

/**
 * The site's visitor analytics (decision 048): headline figures with their change on the
 * range before, then each chart in a box of fixed height with its numbers in a table and the
 * table as a CSV file. Everything is read from the hourly roll-ups.
 */
export function AnalyticsPage({
  report,
  errors,
  typed,
}: {
  report: AnalyticsReport;
  errors: RangeErrors;
  typed: { range: string | null; from: string | null; to: string | null };
}) {
  const { range } = report;
  return (
    <>
      <PageHeader
        title="Analytics"
        actions={
          <Link to={`/admin/analytics/content?${reportRangeQuery(range)}`} className={buttonClass("secondary")}>
            Content that sells
          </Link>
        }
        intro={
          <>
            Visits to the site counted without cookies, and the leads they became: {rangeLabel(range)}, India time, as
            of <IndiaTime at={report.asOf} />.
          </>
        }
      />
      <RangeForm range={range} typed={typed} errors={errors} />
      {errors.from || errors.to ? (
        <Notice tone="error">These dates cannot be shown, so the last 30 days are. {errors.from ?? errors.to}</Notice>
      ) : null}
      <Headlines report={report} />
      {report.totals.visits === 0 ? (
        <EmptyState title="No visits in these dates">
          Nobody visited the site between {rangeLabel(range)}, or the visits have not been counted yet. Choose other
          dates above.
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
          <OverTime report={report} metric="visitors" />
          <OverTime report={report} metric="pageViews" />
          <RowsCard
            report={report}
            table="pages"
            intro="The most viewed pages; entries are visits that began on the page, exits those that ended there."
            rows={report.pages.map((page) => ({ label: page.path, value: page.views, text: counted(page.views) }))}
          />
          <RowsCard
            report={report}
            table="sources"
            intro="Where visits came from: the link's UTM source, else the search engine, else the site that linked here; a lead sent without a counted visit is direct. The conversion rate is the visits that ended in at least one lead or application, of all visits."
            rows={report.sources.map((row) => visitsThatLed(sourceNameLabel(row.source), row))}
          />
          <RowsCard
            report={report}
            table="entry-pages"
            intro="The page each visit began on, and how many of those visits ended in an enquiry, a call or an application; a lead sent without a counted visit began on no page."
            rows={report.entryPages.map((row) => visitsThatLed(landingPageLabel(row.path), row))}
          />
          <RowsCard
            report={report}
            table="campaigns"
            intro="Visits from links with a utm_campaign, by campaign, source and medium."
            empty="No visit came from a campaign's link in these dates."
            rows={report.campaigns.map((row) =>
              visitsThatLed(`${row.campaign} (${row.source || "no source"} / ${row.medium || "no medium"})`, row),
            )}
          />
          <RowsCard
            report={report}
            table="devices"
            intro="By the width of the window the visit began in: phones below 768 pixels, tablets below 1024."
            rows={report.devices.map((row) =>
              shareOfVisits(deviceLabels[row.device], row.visits, report.totals.visits),
            )}
          />
          {report.countries.length > 0 ? (
            <RowsCard
              report={report}
              table="countries"
              intro="The country of the visit's address, from the offline place database."
              rows={report.countries.map((row) => shareOfVisits(row.country, row.visits, report.totals.visits))}
            />
          ) : null}
          <RowsCard
            report={report}
            table="funnel"
            intro="Every visit, and how many of them sent an enquiry, booked a call or applied for a job; each share is of all visits, and a visit that did a thing twice counts once."
            rows={analyticsTable(report, "funnel").rows.map(([label, value]) =>
              shareOfVisits(label as string, value as number, report.totals.visits),
            )}
          />
        </div>
      )}
    </>
  );
}

function Headlines({ report }: { report: AnalyticsReport }) {
  const now = headlineOf(report.totals);
  const before = report.previousTotals ? headlineOf(report.previousTotals) : null;
  const name = previousRangeName(report.range);
  const change = (key: keyof typeof now, kind: "count" | "rate") =>
    before ? (changeText(now[key], before[key], kind, name) ?? undefined) : undefined;
  const rate = (value: number | null) => (value === null ? "–" : `${(Math.round(value * 1000) / 10).toFixed(1)}%`);
  const leadsDetail = `${plural(report.totals.enquiries, "enquiry", "enquiries")} and ${plural(report.totals.bookings, "call booked", "calls booked")}; ${plural(report.totals.applications, "application", "applications")} apart`;
  return (
    <section aria-label="Headline figures">
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile term="Visitors" value={counted(now.visitors)} detail={change("visitors", "count")} />
        <FigureTile term="Visits" value={counted(now.visits)} detail={change("visits", "count")} />
        <FigureTile term="Page views" value={counted(now.pageViews)} detail={change("pageViews", "count")} />
        <FigureTile
          term="Pages per visit"
          value={now.pagesPerVisit === null ? "–" : now.pagesPerVisit.toFixed(1)}
          detail={change("pagesPerVisit", "count")}
        />
        <FigureTile term="Bounce rate" value={rate(now.bounceRate)} detail={change("bounceRate", "rate")} />
        <FigureTile
          term="Average visit"
          value={durationText(now.visitLengthS)}
          detail={change("visitLengthS", "count")}
        />
        <FigureTile
          term="Leads"
          value={counted(now.leads)}
          detail={[leadsDetail, change("leads", "count")].filter(Boolean).join(". ")}
        />
        <FigureTile
          term="Conversion rate"
          value={rate(now.conversionRate)}
          detail={[
            `${counted(now.leadVisits)} of ${counted(now.visits)} visits ended in a lead or an application`,
            change("conversionRate", "rate"),
          ]
            .filter(Boolean)
            .join(". ")}
        />
      </dl>
      <p className="-mt-3 mb-6 max-w-3xl text-sm text-slate-600">{leadsCounted}</p>
    </section>
  );
}

function OverTime({ report, metric }: { report: AnalyticsReport; metric: "visitors" | "pageViews" }) {
  const { range, steps, previousSteps } = report;
  const title = metric === "visitors" ? "Visitors over time" : "Page views over time";
  const points = steps.map((step, index) => ({
    key: step.key,
    axisLabel: stepAxisLabel(step.key, range.grain),
    value: step[metric],
    before: previousSteps ? previousSteps[index]![metric] : null,
  }));
  const per = { hour: "hour", day: "day", week: "7 days", month: "month" }[range.grain];
  const table = analyticsTable(report, "over-time");
  return (
    <ChartCard
      title={title}
      intro={`Per ${per}${previousSteps ? `; the dashed line is ${previousRangeName(range)}` : ""}.`}
    >
      <ChartBox height={linesHeight} label={`${title}: a line for each ${per}.`}>
        {(width) => (
          <ComparedLines
            width={width}
            height={linesHeight}
            points={points}
            colour={metric === "visitors" ? "#24336b" : "#047857"}
            empty="No visits in these dates."
          />
        )}
      </ChartBox>
      <TableAndFile title={title} table={table} csv={csvOf(report, "over-time")} />
    </ChartCard>
  );
}

/** A card of horizontal bars, the first `rowsShown` of its table; the table and the file have them all. */
function RowsCard({
  report,
  table,
  intro,
  rows,
  empty = "Nothing in these dates.",
}: {
  report: AnalyticsReport;
  table: AnalyticsTable;
  intro: ReactNode;
  rows: BarRow[];
  empty?: string;
}) {
  const numbers = analyticsTable(report, table);
  const shown = rows.slice(0, rowsShown);
  return (
    <ChartCard title={numbers.title} intro={intro}>
      <ChartBox height={barRowsHeight(shown.length)} label={`${numbers.title}: a bar for each row.`}>
        {(width) => <BarRows width={width} rows={shown} empty={empty} />}
      </ChartBox>
      <TableAndFile title={numbers.title} table={numbers} csv={csvOf(report, table)} />
    </ChartCard>
  );
}

function TableAndFile({ title, table, csv }: { title: string; table: ReturnType<typeof analyticsTable>; csv: string }) {
  return (
    <>
      <NumbersTable caption={title} head={table.head} rows={table.rows.map((row) => row.map(shownCell))} />
      <div className="mt-3">
        <DownloadLink href={csv}>
          Download CSV<span className="sr-only"> of {title}</span>
        </DownloadLink>
      </div>
    </>
  );
}
