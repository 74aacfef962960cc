import type { Browser } from "@playwright/test";

import { seedJobs } from "../server/db/seed-jobs";
import { applyAsVisitor, tinyPdf } from "./application-form";
import { expect, test, uniqueEmail } from "./fixtures";
import { staffState } from "./staff";

const job = seedJobs.find((candidate) => candidate.location === "Gwalior")!;

/** A recruiter, in a browser of their own, opens the application of `email` and reads where it came from. */
async function sourceAsRecruiterSees(browser: Browser, email: string) {
  const recruiter = await browser.newPage({ storageState: staffState("recruiter") });
  await recruiter.goto(`/admin/applications?q=${encodeURIComponent(email)}`);
  await recruiter.getByRole("link", { name: /Aditi Rao|Meera Nair/ }).click();
  const text = await recruiter.getByRole("region", { name: "Where they came from" }).innerText();
  await recruiter.close();
  return text;
}

test.describe("referrals", () => {
  test.use({ storageState: staffState("editor") });

  test("an editor shares their link; the candidate who applies by it is their referral, and the recruiter sees who referred them @one-width", async ({
    browser,
    page,
  }) => {
    await page.goto("/admin/referrals");
    await expect(page.getByRole("heading", { name: "Referrals", level: 1 })).toBeVisible();
    const link = await page.getByRole("textbox", { name: `Link to ${job.title}, ${job.location}` }).inputValue();
    const url = new URL(link);
    expect(url.pathname).toBe(`/career/apply/${job.id}`);
    expect(url.searchParams.get("ref")).toMatch(/^[a-f0-9]{32}$/);

    const email = await applyAsVisitor(browser, `${url.pathname}${url.search}`);

    await page.reload();
    const referrals = page.getByRole("region", { name: "Your referrals" });
    await expect(referrals.getByRole("listitem").filter({ hasText: "Aditi Rao" }).first()).toContainText("New");
    const source = await sourceAsRecruiterSees(browser, email);
    expect(source).toContain("Staff referral");
    expect(source).toContain("E2E editor");
  });

  test("an editor refers a candidate with their resume; a wrong field is named and what was typed is kept, and the form is empty once they are referred @one-width", async ({
    browser,
    page,
  }) => {
    const email = uniqueEmail("meera");
    await page.goto("/admin/referrals");
    const form = page.getByRole("region", { name: "Refer someone" });
    await form.getByRole("combobox", { name: "Job" }).selectOption({ label: `${job.title}, ${job.location}` });
    await form.getByRole("textbox", { name: "Candidate's name" }).fill("Meera Nair");
    await form.getByRole("textbox", { name: "Candidate's e-mail address" }).fill(email);
    await form.getByRole("textbox", { name: "Candidate's phone number" }).fill("12");
    await form.getByLabel("Resume").setInputFiles(tinyPdf);
    await form.getByRole("textbox", { name: "Why you recommend them" }).fill("Led our college hackathon team.");
    await form.getByRole("button", { name: "Refer" }).click();

    await expect(form.getByText("Please enter a valid phone number.")).toBeVisible();
    await expect(form.getByRole("textbox", { name: "Candidate's name" })).toHaveValue("Meera Nair");
    await form.getByRole("textbox", { name: "Candidate's phone number" }).fill("98100 12345");
    await form.getByLabel("Resume").setInputFiles(tinyPdf);
    await form.getByRole("button", { name: "Refer" }).click();

    await expect(page.getByText("Thank you. The recruiters have your referral; it is listed below.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your referrals" }).getByRole("listitem").filter({ hasText: "Meera Nair" }),
    ).toContainText(job.title);
    // Empty for the next candidate: the page stays, and kept what was typed.
    await expect(form.getByRole("combobox", { name: "Job" })).toHaveValue("");
    for (const field of ["Candidate's name", "Candidate's e-mail address", "Why you recommend them"])
      await expect(form.getByRole("textbox", { name: field })).toHaveValue("");
    const source = await sourceAsRecruiterSees(browser, email);
    expect(source).toContain("Led our college hackathon team.");
  });
});
