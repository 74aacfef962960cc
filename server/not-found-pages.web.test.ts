import { describe, expect, it } from "vitest";

import { backOfficeWithAdmin } from "../test-support/back-office-server";
import { plainBrowser, valueOf } from "../test-support/plain-browser";

/**
 * Addresses of nothing, through the real server on the production build (run `npm run build`
 * first): each answers 404 with a page that says so and leads on, for a visitor and in the back
 * office; the API's answer JSON instead; and /error is the specification's error page. No script
 * is needed for any of it, so no browser is.
 */
const started = backOfficeWithAdmin();
const unknownId = "00000000-0000-4000-8000-000000000000";

/** A page as a browser without script has it, with what these tests read of it. */
async function page(url: string, cookie?: string) {
  const { status, document, text } = await plainBrowser(started.server.request, { cookie }).open(url);
  const heading = (level: number) => document.querySelector(`h${level}`)?.textContent?.trim();
  const links = [...document.querySelectorAll("main a")].map((link) => ({
    text: link.textContent?.trim(),
    href: link.getAttribute("href"),
  }));
  /** Whether an element of the page says exactly this, as a heading or a figure does. */
  const saysExactly = (words: string) =>
    [...document.querySelectorAll("main *")].some((element) => element.textContent?.trim() === words);
  return { status, heading, links, saysExactly, text };
}

describe("pages of nothing", () => {
  it("an unknown service answers 404, 'Service not found.', and leads back to the services", async () => {
    const answer = await page("/case-study/quantum-plumbing");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Service not found.");
    expect(answer.links.find((link) => link.text === "Return to Services")?.href).toBe("/");
  });

  it("a wrong manage link answers 404, 'This link is not valid', and leads to booking a new call", async () => {
    const answer = await page(`/demo/manage/${"x".repeat(43)}`);
    expect(answer.status).toBe(404);
    expect(answer.heading(1)).toBe("This link is not valid");
    expect(answer.links.find((link) => link.text === "Book a Free Demo")?.href).toBe("/demo");
  });

  it("an unknown job answers 404 with the careers specification's words and the way back", async () => {
    const answer = await page("/career/apply/no-such-job");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain(
      "Failed to load job details: Job not found. The ID might be invalid.. Please try again or check the URL.",
    );
    expect(answer.links.find((link) => link.text === "Go back to Career Page")?.href).toBe("/career");
  });

  it("an unknown API path answers 404 in JSON, not the error page", async () => {
    const response = await started.server.request({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: "Not found" });
  });

  it("an unknown enquiry, application or job in the back office is not found", async () => {
    for (const url of [
      `/admin/enquiries/${unknownId}`,
      "/admin/enquiries/not-an-id",
      `/admin/applications/${unknownId}`,
      "/admin/applications/not-an-id",
      "/admin/applications?job=no-such-job",
    ]) {
      const answer = await page(url, started.admin);
      expect({ url, status: answer.status }).toEqual({ url, status: 404 });
      expect(answer.heading(1)).toBe("Not found");
    }
  });

  it("a filter of enquiries that matches nothing says so and offers to clear it", async () => {
    const browser = plainBrowser(started.server.request, { cookie: await started.server.signIn("sales") });
    const nothing = await browser.open(`/admin/enquiries?q=${encodeURIComponent("nobody@example.in")}`);
    expect(nothing.status).toBe(200);
    expect(nothing.text).toContain("No enquiries match this filter");
    const cleared = await browser.follow(nothing.screen.getByRole("link", { name: "Clear the filter" }));
    expect(cleared.url).toBe("/admin/enquiries");
    expect(valueOf(cleared.screen.getByRole("searchbox", { name: "Search" }))).toBe("");
  });

  it("a search of applications that matches nobody is a page that says so, not a 404", async () => {
    const answer = await page(`/admin/applications?q=${encodeURIComponent("nobody@example.in")}`, started.admin);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("No applications match this filter");
  });
});

describe("the error page", () => {
  it("/error keeps the specification's '500' page", async () => {
    const answer = await page("/error");
    expect(answer.status).toBe(200);
    expect(answer.saysExactly("500")).toBe(true);
    expect(answer.heading(1)).toBe("Oops! Something went wrong");
    expect(answer.text).toContain(
      "We apologize for the inconvenience. Our team has been notified and is working to fix the issue.",
    );
  });
});
