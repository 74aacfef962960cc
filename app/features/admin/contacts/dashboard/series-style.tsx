import { PatternCircles, PatternLines } from "@visx/pattern";

import type { SourceSeries } from "~contracts/contact-dashboard";

/**
 * How each series of a stacked chart looks: a colour and a texture (stripes, dots), so that no
 * series is told apart by colour alone. The colours keep 3:1 against white; "other" is grey.
 */
type Texture = "solid" | "diagonal" | "dots" | "vertical" | "horizontal" | "crosshatch";
type SeriesStyle = { colour: string; texture: Texture };

const namedStyles: SeriesStyle[] = [
  { colour: "#24336b", texture: "solid" },
  { colour: "#c2410c", texture: "diagonal" },
  { colour: "#047857", texture: "dots" },
  { colour: "#be185d", texture: "vertical" },
  { colour: "#6d28d9", texture: "horizontal" },
];
const otherStyle: SeriesStyle = { colour: "#64748b", texture: "crosshatch" };

export const styleOf = (series: SourceSeries, index: number): SeriesStyle =>
  series.kind === "other" ? otherStyle : namedStyles[index % namedStyles.length]!;

/** The paint of a series: its colour, or its pattern (defined once per chart by SeriesPatterns). */
export const fillOf = (prefix: string, series: SourceSeries, index: number): string =>
  styleOf(series, index).texture === "solid" ? styleOf(series, index).colour : `url(#${prefix}-${index})`;

/** The patterns of a chart's series, inside its <svg>; `prefix` keeps their ids the chart's own. */
export function SeriesPatterns({ prefix, series }: { prefix: string; series: SourceSeries[] }) {
  return (
    <defs>
      {series.map((one, index) => {
        const { colour, texture } = styleOf(one, index);
        const id = `${prefix}-${index}`;
        const lines = { id, width: 6, height: 6, stroke: "#ffffff", strokeWidth: 1.5, background: colour };
        switch (texture) {
          case "solid":
            return null;
          case "dots":
            return (
              <PatternCircles key={id} id={id} width={6} height={6} radius={1.3} fill="#ffffff" background={colour} />
            );
          case "crosshatch":
            return (
              <PatternLines key={id} {...lines} strokeWidth={1} orientation={["diagonal", "diagonalRightToLeft"]} />
            );
          default:
            return <PatternLines key={id} {...lines} orientation={[texture]} />;
        }
      })}
    </defs>
  );
}
