import type { Page } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { staffState } from "./staff";
import { keepScreenshot } from "./screenshots";

// The sales dashboard: charts in boxes of fixed height, each with its numbers
// as a table, for sales and admins only.

/** A campaign only this test uses, so its column of the weekly table is this test's enquiries alone. */
const campaign = "dashboard-e2e";

const charts = [
  "Enquiries per week, by source",
  "Calls booked per week, by source",
  "From enquiry to won",
  "No-shows per consultant",
  "Won value per month",
  "Won value per owner",
];

/** Adds up the page's layout shifts from its first paint, as Lighthouse's CLS does (none after input). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

test.describe("the sales dashboard", () => {
  test.use({ storageState: staffState("sales") });

  test("sales sees where enquiries came from, the funnel, won value and no-shows, as charts and as tables @one-width", async ({
    page,
    request,
  }) => {
    // A visit from a campaign's link, as the site's beacon counts it, then three enquiries from the
    // same browser: each takes the visit as its first touch (decision 048). A user agent of its own
    // keeps this visitor apart from other tests' on the same address.
    const browserHeaders = {
      "user-agent":
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36",
    };
    const viewed = await request.post("/api/analytics/events", {
      data: { kind: "view", path: "/services", utmSource: campaign, widthPx: 1280 },
      headers: browserHeaders,
    });
    expect(viewed.status()).toBe(204);
    for (const name of ["Asha", "Bilal", "Chitra"]) {
      const sent = await request.post("/contactus/submit", {
        headers: browserHeaders,
        data: {
          firstName: name,
          lastName: "Dashboard",
          email: uniqueEmail("dashboard"),
          phone: "",
          message: "Please send us a quote for a booking app.",
        },
      });
      expect(sent.status()).toBe(201);
    }

    await recordLayoutShifts(page);
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expect(page.getByRole("heading", { name: "Sales dashboard", level: 1 })).toBeVisible();

    // A fresh load, measured from its first paint to well after hydration redrew the charts at their widths.
    await page.reload();
    await waitForHydration(page);
    for (const chart of charts) {
      const region = page.getByRole("region", { name: chart, exact: true });
      await expect(region.getByRole("img", { name: new RegExp(`^${chart}:`) })).toBeVisible();
    }
    // The open pipeline's value beside the 12 weeks' figures: the contacts the
    // enquiries made are new, open deals without a value yet.
    const pipeline = page.getByRole("term").filter({ hasText: "Open pipeline" }).locator("..");
    await expect(pipeline.getByRole("definition").first()).toHaveText(/^₹[\d,]+$/);
    await expect(pipeline.getByRole("definition").nth(1)).toHaveText(
      /^[\d,]+ open deals, not won or lost; [\d,]+ without an expected value$/,
    );
    const enquiries = page.getByRole("region", { name: "Enquiries per week, by source", exact: true });
    await expect(enquiries.getByRole("list", { name: "Sources" }).getByText(campaign, { exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await layoutShift(page)).toBe(0);
    await expectNoAxeViolations(page);

    // Every chart's numbers, behind its "Show the numbers".
    for (const chart of charts) {
      const region = page.getByRole("region", { name: chart, exact: true });
      await region.getByText("Show the numbers").click();
      await expect(region.getByRole("table", { name: chart })).toBeVisible();
    }
    const table = enquiries.getByRole("table", { name: "Enquiries per week, by source" });
    const headers = await table.getByRole("columnheader").allInnerTexts();
    const column = headers.indexOf(campaign);
    expect(column).toBeGreaterThan(0);
    // This week's row (the last) and the 12 weeks' totals count the three enquiries.
    const thisWeek = table.locator("tbody tr").last();
    await expect(thisWeek.getByRole("rowheader")).toHaveText(/^Week of /);
    await expect(thisWeek.locator("th, td").nth(column)).toHaveText("3");
    await expect(table.locator("tfoot tr").locator("th, td").nth(column)).toHaveText("3");
    await expect(page.getByRole("table", { name: "From enquiry to won" }).getByRole("row")).toHaveCount(5);
    await expectNoAxeViolations(page);

    // How it looks, at a phone's width and a desktop's (saved for people to look at).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await keepScreenshot(page, { path: test.info().outputPath("sales-dashboard-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, { path: test.info().outputPath("sales-dashboard-1280.png"), fullPage: true });
  });

  test("a recruiter does not get the dashboard, nor its entry in the navigation @one-width", async ({ browser }) => {
    const recruiter = await browser.newPage({ storageState: staffState("recruiter") });
    await recruiter.goto("/admin");
    await expect(
      recruiter.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }),
    ).toHaveCount(0);
    const response = await recruiter.goto("/admin/sales");
    expect(response?.status()).toBe(403);
    await recruiter.close();
  });
});
