import type { Locator, Page } from "@playwright/test";

import { expect } from "./fixtures";

/**
 * Schedules what the editor on `page` has open for `day` at 10:00 in India, with the publishing
 * fields in `publishing` (the page, or its Publishing card), and sees it said: the notice's
 * `announcement`, and the state Scheduled.
 */
export async function scheduleForTenInIndia(
  page: Page,
  publishing: Page | Locator,
  day: string,
  announcement: string,
): Promise<void> {
  await publishing.getByRole("radio", { name: /^At a day and time/ }).check();
  await publishing.getByRole("textbox", { name: "Day" }).fill(day);
  await publishing.getByLabel("Time (India)").fill("10:00");
  await publishing.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(announcement)).toBeVisible();
  await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
}
