import { AxisBottom, AxisLeft } from "@visx/axis";
import type { scaleBand, scaleLinear, scalePoint } from "@visx/scale";

/** The colour of a chart's words: its axes' labels and what it says when empty. */
export const chartInk = "#475569";
const tickLabel = { fill: chartInk, fontSize: 11, fontFamily: "inherit" } as const;

export type TimeStep = { key: string; axisLabel: string };

/**
 * A time chart's axes: its values on the left, its steps below. Each step label needs
 * `labelRoom` pixels, so narrow steps label every second or third one, counted back from the
 * newest, which is always labelled.
 */
export function TimeAxes({
  x,
  y,
  ticks,
  format,
  steps,
  labelRoom,
  innerHeight,
}: {
  x: ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
  y: ReturnType<typeof scaleLinear<number>>;
  ticks: number[];
  format: (value: number) => string;
  steps: TimeStep[];
  labelRoom: number;
  innerHeight: number;
}) {
  const every = Math.max(1, Math.ceil(labelRoom / Math.max(x.step(), 1)));
  const labelled = steps.filter((_, index) => (steps.length - 1 - index) % every === 0).map((step) => step.key);
  const axisLabels = new Map(steps.map((step) => [step.key, step.axisLabel]));
  return (
    <>
      <AxisLeft
        scale={y}
        tickValues={ticks}
        tickFormat={(value) => format(Number(value))}
        hideAxisLine
        hideTicks
        tickLabelProps={{ ...tickLabel, textAnchor: "end", dx: -4, dy: "0.33em" }}
      />
      <AxisBottom
        top={innerHeight}
        scale={x}
        tickValues={labelled}
        tickFormat={(key) => axisLabels.get(key) ?? key}
        stroke="#94a3b8"
        tickStroke="#94a3b8"
        tickLength={4}
        tickLabelProps={{ ...tickLabel, textAnchor: "middle" }}
      />
    </>
  );
}
