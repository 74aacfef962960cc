import { useId } from "react";

import type { SalesDashboard, SourceWeek } from "~contracts/contact-dashboard";
import type { RevenueAttribution } from "~contracts/revenue-attribution";

import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import type { RangeErrors } from "~/features/admin/shared/ui/range-form";
import { BarRows, barRowsHeight } from "~/features/admin/shared/charts/bar-rows";
import { ChartBox, NumbersTable } from "~/features/admin/shared/charts/chart-box";
import { ChartCard, FigureTile } from "~/features/admin/shared/charts/chart-card";
import { counted, percent, plural, sum } from "~/features/admin/shared/charts/chart-figures";
import { ChartLegend } from "~/features/admin/shared/charts/chart-legend";
import { ConversionChart, type ConversionKind } from "~/features/admin/shared/charts/conversion-chart";
import { FunnelChart } from "~/features/admin/shared/charts/funnel-chart";
import { monthLabel, rupees, seriesName, shortDay, shortMonth, shortRupees, weekLabel } from "./dashboard-format";
import { RevenueBySource } from "./revenue-by-source";
import { fillOf, SeriesPatterns } from "./series-style";
import { StackedColumns } from "~/features/admin/shared/charts/stacked-columns";

const columnsHeight = 240;

/** The sales desk's pictures (decision 030): each chart in a box of fixed height, its numbers in a table. */
export function SalesDashboardPage({
  figures,
  revenue,
  errors,
  typed,
}: {
  figures: SalesDashboard;
  revenue: RevenueAttribution;
  errors: RangeErrors;
  typed: { range: string | null; from: string | null; to: string | null };
}) {
  const enquiries = sum(figures.weeks.map((week) => sum(week.enquiries)));
  const calls = sum(figures.weeks.map((week) => sum(week.calls)));
  const won = figures.wonByMonth.reduce(
    (total, month) => ({ deals: total.deals + month.deals, value: total.value + month.value }),
    {
      deals: 0,
      value: 0,
    },
  );
  return (
    <>
      <PageHeader
        title="Sales dashboard"
        intro={
          <>
            Where enquiries and calls come from, what they turn into and what is won: the last 12 weeks and 12 months in
            India time, as of <IndiaTime at={figures.asOf} />.
          </>
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-5">
        <FigureTile
          term="Open pipeline"
          value={rupees(figures.openPipeline.value)}
          detail={pipelineDetail(figures.openPipeline)}
        />
        <FigureTile term="Enquiries, 12 weeks" value={counted(enquiries)} />
        <FigureTile term="Calls booked, 12 weeks" value={counted(calls)} />
        <FigureTile term="Won, 12 months" value={rupees(won.value)} detail={plural(won.deals, "deal", "deals")} />
        <FigureTile
          term="No-show rate, 12 months"
          value={percent(figures.noShows.noShows, figures.noShows.withOutcome)}
          detail={`${counted(figures.noShows.noShows)} of ${plural(figures.noShows.withOutcome, "call", "calls")}`}
        />
      </dl>
      <RevenueBySource report={revenue} errors={errors} typed={typed} />
      <h2 className="mb-4 text-xl font-bold text-brand-900">The last 12 weeks and 12 months</h2>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <WeeklySources figures={figures} kind="enquiries" title="Enquiries per week, by source" />
        <WeeklySources figures={figures} kind="calls" title="Calls booked per week, by source" />
        <Conversion figures={figures} by="source" />
        <Conversion figures={figures} by="landingPage" />
        <Funnel figures={figures} />
        <NoShowRates figures={figures} />
        <WonByMonth figures={figures} />
        <WonByOwner figures={figures} />
      </div>
    </>
  );
}

/** "4 open deals, 2 without a value": the deals behind the sum, and those it leaves out for want of a value. */
function pipelineDetail({ deals, withoutValue }: SalesDashboard["openPipeline"]): string {
  const open = `${plural(deals, "open deal", "open deals")}, not won or lost`;
  return withoutValue === 0 ? open : `${open}; ${counted(withoutValue)} without an expected value`;
}

function WeeklySources({
  figures,
  kind,
  title,
}: {
  figures: SalesDashboard;
  kind: keyof Pick<SourceWeek, "enquiries" | "calls">;
  title: string;
}) {
  const prefix = `${useId()}pattern`;
  const series = figures.sources.map((source, index) => ({
    name: seriesName(source),
    fill: fillOf(prefix, source, index),
  }));
  const columns = figures.weeks.map((week) => ({
    key: week.weekStart,
    axisLabel: shortDay(week.weekStart),
    title: weekLabel(week.weekStart),
    values: week[kind],
  }));
  const what = kind === "enquiries" ? "enquiries" : "calls booked";
  return (
    <ChartCard
      title={title}
      intro={
        kind === "enquiries"
          ? "Each week from Monday; the source is the visit's campaign (UTM source), else the site it came from."
          : "Calls counted in the week they were booked, whatever became of them."
      }
    >
      <ChartBox height={columnsHeight} label={`${title}: stacked columns for the last 12 weeks.`}>
        {(width) => (
          <StackedColumns
            width={width}
            height={columnsHeight}
            columns={columns}
            series={series}
            format={counted}
            whole
            defs={<SeriesPatterns prefix={prefix} series={figures.sources} />}
            empty={`No ${what} in these 12 weeks.`}
          />
        )}
      </ChartBox>
      <ChartLegend label="Sources" series={series} />
      <NumbersTable
        caption={title}
        head={["Week", ...series.map((one) => one.name), "Total"]}
        rows={columns.map((column) => [column.title, ...column.values.map(counted), counted(sum(column.values))])}
        foot={[
          "All 12 weeks",
          ...series.map((_, index) => counted(sum(columns.map((column) => column.values[index]!)))),
          counted(sum(columns.map((column) => sum(column.values)))),
        ]}
      />
    </ChartCard>
  );
}

const leadKinds: ConversionKind<"enquiries" | "calls">[] = [
  { kind: "enquiries", label: "Enquiries", visitsLabel: "Visits with an enquiry", fill: "#24336b" },
  { kind: "calls", label: "Calls booked", visitsLabel: "Visits that booked a call", fill: "#0e7490" },
];

/** Each conversion chart's words and rows: by the source of the visit, and by the page it began on. */
const conversionViews = {
  source: {
    title: "Enquiries and calls beside visits, by source",
    intro:
      "The last 12 weeks' enquiries and calls by the source of the visit they came from, beside the visits from that source: each bar says the leads and the visits. The table's shares are the visits that sent an enquiry (or booked a call) divided by all the visits from the source.",
    rowsOf: (figures: SalesDashboard) => figures.bySource,
  },
  landingPage: {
    title: "Enquiries and calls beside visits, by landing page",
    intro: "The same by the page the visit began on, beside the visits that began there.",
    rowsOf: (figures: SalesDashboard) => figures.byLandingPage,
  },
};

function Conversion({ figures, by }: { figures: SalesDashboard; by: keyof typeof conversionViews }) {
  const { title, intro, rowsOf } = conversionViews[by];
  return (
    <ConversionChart
      title={title}
      intro={intro}
      rows={rowsOf(figures)}
      kinds={leadKinds}
      by={by}
      empty="No enquiries, calls or visits in these 12 weeks."
    />
  );
}

function Funnel({ figures }: { figures: SalesDashboard }) {
  const { enquired, booked, held, won } = figures.funnel;
  return (
    <FunnelChart
      title="From enquiry to won"
      intro="People whose enquiry came in the last 12 months, and how far they went by any path, as the revenue above counts a deal won: a step counts everyone who reached it or a later one, so a deal won without a call counts at every step before Won too. A person erased on request counts up to the calls they booked. Each step's share is of the step before."
      steps={[
        { label: "Sent an enquiry", value: enquired },
        { label: "Booked a call, or won without one", value: booked },
        { label: "Had a call held, or won without one", value: held },
        { label: "Won", value: won },
      ]}
      head={["Step", "People", "Of the step before", "Of all who wrote"]}
      empty="No enquiries in these 12 months."
    />
  );
}

function NoShowRates({ figures }: { figures: SalesDashboard }) {
  const { byConsultant } = figures.noShows;
  const rows = byConsultant.map((row) => ({
    label: row.consultant,
    value: row.withOutcome === 0 ? 0 : row.noShows / row.withOutcome,
    text: `${percent(row.noShows, row.withOutcome)} · ${counted(row.noShows)} of ${counted(row.withOutcome)}`,
  }));
  const title = "No-shows per consultant";
  return (
    <ChartCard
      title={title}
      intro="Of the calls in the last 12 months whose consultant recorded what happened (held, no-show or cancelled late)."
    >
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each consultant's no-show rate.`}>
        {(width) => (
          <BarRows width={width} rows={rows} max={1} fill="#c2410c" empty="No call outcomes in these 12 months." />
        )}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Consultant", "Calls with an outcome", "No-shows", "No-show rate"]}
        rows={byConsultant.map((row) => [
          row.consultant,
          counted(row.withOutcome),
          counted(row.noShows),
          percent(row.noShows, row.withOutcome),
        ])}
        foot={[
          "All consultants",
          counted(figures.noShows.withOutcome),
          counted(figures.noShows.noShows),
          percent(figures.noShows.noShows, figures.noShows.withOutcome),
        ]}
      />
    </ChartCard>
  );
}

function WonByMonth({ figures }: { figures: SalesDashboard }) {
  const columns = figures.wonByMonth.map((month) => ({
    key: month.month,
    axisLabel: shortMonth(month.month),
    title: monthLabel(month.month),
    values: [month.value],
  }));
  const title = "Won value per month";
  return (
    <ChartCard
      title={title}
      intro={`Expected values in rupees of the deals won each month, ${monthLabel(figures.months[0]!)} to ${monthLabel(figures.months.at(-1)!)}.`}
    >
      <ChartBox height={columnsHeight} label={`${title}: a column for each of the last 12 months.`}>
        {(width) => (
          <StackedColumns
            width={width}
            height={columnsHeight}
            columns={columns}
            series={[{ name: "Won", fill: "#047857" }]}
            format={shortRupees}
            empty="Nothing won in these 12 months."
          />
        )}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Month", "Deals won", "Value"]}
        rows={figures.wonByMonth.map((month) => [monthLabel(month.month), counted(month.deals), rupees(month.value)])}
        foot={[
          "All 12 months",
          counted(sum(figures.wonByMonth.map((month) => month.deals))),
          rupees(sum(figures.wonByMonth.map((month) => month.value))),
        ]}
      />
    </ChartCard>
  );
}

function WonByOwner({ figures }: { figures: SalesDashboard }) {
  const ownerName = (owner: string | null) => owner ?? "No owner";
  const rows = figures.wonByOwner.map((row) => ({
    label: ownerName(row.owner),
    value: row.value,
    text: `${rupees(row.value)} · ${plural(row.deals, "deal", "deals")}`,
  }));
  const title = "Won value per owner";
  return (
    <ChartCard title={title} intro="The deals won in the last 12 months, by the contact's owner.">
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each owner.`}>
        {(width) => <BarRows width={width} rows={rows} fill="#047857" empty="Nothing won in these 12 months." />}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Owner", "Deals won", "Value"]}
        rows={figures.wonByOwner.map((row) => [ownerName(row.owner), counted(row.deals), rupees(row.value)])}
      />
    </ChartCard>
  );
}
