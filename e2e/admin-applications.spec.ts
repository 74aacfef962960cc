import { readFile } from "node:fs/promises";
import path from "node:path";

import type { Browser, Page } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { applyAsVisitor } from "./application-form";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitForMails } from "./mailbox";
import { staffState } from "./staff";

const job = seedJobs.find((candidate) => candidate.location === "Gwalior")!;
const resumeFile = path.resolve("e2e/fixtures/resume.pdf");

/** A visitor applies through the public form with a real resume; answers their e-mail address. */
const apply = async (browser: Browser) =>
  applyAsVisitor(browser, `/career/apply/${job.id}`, {
    resume: { name: "Aditi Rao CV.pdf", mimeType: "application/pdf", buffer: await readFile(resumeFile) },
    portfolio: "https://aditi.example.in",
  });

/** Presses a stage's button from the keyboard: Tab reaches it, Enter presses it. */
async function pressStage(page: Page, label: string) {
  const button = page.getByRole("region", { name: "Stage" }).getByRole("button", { name: label, exact: true });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Stage saved.");
  await expect(
    page.getByRole("region", { name: "Stage" }).getByRole("button", { name: label, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
}

test.describe("the applications", () => {
  test.use({ storageState: staffState("recruiter") });

  test("a recruiter finds a new application, moves it on, notes it, downloads the resume and rejects it with the e-mail @one-width", async ({
    browser,
    page,
  }) => {
    const email = await apply(browser);
    // The confirmation and the careers inbox's notification, before anything the recruiter does.
    await waitForMails(email, 2);

    await page.goto("/admin/applications");
    await expect(page.getByRole("heading", { name: "Applications", level: 1 })).toBeVisible();
    await page.getByRole("searchbox", { name: "Search" }).fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/q=aditi/);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Aditi Rao" }).click();

    await expect(page.getByRole("heading", { name: "Aditi Rao", level: 1 })).toBeVisible();
    await expect(page.getByText("B.Tech in Computer Science from MITS Gwalior (2016 – 2020)")).toBeVisible();
    await expect(page.getByRole("link", { name: "https://aditi.example.in" })).toHaveAttribute(
      "rel",
      "nofollow noopener noreferrer",
    );
    await expect(page.getByText("Gwalior, Madhya Pradesh, India")).toBeVisible();
    // Who referred them is hiring's to read; what they told only the company's statistics is not.
    const source = page.getByRole("region", { name: "Where they came from" });
    await expect(source).toContainText("Careers page");
    await expect(source).toContainText("Yes, by Karan Mehta");
    await expect(page.locator("body")).not.toContainText("Female");
    await expectNoAxeViolations(page);

    await pressStage(page, "Screening");
    await pressStage(page, "Interview");
    const history = page.getByRole("region", { name: "History" }).getByRole("listitem");
    await expect(history.nth(0)).toContainText(/Moved APP-\w+ to Interview \(was Screening\)\./);
    await expect(history.nth(1)).toContainText(/Moved APP-\w+ to Screening \(was New\)\./);

    await page.getByRole("textbox", { name: "Add a note" }).fill("Strong portfolio: invite for a second round.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("status")).toHaveText("Note added.");
    const notes = page.getByRole("region", { name: "Notes" });
    await expect(notes.getByText("Strong portfolio: invite for a second round.")).toBeVisible();
    await expect(notes.getByText("E2E recruiter")).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download resume" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("Aditi Rao CV.pdf");
    expect((await readFile((await download.path())!)).equals(await readFile(resumeFile))).toBe(true);
    await page.reload();
    await expect(history.nth(0)).toContainText(/Downloaded the resume of APP-\w+\./);

    // Read in the page: drawn from the file's bytes, never opened as a page of the site; audited as a view.
    await page.getByRole("button", { name: "View the resume here" }).click();
    await expect(page.getByRole("img", { name: /^Page 1 of \d+ of the resume$/ })).toBeVisible();
    await page.reload();
    await expect(history.nth(0)).toContainText(/Viewed the resume of APP-\w+ in the back office\./);

    await page.getByRole("link", { name: "Rejected…" }).click();
    await expect(page).toHaveURL(/confirm=reject/);
    // The e-mail as it will go, filled in for this candidate, which could be changed for them alone.
    const preview = page.getByRole("textbox", { name: "E-mail" });
    expect(await preview.inputValue()).toContain("Dear Aditi Rao,");
    expect(await preview.inputValue()).toContain(job.title);
    const subject = await page.getByRole("textbox", { name: "Subject" }).inputValue();
    await expect(page.getByRole("checkbox", { name: "Send the candidate this e-mail" })).toBeChecked();
    await expectNoAxeViolations(page);
    // A reason is asked first (the browser's own check; the server's message is the form tests').
    await expect(page.getByRole("combobox", { name: "Reason" })).toHaveAttribute("required", "");
    await page.getByRole("combobox", { name: "Reason" }).selectOption("Not enough experience");
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Rejected. The candidate is being e-mailed.");
    await expect(page.getByRole("region", { name: "Stage" }).getByRole("button", { name: "Rejected" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    const rejection = (await waitForMails(email, 3)).find((mail) => mail.subject === subject);
    expect(rejection?.to).toContain(email);
    expect(rejection?.text).toContain("Dear Aditi Rao,");
    expect(rejection?.text).toContain(`Thank you for your interest in the ${job.title} role`);
  });

  test("a rejection without the e-mail queues none, and the job's own list and CSV hold the application @one-width", async ({
    browser,
    page,
  }) => {
    const email = await apply(browser);
    await waitForMails(email, 2);
    await page.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
    await page.getByRole("link", { name: "Aditi Rao" }).click();
    await page.getByRole("link", { name: "Rejected…" }).click();
    await page.getByRole("checkbox", { name: "Send the candidate this e-mail" }).uncheck();
    await page.getByRole("combobox", { name: "Reason" }).selectOption("Did not reply");
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Stage saved.");
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toHaveText(
      /Moved APP-\w+ to Rejected \(was New\) for "Did not reply"\./,
    );

    // A stage of the same job narrows the list: the job's heading, its tab and its CSV.
    await page.goto(`/admin/applications?job=${job.id}&stage=rejected&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("heading", { name: `Applications for ${job.title}`, level: 1 })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Stages" }).getByRole("link", { name: /^Rejected/ }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Aditi Rao" })).toBeVisible();
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export CSV" }).click();
    const csv = await readFile((await (await downloading).path())!, "utf8");
    expect(csv).toContain(`"${email}","+91 90000 11111"`);
    expect(csv).toContain("Yes, by Karan Mehta");
    expect(csv).not.toContain("Female");
  });
});
