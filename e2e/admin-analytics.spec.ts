import { readFile } from "node:fs/promises";

import type { APIRequestContext } from "@playwright/test";

import { expect, expectAccessibleAtBothWidths, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { staffState } from "./staff";
import { keepScreenshot } from "./screenshots";

// The analytics page in the back office, for admins and sales: visits counted
// from the site's own beacons, read back in its tables and its CSV files, at a phone's width and
// a desktop's (the layout is what this checks).

/** Browsers of two people: two visitor keys on the same address. */
const browsers = [
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
];

/** Two visits from a campaign's link, one on a phone and one on a computer, each of two pages. */
async function campaignVisits(request: APIRequestContext, source: string, campaign: string) {
  for (const [index, userAgent] of browsers.entries()) {
    const headers = { "user-agent": `${userAgent} ${source}` };
    const first = { kind: "view", path: "/services", utmSource: source, utmMedium: "email", utmCampaign: campaign };
    const views = [
      { ...first, widthPx: index === 0 ? 375 : 1280 },
      { kind: "view", path: "/contact", widthPx: index === 0 ? 375 : 1280 },
    ];
    for (const data of views) {
      const answered = await request.post("/api/analytics/events", { data, headers });
      expect(answered.status()).toBe(204);
    }
  }
}

test.describe("the analytics page", () => {
  test.use({ storageState: staffState("admin") });

  test("a visit that sent two enquiries is one visit that became a lead: no rate passes 100% @one-width", async ({
    page,
    request,
  }, testInfo) => {
    const source = `twice-${testInfo.project.name}-${Date.now()}`;
    const headers = { "user-agent": `${browsers[0]} ${source}` };
    const viewed = await request.post("/api/analytics/events", {
      data: { kind: "view", path: "/contactUs", utmSource: source, widthPx: 375 },
      headers,
    });
    expect(viewed.status()).toBe(204);
    for (const message of ["A quote for an app, please.", "And one for its website too."]) {
      const sent = await request.post("/contactus/submit", {
        headers,
        data: { firstName: "Twice", lastName: "Sent", email: `${source}@example.in`, phone: "", message },
      });
      expect(sent.status()).toBe(201);
    }

    const sources = page.getByRole("region", { name: "Sources", exact: true });
    const row = sources.getByRole("row", { name: new RegExp(`^${source}\\b`) });
    await expect(async () => {
      await page.goto("/admin/analytics?range=7d");
      await sources.getByText("Show the numbers").click({ timeout: 1_000 });
      await expect(row.locator("td").nth(1)).toHaveText("2", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
    // One visit, two enquiries, two leads; the one visit ended in a lead: 100%, not 200%.
    await expect(row.locator("th, td")).toHaveText([source, "1", "2", "0", "2", "0", "1", "100.0%"]);
    await expect(sources).toContainText(
      "The conversion rate is the visits that ended in at least one lead or application, of all visits.",
    );
    await expect(page.getByRole("region", { name: "Headline figures" })).toContainText(/visits ended in a lead/);
    const funnel = page.getByRole("region", { name: "From landing to a lead", exact: true });
    await funnel.getByText("Show the numbers").click();
    await expect(funnel.getByRole("columnheader")).toHaveText(["Step", "Visits", "Of all visits"]);
    for (const share of await funnel.locator("tbody td:last-child").allInnerTexts())
      expect(Number.parseFloat(share)).toBeLessThanOrEqual(100);
    await expectAccessibleAtBothWidths(page);
  });

  test("shows the visits of a campaign in its figures and tables, and its CSV file holds them", async ({
    page,
    request,
  }, testInfo) => {
    const run = `${testInfo.project.name}-${Date.now()}`;
    const source = `e2e-${run}`;
    const campaign = `autumn-${run}`;
    await campaignVisits(request, source, campaign);

    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    await expect(page.getByRole("heading", { name: "Analytics", level: 1 })).toBeVisible();

    // The beacons are written in the server's batches, a second or two later, the two visitors'
    // views perhaps in different batches: the page reads them once both visits are in.
    const sources = page.getByRole("region", { name: "Sources", exact: true });
    const row = sources.getByRole("row", { name: new RegExp(`^${source}\\b`) });
    await expect(async () => {
      await page.goto("/admin/analytics?range=7d");
      // Until they are, the page says there were no visits and has no Sources card to open.
      await sources.getByText("Show the numbers").click({ timeout: 1_000 });
      await expect(row.locator("td").first()).toHaveText("2", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);
    await expect(page.getByRole("combobox", { name: "Dates" })).toHaveValue("7d");

    // Source, visits, enquiries, calls booked, leads, applications, visits with a lead or an application, conversion rate.
    await expect(row.locator("th, td")).toHaveText([source, "2", "0", "0", "0", "0", "0", "0.0%"]);
    const campaigns = page.getByRole("region", { name: "Campaigns", exact: true });
    await campaigns.getByText("Show the numbers").click();
    await expect(
      campaigns
        .getByRole("row", { name: new RegExp(`^${campaign}\\b`) })
        .locator("th, td")
        .first(),
    ).toHaveText(campaign);
    await expect(
      campaigns
        .getByRole("row", { name: new RegExp(`^${campaign}\\b`) })
        .locator("td")
        .nth(0),
    ).toHaveText(source);
    const headline = page.getByRole("region", { name: "Headline figures" });
    await expect(headline.getByText("Visitors", { exact: true })).toBeVisible();
    await expect(headline).toContainText(/on the previous 7 days|None in the previous 7 days|No change/);
    await expectNoAxeViolations(page);

    // The sources' table as a CSV file: the same rows, counts without grouping.
    const downloading = page.waitForEvent("download");
    await sources.getByRole("link", { name: "Download CSV of Sources" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^analytics-sources-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.split("\r\n")[0]).toBe(
      '\uFEFF"Source","Visits","Enquiries","Calls booked","Leads","Applications","Visits with a lead or an application","Conversion rate"',
    );
    expect(csv).toContain(`"${source}","2","0","0","0","0","0","0.0%"`);

    // Once the page runs, each chart is drawn again at its box's own width (decision 030).
    const chart = page.getByRole("img", { name: /^Visitors over time:/ });
    await expect
      .poll(() => chart.evaluate((svg) => [Math.round(svg.getBoundingClientRect().width), svg.getAttribute("viewBox")]))
      .toEqual([expect.any(Number), expect.stringMatching(/^0 0 \d+ 220$/)]);
    const [drawn, box] = await chart.evaluate((svg) => [
      Number(svg.getAttribute("viewBox")!.split(" ")[2]),
      svg.getBoundingClientRect().width,
    ]);
    expect(Math.abs(drawn - box)).toBeLessThan(2);

    // How it looks (saved for people to look at), with nothing wider than the screen.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, { path: testInfo.outputPath(`analytics-${width}.png`), fullPage: true });
  });

  test("says why dates cannot be shown, and says so plainly when a range had no visits @one-width", async ({
    page,
  }) => {
    await page.goto("/admin/analytics?range=custom&from=2020-01-10&to=2020-01-01");
    await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("The last day must be on or after the first day.").first()).toBeVisible();

    // Choosing the days selects "From – to" by itself; the form puts the range in the address.
    await page.goto("/admin/analytics?compare=none");
    await waitForHydration(page);
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-01");
    await expect(page.getByLabel("Dates", { exact: true })).toHaveValue("custom");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]range=custom&from=2020-01-01&to=2020-01-01&compare=none$/);
    await expect(page.getByText("No visits in these dates", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Compare with")).toHaveValue("none");
    await expectNoAxeViolations(page);
    await keepScreenshot(page, { path: test.info().outputPath(`analytics-empty-${page.viewportSize()!.width}.png`) });
  });

  test("a recruiter does not get the page, nor its entry in the navigation @one-width", async ({ browser }) => {
    const recruiter = await browser.newPage({ storageState: staffState("recruiter") });
    await recruiter.goto("/admin");
    await expect(
      recruiter.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Analytics" }),
    ).toHaveCount(0);
    const response = await recruiter.goto("/admin/analytics");
    expect(response?.status()).toBe(403);
    await recruiter.close();
  });
});
