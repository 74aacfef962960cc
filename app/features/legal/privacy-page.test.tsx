import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { PrivacyPage } from "./privacy-page";

describe("the privacy policy", () => {
  it("sends a person from their rights to the page where they see everything held about them", () => {
    render(
      <MemoryRouter>
        <PrivacyPage />
      </MemoryRouter>,
    );
    const rights = screen.getByRole("heading", { level: 2, name: "Your rights" }).closest("section")!;
    const link = rights.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/privacy/your-data");
    expect(link.textContent).toContain("See everything we hold about you");
  });
});
