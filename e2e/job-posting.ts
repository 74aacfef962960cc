import type { Browser } from "@playwright/test";

import { expect, waitingForHydration } from "./fixtures";
import { staffState } from "./staff";

/** A recruiter in their own browser writes a job in the back office and opens it; `close` takes it off the board again. */
export async function openJob(browser: Browser, { title, keyword }: { title: string; keyword: string }) {
  const context = await browser.newContext({ storageState: staffState("recruiter") });
  const page = waitingForHydration(await context.newPage());
  await page.goto("/admin/jobs/new");
  await page.getByRole("textbox", { name: "Job title" }).fill(title);
  await page.getByRole("combobox", { name: "Department" }).fill("Engineering");
  await page.getByRole("combobox", { name: "Location" }).fill("Gwalior");
  await page.getByRole("combobox", { name: "Type" }).selectOption("Full-time");
  await page.getByRole("textbox", { name: "Description" }).fill(`Keep our **${keyword}** reports honest.`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText("Draft saved. Only staff can see it until you open it.");
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  const status = page.getByRole("region", { name: "Status" });
  await status.getByRole("button", { name: "Open job" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "The job is open: it is on the careers page and in the sitemap now.",
  );
  return {
    id,
    async close() {
      await status.getByRole("button", { name: "Close job" }).click();
      await expect(status.getByText("Closed", { exact: true })).toBeVisible();
      await context.close();
    },
  };
}

/**
 * A job of one test's own, opened as `openJob` does: its title and keyword end in a stamp no other
 * run gives, which the test may use to name its candidates.
 */
export async function openStampedJob(browser: Browser, { title, keyword }: { title: string; keyword: string }) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  const stampedTitle = `${title} ${stamp}`;
  const job = await openJob(browser, { title: stampedTitle, keyword: `${keyword}${stamp}` });
  return { ...job, stamp, title: stampedTitle };
}
