import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { ViewTabs } from "./view-tabs";

const views = [
  { view: "upcoming", label: "Upcoming" },
  { view: "past", label: "Past" },
] as const;

describe("a list's view tabs", () => {
  it("links each view by its address and marks the one shown", async () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/calls",
        Component: () => (
          <ViewTabs
            label="Which calls"
            views={views}
            current="past"
            pathOf={(view) => (view === "upcoming" ? "/admin/calls" : `/admin/calls?view=${view}`)}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/calls"]} />);
    const nav = await screen.findByRole("navigation", { name: "Which calls" });
    const links = [...nav.querySelectorAll("a")];
    expect(
      links.map((link) => [link.textContent, link.getAttribute("href"), link.getAttribute("aria-current")]),
    ).toEqual([
      ["Upcoming", "/admin/calls", null],
      ["Past", "/admin/calls?view=past", "page"],
    ]);
    expect(links[1]!.className).toContain("bg-brand-900");
  });
});
