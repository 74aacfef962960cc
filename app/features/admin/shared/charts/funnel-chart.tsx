import { BarRows, barRowsHeight } from "./bar-rows";
import { ChartBox, NumbersTable } from "./chart-box";
import { ChartCard } from "./chart-card";
import { isShown, type ShownCount } from "~domain/privacy/small-counts";

import { barValue, shownPercent, shownText } from "./chart-figures";

/**
 * A funnel's card: a bar per step with its count and its share of the step before, and the table
 * with each step's share of the step before and of the first step. The bars are drawn whenever a
 * step counted anything, so the picture and the table never disagree; a count the server did not
 * show (decision 072) has no bar and no share, and a share of nothing is "–".
 */
export function FunnelChart({
  title,
  intro,
  steps,
  head,
  empty,
}: {
  title: string;
  intro: string;
  steps: { label: string; value: ShownCount }[];
  /** The table's columns: the step, the count, the share of the step before, the share of all. */
  head: [string, string, string, string];
  /** Said instead of the bars when no step counted anything. */
  empty: string;
}) {
  const everyone = steps[0]?.value ?? 0;
  const before = (index: number) => steps[Math.max(index - 1, 0)]!.value;
  const rows = steps.map((step, index) => ({
    label: step.label,
    value: barValue(step.value),
    text: index === 0 ? shownText(step.value) : `${shownText(step.value)} · ${shownPercent(step.value, before(index))}`,
  }));
  // With nothing at any step the chart says so in one row's height, not the steps' empty rows; a
  // count not shown may be more than nothing, so its row is drawn, without a bar.
  const drawn = steps.some((step) => !isShown(step.value) || step.value > 0) ? rows : [];
  return (
    <ChartCard title={title} intro={intro}>
      <ChartBox height={barRowsHeight(drawn.length)} label={`${title}: a bar for each step.`}>
        {(width) => <BarRows width={width} rows={drawn} empty={empty} />}
      </ChartBox>
      <NumbersTable
        caption={title}
        head={head}
        rows={steps.map((step, index) => [
          step.label,
          shownText(step.value),
          index === 0 ? "–" : shownPercent(step.value, before(index)),
          shownPercent(step.value, everyone),
        ])}
      />
    </ChartCard>
  );
}
