import { movingFestivals } from "../domain/bookings/india-holidays";

import { expect, expectNoAxeViolations, test } from "./fixtures";
import { staffState } from "./staff";

test.use({ storageState: staffState("admin") });

/**
 * A year the page offers whose festival dates the site's table lacks, wholly ahead of today
 * (next year or the one after), so every date entered for it shows in the preview. The table
 * never reaches two years ahead: the Government publishes a year's list late in the year before.
 */
function yearWithoutFestivals(): number {
  const thisYear = Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" }).format());
  const year = [thisYear + 1, thisYear + 2].find((candidate) => !movingFestivals[candidate]);
  if (year === undefined) throw new Error("The festival table knows the next two years: this test needs one it lacks.");
  return year;
}

test(
  "an admin is told a year's festival dates are not known, enters them, and the year's holidays include them",
  // Stored dates stay: the other width would find the year known already.
  { tag: "@one-width" },
  async ({ page }) => {
    const year = yearWithoutFestivals();
    await page.goto(`/admin/blocked-time?holidays=${year}`);
    await expect(page.getByText(`Holidays of ${year}: untick any the office works on`)).toBeVisible();
    const notice = page.getByRole("note").filter({ hasText: "are not known yet" });
    await expect(notice).toContainText(
      new RegExp(
        `The festival dates for (\\d{4}, )*(\\d{4} and )?${year} \\(Holi, Dussehra and Diwali\\) are not known yet\\.`,
      ),
    );
    await expect(notice).toContainText("Please enter them below");
    await expect(page.getByRole("checkbox", { name: /Republic Day/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Diwali/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const form = page.getByRole("form", { name: `Festival dates of ${year}` });
    await form.getByLabel("Holi").fill(`${year}-03-10`);
    await form.getByLabel("Dussehra").fill(`${year}-10-02`);
    await form.getByLabel("Diwali").fill(`${year}-10-21`);
    await form.getByRole("button", { name: "Save the festival dates" }).click();

    await expect(page.getByRole("status")).toHaveText(
      `The festival dates of ${year} are saved, and its holidays now include them.`,
    );
    await expect(page.getByText(`Holidays of ${year}: untick any the office works on`)).toBeVisible();
    for (const festival of ["Holi", "Dussehra", "Diwali"]) {
      await expect(page.getByRole("checkbox", { name: new RegExp(festival) })).toBeChecked();
    }
    await expect(page.getByRole("note").filter({ hasText: `${year} (Holi` })).toHaveCount(0);
    // The form stays, to correct the dates, with the ones entered.
    await expect(form.getByText("Entered by an admin.")).toBeVisible();
    await expect(form.getByLabel("Diwali")).toHaveValue(`${year}-10-21`);
    await expectNoAxeViolations(page);

    await form.getByLabel("Diwali").fill(`${year}-10-22`);
    await form.getByRole("button", { name: "Save the festival dates" }).click();
    await expect(page.getByRole("checkbox", { name: new RegExp(`Diwali.*22 Oct ${year}`) })).toBeChecked();

    await page.goto("/admin/audit?action=blocked-time");
    await expect(
      page.getByText(
        `Entered the festival dates of ${year}: Holi ${year}-03-10, Dussehra ${year}-10-02, Diwali ${year}-10-21.`,
      ),
    ).toBeVisible();
    await expect(page.getByText(`Corrected the festival dates of ${year}:`)).toBeVisible();
  },
);
