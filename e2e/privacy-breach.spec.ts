import { indiaClockTime, indiaDateOf } from "../domain/time/india-dates";

import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit } from "./fixtures";
import { mailsMentioning } from "./mailbox";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { staffState } from "./staff";

test.use({ storageState: staffState("admin") });

/**
 * Found an hour ago, in India's date and time: the Board's 72 hours then have "2 days" and some
 * hours left, whatever the hour the test runs (a fixed "00:05 today" was still to come, or a day
 * old, for a run that crossed India's midnight).
 */
const anHourAgo = () => new Date(Date.now() - 60 * 60_000);

test(
  "an admin records a breach, sees the people it affected and the drafts, and sends the notices",
  { tag: "@one-width" },
  async ({ page, request }) => {
    test.slow();
    // "0." sorts first, so the person is on the list's first page whatever else the run has sent.
    const email = uniqueEmail("0.breach");
    const enquiry = await request.post("/contactus/submit", {
      data: {
        firstName: "Meher",
        lastName: "Kapoor",
        email,
        phone: "",
        source: "contact",
        message: "A quote, please.",
      },
    });
    expect(enquiry.status()).toBe(201);

    await visit(page, "/admin/privacy/breaches");
    await expect(page.getByRole("heading", { name: "Data breaches", level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await page.getByRole("link", { name: "Record a breach" }).click();
    await expect(page.getByRole("heading", { name: "Record a data breach", level: 1 })).toBeVisible();
    await expectAccessibleAtBothWidths(page);

    const found = anHourAgo();
    const foundDay = indiaDateOf(found);
    await page.getByLabel(/^Day it was found/).fill(foundDay);
    await page.getByLabel(/^Time it was found/).fill(indiaClockTime(found));
    await page
      .getByRole("textbox", { name: "What happened" })
      .fill("An export of this week's enquiries was sent to the wrong supplier.");
    await page.getByLabel(/^Where: which system/).fill("E-mail to a supplier");
    // Without a kind of record, the form says so and is not sent.
    await page.getByLabel(/^First day it covers/).fill(foundDay);
    // To today in India: the enquiry above was made after the breach was found, perhaps on the next day.
    await page.getByLabel(/^Last day it covers/).fill(indiaDateOf(new Date()));
    await page.getByLabel(/^What was done/).fill("The supplier deleted the file and confirmed it in writing.");
    await page
      .getByLabel(/^Likely consequences/)
      .fill("Your name, address and message may have been seen by one company.");
    await page.getByLabel(/^Whom people can contact/).fill("Priya Rao, privacy@nexoratech.in");
    await page.getByRole("button", { name: "Record the breach" }).click();
    await expect(page.getByText("Please choose at least one kind of record.")).toBeVisible();
    await page.getByRole("checkbox", { name: "Enquiries sent through the site" }).check();
    await page.getByRole("button", { name: "Record the breach" }).click();

    await expect(page.getByRole("heading", { name: "Data breach", level: 1 })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(/The breach is recorded/);
    await expect(page.getByText(/Board report due in 2 days/).first()).toBeVisible();
    const people = page.getByRole("region", { name: /^People affected: \d+/ });
    await expect(people.getByRole("cell", { name: email })).toBeVisible();
    const notice = page.getByRole("region", { name: "The notice to each person" });
    for (const heading of [
      "What happened",
      "What it may mean for you",
      "What we have done",
      "What you can do",
      "Whom to contact",
    ])
      await expect(notice.getByRole("heading", { name: heading, level: 4 })).toBeVisible();
    const report = page.getByRole("region", { name: "The report to the Data Protection Board" });
    await expect(report.getByText("Findings about the person who caused the breach")).toBeVisible();
    await expectAccessibleAtBothWidths(page);
    await keepScreenshotsAtBothWidths(page, "privacy-breach");

    await people.getByRole("button", { name: /^Confirm this list of/ }).click();
    await expect(page.getByRole("status")).toHaveText(/The list of people is stored/);
    await notice.getByRole("button", { name: /^Send the notice to/ }).click();
    await expect(page.getByRole("status")).toHaveText(/The notices are in the outbox/);
    await expect(people.getByRole("row", { name: new RegExp(email.replaceAll(".", "\\.")) })).not.toContainText(
      "Not sent",
    );
    const breachNotices = () =>
      mailsMentioning(email).filter((each) => each.subject?.startsWith("A data breach at Nexora Technologies"));
    await expect.poll(() => breachNotices().length, { timeout: 15_000 }).toBe(1);
    const notices = breachNotices();
    expect(notices[0]!.text).toContain("Dear Meher Kapoor,");
    expect(notices[0]!.text).toContain("The supplier deleted the file");

    const download = page.waitForEvent("download");
    await report.getByRole("link", { name: "Download the report" }).click();
    expect((await download).suggestedFilename()).toBe(`breach-report-${foundDay}.txt`);
    await report.getByRole("button", { name: "Mark the report sent" }).click();
    await expect(page.getByRole("status")).toHaveText(/The report to the Board is marked sent/);
    await expect(page.getByText("Board report sent").first()).toBeVisible();
    await keepScreenshotsAtBothWidths(page, "privacy-breach-sent");
  },
);
