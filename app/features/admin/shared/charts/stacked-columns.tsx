import { scaleBand } from "@visx/scale";
import { BarStack } from "@visx/shape";
import type { ReactNode } from "react";

import { TimeFrame, timePlot } from "./time-frame";

export type Column = {
  key: string;
  /** Under the column, on the axis. */
  axisLabel: string;
  /** In the hover title of its parts, e.g. "Week of 23 Nov 2026". */
  title: string;
  /** One value per series. */
  values: number[];
};

export type ColumnSeries = { name: string; fill: string };

const margin = { top: 18, right: 4, bottom: 24, left: 40 };
/** Labels on the time axis need this much room each; narrower columns label every second or third. */
const labelRoom = 44;

/**
 * Columns over time, each stacked from its series (one series: plain columns), the column's total
 * above it. `format` writes a value on the axis and over a column ("12", "₹7.5L").
 */
export function StackedColumns({
  width,
  height,
  columns,
  series,
  format,
  whole,
  defs,
  empty,
}: {
  width: number;
  height: number;
  columns: Column[];
  series: ColumnSeries[];
  format: (value: number) => string;
  /** Counts: the axis marks whole numbers only. */
  whole?: boolean;
  /** Pattern definitions the series' fills use. */
  defs?: ReactNode;
  /** Said across the box when every value is 0. */
  empty: string;
}) {
  const totals = columns.map((column) => column.values.reduce((sum, value) => sum + value, 0));
  const plot = timePlot({ width, height, margin, largest: Math.max(0, ...totals), whole });
  const { y } = plot;
  const x = scaleBand({ domain: columns.map((column) => column.key), range: [0, plot.innerWidth], padding: 0.28 });
  const data = columns.map((column) => ({
    key: column.key,
    title: column.title,
    ...Object.fromEntries(column.values.map((value, index) => [`s${index}`, value])),
  })) as ({ key: string; title: string } & Record<string, number>)[];
  const keys = series.map((_, index) => `s${index}`);
  // BarStack passes a part's key and its column's index: the fill goes by the key.
  const fills = new Map(series.map((one, index) => [`s${index}`, one.fill]));

  return (
    <>
      {defs}
      <TimeFrame plot={plot} x={x} steps={columns} format={format} labelRoom={labelRoom} empty={empty}>
        <BarStack data={data} keys={keys} x={(row) => row.key} xScale={x} yScale={y} color={(key) => fills.get(key)!}>
          {(stacks) =>
            stacks.map((stack) =>
              stack.bars
                .filter((bar) => bar.height > 0)
                .map((bar) => (
                  <rect
                    key={`${stack.key}-${bar.index}`}
                    x={bar.x}
                    y={bar.y}
                    width={bar.width}
                    height={bar.height}
                    fill={bar.color}
                    // A white seam between the parts of a column.
                    stroke="#ffffff"
                    strokeWidth={1}
                  >
                    <title>{`${bar.bar.data.title}: ${series[stack.index]!.name}, ${format(bar.bar.data[stack.key as string]!)}`}</title>
                  </rect>
                )),
            )
          }
        </BarStack>
        {x.bandwidth() >= Math.max(...totals.map((total) => format(total).length)) * 6
          ? columns.map((column, index) =>
              totals[index]! > 0 ? (
                <text
                  key={column.key}
                  x={(x(column.key) ?? 0) + x.bandwidth() / 2}
                  y={y(totals[index]!) - 4}
                  textAnchor="middle"
                  fontSize={10}
                  fontWeight={600}
                  fill="#0f172a"
                >
                  {format(totals[index]!)}
                </text>
              ) : null,
            )
          : null}
      </TimeFrame>
    </>
  );
}
