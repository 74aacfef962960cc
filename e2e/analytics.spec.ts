import type { BrowserContext, Page } from "@playwright/test";

import {
  expect,
  laterBookableDay,
  test,
  uniqueEmail,
  visit,
  waitForHydration,
  waitForOverlay,
  waitingForHydration,
} from "./fixtures";
import { confirmBooking } from "./booking-details";
import { staffState } from "./staff";

/**
 * The site's own page counter (decision 048): visits from a campaign link and from a
 * search counted without any cookie or browser storage, one of them booking a call whose source
 * and landing page the sales desk and the analytics page show, and a headless browser not counted.
 */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** Another person's browser: another visitor key on the same address. */
const windowsChrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

/** What the page left in the browser: cookies of the context, and both storages of the page. */
async function expectNothingStored(context: BrowserContext, page: Page) {
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
}

/** Waits for the page's next beacon to be answered. */
const beaconAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith("/api/analytics/events"));

test.describe("the site's own page counter @one-width", () => {
  // `page` is the default headless browser (its user agent says HeadlessChrome); the people are
  // contexts with a desktop Chrome's user agent.
  test("counts a campaign's and a search's visits without storing anything, ties a booking to its visit, and not a headless browser", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ userAgent: desktopChrome });
    const visitor = waitingForHydration(await context.newPage());
    const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
    const campaign = `diwali-${run}`;
    const headlessSource = `headless-${run}`;
    const booker = { firstName: "Ritika", lastName: `Counted ${run}`, email: uniqueEmail("analytics-booker") };
    const headlessWriter = { firstName: "Harsh", lastName: `Uncounted ${run}`, email: uniqueEmail("headless") };

    await test.step("a visitor comes from a newsletter's link, reads on and books a call", async () => {
      const viewed = beaconAnswered(visitor);
      await visit(visitor, `/services?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
      expect((await viewed).status()).toBe(204);
      // A client-side navigation is a page view too.
      const navigated = beaconAnswered(visitor);
      await visitor.getByRole("contentinfo").getByRole("link", { name: "Home", exact: true }).click();
      await expect(visitor).toHaveURL(/\/$/);
      expect((await navigated).status()).toBe(204);

      await visitor.getByRole("link", { name: "Want a Demo !" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Book a Free Demo" });
      // Late in the calendar, so tests booking in parallel keep off this day.
      await (await laterBookableDay(dialog, 6)).click();
      const times = dialog.getByRole("list", { name: "Available times" });
      await expect(times).toBeVisible();
      await times.getByRole("button").last().click();
      expect(await confirmBooking(visitor, dialog, booker)).toMatch(/^DEMO-/);
      await expectNothingStored(context, visitor);
      await context.close();
    });

    await test.step("another visitor comes from a search", async () => {
      const searcher = await browser.newContext({ userAgent: windowsChrome });
      const searchPage = waitingForHydration(await searcher.newPage());
      const viewed = beaconAnswered(searchPage);
      await searchPage.goto("/portfolio", { referer: "https://www.google.com/" });
      await waitForOverlay(searchPage);
      await waitForHydration(searchPage);
      expect((await viewed).status()).toBe(204);
      // The tab hidden, the page sends its leave with the time it was seen, and the collector takes it.
      const left = searchPage.waitForRequest(
        (request) => request.url().endsWith("/api/analytics/events") && request.postDataJSON()?.kind === "leave",
      );
      await searchPage.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      const leave = await left;
      expect(leave.postDataJSON()).toMatchObject({ kind: "leave", path: "/portfolio", visibleMs: expect.any(Number) });
      expect((await leave.response())?.status()).toBe(204);
      await expectNothingStored(searcher, searchPage);
      await searcher.close();
    });

    await test.step("a headless browser's visit and enquiry are not counted", async () => {
      const headlessPage = page;
      await visit(headlessPage, `/contactUs?utm_source=${headlessSource}`);
      expect(await headlessPage.evaluate(() => navigator.userAgent)).toContain("HeadlessChrome");
      await headlessPage.getByRole("textbox", { name: "First name", exact: true }).fill(headlessWriter.firstName);
      await headlessPage.getByRole("textbox", { name: "Last name", exact: true }).fill(headlessWriter.lastName);
      await headlessPage.getByRole("textbox", { name: "Email", exact: true }).fill(headlessWriter.email);
      await headlessPage.getByRole("textbox", { name: "Message", exact: true }).fill("Is a headless browser counted?");
      await headlessPage.getByRole("button", { name: "Send message" }).click();
      await expect(headlessPage.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    });

    const sales = await browser.newContext({ storageState: staffState("sales") });
    const desk = waitingForHydration(await sales.newPage());
    const touchOf = async (name: string, email: string) => {
      await desk.goto(`/admin/contacts?view=everyone&q=${encodeURIComponent(email)}`);
      await desk.getByRole("link", { name }).click();
      await expect(desk.getByRole("heading", { name, level: 1 })).toBeVisible();
      return desk.getByRole("region", { name: "Where they came from" });
    };

    await test.step("the booking's contact shows its visit's source, campaign, landing page and pages seen", async () => {
      const touch = await touchOf(`${booker.firstName} ${booker.lastName}`, booker.email);
      await expect(touch).toContainText("Counted under newsletter in the reports.");
      const details = touch.getByRole("definition");
      for (const value of ["newsletter", "email", campaign, "/services"])
        await expect(details.getByText(value, { exact: true })).toBeVisible();
      await expect(touch.getByRole("listitem")).toHaveText(["/services", "/"]);
    });

    await test.step("the headless browser's enquiry has no visit", async () => {
      const touch = await touchOf(`${headlessWriter.firstName} ${headlessWriter.lastName}`, headlessWriter.email);
      await expect(touch).toContainText("No visit is known");
    });

    await test.step("the analytics page counts the campaign's visit and its booking, the search, and not the headless visit", async () => {
      const main = desk.locator("main");
      // The search's visit may still be in the server's two-second batch.
      await expect(async () => {
        await desk.goto("/admin/analytics");
        await expect(main).toContainText("Google", { timeout: 500 });
        await expect(main).toContainText(campaign, { timeout: 500 });
      }).toPass({ timeout: 15_000 });
      await waitForHydration(desk);
      const numbers = async (title: string) => {
        await desk.getByText(`Show the numbers of ${title}`, { exact: true }).click();
        return desk.getByRole("table", { name: title, exact: true });
      };
      await expect((await numbers("Sources")).getByRole("rowheader", { name: "Google", exact: true })).toBeVisible();
      const row = (await numbers("Campaigns")).getByRole("row").filter({ hasText: campaign });
      // Campaign, source, medium, visits, then the leads: the visit booked a call.
      await expect(row.getByRole("cell").nth(0)).toHaveText("newsletter");
      await expect(row.getByRole("cell").nth(1)).toHaveText("email");
      await expect(row.getByRole("cell").nth(2)).toHaveText("1");
      await expect(
        (await numbers("Entry pages")).getByRole("rowheader", { name: "/services", exact: true }),
      ).toBeVisible();
      await expect(desk.locator("main")).not.toContainText(headlessSource);
    });
    await sales.close();
  });
});
