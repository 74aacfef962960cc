import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear, type scaleBand, type scalePoint } from "@visx/scale";
import type { ReactNode } from "react";

/** The colour of a chart's words: its axes' labels and what it says when empty. */
const chartInk = "#475569";
const tickLabel = { fill: chartInk, fontSize: 11, fontFamily: "inherit" } as const;

type TimeStep = { key: string; axisLabel: string };

type Margin = { top: number; right: number; bottom: number; left: number };

/**
 * The inside of a time chart's box and its value scale, from 0 to the largest value in about four
 * steps. `whole` (counts) marks whole numbers only and keeps at least 0 to 4 on the scale.
 */
export function timePlot({
  width,
  height,
  margin,
  largest,
  whole,
}: {
  width: number;
  height: number;
  margin: Margin;
  largest: number;
  whole?: boolean | undefined;
}) {
  const innerWidth = Math.max(width - margin.left - margin.right, 0);
  const innerHeight = height - margin.top - margin.bottom;
  const y = scaleLinear({ domain: [0, Math.max(largest, whole ? 4 : 1)], range: [innerHeight, 0], nice: 4 });
  // An empty chart draws no scale, only its time axis and what it says instead.
  const ticks = largest === 0 ? [] : y.ticks(4).filter((value) => !whole || Number.isInteger(value));
  return { margin, innerWidth, innerHeight, y, ticks, empty: largest === 0 };
}

export type TimePlot = ReturnType<typeof timePlot>;

/**
 * A time chart's frame around what it draws: the value scale's lines behind it, `empty` said
 * across the box when every value is 0, the values on the left and the steps below. Each step
 * label needs `labelRoom` pixels, so narrow steps label every second or third one, counted back
 * from the newest, which is always labelled.
 */
export function TimeFrame({
  plot,
  x,
  steps,
  format,
  labelRoom,
  empty,
  children,
}: {
  plot: TimePlot;
  x: ReturnType<typeof scaleBand<string>> | ReturnType<typeof scalePoint<string>>;
  steps: TimeStep[];
  format: (value: number) => string;
  labelRoom: number;
  empty: string;
  children: ReactNode;
}) {
  const { margin, innerWidth, innerHeight, y, ticks } = plot;
  const every = Math.max(1, Math.ceil(labelRoom / Math.max(x.step(), 1)));
  const labelled = steps.filter((_, index) => (steps.length - 1 - index) % every === 0).map((step) => step.key);
  const axisLabels = new Map(steps.map((step) => [step.key, step.axisLabel]));
  return (
    <Group left={margin.left} top={margin.top}>
      {ticks.map((tick) => (
        <line key={tick} x1={0} x2={innerWidth} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
      ))}
      {children}
      {plot.empty ? (
        <text x={innerWidth / 2} y={innerHeight / 2} textAnchor="middle" fontSize={13} fill={chartInk}>
          {empty}
        </text>
      ) : null}
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
    </Group>
  );
}
