import type { Browser, Page } from "@playwright/test";

import { minimumQualificationQuestions } from "../domain/applications/job-application";
import { expect, uniqueEmail, visit } from "./fixtures";

export type ResumeUpload = { name: string; mimeType: string; buffer: Buffer };

/** The smallest file the resume check takes for a PDF. */
export const tinyPdf: ResumeUpload = {
  name: "Aditi Rao CV.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
};

/** Fills the application's step 1 and answers the applicant's e-mail address, unique to this test. */
export async function fillProfile(page: Page, resume: ResumeUpload = tinyPdf) {
  const email = uniqueEmail("aditi");
  await page.getByRole("textbox", { name: "Full Name", exact: true }).fill("Aditi Rao");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Phone Number", exact: true }).fill("+91 90000 11111");
  await page.getByRole("textbox", { name: "City", exact: true }).fill("Gwalior");
  await page.getByLabel("Resume").setInputFiles(resume);
  await page.getByRole("textbox", { name: "School", exact: true }).fill("MITS Gwalior");
  await page.getByRole("textbox", { name: "Degree", exact: true }).fill("B.Tech");
  await page.getByRole("textbox", { name: "Field of Study", exact: true }).fill("Computer Science");
  await page.getByRole("combobox", { name: "Start Year" }).selectOption("2016");
  await page.getByRole("combobox", { name: "End Year" }).selectOption("2020");
  return email;
}

/** Fills step 2: the preferred location, every qualification answered yes, eligible, no sponsorship. */
export async function fillRole(page: Page) {
  await page.getByRole("combobox", { name: "Preferred Location" }).selectOption("Gwalior, Madhya Pradesh, India");
  for (const question of minimumQualificationQuestions) {
    await page.getByRole("group", { name: question }).getByLabel("Yes").check();
  }
  await page
    .getByRole("group", { name: /legally eligible/ })
    .getByLabel("Yes")
    .check();
  await page
    .getByRole("group", { name: /sponsorship/ })
    .getByLabel("No")
    .check();
}

/** Step 3: referred by Karan Mehta (hiring reads it), and a gender (hiring never sees it). */
export async function fillSelfIdentification(page: Page) {
  await page
    .getByRole("group", { name: /referred/ })
    .getByLabel("Yes")
    .check();
  await page.getByRole("textbox", { name: "Referrer's name" }).fill("Karan Mehta");
  await page.getByRole("combobox", { name: "Gender" }).selectOption("Female");
}

/**
 * A visitor, in a browser of their own, opens `path` (a job's page, with whatever its link carried)
 * and applies through the four steps; answers their e-mail address.
 */
export async function applyAsVisitor(
  browser: Browser,
  path: string,
  { resume = tinyPdf, portfolio }: { resume?: ResumeUpload; portfolio?: string } = {},
): Promise<string> {
  const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await visit(visitor, path);
  const email = await fillProfile(visitor, resume);
  if (portfolio) await visitor.getByRole("textbox", { name: "Portfolio" }).fill(portfolio);
  await visitor.getByRole("button", { name: "Next" }).click();
  await fillRole(visitor);
  await visitor.getByRole("button", { name: "Next" }).click();
  await fillSelfIdentification(visitor);
  await visitor.getByRole("button", { name: "Next" }).click();
  await visitor.getByRole("button", { name: "Submit Application" }).click();
  await expect(visitor.getByRole("heading", { name: "Application Submitted!" })).toBeVisible();
  await visitor.close();
  return email;
}
