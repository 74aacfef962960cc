import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";

export type BarRow = {
  label: string;
  value: number;
  /** What the row says at its right, e.g. "4 · 80%" or "₹5,00,000 · 2 deals". */
  text: string;
  /** Parts of the value drawn over its bar from the left, each smaller than the one before (of 12 applications, 5 interviewed, 1 hired). */
  parts?: number[];
};

/** About how wide a character of 13px text is: enough to keep a long name off the figure beside it. */
const charWidth = 7.5;

/** A label cut to the room it has ("Aditya Venkatar…"); the table and the hover title keep it whole. */
function shortened(label: string, room: number): string {
  const fits = Math.max(Math.floor(room / charWidth), 4);
  return label.length <= fits ? label : `${label.slice(0, fits - 1).trimEnd()}…`;
}

/** Each row: its label and its figure on one line, its bar under them. */
export const barRowHeight = 44;
const barHeight = 14;

/** The height of a BarRows chart of `count` rows (at least one, where an empty chart says so). */
export const barRowsHeight = (count: number) => Math.max(count, 1) * barRowHeight;

/**
 * Horizontal bars with their labels and figures written out, so the chart reads without its
 * colour or its scale: a funnel's steps, owners' won value, consultants' no-show rates.
 */
export function BarRows({
  width,
  rows,
  max,
  fill = "#24336b",
  partFills = [],
  empty,
}: {
  width: number;
  rows: BarRow[];
  /** The value a full-width bar stands for (1 for a rate); the largest row's when not given. */
  max?: number;
  fill?: string;
  /** The fill of each of the rows' parts, in order. */
  partFills?: string[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <text
        x={width / 2}
        y={barRowHeight / 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={13}
        fill="#475569"
      >
        {empty}
      </text>
    );
  }
  const x = scaleLinear({
    domain: [0, Math.max(max ?? Math.max(...rows.map((row) => row.value)), Number.MIN_VALUE)],
    range: [0, width],
    clamp: true,
  });
  return rows.map((row, index) => (
    <Group key={row.label} top={index * barRowHeight}>
      <text x={0} y={14} fontSize={13} fill="#0f172a">
        <title>{row.label}</title>
        {shortened(row.label, width - row.text.length * charWidth - 12)}
      </text>
      <text x={width} y={14} fontSize={13} fontWeight={600} textAnchor="end" fill="#0f172a">
        {row.text}
      </text>
      <Bar x={0} y={22} width={width} height={barHeight} rx={3} fill="#f1f5f9" />
      {row.value > 0 ? (
        <Bar x={0} y={22} width={Math.max(x(row.value), 3)} height={barHeight} rx={3} fill={fill} />
      ) : null}
      {(row.parts ?? []).map((part, partIndex) =>
        part > 0 ? (
          <Bar
            key={partFills[partIndex] ?? partIndex}
            x={0}
            y={22}
            width={Math.max(x(part), 3)}
            height={barHeight}
            rx={3}
            fill={partFills[partIndex]}
          />
        ) : null,
      )}
    </Group>
  ));
}
