import { useParentSize } from "@visx/responsive";
import type { ReactNode } from "react";

/** The width a chart is drawn at on the server, before the browser says how wide its box is. */
const serverWidth = 480;

/**
 * A chart's box: a fixed height known before anything loads, so nothing below it moves (CLS 0).
 * The server draws the chart at a nominal width, scaled into the box by its viewBox; once the
 * page runs, it is drawn again at the box's own width, inside the same box.
 */
export function ChartBox({
  height,
  label,
  children,
}: {
  height: number;
  /** What the picture shows, for screen readers; its numbers are in the table after it. */
  label: string;
  children: (width: number) => ReactNode;
}) {
  const { parentRef, width } = useParentSize({
    initialSize: { width: serverWidth },
    ignoreDimensions: ["height", "top", "left"],
  });
  const drawnWidth = width > 0 ? width : serverWidth;
  return (
    <div ref={parentRef} className="w-full" style={{ height }}>
      <svg
        role="img"
        aria-label={label}
        width="100%"
        height={height}
        viewBox={`0 0 ${drawnWidth} ${height}`}
        className="block overflow-visible font-sans"
      >
        {children(drawnWidth)}
      </svg>
    </div>
  );
}

/** A chart's numbers as a real table, behind a "Show the numbers" disclosure. */
export function NumbersTable({
  caption,
  head,
  rows,
  foot,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  /** A last row of totals. */
  foot?: string[];
}) {
  const cell = "px-3 py-1.5 text-right tabular-nums whitespace-nowrap";
  const rowHead = "px-3 py-1.5 text-left font-normal whitespace-nowrap";
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-brand-800 hover:underline">
        Show the numbers<span className="sr-only"> of {caption}</span>
      </summary>
      <div
        className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
        // A table wider than a phone scrolls in its frame, which keyboard users must be able to focus.
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`${caption}: the numbers`}
      >
        <table className="w-full border-collapse">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              {head.map((name, index) => (
                <th key={name} scope="col" className={index === 0 ? rowHead : cell}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {rows.map(([first, ...rest], index) => (
              // Two rows may share a name (two owners called alike): the position tells them apart.
              <tr key={`${index}-${first}`}>
                <th scope="row" className={rowHead}>
                  {first}
                </th>
                {rest.map((value, index) => (
                  <td key={head[index + 1]} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {foot ? (
            <tfoot className="border-t border-slate-200 font-semibold text-slate-900">
              <tr>
                <th scope="row" className={rowHead}>
                  {foot[0]}
                </th>
                {foot.slice(1).map((value, index) => (
                  <td key={head[index + 1]} className={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </details>
  );
}
