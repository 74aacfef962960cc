import { describe, expect, it } from "vitest";

import { requireStartedInBackOffice } from "./download-start.server";

const url = "http://127.0.0.1:3000/admin/enquiries/export.csv?folder=spam";

/** The 403 the check throws, or undefined when the download may go ahead. */
function refusal(headers: Record<string, string>): Response | undefined {
  try {
    requireStartedInBackOffice(new Request(url, { headers }), "/admin/enquiries?folder=spam");
    return undefined;
  } catch (thrown) {
    return thrown as Response;
  }
}

describe("a download started outside the back office", () => {
  it.each([
    ["a page of this site", { "sec-fetch-site": "same-origin" }],
    ["the person's own address bar or bookmark", { "sec-fetch-site": "none" }],
    ["an old browser from a page of this site", { referer: "http://127.0.0.1:3000/admin/enquiries?folder=spam" }],
  ])("goes ahead from %s", (_from, headers) => {
    expect(refusal(headers)).toBeUndefined();
  });

  it.each([
    ["another site", { "sec-fetch-site": "cross-site", referer: "http://127.0.0.1:3000/admin" }],
    ["another subdomain of the site", { "sec-fetch-site": "same-site" }],
    ["an old browser on another site", { referer: "https://evil.example/" }],
    ["an old browser on another scheme of this host", { referer: "https://127.0.0.1:3000/admin" }],
    ["an old browser that sent no Referer", {}],
    ["an unreadable Referer", { referer: "not a url" }],
  ])("from %s is refused with a page leading back to the back office", async (_from, headers) => {
    const response = refusal(headers);
    expect(response?.status).toBe(403);
    expect(response?.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response!.text();
    expect(page).toMatch(/^<!DOCTYPE html><html lang="en-IN">/);
    expect(page).toContain("<h1");
    expect(page).toContain("Start the download from the back office");
    expect(page).toContain('href="/admin/enquiries?folder=spam"');
  });
});
