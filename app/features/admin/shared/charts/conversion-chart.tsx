import type { ConversionName, ConversionRow } from "~contracts/analytics-lead-conversion";
import { isShown, withheldShown, type ShownCount } from "~domain/privacy/small-counts";

import { BarRows, barRowsHeight } from "./bar-rows";
import { ChartBox, NumbersTable } from "./chart-box";
import { ChartCard } from "./chart-card";
import {
  barValue,
  conversionRate,
  counted,
  landingPageLabel,
  plural,
  shownText,
  sourceNameLabel,
  sum,
} from "./chart-figures";
import { ChartLegend } from "./chart-legend";

export type ConversionKind<Kind extends string> = {
  kind: Kind;
  /** The column's name: "Enquiries". */
  label: string;
  /** The rate column's name, saying what it divides: "Visits with an enquiry". */
  visitsLabel: string;
  fill: string;
};

/** What a row is, for the table's head and its "other" row, and a named row's label as people read it. */
const rowNames = {
  source: {
    heading: "Source",
    many: "sources",
    nameOf: sourceNameLabel,
  },
  landingPage: { heading: "Landing page", many: "pages", nameOf: landingPageLabel },
};

/**
 * Leads by source or by landing page beside the visits from it: a bar of each
 * row's leads (the kinds after the first drawn over it from the left), its leads and visits written
 * beside it; the table gives every kind's count and the share of visits that led to one (not
 * leads ÷ visits, which passed 100% when a visit sent two). Counts of applicants come as decision 072
 * shows them, with their totals from the server: the rows' would not add up.
 */
export function ConversionChart<Kind extends string>({
  title,
  intro,
  rows,
  totals,
  kinds,
  by,
  empty,
}: {
  title: string;
  intro: string;
  rows: ConversionRow<Kind, ShownCount>[];
  /** The rows' counts together, where some are not shown; else they are added up here. */
  totals?: Pick<ConversionRow<Kind, ShownCount>, "leads" | "visitsWith">;
  kinds: ConversionKind<Kind>[];
  by: "source" | "landingPage";
  empty: string;
}) {
  const { heading, many, nameOf } = rowNames[by];
  const label = (of: ConversionName) =>
    of.kind === "others" ? `Other ${many} (${counted(of.count)})` : nameOf(of.name);
  const leadsOf = (row: Pick<ConversionRow<Kind, ShownCount>, "leads">) =>
    together(kinds.map(({ kind }) => row.leads[kind]));
  const bars = rows.map((row) => ({
    label: label(row.of),
    value: barValue(leadsOf(row)),
    // Over the bar from the left: the kinds after the first together, then those after the second...
    parts: kinds
      .slice(1)
      .map((_, index) => barValue(together(kinds.slice(index + 1).map(({ kind }) => row.leads[kind])))),
    text: `${shownText(leadsOf(row))} from ${plural(row.visits, "visit", "visits")}`,
  }));
  const visits = sum(rows.map((row) => row.visits));
  const total = (kind: Kind) => totals?.leads[kind] ?? together(rows.map((row) => row.leads[kind]));
  const totalVisitsWith = (kind: Kind) => totals?.visitsWith[kind] ?? together(rows.map((row) => row.visitsWith[kind]));
  const share = (visitsWith: ShownCount, of: number) =>
    `${shownText(visitsWith)} · ${isShown(visitsWith) ? conversionRate(visitsWith, of) : "—"}`;
  return (
    <ChartCard title={title} intro={intro}>
      <ChartBox height={barRowsHeight(bars.length)} label={`${title}: a bar for each ${heading.toLowerCase()}.`}>
        {(width) => (
          <BarRows
            width={width}
            rows={bars}
            fill={kinds[0]!.fill}
            partFills={kinds.slice(1).map(({ fill }) => fill)}
            empty={empty}
          />
        )}
      </ChartBox>
      {kinds.length > 1 ? (
        <ChartLegend label="What the bars show" series={kinds.map(({ label, fill }) => ({ name: label, fill }))} />
      ) : null}
      <NumbersTable
        caption={title}
        head={[heading, "Visits", ...kinds.flatMap(({ label, visitsLabel }) => [label, visitsLabel])]}
        rows={rows.map((row) => [
          label(row.of),
          counted(row.visits),
          ...kinds.flatMap(({ kind }) => [shownText(row.leads[kind]), share(row.visitsWith[kind], row.visits)]),
        ])}
        foot={[
          `All ${many}`,
          counted(visits),
          ...kinds.flatMap(({ kind }) => [shownText(total(kind)), share(totalVisitsWith(kind), visits)]),
        ]}
      />
    </ChartCard>
  );
}

/** Counts added up; one not shown makes their sum not shown (a single count stays as it is). */
function together(counts: ShownCount[]): ShownCount {
  if (counts.length === 1) return counts[0]!;
  return counts.every(isShown) ? sum(counts) : withheldShown;
}
