import type { Page } from "@playwright/test";

import { expect, expectAccessibleAtBothWidths, test, waitForHydration } from "./fixtures";
import { openStampedJob } from "./job-posting";
import { applyThroughApi, postToApplication } from "./sample-application";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

// Hired means hired: no approved offer, no one-press hire; the recruiter says
// plainly that none was made, and the history keeps it. That a hire rejected afterwards is no hire in
// the reports is server/applications/hires.db.test.ts's: a job's one hire reads "fewer than 5" there
// either way (decision 072).

const stageCard = (page: Page) => page.getByRole("region", { name: "Stage" });

test.describe("hiring", () => {
  test.use({ storageState: staffState("recruiter") });

  test("Hired asks for an approved offer or the recruiter's word that none was made @one-width", async ({
    browser,
    page,
    request,
  }) => {
    const job = await openStampedJob(browser, { title: "Hires Analyst", keyword: "hires" });
    const { stamp } = job;
    const name = `Hema Hire ${stamp}`;
    const other = `Omar Offer ${stamp}`;
    const hema = await applyThroughApi(request, { jobId: job.id, fullName: name });
    const omar = await applyThroughApi(request, { jobId: job.id, fullName: other });

    // On the application's page, Hired is a second look, not a press that hires.
    await page.goto(`/admin/applications/${hema.id}`);
    await waitForHydration(page);
    await stageCard(page).getByRole("link", { name: "Hired…" }).click();
    await expect(stageCard(page).getByText(`${hema.reference} has no approved offer.`)).toBeVisible();
    await stageCard(page).getByRole("button", { name: "Hire" }).click();
    await expect(stageCard(page).getByText("Please confirm that no offer was made.")).toBeVisible();
    await expect(stageCard(page).getByText("Now: New.")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "hire-without-offer");

    await stageCard(page).getByRole("checkbox", { name: "No offer was made: hire without one" }).check();
    await stageCard(page).getByRole("button", { name: "Hire" }).click();
    await expect(page.getByText("Stage saved.")).toBeVisible();
    await expect(stageCard(page).getByText("Now: Hired.")).toBeVisible();
    await expect(page.getByText(/to Hired \(was New\) with no offer made, as the recruiter confirmed/)).toBeVisible();

    // On the board, a key press to Hired with no approved offer is refused, and says why.
    await postToApplication(request, omar.id, { intent: "stage", stage: "offer" });
    await page.goto(`/admin/jobs/${job.id}/board`);
    await waitForHydration(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: `Move ${other}`, exact: true }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText(`${omar.reference} has no approved offer.`)).toBeVisible();
    const otherOnOffer = page
      .getByRole("region", { name: /^Offer\b/ })
      .getByRole("listitem")
      .filter({ hasText: other });
    await expect(otherOnOffer).toBeVisible();
    await page.reload();
    await expect(otherOnOffer).toBeVisible();

    await job.close();
  });
});
