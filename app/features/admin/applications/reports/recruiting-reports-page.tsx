import { PatternLines } from "@visx/pattern";
import { useId, type ReactNode } from "react";

import type { ApplicationJobChoice } from "~contracts/applications";
import type { RecruitingReport } from "~contracts/recruiting-reports";
import { sourceLabel } from "~domain/applications/application-sources";
import { hireDayBins, reportPeriodLabels, reportPeriods } from "~domain/applications/recruiting-reports";
import { applicationStageLabels } from "~domain/applications/recruiting";
import { isShown, smallCountsRule } from "~domain/privacy/small-counts";

import { jobLabel } from "~/features/admin/applications/application-list-page";
import { BarRows, barRowsHeight } from "~/features/admin/shared/charts/bar-rows";
import { ChartBox, NumbersTable } from "~/features/admin/shared/charts/chart-box";
import { ChartCard, FigureTile } from "~/features/admin/shared/charts/chart-card";
import { ChartLegend } from "~/features/admin/shared/charts/chart-legend";
import { ConversionChart, type ConversionKind } from "~/features/admin/shared/charts/conversion-chart";
import { FunnelChart } from "~/features/admin/shared/charts/funnel-chart";
import {
  barValue,
  counted,
  durationText,
  shownPercent,
  shownPlural,
  shownText,
} from "~/features/admin/shared/charts/chart-figures";
import { StackedColumns } from "~/features/admin/shared/charts/stacked-columns";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { reportPath } from "./report-filter";

/** A time in a stage as every report writes a time taken ("4 days 11 hours", "3 hours"). */
const daysText = (days: number | null) => durationText(days === null ? null : days * 86_400);

const histogramHeight = 220;
const sourceFills = { applications: "#64748b", interviewed: "#c2410c", hired: "#047857" };

/** "Applications received in the last 90 days, to every job". */
const selectionText = (report: RecruitingReport) =>
  `${report.filter.period === "all" ? "All applications" : `Applications received in the ${reportPeriodLabels[report.filter.period].toLowerCase()}`}, ${report.jobTitle ? `to ${report.jobTitle}` : "to every job"}`;

/**
 * The recruiting reports: how a job's candidates (or every job's) go through
 * the stages, how long they wait, where they come from and why they are turned down; each chart
 * in a box of fixed height with its numbers in a table. `selfIdentification` is the privacy
 * area's part, there only for those whose role opens it.
 */
export function RecruitingReportsPage({
  report,
  jobs,
  selfIdentification,
}: {
  report: RecruitingReport;
  jobs: ApplicationJobChoice[];
  selfIdentification: ReactNode;
}) {
  const hired = report.stagesReached.at(-1)!.reached;
  return (
    <>
      <PageHeader
        title="Recruiting reports"
        intro={
          <>
            {selectionText(report)}, and how far they went, as of <IndiaTime at={report.asOf} />. {smallCountsRule}
          </>
        }
      />
      <FilterBar
        label="Choose the report's job and period"
        q={undefined}
        placeholder={undefined}
        clearTo={
          report.filter.job || report.filter.period !== "365"
            ? reportPath({ job: undefined, period: "365" })
            : undefined
        }
        columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto]"
        resetKey={reportPath(report.filter)}
      >
        <FilterSelect
          id="report-job"
          label="Job"
          name="job"
          value={report.filter.job}
          anyLabel="All jobs"
          choices={jobs.map((choice) => ({ value: choice.id, label: jobLabel(choice) }))}
          className="col-span-2 lg:col-span-1"
        />
        <FilterSelect
          id="report-period"
          label="Received"
          name="period"
          value={report.filter.period === "365" ? undefined : report.filter.period}
          anyLabel={reportPeriodLabels["365"]}
          choices={reportPeriods
            .filter((period) => period !== "365")
            .map((period) => ({ value: period, label: reportPeriodLabels[period] }))}
          className="col-span-2 lg:col-span-1"
        />
      </FilterBar>
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile term="Applications" value={shownText(report.applications)} />
        <FigureTile
          term="Interviews arranged"
          value={shownText(report.interviews)}
          detail={`${shownPlural(report.stagesReached[2]!.reached, "candidate", "candidates")} reached the interview stage`}
        />
        <FigureTile
          term="Hires"
          value={shownText(hired)}
          detail={`${shownPercent(hired, report.applications)} of applications`}
        />
        <FigureTile
          term="Time to hire, median"
          value={daysText(report.timeToHire.medianDays)}
          detail={`average ${daysText(report.timeToHire.averageDays)}`}
        />
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Funnel report={report} />
        <StageTimes report={report} />
        <TimeToHire report={report} />
        <Sources report={report} />
        <VisitConversion report={report} by="source" />
        <VisitConversion report={report} by="landingPage" />
        <RejectionReasons report={report} />
        {selfIdentification}
      </div>
    </>
  );
}

function Funnel({ report }: { report: RecruitingReport }) {
  return (
    <FunnelChart
      title="Through the stages"
      intro="How many applications reached each stage (or went past it); each stage's share is of the stage before, its pass-through rate. A rejected application counts as far as it got."
      steps={report.stagesReached.map((step) => ({ label: applicationStageLabels[step.stage], value: step.reached }))}
      head={["Stage", "Applications", "Of the stage before", "Of all applications"]}
      empty="No applications in this selection."
    />
  );
}

function StageTimes({ report }: { report: RecruitingReport }) {
  const rows = report.stageTimes.map((stage) => ({
    label: applicationStageLabels[stage.stage],
    value: stage.medianDays ?? 0,
    text:
      stage.medianDays === null
        ? `${shownText(stage.left)} moved on`
        : `${daysText(stage.medianDays)} · ${shownText(stage.left)} moved on`,
  }));
  const title = "Time in each stage";
  return (
    <ChartCard
      title={title}
      intro="The median time applications spent in a stage before they moved on (to the next stage, or out), once 5 have; those still in it are not counted yet."
    >
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each stage's median time.`}>
        {(width) => (
          <BarRows
            width={width}
            rows={report.stageTimes.some((stage) => stage.medianDays !== null) ? rows : []}
            fill="#6d28d9"
            empty="Fewer than 5 applications have moved on from any stage yet."
          />
        )}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Stage", "Moved on", "Median", "Average"]}
        rows={report.stageTimes.map((stage) => [
          applicationStageLabels[stage.stage],
          shownText(stage.left),
          daysText(stage.medianDays),
          daysText(stage.averageDays),
        ])}
      />
    </ChartCard>
  );
}

function TimeToHire({ report }: { report: RecruitingReport }) {
  const columns = report.hiresByDays.map((bin, index) => ({
    key: bin.label,
    axisLabel: hireDayBins[index]?.short ?? bin.label,
    title: bin.label,
    values: [barValue(bin.hires)],
  }));
  const { hires, medianDays, averageDays } = report.timeToHire;
  const title = "Time to hire";
  return (
    <ChartCard
      title={title}
      intro={
        isShown(hires)
          ? `Days from the application to the move to Hired: ${shownPlural(hires, "hire", "hires")}, median ${daysText(medianDays)}, average ${daysText(averageDays)}.`
          : "Days from the application to the move to Hired."
      }
    >
      <ChartBox height={histogramHeight} label={`${title}: a column for each span of days.`}>
        {(width) => (
          <StackedColumns
            width={width}
            height={histogramHeight}
            columns={columns}
            series={[{ name: "Hires", fill: "#047857" }]}
            format={counted}
            whole
            empty="Fewer than 5 hires in this selection."
          />
        )}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Days to hire", "Hires"]}
        rows={report.hiresByDays.map((bin) => [bin.label, shownText(bin.hires)])}
        foot={["All hires", shownText(hires)]}
      />
    </ChartCard>
  );
}

function Sources({ report }: { report: RecruitingReport }) {
  const patternId = `${useId()}interviewed`;
  const fills = [`url(#${patternId})`, sourceFills.hired];
  const named = report.sources.map((row) => ({
    ...row,
    label: row.source === null ? "Other sources" : sourceLabel(row.source, row.sourceName),
  }));
  const rows = named.map((row) => ({
    label: row.label,
    value: barValue(row.applications),
    parts: [barValue(row.interviewed), barValue(row.hired)],
    text: `${shownText(row.applications)} · ${shownText(row.interviewed)} · ${shownText(row.hired)}`,
  }));
  const legend = [
    { name: "Applications", fill: sourceFills.applications },
    { name: "Interviewed", fill: fills[0]! },
    { name: "Hired", fill: sourceFills.hired },
  ];
  const title = "By source";
  return (
    <ChartCard
      title={title}
      intro="Where applications came from (the apply link's source, a job board's name, a colleague's referral), and of them how many were interviewed and hired; the figures are in that order. A source with fewer than 5 applications is counted with the other sources."
    >
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each source.`}>
        {(width) => (
          <>
            <defs>
              <PatternLines
                id={patternId}
                width={6}
                height={6}
                stroke="#ffffff"
                strokeWidth={1.5}
                background={sourceFills.interviewed}
                orientation={["diagonal"]}
              />
            </defs>
            <BarRows
              width={width}
              rows={rows}
              fill={sourceFills.applications}
              partFills={fills}
              empty="Fewer than 5 applications in this selection."
            />
          </>
        )}
      </ChartBox>
      <ChartLegend label="What the bars show" series={legend} />
      <NumbersTable
        caption={title}
        head={["Source", "Applications", "Interviewed", "Hired", "Hired of applications"]}
        rows={named.map((row) => [
          row.label,
          shownText(row.applications),
          shownText(row.interviewed),
          shownText(row.hired),
          shownPercent(row.hired, row.applications),
        ])}
      />
    </ChartCard>
  );
}

const applicationKind: ConversionKind<"applications">[] = [
  {
    kind: "applications",
    label: "Applications",
    visitsLabel: "Visits with an application",
    fill: sourceFills.applications,
  },
];

/** Applications by the visit they came from: its source (campaign, search engine, site) and landing page. */
function VisitConversion({ report, by }: { report: RecruitingReport; by: "source" | "landingPage" }) {
  const common = {
    kinds: applicationKind,
    empty: "Fewer than 5 applications in this selection.",
  };
  const visitsNote = report.jobTitle ? " Visits are the whole site's, not only this job's." : "";
  return by === "source" ? (
    <ConversionChart
      {...common}
      title="By the visit's source"
      intro={`Applications by where the visit they came from was sent from (a campaign's UTM source, a search engine, another site), beside the visits from there in the period: each bar says the applications and the visits; the table's share is the visits that sent an application divided by all the visits from there.${visitsNote}`}
      rows={report.visitSources.rows}
      totals={report.visitSources.totals}
      by="source"
    />
  ) : (
    <ConversionChart
      {...common}
      title="By landing page"
      intro={`The same by the page the visit began on, beside the visits that began there.${visitsNote}`}
      rows={report.landingPages.rows}
      totals={report.landingPages.totals}
      by="landingPage"
    />
  );
}

function RejectionReasons({ report }: { report: RecruitingReport }) {
  const { rejected } = report;
  const reasonName = (reason: string | null) => (reason === null ? "Other reasons" : reason || "No reason given");
  const rows = report.rejectionReasons.map((row) => ({
    label: reasonName(row.reason),
    value: barValue(row.count),
    text: `${shownText(row.count)} · ${shownPercent(row.count, rejected)}`,
  }));
  const title = "Rejection reasons";
  return (
    <ChartCard
      title={title}
      intro="The applications rejected, by the reason the recruiter chose; a reason given fewer than 5 times is counted with the other reasons."
    >
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each reason.`}>
        {(width) => (
          <BarRows width={width} rows={rows} fill="#be185d" empty="Fewer than 5 rejections in this selection." />
        )}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={["Reason", "Rejected", "Of all rejected"]}
        rows={report.rejectionReasons.map((row) => [
          reasonName(row.reason),
          shownText(row.count),
          shownPercent(row.count, rejected),
        ])}
        foot={["All reasons", shownText(rejected), shownPercent(rejected, rejected)]}
      />
    </ChartCard>
  );
}
