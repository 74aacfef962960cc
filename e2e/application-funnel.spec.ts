import { readFile } from "node:fs/promises";

import type { Browser, BrowserContext, BrowserType, Download, Locator, Page } from "@playwright/test";

import { expect, expectAccessibleAtBothWidths, test, visit, waitForHydration, waitingForHydration } from "./fixtures";
import { fillProfile, fillRole } from "./application-form";
import { openStampedJob } from "./job-posting";
import { keepScreenshot } from "./screenshots";
import type { StaffRole } from "../domain/staff/staff";
import { testBrowserLaunchOptions } from "../scripts/chromium.mjs";
import { staffState } from "./staff";

/**
 * Where the application is given up and the funnel across the company (decisions 066 and 072):
 * applicants from a campaign leave the application at steps 1, 2 and 3, the page's own beacon
 * counts each step under its form's token for the campaign channel, the recruiter reads the
 * recruiting reports, which show no count under 5 nor one that would give it away, and so name no
 * step they cannot tell, and each role sees the halves of the funnel its areas open, drawn with
 * their tables and CSV files.
 */

/** The collector does not count headless browsers: the applicants' pages say they are a desktop Chrome. */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** Where each applicant leaves the form: two at step 1, three at step 2, two at step 3. */
const leavesAt = [1, 1, 2, 2, 2, 3, 3] as const;

const salesTitle = "Sales: from a visit to a deal won";
const careersTitle = "Careers: from a visit to a hire";
const salesSteps = ["Visits", "Leads", "Calls booked", "Calls held", "Deals", "Won"];
const careersSteps = ["Careers visits", "Applications started", "Submitted", "Interviewed", "Offered", "Hired"];

/** A table's body rows, each as its cells' texts. */
const rowsOf = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );

/**
 * How many of the page's beacons the collector has answered so far. A beacon's body is a Blob,
 * which Playwright cannot read (postData() is null), so the test counts answers instead of
 * matching each step's event; the reports' own poll below holds what was counted.
 */
function beaconAnswers(page: Page) {
  let answered = 0;
  page.on("response", (response) => {
    if (response.url().endsWith("/api/analytics/events") && response.status() === 204) answered += 1;
  });
  return () => answered;
}

/**
 * Applicants from a campaign's link, each in a page of their own, fill the steps before the one they
 * leave on and leave there by opening another of the site's pages. (A page closed as a tab is closed
 * sends its "left" from the same pagehide handler: app/analytics/application-step-beacon.test.ts
 * holds it.) Their browser says it is a desktop Chrome from its command line: a beacon sent as the
 * page goes is sent by the browser itself after the page, with the browser's own user agent, not
 * the one a context sets (seen: its "left" came as HeadlessChrome, and the collector rightly ignored it).
 */
async function leaveAtTheirSteps(browserType: BrowserType, jobId: string, campaign: string) {
  const browser = await browserType.launch({
    ...testBrowserLaunchOptions,
    args: [...testBrowserLaunchOptions.args, `--user-agent=${desktopChrome}`],
  });
  const context = await browser.newContext();
  for (const [applicant, step] of leavesAt.entries()) {
    await test.step(`applicant ${applicant + 1} leaves at step ${step}`, () =>
      leaveOnePage(context, jobId, campaign, step));
  }
  await browser.close();
}

/** One applicant's page: the steps before `step` filled, `step` shown, then another of the site's pages opened. */
async function leaveOnePage(context: BrowserContext, jobId: string, campaign: string, step: 1 | 2 | 3) {
  const page = waitingForHydration(await context.newPage());
  const answered = beaconAnswers(page);
  await visit(page, `/career/apply/${jobId}?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
  // The page's view and step 1 reached (sent once the page has its form's token).
  await expect.poll(answered).toBeGreaterThanOrEqual(2);
  if (step > 1) {
    await fillProfile(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Step 2 of 4: Role Information")).toBeVisible();
    // Step 1 completed and step 2 reached.
    await expect.poll(answered).toBeGreaterThanOrEqual(4);
  }
  if (step > 2) {
    await fillRole(page);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText(/^Step 3 of 4/)).toBeVisible();
    await expect.poll(answered).toBeGreaterThanOrEqual(6);
  }
  const before = answered();
  await visit(page, "/career");
  // The careers page's view, answered once it hydrated. The step's "left" went before it, as the
  // application's page went: the browser delivers it, but no page sees its answer.
  await expect.poll(answered, { timeout: 15_000 }).toBeGreaterThan(before);
  await page.close();
}

/** A member of a `role` on the funnel page, every table open. */
async function openFunnel(browser: Browser, role: StaffRole) {
  const context = await browser.newContext({ storageState: staffState(role) });
  const page = waitingForHydration(await context.newPage());
  await page.goto("/admin/analytics/funnel?range=30d");
  await expect(page.getByRole("heading", { name: "Funnel", level: 1 })).toBeVisible();
  await waitForHydration(page);
  for (const summary of await page.getByText("Show the numbers").all()) await summary.click();
  return { page, close: () => context.close() };
}

/** A half drawn: its bars and its table's steps, in order. */
async function expectHalf(page: Page, title: string, steps: string[]) {
  const half = page.getByRole("region", { name: title, exact: true });
  await expect(half.getByRole("img", { name: `${title}: a bar for each step.` })).toBeVisible();
  const rows = await rowsOf(half.getByRole("table", { name: title }));
  expect(rows.map((row) => row[0])).toEqual(steps);
  return rows;
}

async function csvOf(download: Download) {
  return readFile((await download.path())!, "utf8");
}

test.describe("where the application is given up, and the funnel across the company @one-width", () => {
  test("applicants from a campaign who leave at steps 1, 2 and 3 are counted for the campaign channel, and the reports name no step the counts cannot tell", async ({
    browser,
    playwright,
  }) => {
    // Seven applicants each in a page of their own, five filling step 1: slow on a busy machine.
    test.setTimeout(360_000);
    const job = await openStampedJob(browser, { title: "Funnel Analyst", keyword: "funnel" });
    const campaign = `hiring-drive-${job.stamp}`;
    await leaveAtTheirSteps(playwright.chromium, job.id, campaign);

    const recruiter = await browser.newContext({ storageState: staffState("recruiter") });
    const page = waitingForHydration(await recruiter.newPage());
    const steps = page.getByRole("table", { name: "Campaign: the application's steps" });
    // The counts are written off the request, in the collector's batch of a few seconds.
    await expect(async () => {
      await page.goto(`/admin/recruiting-reports?job=${job.id}&period=30`);
      const stepOne = (await rowsOf(steps)).find((row) => row[0] === "1. Careers profile");
      expect(stepOne?.[1]).toBe(String(leavesAt.length));
    }).toPass({ timeout: 20_000 });
    await waitForHydration(page);

    const card = page.getByRole("region", { name: "Where applications are given up" });
    // Every channel together, then the campaign's: nobody from another channel applied to this job.
    for (const name of ["Every channel", "Campaign"]) {
      const table = card.getByRole("table", { name: `${name}: the application's steps` });
      const rows = await rowsOf(table);
      // Each step's name, reached, went on, gave up, and the share that gave up. 7 reached step 1 and
      // 5 went on: "5" and "29%" would give away the 2 who gave up there, so neither is shown.
      expect(rows.map(([name, reached, wentOn, gaveUp, share]) => [name, reached, wentOn, gaveUp, share])).toEqual([
        ["1. Careers profile", "7", "not shown", "fewer than 5", "–"],
        ["2. Role Information", "not shown", "fewer than 5", "fewer than 5", "–"],
        ["3. Voluntary self-identification", "fewer than 5", "fewer than 5", "fewer than 5", "–"],
        ["4. Review & apply", "fewer than 5", "fewer than 5", "fewer than 5", "–"],
      ]);
    }
    // Three gave up at step 2 and two at step 1: too few either way to name one.
    await expect(card.getByText(/^Too early to tell where applicants give up/)).toHaveCount(2);
    await expect(card.getByText(/^Most given up at step/)).toHaveCount(0);
    await expect(card.getByRole("table", { name: "Careers page: the application's steps" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "From each channel to a hire" })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(card, { path: test.info().outputPath(`application-steps-${width}.png`) });
      await keepScreenshot(page.getByRole("region", { name: "From each channel to a hire" }), {
        path: test.info().outputPath(`channel-recruiting-${width}.png`),
      });
    }
    await recruiter.close();

    // The recruiter's funnel is the careers half alone: no count under 5 on it, shown or worked out.
    const funnel = await openFunnel(browser, "recruiter");
    const rows = await expectHalf(funnel.page, careersTitle, careersSteps);
    for (const [, count] of rows)
      expect(count === "fewer than 5" || count === "not shown" || Number(count!.replace(/,/g, "")) >= 5, count).toBe(
        true,
      );
    await expect(funnel.page.getByRole("region", { name: salesTitle })).toHaveCount(0);
    await expect(funnel.page.getByRole("link", { name: /sales funnel/ })).toHaveCount(0);
    expect((await funnel.page.request.get("/admin/analytics/funnel/sales.csv?range=30d")).status()).toBe(403);
    await funnel.close();
    await job.close();
  });

  test("an admin sees both halves of the funnel with their tables and downloads each as CSV; sales sees only its own half", async ({
    browser,
  }) => {
    const admin = await openFunnel(browser, "admin");
    const { page } = admin;
    await expectHalf(page, salesTitle, salesSteps);
    await expectHalf(page, careersTitle, careersSteps);
    await expectAccessibleAtBothWidths(page);

    for (const half of ["sales", "careers"]) {
      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: `Download the ${half} funnel (CSV)` }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        new RegExp(`^funnel-${half}-\\d{4}-\\d{2}-\\d{2}-to-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
      );
      const lines = (await csvOf(download))
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe('"Step","Count","Of the step before","Of the first step"');
      expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(
        (half === "sales" ? salesSteps : careersSteps).map((step) => `"${step}"`),
      );
    }

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, { path: test.info().outputPath(`funnel-${width}.png`), fullPage: true });
    }
    await admin.close();

    const sales = await openFunnel(browser, "sales");
    await expectHalf(sales.page, salesTitle, salesSteps);
    await expect(sales.page.getByRole("region", { name: careersTitle })).toHaveCount(0);
    expect((await sales.page.request.get("/admin/analytics/funnel/careers.csv?range=30d")).status()).toBe(403);
    await sales.close();
  });
});
