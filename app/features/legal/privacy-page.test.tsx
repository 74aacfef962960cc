import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";

import { noticeDictionaries } from "~domain/privacy/notices";

import { PrivacyPage } from "./privacy-page";

const renderPage = () =>
  render(
    <MemoryRouter>
      <PrivacyPage />
    </MemoryRouter>,
  );

describe("the privacy policy", () => {
  it("sends a person from their rights to the page where they see everything held about them", () => {
    renderPage();
    const rights = screen.getByRole("heading", { level: 2, name: "Your rights" }).closest("section")!;
    const link = rights.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/privacy/your-data");
    expect(link.textContent).toContain("See everything we hold about you");
  });

  it("shows, open and listed in the contents, the notice staff send a client before quoting them", () => {
    const { container } = renderPage();
    const contents = screen.getByRole("navigation", { name: "Contents" });
    const entry = Array.from(contents.querySelectorAll("a")).find(
      (link) => link.textContent === "If you give us a testimonial",
    );
    expect(entry?.getAttribute("href")).toBe("#testimonial-notice");

    const section = container.querySelector("section#testimonial-notice")!;
    expect(section.querySelector("h2")?.textContent).toBe("If you give us a testimonial");
    const notice = section.querySelector("details")!;
    expect(notice.open).toBe(true);
    const english = noticeDictionaries.en.forms.testimonial;
    expect(notice.textContent).toContain(english.collected.lines[1]);
    expect(notice.textContent).toContain(english.withdraw.lines[0]);
    // Nothing is sent from the page, and the Your data page holds no testimonial, so it is not offered.
    expect(section.querySelectorAll("input")).toHaveLength(0);
    expect(section.querySelector('a[href="/privacy/your-data"]')).toBeNull();
  });
});
