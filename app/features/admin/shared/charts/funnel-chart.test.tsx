import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { FunnelChart } from "./funnel-chart";

/** The card as the server draws it (the browser draws it again at its box's width). */
const render = (card: ReactElement) => {
  document.body.innerHTML = renderToStaticMarkup(card);
};

const head: [string, string, string, string] = ["Step", "Count", "Of the step before", "Of the first step"];

/** The card's table, each body row as its cells' texts. */
const tableRows = (title: string) =>
  within(screen.getByRole("table", { name: title }))
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("a funnel's card", () => {
  it("draws the steps that counted something even when the first counted nothing, as its table says", () => {
    render(
      <FunnelChart
        title="Sales"
        intro="Each step when it happened."
        steps={[
          { label: "Visits", value: 0 },
          { label: "Leads", value: 4 },
          { label: "Calls booked", value: 1 },
        ]}
        head={head}
        empty="Nothing was counted in these dates."
      />,
    );
    const picture = screen.getByRole("img", { name: "Sales: a bar for each step." });
    expect(within(picture).queryByText("Nothing was counted in these dates.")).toBeNull();
    expect(within(picture).getByText("4 · –")).toBeTruthy();
    expect(within(picture).getByText("1 · 25%")).toBeTruthy();
    expect(tableRows("Sales")).toEqual([
      ["0", "–", "–"],
      ["4", "–", "–"],
      ["1", "25%", "–"],
    ]);
  });

  it("says so in place of the bars when no step counted anything", () => {
    render(
      <FunnelChart
        title="Careers"
        intro="Each step when it happened."
        steps={[
          { label: "Careers visits", value: 0 },
          { label: "Hired", value: 0 },
        ]}
        head={head}
        empty="Nothing was counted in these dates."
      />,
    );
    const picture = screen.getByRole("img", { name: "Careers: a bar for each step." });
    expect(within(picture).getByText("Nothing was counted in these dates.")).toBeTruthy();
  });
});
