import { scalePoint } from "@visx/scale";
import { LinePath } from "@visx/shape";

import { counted } from "~/features/admin/shared/charts/chart-figures";
import { TimeFrame, timePlot } from "~/features/admin/shared/charts/time-frame";

const margin = { top: 12, right: 12, bottom: 24, left: 44 };
/** Labels on the time axis need this much room each; closer steps label every second or third. */
const labelRoom = 52;

export type ComparedPoint = { key: string; axisLabel: string; value: number; before: number | null };

/**
 * A figure over a range's steps as a line, with the previous range's figure at the same step
 * drawn faintly and dashed behind it (no chart of the back office compares two ranges: the
 * others stack columns). A pure function of its figures and width, as decision 030 asks.
 */
export function ComparedLines({
  width,
  height,
  points,
  colour,
  empty,
}: {
  width: number;
  height: number;
  points: ComparedPoint[];
  colour: string;
  /** Said across the box when every value is 0. */
  empty: string;
}) {
  const largest = Math.max(0, ...points.map((point) => Math.max(point.value, point.before ?? 0)));
  const plot = timePlot({ width, height, margin, largest, whole: true });
  const { y } = plot;
  const x = scalePoint({ domain: points.map((point) => point.key), range: [0, plot.innerWidth], padding: 0.2 });
  const xOf = (point: ComparedPoint) => x(point.key) ?? 0;
  const compared = points.some((point) => point.before !== null);
  return (
    <TimeFrame plot={plot} x={x} steps={points} format={counted} labelRoom={labelRoom} empty={empty}>
      {plot.empty ? null : (
        <>
          {compared ? (
            <LinePath
              data={points}
              x={xOf}
              y={(point) => y(point.before ?? 0)}
              stroke={colour}
              strokeOpacity={0.35}
              strokeWidth={2}
              strokeDasharray="5 4"
            />
          ) : null}
          <LinePath data={points} x={xOf} y={(point) => y(point.value)} stroke={colour} strokeWidth={2.5} />
          {points.length <= 31
            ? points.map((point) => (
                <circle key={point.key} cx={xOf(point)} cy={y(point.value)} r={3} fill={colour}>
                  <title>{`${point.axisLabel}: ${counted(point.value)}`}</title>
                </circle>
              ))
            : null}
        </>
      )}
    </TimeFrame>
  );
}
