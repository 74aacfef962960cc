import type { Browser, Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { askThePanel, planInterviews } from "./interview-plan";
import { mailsMentioning, type ReceivedMail } from "./mailbox";
import { applyThroughApi } from "./sample-application";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffEmail, staffState } from "./staff";

// Jobs no other browser test plans interviews or names offer approvers for.
const interviewJob = seedJobs.find((job) => job.id === "qa-automation-engineer-remote")!;
const offerJob = seedJobs.find((job) => job.id === "devops-engineer-aws-bengaluru")!;

/** The e-mails about the candidate whose subject starts so, once `count` have arrived. */
async function mailsAbout(candidate: string, subject: string, count: number): Promise<ReceivedMail[]> {
  const matching = () => mailsMentioning(candidate).filter((mail) => mail.subject?.startsWith(subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBe(count);
  return matching();
}

const signedIn = (browser: Browser, role: "interviewer" | "editor") =>
  browser.newPage({ storageState: staffState(role) });

/** The Overview's hiring card of whoever the page is signed in as. */
async function recruitingCard(page: Page) {
  await page.goto("/admin");
  return page.getByRole("region", { name: "Hiring: waiting for you" });
}

/** Nobody waits unknowingly. */
test.describe("nobody waits unknowingly", () => {
  test.use({ storageState: staffState("recruiter") });

  test("an interviewer is e-mailed when asked, their Overview lists the interviews to give, and recruiters have one schedule across candidates @one-width", async ({
    browser,
    page,
    request,
  }) => {
    // The plan, two candidates' panels, an invitation and a booking, and three people's pages checked at both widths.
    test.setTimeout(120_000);
    const stamp = Date.now();
    const booked = `Anika Bose ${stamp}`;
    const unbooked = `Bharat Das ${stamp}`;
    const apply = async (fullName: string) =>
      (await applyThroughApi(request, { jobId: interviewJob.id, fullName, email: uniqueEmail("panel") })).id;
    const [bookedId, unbookedId] = await Promise.all([apply(booked), apply(unbooked)]);
    await planInterviews(page, interviewJob.id, { name: "Pairing", attributes: "Test design" });
    await askThePanel(page, unbookedId, "Pairing");
    const interviews = await askThePanel(page, bookedId, "Pairing");

    // Asked is told: each of the panel at once, with who, which job and stage, and the interview's page.
    const asked = await mailsAbout(booked, "You are asked to interview", 2);
    const interviewerMail = asked.find((mail) => mail.to?.includes(staffEmail("interviewer")))!;
    expect(interviewerMail.subject).toContain(`${booked}: Pairing, ${interviewJob.title}`);
    expect(interviewerMail.text).toContain("The candidate will pick a time");
    const interviewPage = new URL(/https?:\/\/\S+\/admin\/interviews\/[0-9a-f-]+/.exec(interviewerMail.text!)![0])
      .pathname;

    // The first candidate is invited and books the first time offered on the second day.
    await interviews.getByText("Invite the candidate to choose a time").click();
    await interviews.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByText("Invitation sent. The candidate chooses a time from the link in it.")).toBeVisible();
    const [invitation] = await mailsAbout(booked, "Choose a time", 1);
    const link = new URL(/https?:\/\/\S+\/interview\/[\w-]{43}/.exec(invitation!.text!)![0]).pathname;
    const candidatePage = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await candidatePage.goto(link);
    // The second day's: the first day offered may have only one time left, late in India's day.
    const days = candidatePage.getByRole("list", { name: "Days with free times" }).getByRole("link");
    const secondDay = (await days.nth(1).textContent())!;
    await days.nth(1).click();
    await expect(
      candidatePage.getByRole("group", {
        name: new RegExp(`Choose a time on ${secondDay.replace(" ", ", ")} \\d{4}$`),
      }),
    ).toBeVisible();
    await candidatePage.getByRole("button", { name: "Book this time" }).click();
    await expect(candidatePage.getByRole("status")).toContainText("Your interview is booked for");
    await candidatePage.close();

    // The interviewer's Overview: the booked interview with its time, the other waiting for an invitation.
    const interviewer = await signedIn(browser, "interviewer");
    const card = await recruitingCard(interviewer);
    const bookedItem = card.getByRole("listitem").filter({ hasText: booked });
    await expect(bookedItem).toContainText("Pairing");
    await expect(bookedItem).toContainText(/\d{1,2}:\d{2} [AP]M IST/);
    await expect(card.getByRole("listitem").filter({ hasText: unbooked })).toContainText(
      "No time yet: the candidate is not invited to pick one",
    );
    await expectAccessibleAtBothWidths(interviewer);
    await keepScreenshotsAtBothWidths(interviewer, "overview-interviewer");
    await bookedItem.getByRole("link", { name: booked }).click();
    await expect(interviewer).toHaveURL(interviewPage);
    await expect(interviewer.getByRole("heading", { name: booked, level: 1 })).toBeVisible();
    await interviewer.close();

    // The recruiters' schedule, from the navigation: the booked interview upcoming, the other waiting for a time.
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Interview schedule" })
      .click();
    await expect(page.getByRole("heading", { name: "Interview schedule", level: 1 })).toBeVisible();
    const upcoming = page.getByRole("listitem").filter({ hasText: booked });
    await expect(upcoming).toContainText("Booked");
    await expect(upcoming).toContainText(`Pairing · ${interviewJob.title}`);
    await expect(upcoming).toContainText("Interviewers: E2E editor, E2E interviewer");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "interview-schedule");
    await page
      .getByRole("navigation", { name: "Which interviews" })
      .getByRole("link", { name: "Waiting for a time" })
      .click();
    const waiting = page.getByRole("listitem").filter({ hasText: unbooked });
    await expect(waiting).toContainText("Candidate not invited yet");
    await expect(page.getByRole("listitem").filter({ hasText: booked })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page);
    await waiting.getByRole("link", { name: unbooked }).click();
    await expect(page.getByRole("heading", { name: unbooked, level: 1 })).toBeVisible();
  });

  test("an approver's Overview lists the offer waiting for them, and the recruiter is e-mailed once it is approved @one-width", async ({
    browser,
    page,
    request,
  }) => {
    const candidate = `Chitra Nair ${Date.now()}`;
    const { id } = await applyThroughApi(request, {
      jobId: offerJob.id,
      fullName: candidate,
      email: uniqueEmail("chitra"),
    });
    await page.goto(`/admin/jobs/${offerJob.id}/interviews`);
    const team = page.getByRole("region", { name: "Hiring team" });
    await team.getByRole("combobox", { name: "Person" }).selectOption({ label: "E2E editor" });
    await team.getByRole("combobox", { name: "Part" }).selectOption({ label: "Hiring manager" });
    await team.getByRole("checkbox", { name: "Approves offers" }).check();
    await team.getByRole("button", { name: "Add to the team" }).click();
    await expect(team.getByRole("listitem").filter({ hasText: "E2E editor" })).toBeVisible();

    await page.goto(`/admin/applications/${id}`);
    const offer = page.getByRole("region", { name: "Offer" });
    await offer.getByRole("textbox", { name: "Yearly salary in rupees" }).fill("12,00,000");
    await offer.getByLabel("Start date").fill("2027-02-01");
    await offer.getByRole("button", { name: "Ask for approval" }).click();
    await expect(page.getByText("Offer made. Its approvers are being e-mailed.")).toBeVisible();

    // The approver finds it on their Overview and answers it from there.
    const editor = await signedIn(browser, "editor");
    const card = await recruitingCard(editor);
    const waiting = card.getByRole("listitem").filter({ hasText: candidate });
    await expect(waiting).toContainText("₹12,00,000 a year");
    await expect(waiting).toContainText("Waiting for your approval");
    await expectAccessibleAtBothWidths(editor);
    await keepScreenshotsAtBothWidths(editor, "overview-approver");
    await waiting.getByRole("link", { name: candidate }).click();
    await expect(editor.getByRole("heading", { name: `Offer to ${candidate}`, level: 1 })).toBeVisible();
    await editor.getByRole("button", { name: "Approve" }).click();
    await expect(editor.getByText("You approved the offer.")).toBeVisible();
    await expect((await recruitingCard(editor)).getByRole("listitem").filter({ hasText: candidate })).toHaveCount(0);
    await editor.close();

    // The recruiter who made it is told, and their Overview has it ready to send.
    const [approved] = await mailsAbout(candidate, "Offer approved:", 1);
    expect(approved!.to).toContain(staffEmail("recruiter"));
    expect(approved!.text).toContain(`/admin/applications/${id}`);
    const ready = (await recruitingCard(page)).getByRole("listitem").filter({ hasText: candidate });
    await expect(ready).toContainText("Approved, ready to send");
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "overview-recruiter");
  });
});
