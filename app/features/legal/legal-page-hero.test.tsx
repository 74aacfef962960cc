import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { LegalPageHero } from "./legal-page-hero";

describe("a legal page's hero", () => {
  it("names the page and says the day its text last changed, as a machine-readable date", () => {
    const { container } = render(
      <LegalPageHero title="Terms" eyebrow="Working together" intro="The terms." lastUpdated="2026-11-01" />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Terms");
    expect(container.textContent).toContain("Working together");
    expect(container.textContent).toContain("The terms.");
    expect(container.textContent).toContain("Last updated 2026-11-01");
    expect(container.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-01");
  });
});
