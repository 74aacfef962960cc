import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { backOfficeWithAdmin } from "../test-support/back-office-server";

/**
 * Addresses of nothing, through the real server on the production build (run `npm run build`
 * first): each answers 404 with a page that says so and leads on, for a visitor and in the back
 * office. No script is needed for any of it, so no browser is.
 */
const started = backOfficeWithAdmin();
const unknownId = "00000000-0000-4000-8000-000000000000";

async function page(url: string, cookie?: string) {
  const response = await started.server.request({ method: "GET", url, headers: cookie ? { cookie } : {} });
  const { document } = new JSDOM(response.body).window;
  const heading = (level: number) => document.querySelector(`h${level}`)?.textContent?.trim();
  const links = [...document.querySelectorAll("main a")].map((link) => ({
    text: link.textContent?.trim(),
    href: link.getAttribute("href"),
  }));
  return { status: response.statusCode, heading, links, text: document.body.textContent ?? "" };
}

describe("pages of nothing", () => {
  it("an unknown service answers 404, 'Service not found.', and leads back to the services", async () => {
    const answer = await page("/case-study/quantum-plumbing");
    expect(answer.status).toBe(404);
    expect(answer.text).toContain("Service not found.");
    expect(answer.links.find((link) => link.text === "Return to Services")?.href).toBe("/");
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

  it("a search of applications that matches nobody is a page that says so, not a 404", async () => {
    const answer = await page(`/admin/applications?q=${encodeURIComponent("nobody@example.in")}`, started.admin);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("No applications match this filter");
  });
});
