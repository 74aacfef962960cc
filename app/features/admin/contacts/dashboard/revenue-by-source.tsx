import type { RevenueAttribution } from "~contracts/revenue-attribution";

import { BarRows, barRowsHeight } from "~/features/admin/shared/charts/bar-rows";
import { ChartBox, NumbersTable } from "~/features/admin/shared/charts/chart-box";
import { ChartCard, FigureTile } from "~/features/admin/shared/charts/chart-card";
import { counted, durationText, percent, plural } from "~/features/admin/shared/charts/chart-figures";
import { FunnelChart } from "~/features/admin/shared/charts/funnel-chart";
import { leadsCounted } from "~/features/admin/shared/charts/leads-counted";
import { Notice } from "~/features/admin/shared/ui/notice";
import { RangeForm, type RangeErrors } from "~/features/admin/shared/ui/range-form";
import { rupees } from "./dashboard-format";
import { revenueTable, revenueWays, stepsInOrder, type RevenueWay } from "./revenue-tables";

const rowsShown = 10;

/** "1 Nov 2026 – 25 Nov 2026" from the range's ISO days, written alike on the server and in the browser. */
const dayText = (date: string) => {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  return `${day} ${names[month - 1]} ${year}`;
};
const rangeText = ({ from, to }: { from: string; to: string }) =>
  from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;

/**
 * Revenue by where it came from (decision 062): the sales desk's steps from a
 * visit to rupees won for a chosen range, against the range before, by the source, campaign and
 * landing page of the visit each step is credited to, and by service.
 */
export function RevenueBySource({
  report,
  errors,
  typed,
}: {
  report: RevenueAttribution;
  errors: RangeErrors;
  typed: { range: string | null; from: string | null; to: string | null };
}) {
  const { now, before } = report.totals;
  const beforeText = (value: string) => (before ? `Before: ${value}` : undefined);
  return (
    <section aria-labelledby="revenue-heading" className="mb-8">
      <h2 id="revenue-heading" className="mb-1 text-xl font-bold text-brand-900">
        Revenue by where it came from
      </h2>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">
        {rangeText(report.range)}
        {report.range.previous ? `, against ${rangeText(report.range.previous)}` : ""}. Each step counts when it
        happened and goes to the visit its lead came from; a won deal goes to the contact&apos;s first lead before the
        win. {leadsCounted}
      </p>
      <RangeForm range={report.range} typed={typed} errors={errors} />
      {errors.from || errors.to ? (
        <Notice tone="error">These dates cannot be shown, so the last 30 days are. {errors.from ?? errors.to}</Notice>
      ) : null}
      <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile term="Visits" value={counted(now.visits ?? 0)} detail={beforeText(counted(before?.visits ?? 0))} />
        <FigureTile term="Leads" value={counted(now.leads)} detail={beforeText(counted(before?.leads ?? 0))} />
        <FigureTile
          term="Calls held"
          value={counted(now.callsHeld)}
          detail={`${plural(now.callsBooked, "call", "calls")} booked, ${plural(now.noShows, "no-show", "no-shows")}`}
        />
        <FigureTile
          term="Won"
          value={rupees(now.rupeesWon)}
          detail={[plural(now.dealsWon, "deal", "deals"), beforeText(rupees(before?.rupeesWon ?? 0))]
            .filter(Boolean)
            .join(". ")}
        />
        <FigureTile
          term="No-show rate"
          value={percent(now.noShows, now.noShows + now.callsHeld)}
          detail={`${counted(now.noShows)} of ${plural(now.noShows + now.callsHeld, "call", "calls")} with an outcome`}
        />
        <FigureTile
          term="Median time to won"
          value={durationText(now.medianSecondsToWon)}
          detail="From the first lead sent to the win"
        />
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <FunnelChart
          title="From visit to won"
          intro="Each step in these dates, and its share of the step before: the conversion at each step."
          steps={stepsInOrder(now).map((step) => ({ label: step.label, value: step.value ?? 0 }))}
          head={["Step", "Number", "Of the step before", "Of all visits"]}
          empty="No visits in these dates."
        />
        {(Object.keys(revenueWays) as RevenueWay[]).map((way) => (
          <WayCard key={way} report={report} way={way} />
        ))}
      </div>
    </section>
  );
}

function WayCard({ report, way }: { report: RevenueAttribution; way: RevenueWay }) {
  const { title, nameOf } = revenueWays[way];
  const table = revenueTable(report, way);
  const rows = report[way].slice(0, rowsShown).map((row) => ({
    label: nameOf(row.name),
    value: row.now.rupeesWon,
    text: `${rupees(row.now.rupeesWon)} · ${plural(row.now.leads, "lead", "leads")}`,
  }));
  return (
    <ChartCard
      title={title}
      intro={
        way === "byService"
          ? "The service a call was booked for; an enquiry names none. Visits name no service."
          : "Rupees won and leads, the most rupees first; the table has every step and its conversion."
      }
    >
      <ChartBox height={barRowsHeight(rows.length)} label={`${title}: a bar for each row.`}>
        {(width) => <BarRows width={width} rows={rows} empty="Nothing in these dates." />}
      </ChartBox>
      <NumbersTable caption={title} head={table.head} rows={table.rows} foot={table.foot} />
    </ChartCard>
  );
}
