import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { mailsMentioning, type ReceivedMail } from "./mailbox";
import { askThePanel, planInterviews } from "./interview-plan";
import { applyThroughApi } from "./sample-application";
import { keepScreenshot } from "./screenshots";
import { staffState } from "./staff";

// A job no other browser test plans interviews for.
const job = seedJobs.filter((candidate) => candidate.department === "AI & Machine Learning")[1]!;

/** The e-mails about the candidate whose subject starts so, once `count` have arrived. */
async function mailsAbout(candidate: string, subject: string, count: number): Promise<ReceivedMail[]> {
  const matching = () => mailsMentioning(candidate).filter((mail) => mail.subject?.startsWith(subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBe(count);
  return matching();
}

/** The calendar invite an e-mail carries, its folded lines joined. */
const inviteOf = (mail: ReceivedMail) =>
  mail.attachments
    .find((attachment) => attachment.contentType.startsWith("text/calendar"))!
    .content.replace(/\r\n[ \t]/g, "");

test.describe("candidates choose their interview's time", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter invites a candidate for a panel of two; the candidate books, moves and cancels from the link, and everyone gets the invites @one-width", async ({
    browser,
    page,
    request,
  }) => {
    // A whole hiring step across three browsers: the plan, the panel, the invitation, and the candidate's three changes.
    test.setTimeout(120_000);
    const candidate = `Meera Pillai ${Date.now()}`;
    const email = uniqueEmail("meera");
    const { id } = await applyThroughApi(request, { jobId: job.id, fullName: candidate, email });

    // The plan: a panel stage with the interviewer and the editor; both asked; then the invitation:
    // 45 minutes, its subject edited for this candidate alone.
    await planInterviews(page, job.id, { name: "Panel", attributes: "Machine learning" });
    const interviews = await askThePanel(page, id, "Panel");
    await interviews.getByText("Invite the candidate to choose a time").click();
    await interviews.getByRole("combobox", { name: "Length" }).selectOption({ label: "45 minutes" });
    const subject = interviews.getByRole("textbox", { name: "Subject" });
    await expect(subject).toHaveValue(`Choose a time for your Panel interview | ${job.title} at Nexora Technologies`);
    await subject.fill(`Meera, choose a time for your panel interview`);
    await expectAccessibleAtBothWidths(page);
    await interviews.getByRole("button", { name: "Send the invitation" }).click();
    await expect(page.getByText("Invitation sent. The candidate chooses a time from the link in it.")).toBeVisible();
    await expect(interviews).toContainText("not chosen yet");

    const [invitation] = await mailsAbout(candidate, "Meera, choose a time for your panel interview", 1);
    expect(invitation!.to).toContain(email);
    expect(invitation!.text).toContain("which takes 45 minutes");
    const link = new URL(/https?:\/\/\S+\/interview\/[\w-]{43}/.exec(invitation!.text!)![0]).pathname;

    // The candidate, in a browser of their own, books the first time of the second day offered.
    const candidatePage = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await candidatePage.goto(link);
    await expect(
      candidatePage.getByRole("heading", { name: "Choose a time for your interview", level: 1 }),
    ).toBeVisible();
    await expect(candidatePage.getByText("E2E editor, E2E interviewer")).toBeVisible();
    await expectAccessibleAtBothWidths(candidatePage);
    const days = candidatePage.getByRole("list", { name: "Days with free times" }).getByRole("link");
    const secondDay = (await days.nth(1).textContent())!;
    // The day's link reads "Fri 27 Nov", its times' legend "Choose a time on Fri, 27 Nov 2026".
    const secondDaysTimes = candidatePage.getByRole("group", {
      name: new RegExp(`Choose a time on ${secondDay.replace(" ", ", ")} \\d{4}$`),
    });
    await days.nth(1).click();
    await expect(secondDaysTimes).toBeVisible();
    const firstTime = (await candidatePage.getByRole("radio").first().locator("..").textContent())!;
    await candidatePage.getByRole("button", { name: "Book this time" }).click();
    await expect(candidatePage.getByRole("status")).toContainText("Your interview is booked for");
    // The button sat at the foot of a long list of times: the phone's view and focus move to the news.
    await expect(candidatePage.getByRole("status")).toBeInViewport();
    await expect(candidatePage.getByRole("status")).toBeFocused();
    await keepScreenshot(candidatePage, { path: "test-results/screenshots/interview-booked-in-view-375.png" });
    await expect(candidatePage.getByRole("heading", { name: "Your interview is booked", level: 1 })).toBeVisible();
    await expect(candidatePage.getByText(/meet\.jit\.si\/Nexora-Interview-/)).toBeVisible();

    // Everyone has the same calendar event: the candidate and both interviewers, through the real SMTP listener.
    const [booked] = await mailsAbout(candidate, "Your interview is booked", 1);
    expect(inviteOf(booked!)).toContain("METHOD:REQUEST");
    const panelInvites = await mailsAbout(candidate, "Interview: ", 2);
    for (const mail of panelInvites) {
      expect(inviteOf(mail)).toContain("METHOD:REQUEST");
      expect(inviteOf(mail)).toContain(email);
    }
    await page.reload();
    await expect(interviews).toContainText("Booked:");
    await expect(interviews).toContainText(firstTime.trim());

    // Moved to another time, then cancelled: each a new version of the one event.
    await candidatePage.getByRole("link", { name: "Move it" }).click();
    // To another time of the second day: the first day offered may have only one time left, late in India's day.
    await days.nth(1).click();
    await expect(secondDaysTimes).toBeVisible();
    await candidatePage.getByRole("radio").nth(1).check();
    await candidatePage.getByRole("button", { name: "Book this time" }).click();
    await expect(candidatePage.getByRole("status")).toContainText("Your interview is booked for");
    const [moved] = await mailsAbout(candidate, "Your interview is moved", 1);
    expect(inviteOf(moved!)).toContain("SEQUENCE:1");

    await candidatePage.getByRole("link", { name: "Cancel it" }).click();
    await candidatePage.getByRole("button", { name: "Yes, cancel the interview" }).click();
    await expect(candidatePage.getByRole("status")).toContainText("Your interview is cancelled.");
    await expect(candidatePage.getByRole("button", { name: "Book this time" })).toBeVisible();
    const cancellations = [
      ...(await mailsAbout(candidate, "Your interview is cancelled", 1)),
      ...(await mailsAbout(candidate, "Cancelled: ", 2)),
    ];
    for (const mail of cancellations) expect(inviteOf(mail)).toContain("METHOD:CANCEL");
    await candidatePage.close();

    // A link that was never made opens nothing.
    const stranger = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    const response = await stranger.goto(`/interview/${"A".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(stranger.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
    await stranger.close();
  });
});
