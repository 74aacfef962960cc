import type { Browser, Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { askThePanel, planInterviews } from "./interview-plan";
import { applyThroughApi } from "./sample-application";
import { staffState, type E2eAccount } from "./staff";

// A job no other browser test plans interviews for.
const job = seedJobs.find((candidate) => candidate.location !== "Gwalior") ?? seedJobs[1]!;

const pageOf = (browser: Browser, account: E2eAccount & ("interviewer" | "editor")) =>
  browser.newPage({ storageState: staffState(account) });

/** Opens the interviewer's own interview of the candidate from their list. */
async function openInterview(page: Page, candidate: string) {
  await page.goto("/admin/interviews");
  await expect(page.getByRole("heading", { name: "Your interviews", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: candidate }).click();
  await expect(page.getByRole("heading", { name: candidate, level: 1 })).toBeVisible();
}

/** Rates every attribute and the overall recommendation, writes a summary and submits. */
async function submitScorecard(page: Page, ratings: Record<string, string>, summary: string) {
  const scorecard = page.getByRole("region", { name: "Your scorecard" });
  for (const [legend, rating] of Object.entries(ratings))
    await scorecard.getByRole("group", { name: legend }).getByLabel(rating, { exact: true }).check();
  await scorecard.getByRole("textbox", { name: "Summary" }).fill(summary);
  await scorecard.getByRole("button", { name: "Submit scorecard" }).click();
  await expect(page.getByText("Scorecard submitted.")).toBeVisible();
}

test.describe("interviews", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter plans a job's interviews; two interviewers score a candidate, neither seeing the other's scorecard before submitting their own @one-width", async ({
    browser,
    page,
    request,
  }) => {
    // Three browsers and five axe checks of long pages: the candidate's page grew with the board, tags and invitations.
    test.setTimeout(90_000);
    const candidate = `Kavya Iyer ${Date.now()}`;
    const { id } = await applyThroughApi(request, { jobId: job.id, fullName: candidate, email: uniqueEmail("kavya") });

    // The plan: one stage with its kit, and a hiring team of an interviewer and an editor, both on the candidate's panel.
    await planInterviews(page, job.id, {
      name: "Technical",
      attributes: "React\nCommunication",
      questions: "Walk us through a hard bug you fixed.",
    });
    await expect(page.getByRole("heading", { name: `Interviews for ${job.title}`, level: 1 })).toBeVisible();
    const interviews = await askThePanel(page, id, "Technical");
    await expect(interviews).toContainText("Still to submit a scorecard: E2E editor, E2E interviewer.");

    // The interviewer sees the kit and the candidate, not the others' scorecards, and submits.
    const interviewer = await pageOf(browser, "interviewer");
    await openInterview(interviewer, candidate);
    await expect(interviewer.getByText("Walk us through a hard bug you fixed.")).toBeVisible();
    await expectAccessibleAtBothWidths(interviewer);
    await expect(interviewer.getByRole("region", { name: "The other interviewers" })).toContainText(
      "Their scorecards show here once you submit yours",
    );
    await submitScorecard(
      interviewer,
      { React: "Strong yes", Communication: "Yes", "Overall recommendation": "Yes" },
      "Clear thinker; hire.",
    );
    await expect(interviewer.getByRole("region", { name: "The other interviewers" })).toContainText(
      "Still to submit: E2E editor.",
    );

    // The editor, on the same panel, cannot read the interviewer's verdict until submitting theirs.
    const editor = await pageOf(browser, "editor");
    await openInterview(editor, candidate);
    await expect(editor.locator("body")).not.toContainText("Clear thinker; hire.");
    await submitScorecard(
      editor,
      { React: "Mixed", Communication: "Strong yes", "Overall recommendation": "Mixed" },
      "Good communicator, thin on React.",
    );
    await expect(editor.getByRole("region", { name: "The other interviewers" })).toContainText("Clear thinker; hire.");
    await expectAccessibleAtBothWidths(editor);

    // The recruiter reads both; nobody is still to submit.
    await page.reload();
    await expect(interviews).toContainText("Clear thinker; hire.");
    await expect(interviews).toContainText("Good communicator, thin on React.");
    await expect(interviews).not.toContainText("Still to submit");
    await expectAccessibleAtBothWidths(page);

    // The interviewer reaches nothing outside their interviews: not the applications, not the candidate's page.
    for (const path of ["/admin/applications", `/admin/applications/${id}`, `/admin/jobs/${job.id}/interviews`]) {
      const response = await interviewer.goto(path);
      expect(response?.status(), path).toBe(403);
    }
    await expect(interviewer.getByRole("navigation", { name: "Back office" })).not.toContainText("Applications");
    await interviewer.close();
    await editor.close();
  });
});
