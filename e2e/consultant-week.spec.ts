import type { APIRequestContext, Page } from "@playwright/test";

import { bookCallOnLastDay } from "./booking-details";
import { expect, expectNoAxeViolations, test, uniqueEmail, visit } from "./fixtures";
import { staffState } from "./staff";
import { keepScreenshot } from "./screenshots";

/**
 * A consultant's week at a glance: sales opens the team's week and a
 * consultant's, at a phone's width as a list of days and at a desktop's as a grid, reaches a call
 * by keyboard and opens its booking. Both widths are set here, so it runs in one project.
 */
test.use({ storageState: staffState("admin") });

/** A call on the calendar's last day, by Ishaan `lastName`. */
const bookCall = (request: APIRequestContext, lastName: string) =>
  bookCallOnLastDay(request, {
    firstName: "Ishaan",
    lastName,
    email: uniqueEmail("consultant-week"),
    message: "A look at our delivery tracking.",
  });

const shot = (page: Page, name: string) =>
  keepScreenshot(page, { path: `test-results/screenshots/consultant-week-${name}.png`, fullPage: true });

test.describe("a consultant's week @one-width", () => {
  test("shows their calls by day on a phone and as a grid on a desktop; a call opens its booking, by keyboard too", async ({
    page,
    request,
  }) => {
    const call = await bookCall(request, "Sharma");
    await bookCall(request, "Verma");
    const callLink = page.getByRole("link", { name: new RegExp(`Call with Ishaan Sharma.*${call.reference}`) });
    const bookingHeading = page.getByRole("heading", { name: `Demo call ${call.reference}`, level: 1 });

    let consultantName = "";
    await test.step("the team's week at a phone's width: the call's day, then the call, which opens its booking", async () => {
      await page.setViewportSize({ width: 375, height: 812 });
      await visit(page, `/admin/consultants/week?week=${call.date}`);
      await expect(page.getByRole("heading", { name: "The team’s week", level: 1 })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "Next week" }),
      ).toBeVisible();
      const day = page.getByRole("listitem").filter({ has: page.locator(`h2 time[datetime="${call.date}"]`) });
      await expect(day.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(day.getByRole("link", { name: /Call with Ishaan Sharma/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "team-375");
      await callLink.click();
      await expect(bookingHeading).toBeVisible();
      consultantName = (await page.locator('dt:text-is("Consultant") + dd').textContent())!.trim();
    });

    await test.step("their own week at a phone's width", async () => {
      await visit(page, `/admin/consultants/week?week=${call.date}`);
      await page.getByRole("list", { name: "Consultants" }).getByRole("link", { name: consultantName }).click();
      await expect(page.getByRole("heading", { name: `${consultantName}: their week`, level: 1 })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("week")).not.toBeNull();
      await expect(callLink).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "wider than the phone's screen").toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
      await shot(page, "consultant-375");
    });

    await test.step("their week at a desktop's width: a grid whose call is reached by keyboard and opens its booking", async () => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const address = page.url();
      await visit(page, address);
      await expect(page.getByRole("heading", { level: 2 })).toHaveCount(7);
      await expect(callLink).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "consultant-1280");
      await page.locator("body").click({ position: { x: 1, y: 1 } });
      let reached = false;
      for (let presses = 0; presses < 80 && !reached; presses += 1) {
        await page.keyboard.press("Tab");
        reached = await callLink.evaluate((link) => link === document.activeElement);
      }
      expect(reached, "the call's link is reached with Tab").toBe(true);
      await page.keyboard.press("Enter");
      await expect(bookingHeading).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/admin/bookings/${call.id}$`));
    });

    await test.step("the team's week at a desktop's width, and the weeks either side", async () => {
      await visit(page, `/admin/consultants/week?week=${call.date}`);
      await expect(callLink).toBeVisible();
      await expectNoAxeViolations(page);
      await shot(page, "team-1280");
      await page.getByRole("link", { name: "Next week" }).click();
      await expect(callLink).toHaveCount(0);
      await page.getByRole("link", { name: "Previous week" }).click();
      await expect(callLink).toBeVisible();
    });
  });
});
