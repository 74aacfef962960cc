import { act, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { TopNav } from "./top-nav";

function renderAt(path: string) {
  const Stub = createRoutesStub([{ path: "*", Component: TopNav }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("TopNav", () => {
  it("marks the current page's link", () => {
    renderAt("/portfolio");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Portfolio" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBeNull();
  });

  it("deepens the shadow only after more than 100 px of scrolling", () => {
    renderAt("/");
    const header = screen.getByRole("banner");
    expect(header.dataset.scrolled).toBe("false");

    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, "scrollY", { value: y, configurable: true });
        window.dispatchEvent(new Event("scroll"));
      });
    scrollTo(100);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(101);
    expect(header.dataset.scrolled).toBe("true");
  });

  it("offers Let's Talk linking to the contact page", () => {
    renderAt("/");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Let's Talk" }).getAttribute("href")).toBe(
      "/contactUs",
    );
  });
});
