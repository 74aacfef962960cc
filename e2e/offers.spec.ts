import type { Browser } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail } from "./fixtures";
import { mailsMentioning } from "./mailbox";
import { applyThroughApi } from "./sample-application";
import { staffState } from "./staff";

// A job no other browser test names offer approvers for.
const job = seedJobs.filter((candidate) => candidate.location !== "Gwalior")[1] ?? seedJobs[2]!;

/** The e-mails about the candidate whose subject starts so, once `count` have arrived. */
async function mailsAbout(candidate: string, subject: string, count: number) {
  const matching = () => mailsMentioning(candidate).filter((mail) => mail.subject?.startsWith(subject));
  await expect.poll(() => matching().length, { timeout: 15_000 }).toBe(count);
  return matching();
}

/** An approver opens the link in their e-mail, signed in in their own browser, and approves. */
async function approveFromMail(browser: Browser, account: "sales" | "editor", link: string, note: string) {
  const approver = await browser.newPage({ storageState: staffState(account) });
  await approver.goto(link);
  await expect(approver.getByRole("heading", { name: /^Offer to /, level: 1 })).toBeVisible();
  await expectAccessibleAtBothWidths(approver);
  await approver.getByRole("textbox", { name: "Note" }).fill(note);
  await approver.getByRole("button", { name: "Approve" }).click();
  await expect(approver.getByText("You approved the offer.")).toBeVisible();
  await approver.close();
}

test.describe("offers", () => {
  test.use({ storageState: staffState("recruiter") });

  test("an offer needs both approvers the job names before its letter reaches the candidate @one-width", async ({
    browser,
    page,
    request,
  }) => {
    const candidate = `Rohan Verma ${Date.now()}`;
    const email = uniqueEmail("rohan");
    const { id } = await applyThroughApi(request, { jobId: job.id, fullName: candidate, email });

    // The job's approvers: a seller and an editor, both of whom must approve.
    await page.goto(`/admin/jobs/${job.id}/interviews`);
    const team = page.getByRole("region", { name: "Hiring team" });
    for (const name of ["E2E sales", "E2E editor"]) {
      await team.getByRole("combobox", { name: "Person" }).selectOption({ label: name });
      await team.getByRole("combobox", { name: "Part" }).selectOption({ label: "Hiring manager" });
      await team.getByRole("checkbox", { name: "Approves offers" }).check();
      await team.getByRole("button", { name: "Add to the team" }).click();
      // The notice stays from the first addition: the team's list says when this one is in.
      await expect(team.getByRole("listitem").filter({ hasText: name })).toBeVisible();
    }
    await expect(team.getByRole("combobox", { name: "An offer needs" })).toHaveValue("all");

    // The offer: a salary written as India writes it; a wrong one is named and what was typed is kept.
    await page.goto(`/admin/applications/${id}`);
    const offer = page.getByRole("region", { name: "Offer" });
    await offer.getByRole("textbox", { name: "Yearly salary in rupees" }).fill("18 lakh");
    await offer.getByLabel("Start date").fill("2027-01-04");
    await offer.getByRole("textbox", { name: "Notes for the approvers" }).fill("Top of the band; strong panel.");
    await offer.getByRole("button", { name: "Ask for approval" }).click();
    await expect(offer.getByText("The salary must be a whole number of rupees.")).toBeVisible();
    await expect(offer.getByRole("textbox", { name: "Notes for the approvers" })).toHaveValue(
      "Top of the band; strong panel.",
    );
    await offer.getByRole("textbox", { name: "Yearly salary in rupees" }).fill("18,00,000");
    await offer.getByRole("button", { name: "Ask for approval" }).click();
    await expect(page.getByText("Offer made. Its approvers are being e-mailed.")).toBeVisible();
    await expect(offer).toContainText("Approvals: 0 of the 2 needed");
    // The start date as people write it, not the form's 2027-01-04.
    await expect(offer).toContainText("Start date4 January 2027");
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      /Made an offer to APP-\w+ \(₹18,00,000 a year, from 4 January 2027\), for all 2 approvers to approve\./,
    );

    const requests = await mailsAbout(candidate, "Approve an offer", 2);
    const links = requests.map(
      (mail) => new URL(/https?:\/\/\S+\/admin\/offers\/[0-9a-f-]+/.exec(mail.text!)![0]).pathname,
    );
    expect(new Set(links).size).toBe(1);
    expect(requests.map((mail) => /<(.+)>/.exec(mail.to!)?.[1]).sort()).toEqual([
      "editor.e2e@nexoratech.in",
      "sales.e2e@nexoratech.in",
    ]);

    await approveFromMail(browser, "sales", links[0]!, "Within budget.");
    await page.reload();
    await expect(offer).toContainText("Approvals: 1 of the 2 needed");
    await expect(offer.getByRole("button", { name: "Send the offer letter" })).toHaveCount(0);

    await approveFromMail(browser, "editor", links[0]!, "");
    await page.reload();
    await expect(offer).toContainText("Approved");
    await offer.getByRole("button", { name: "Send the offer letter" }).click();
    await expect(page.getByText("The offer letter is on its way to the candidate.")).toBeVisible();

    const [letter] = await mailsAbout(candidate, "Your offer from", 1);
    expect(letter!.to).toContain(email);
    expect(letter!.text).toContain("₹18,00,000");
    expect(letter!.text).toContain("4 January 2027");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Approved the offer: “Within budget.”");
    await expectAccessibleAtBothWidths(page);
  });
});
