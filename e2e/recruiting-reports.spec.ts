import type { APIRequestContext, Locator } from "@playwright/test";

import { expect, expectNoAxeViolations, test, uniqueEmail, waitForHydration } from "./fixtures";
import { openStampedJob } from "./job-posting";
import { applyThroughApi, postToApplication } from "./sample-application";
import { staffState } from "./staff";
import { keepScreenshot } from "./screenshots";

// The recruiting reports: a job's funnel, its stages' times, time to hire, sources
// and rejection reasons, each a chart with its numbers as a table, for recruiters and admins; a few
// candidates' counts read "fewer than 5" (decision 072).

const charts = [
  "Through the stages",
  "Time in each stage",
  "Time to hire",
  "By source",
  "Rejection reasons",
  "By the visit's source",
  "By landing page",
];

const moveTo = (request: APIRequestContext, id: string, stage: string) =>
  postToApplication(request, id, { intent: "stage", stage });

/** A table's body rows, each as its cells' texts. */
const rowsOf = async (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );

test.describe("the recruiting reports", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter reads a job's funnel, times, sources and rejections as charts and as tables, no few candidates' counts shown @one-width", async ({
    browser,
    page,
    request,
  }) => {
    // A job of this test's own, four candidates from one job board: hired, screened, rejected after screening, new.
    const job = await openStampedJob(browser, { title: "Reports Analyst", keyword: "reports" });
    const { stamp, title } = job;
    const board = `board-${stamp}`;
    const [hired, screened, rejected] = await Promise.all(
      ["hired", "screened", "rejected", "new"].map((who) =>
        applyThroughApi(request, { jobId: job.id, email: uniqueEmail(`reports-${who}`), source: board }),
      ),
    );
    for (const stage of ["screening", "interview", "offer"]) await moveTo(request, hired!.id, stage);
    // No offer went through its approvers here: Hired takes the recruiter's word that none was made.
    await postToApplication(request, hired!.id, { intent: "hire", noOffer: "on" });
    await moveTo(request, screened!.id, "screening");
    await moveTo(request, rejected!.id, "screening");
    await postToApplication(request, rejected!.id, {
      intent: "reject",
      reason: "Not enough experience",
      subject: "About {jobTitle}",
      body: "Dear {candidateName}, thank you.",
    });

    await page.goto("/admin");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Recruiting reports" })
      .click();
    await expect(page.getByRole("heading", { name: "Recruiting reports", level: 1 })).toBeVisible();
    await waitForHydration(page);
    const filter = page.getByRole("search", { name: "Choose the report's job and period" });
    await filter.getByRole("combobox", { name: "Job" }).selectOption({ label: `${title}, Gwalior` });
    await filter.getByRole("combobox", { name: "Received" }).selectOption({ label: "Last 30 days" });
    await filter.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`job=${job.id}&period=30`));
    await expect(page.getByText(`Applications received in the last 30 days, to ${title}`)).toBeVisible();

    for (const chart of charts) {
      const region = page.getByRole("region", { name: chart, exact: true });
      await expect(region.getByRole("img", { name: new RegExp(`^${chart}:`) })).toBeVisible();
    }
    // Self-identification is not the recruiters' to see, even as counts.
    await expect(page.getByRole("region", { name: "Self-identification" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    for (const chart of charts)
      await page.getByRole("region", { name: chart, exact: true }).getByText("Show the numbers").click();
    // Four candidates: every count is under 5, so none is shown, nor any share of one (decision 072).
    const few = "fewer than 5";
    expect(await rowsOf(page.getByRole("table", { name: "Through the stages" }))).toEqual(
      ["New", "Screening", "Interview", "Offer", "Hired"].map((stage) => [stage, few, "–", "–"]),
    );
    // Nor a source, a landing page or a reason that would name a few of them.
    await expect(page.getByText("Fewer than 5 applications in this selection.")).toHaveCount(3);
    expect(await rowsOf(page.getByRole("table", { name: "By source" }))).toEqual([]);
    const stageTimes = await rowsOf(page.getByRole("table", { name: "Time in each stage" }));
    expect(stageTimes.map((row) => row.slice(0, 2))).toEqual([
      ["New", few],
      ["Screening", few],
      ["Interview", few],
      ["Offer", few],
    ]);
    await expect(page.getByRole("table", { name: "Time to hire" }).locator("tfoot").getByRole("cell")).toHaveText(few);
    for (const table of ["By the visit's source", "By landing page"])
      await expect(page.getByRole("table", { name: table }).locator("tfoot").getByRole("cell").nth(1)).toHaveText(few);
    expect(await rowsOf(page.getByRole("table", { name: "Rejection reasons" }))).toEqual([]);
    await expect(page.getByRole("table", { name: "Rejection reasons" }).locator("tfoot").getByRole("cell")).toHaveText([
      few,
      "–",
    ]);
    await expect(page.getByText(board)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // How it looks, at a phone's width and a desktop's, every table open (saved for people to look at).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, { path: test.info().outputPath("recruiting-reports-375.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await waitForHydration(page);
    await keepScreenshot(page, { path: test.info().outputPath("recruiting-reports-1280.png"), fullPage: true });

    await job.close();
  });
});
