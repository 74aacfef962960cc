import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { FirstTouchCard } from "./first-touch-card";

/** What each element of a role within `container` says, in the page's order. */
const textsOf = (container: HTMLElement, role: "term" | "definition") =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent);

describe("the card of where a lead came from", () => {
  it("names the source as the reports count it, the search engine, and the pages seen in order", () => {
    render(
      <FirstTouchCard
        intro="The visit."
        touch={{
          searchEngine: "Google",
          referrer: "www.google.co.in",
          landingPage: "/services/cloud",
          pagesSeen: ["/services/cloud", "/about", "/services/cloud", "/contactUs"],
        }}
      />,
    );
    const card = screen.getByRole("region", { name: "Where they came from" });
    expect(within(card).getByText("Google", { selector: "strong" })).toBeTruthy();
    const terms = textsOf(card, "term");
    const definitions = textsOf(card, "definition");
    expect(terms).toEqual(["Search engine", "Came from", "Landing page"]);
    expect(definitions).toEqual(["Google", "www.google.co.in", "/services/cloud"]);
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["/services/cloud", "/about", "/services/cloud", "/contactUs"]);
  });

  it("says when no visit is known, under the title a page gives it", () => {
    render(<FirstTouchCard touch={null} title="The visit they applied from" intro="The visit." />);
    const card = screen.getByRole("region", { name: "The visit they applied from" });
    expect(card.textContent).toContain("No visit is known");
    expect(within(card).queryByRole("definition")).toBeNull();
  });
});
