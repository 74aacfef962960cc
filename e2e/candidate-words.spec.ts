import type { Page } from "@playwright/test";

import { fillProfile, fillRole } from "./application-form";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit } from "./fixtures";
import { askThePanel, planInterviews } from "./interview-plan";
import { mailsMentioning } from "./mailbox";
import { applyThroughApi } from "./sample-application";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

/**
 * The words a candidate and the hiring team read (a stage's name said once, not twice), and a
 * candidate who applies twice to a job in a city the usual four locations lack (decision 055).
 */

/** A new open job in `location`, written by the recruiter; answers its id. */
async function openJobIn(page: Page, title: string, location: string): Promise<string> {
  await page.goto("/admin/jobs/new");
  await page.getByRole("textbox", { name: "Job title" }).fill(title);
  await page.getByRole("combobox", { name: "Department" }).fill("AI & Machine Learning");
  await page.getByRole("combobox", { name: "Location" }).fill(location);
  await page.getByRole("combobox", { name: "Type" }).selectOption("Full-time");
  await page.getByRole("textbox", { name: "Description" }).fill("## What you will do\n\nBuild data pipelines.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. Only staff can see it until you open it.");
  const id = /\/admin\/jobs\/([a-z\d-]+)$/.exec(page.url())![1]!;
  await page.getByRole("region", { name: "Status" }).getByRole("button", { name: "Open job" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The job is open: it is on the careers page and in the sitemap now.",
  );
  return id;
}

test.describe("what candidates and recruiters read", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a Noida job offers Noida, and a second application by the same address is flagged on both and on the list @one-width", async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // No word another test searches the careers page for: "engineer" there counts the seeded jobs.
    const title = `Data Pipeline Specialist ${Date.now()}`;
    const jobId = await openJobIn(page, title, "Noida");

    // The candidate applies through the form, choosing the job's own city.
    const candidate = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await visit(candidate, `/career/apply/${jobId}`);
    const email = await fillProfile(candidate);
    await candidate.getByRole("button", { name: "Next" }).click();
    await fillRole(candidate);
    const locations = candidate.getByRole("combobox", { name: "Preferred Location" });
    await expect(locations.getByRole("option")).toHaveText([
      "Select...",
      "Noida",
      "Bengaluru, Karnataka, India",
      "Gwalior, Madhya Pradesh, India",
      "New Delhi, Delhi, India",
      "Remote (India)",
    ]);
    await locations.selectOption("Noida");
    await candidate.getByRole("button", { name: "Next" }).click();
    await candidate.getByRole("button", { name: "Next" }).click();
    await candidate.getByRole("button", { name: "Submit Application" }).click();
    await expect(candidate.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
    await candidate.close();

    // The same address again, days of thought later, with its work history (not refused: a newer resume).
    const second = await applyThroughApi(request, { jobId, email, fullName: "Aditi Rao" });

    // The list keeps both, each flagged: the phone's cards, then the desktop's rows.
    await page.goto(`/admin/applications?job=${jobId}`);
    const cards = page.getByRole("listitem").filter({ hasText: email });
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) await expect(card).toContainText("Applied twice");
    await page.setViewportSize({ width: 1280, height: 800 });
    const rows = page.getByRole("row").filter({ hasText: email });
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText("Applied twice");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "applications-applied-twice");
    // And on the board's cards.
    await page.goto(`/admin/jobs/${jobId}/board`);
    const boardCards = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Aditi Rao" }) });
    await expect(boardCards).toHaveCount(2);
    for (const card of await boardCards.all()) await expect(card).toContainText("Applied twice");

    // Each application's page names the other, with the day it came and a link to it.
    await page.goto(`/admin/applications/${second.id}`);
    const flag = page.getByRole("note").filter({ hasText: "Applied twice" });
    await expect(flag).toContainText(/this address also applied for this job on \d{1,2} [A-Z][a-z]+ \d{4} \(APP-\w+\)/);
    // The words of a work history and a preferred place as people write them.
    await expect(page.getByText("Engineer at Infosys (Jul 2020 – Present)")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "application-applied-twice");
    await flag.getByRole("link", { name: "see the other application" }).click();
    await expect(page.getByRole("heading", { name: "Aditi Rao", level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(second.id));
    await expect(page.getByRole("region", { name: "Role questions" })).toContainText("Preferred locationNoida");
    await expect(page.getByRole("note").filter({ hasText: "Applied twice" })).toContainText(second.reference);
  });

  test("a stage named Panel interview is invited to as the Panel interview, never Panel interview interview @one-width", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Analytics Lead ${Date.now()}`;
    const jobId = await openJobIn(page, title, "Gwalior");
    const candidate = `Kavya Menon ${Date.now()}`;
    const { id } = await applyThroughApi(request, { jobId, fullName: candidate, email: uniqueEmail("kavya") });

    // One application, in words that agree.
    await page.goto("/admin/jobs");
    await expect(
      page.getByRole("listitem").filter({ hasText: title }).getByRole("link", { name: "1 application (1 new)" }),
    ).toBeVisible();

    await planInterviews(page, jobId, { name: "Panel interview", attributes: "Data modelling" });
    const interviews = await askThePanel(page, id, "Panel interview");
    await interviews.getByText("Invite the candidate to choose a time").click();
    await interviews.getByRole("combobox", { name: "Length" }).selectOption({ label: "45 minutes" });
    await expect(interviews.getByRole("textbox", { name: "Subject" })).toHaveValue(
      `Choose a time for your Panel interview | ${title} at Nexora Technologies`,
    );
    await interviews.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByText("Invitation sent. The candidate chooses a time from the link in it.")).toBeVisible();
    // The history names the stage once too.
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(/Asked E2E interviewer to give the Panel interview of APP-\w+\./);
    await expect(history).toContainText(
      /Invited APP-\w+ to choose a time for the Panel interview \(45 minutes, 2 on the panel\)\./,
    );
    await expect(history).not.toContainText(/interview.? interview/i);

    const invitationOf = () => mailsMentioning(candidate).find((mail) => mail.subject?.startsWith("Choose a time"));
    await expect
      .poll(() => invitationOf()?.subject, { timeout: 15_000 })
      .toBe(`Choose a time for your Panel interview | ${title} at Nexora Technologies`);
    const invitation = invitationOf()!;
    expect(invitation.text).toContain("We would like to invite you to the Panel interview, which takes 45 minutes.");
    expect(`${invitation.subject} ${invitation.text}`).not.toMatch(/interview interview/i);
  });
});
