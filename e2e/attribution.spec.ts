import type { Locator, Page } from "@playwright/test";

import { indiaInstant } from "../domain/bookings/blocked-time";
import type { IsoDate } from "../domain/time/india-dates";
import { bookOnPage } from "./booking-details";
import { expect, expectAccessibleAtBothWidths, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { keepScreenshotsAtBothWidths } from "./screenshots";
import { authenticatorCode, shownSecret } from "./staff";

/** "10:00 AM" as "10:00", "2:30 PM" as "14:30". */
function to24Hours(time: string): string {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return `${String((Number(hours) % 12) + (half === "PM" ? 12 : 0)).padStart(2, "0")}:${minutes}`;
}

/**
 * Revenue by where it came from and content that sells (decision 062), on a server of its
 * own whose clock the test moves past the call: a visit from a campaign's link lands on the ERP
 * case study and books a demo call; staff mark the call held and win the deal for ₹2,50,000; the
 * rupees are then the campaign's and the landing page's on the sales dashboard, the case study's in
 * the Content report and on its editor's page, where an editor sees the counts and not the rupees.
 * Another visitor only writes, and is won without a call: won in the dashboard's funnel too. Once
 * the caller is erased on request, the analytics page and the dashboard still count one number of
 * leads (decision 073). Its own server, so every count is this test's alone.
 */
/** A desktop Chrome's user agent: the headless browser's own is a bot's, whose visits are not counted (decision 048). */
const desktopChrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** A table's body rows, each as its cells' texts. */
const rowsOf = (table: Locator) =>
  table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim() ?? "")),
    );

/** A headline figure of the dashboard's revenue: its value and the line under it. */
const revenueTile = (page: Page, term: string) =>
  page
    .getByRole("region", { name: "Revenue by where it came from" })
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator("..")
    .getByRole("definition");

/**
 * The leads of the last 30 days as the analytics page's headline and the dashboard's revenue
 * each count them (decision 073), each page saying how it counts an erased person's leads.
 */
async function leadCounts(page: Page) {
  const origin = new URL(page.url()).origin;
  await page.goto(`${origin}/admin/analytics?range=30d`);
  const headline = page.getByRole("region", { name: "Headline figures" });
  await expect(headline).toContainText("is still counted here as an anonymous count");
  const analytics = await headline
    .getByRole("term")
    .filter({ hasText: /^Leads$/ })
    .locator("..")
    .getByRole("definition")
    .first()
    .innerText();
  await page.goto(`${origin}/admin/sales?range=30d`);
  const dashboard = await revenueTile(page, "Leads").first().innerText();
  return { analytics, dashboard };
}

test.describe("a campaign's visit to a case study, from the call to the rupees won @one-width", () => {
  let server: OwnServer;
  const url = (path: string) => `${server.origin}${path}`;
  const password = "ledger-monsoon-harbour-62";
  const campaign = `erp-launch-${Date.now()}`;
  const visitor = { firstName: "Meera", lastName: "Iyer", email: uniqueEmail("attribution") };
  const writer = { firstName: "Ravi", lastName: "Sharma", email: uniqueEmail("attribution-writer") };

  test.beforeAll(async () => {
    server = await startOwnServer({
      accounts: [
        ["seller", "sales"],
        ["boss", "admin"],
        ["writer", "editor"],
      ],
      clockOffsetSeconds: 0,
    });
  });
  test.afterAll(() => server?.stop());

  test("the campaign, the landing page and the case study are credited with the deal", async ({ browser, page }) => {
    test.setTimeout(240_000);
    let reference = "";
    let callStartsAt = new Date(0);
    /** How far the server's clock is ahead of this machine's once it is moved past the call. */
    let clockOffsetMs = 0;

    await test.step("a visitor from the campaign's link reads the ERP case study and books a call", async () => {
      // A desktop Chrome's user agent: the headless browser's own is a bot's, whose visits are not counted (decision 048).
      const visitorPage = await browser.newPage({
        storageState: { cookies: [], origins: [] },
        userAgent: desktopChrome,
      });
      await visit(visitorPage, url(`/case-study/erp?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`));
      const api = async <T>(path: string) => (JSON.parse((await server.get(path)).text) as { data: T }).data;
      const { bookableDates } = await api<{ bookableDates: IsoDate[] }>("/demo/dates");
      const date = bookableDates[0]!;
      const { availableSlots } = await api<{ availableSlots: string[] }>(`/demo/slots/${date}`);
      const time = availableSlots[0]!;
      callStartsAt = indiaInstant(date, to24Hours(time));
      await visit(visitorPage, url("/demo"));
      reference = await bookOnPage(visitorPage, { date, time }, visitor);
      await visitorPage.close();
    });

    await test.step("after the call, staff mark it held and win the deal for ₹2,50,000", async () => {
      const movedTo = new Date(callStartsAt.getTime() + 60 * 60_000);
      clockOffsetMs = movedTo.getTime() - Date.now();
      await server.moveClockTo(movedTo);
      await server.signIn(page, "seller", password);
      await page.goto(url(`/admin/bookings?view=past&q=${reference}`));
      await page
        .getByRole("link", { name: `${visitor.firstName} ${visitor.lastName}` })
        .first()
        .click();
      await expect(page.getByRole("heading", { name: `Demo call ${reference}`, level: 1 })).toBeVisible();
      await waitForHydration(page);
      const outcome = page.getByRole("region", { name: "How did it go?" });
      await outcome.getByRole("combobox", { name: /^Outcome of the call with/ }).selectOption("held");
      await outcome.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status")).toHaveText("The call's outcome is saved.");

      await page.getByRole("link", { name: "Their contact, notes and follow-ups" }).click();
      await expect(
        page.getByRole("heading", { name: `${visitor.firstName} ${visitor.lastName}`, level: 1 }),
      ).toBeVisible();
      await waitForHydration(page);
      const deal = page.getByRole("region", { name: "Deal" });
      await deal.getByRole("combobox", { name: "Stage" }).selectOption("won");
      await deal.getByRole("textbox", { name: "Expected value (₹)" }).fill("2,50,000");
      await deal.getByRole("button", { name: "Save deal" }).click();
      await expect(page.getByRole("status")).toHaveText("The deal is saved.");
    });

    await test.step("another visitor writes, and staff win them without a call for ₹1,00,000", async () => {
      const writerPage = await browser.newPage({
        storageState: { cookies: [], origins: [] },
        userAgent: desktopChrome,
      });
      await visit(writerPage, url("/contactUs"));
      await writerPage.getByRole("textbox", { name: "First name", exact: true }).fill(writer.firstName);
      await writerPage.getByRole("textbox", { name: "Last name", exact: true }).fill(writer.lastName);
      await writerPage.getByRole("textbox", { name: "Email", exact: true }).fill(writer.email);
      await writerPage.getByRole("textbox", { name: "Message", exact: true }).fill("Please quote for an ERP rollout.");
      await writerPage.getByRole("button", { name: "Send message" }).click();
      await expect(writerPage.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
      await writerPage.close();

      await page.goto(url("/admin/contacts?view=everyone"));
      await page.getByRole("link", { name: `${writer.firstName} ${writer.lastName}` }).click();
      await expect(
        page.getByRole("heading", { name: `${writer.firstName} ${writer.lastName}`, level: 1 }),
      ).toBeVisible();
      await waitForHydration(page);
      const deal = page.getByRole("region", { name: "Deal" });
      await deal.getByRole("combobox", { name: "Stage" }).selectOption("won");
      await deal.getByRole("textbox", { name: "Expected value (₹)" }).fill("1,00,000");
      await deal.getByRole("button", { name: "Save deal" }).click();
      await expect(page.getByRole("status")).toHaveText("The deal is saved.");
    });

    await test.step("the sales dashboard credits the rupees to the campaign, the landing page and the service", async () => {
      await page.goto(url("/admin/sales?range=7d"));
      await waitForHydration(page);
      const byCampaign = page.getByRole("region", { name: "Revenue by campaign", exact: true });
      await expect(byCampaign).toContainText(campaign);
      await expect(byCampaign).toContainText("₹2,50,000 · 1 lead");
      const byPage = page.getByRole("region", { name: "Revenue by landing page", exact: true });
      await expect(byPage).toContainText("/case-study/erp");
      await byPage.getByText("Show the numbers").click();
      const row = byPage.getByRole("row", { name: /^\/case-study\/erp\b/ });
      // Landing page, visits, leads, of visits, booked, held, of booked, no-shows, won, of held, rupees, before, median.
      await expect(row.locator("th, td").nth(5)).toHaveText("1");
      await expect(row.locator("th, td").nth(10)).toHaveText("₹2,50,000");
      await expect(page.getByRole("region", { name: "Revenue by source", exact: true })).toContainText("linkedin");
      await expect(page.getByRole("region", { name: "Revenue by service", exact: true })).toContainText("₹2,50,000");
      // The writer won without a call is won in the funnel, and has passed the steps before it.
      const funnel = page.getByRole("region", { name: "From enquiry to won", exact: true });
      await funnel.getByText("Show the numbers").click();
      expect(await rowsOf(funnel.getByRole("table", { name: "From enquiry to won" }))).toEqual([
        ["Sent an enquiry", "1", "–", "100%"],
        ["Booked a call, or won without one", "1", "100%", "100%"],
        ["Had a call held, or won without one", "1", "100%", "100%"],
        ["Won", "1", "100%", "100%"],
      ]);
      await expect(funnel).toContainText("a deal won without a call counts at every step before Won too");
      await expect(revenueTile(page, "Won")).toHaveText(["₹3,50,000", "2 deals. Before: ₹0"]);
      await expectAccessibleAtBothWidths(page);
      await keepScreenshotsAtBothWidths(page, "attribution-sales-dashboard");

      // A range that cannot be shown says why, and the last 30 days are shown instead.
      await page.goto(url("/admin/sales?range=custom&from=2026-02-30&to=2026-03-01"));
      await expect(page.getByRole("alert")).toContainText("Enter the first day as a date, e.g. 2026-11-01.");
      await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(byCampaign).toContainText("₹2,50,000");
    });

    await test.step("the Content report puts the rupees on the case study", async () => {
      await page.goto(url("/admin/analytics"));
      await page.getByRole("link", { name: "Content that sells" }).click();
      await expect(page.getByRole("heading", { name: "Content that sells", level: 1 })).toBeVisible();
      await waitForHydration(page);
      const erp = page
        .getByRole("region", { name: "Content that sells: every page" })
        .getByRole("row", { name: /^ERP\b/ });
      // Page, kind, address, views, entries, leads who saw it, entered through it, calls held, deals won, rupees.
      await expect(erp.locator("td")).toHaveText([
        "ERP",
        "Case study",
        "/case-study/erp",
        /^\d+$/,
        /^\d+$/,
        "1",
        "1",
        "1",
        "1",
        "₹2,50,000",
      ]);
      await expectAccessibleAtBothWidths(page);
      await keepScreenshotsAtBothWidths(page, "attribution-content-report");
    });

    await test.step("the case study's editor page shows its counts to an editor, and its rupees to an admin", async () => {
      const editorPage = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      await server.signIn(editorPage, "writer", password);
      await editorPage.goto(url("/admin/pages/service/erp"));
      await waitForHydration(editorPage);
      const seen = editorPage.getByRole("region", { name: "Visits and sales" });
      await expect(seen).toContainText("Leads who saw it1");
      await expect(seen).toContainText("Calls held1");
      await expect(seen).not.toContainText("₹");
      await expect(seen.getByRole("link", { name: "Every page in the Content report" })).toHaveCount(0);
      await expectAccessibleAtBothWidths(editorPage);
      await keepScreenshotsAtBothWidths(editorPage, "attribution-editor-page-editor");
      await editorPage.close();

      // An admin must set up an authenticator at the first sign-in; its codes follow the server's clock.
      const adminPage = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      await adminPage.goto(server.passwordLinks.boss!);
      await waitForHydration(adminPage);
      await adminPage.getByLabel(/^New password(?! again)/).fill(password);
      await adminPage.getByLabel(/^New password again/).fill(password);
      await adminPage.getByRole("button", { name: "Set password" }).click();
      // The sign-in page's own code before its fields: typed into the server's HTML, they are lost.
      await expect(adminPage).toHaveURL(/\/admin\/sign-in/);
      await waitForHydration(adminPage);
      await adminPage.getByLabel(/^E-mail address/).fill("boss.e2e@nexoratech.in");
      await adminPage.getByLabel(/^Password/).fill(password);
      await adminPage.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(adminPage).toHaveURL(/\/admin\/account\/authenticator/);
      const secret = await shownSecret(adminPage);
      await adminPage.getByLabel(/^Code from the app/).fill(authenticatorCode(secret, Date.now() + clockOffsetMs));
      await adminPage.getByRole("button", { name: "Confirm" }).click();
      await adminPage.getByRole("link", { name: "I have saved my recovery codes" }).click();
      await expect(adminPage).toHaveURL(url("/admin"));
      await adminPage.goto(url("/admin/pages/service/erp"));
      await waitForHydration(adminPage);
      const sales = adminPage.getByRole("region", { name: "Visits and sales" });
      await expect(sales).toContainText("Rupees won₹2,50,000");
      await expectAccessibleAtBothWidths(adminPage);
      await keepScreenshotsAtBothWidths(adminPage, "attribution-editor-page-admin");

      await test.step("once the caller is erased on request, Analytics and the dashboard count the same two leads", async () => {
        expect(await leadCounts(adminPage)).toEqual({ analytics: "2", dashboard: "2" });
        await adminPage.goto(url("/admin/privacy"));
        await waitForHydration(adminPage);
        const erase = adminPage.getByRole("region", { name: "Erase a person's data" });
        await erase.getByLabel(/^Their e-mail address/).fill(visitor.email);
        await erase.getByRole("button", { name: "Find what we hold" }).click();
        await erase.getByRole("button", { name: "Erase everything about this address" }).click();
        await expect(adminPage.getByRole("status")).toHaveText(/Everything held about that address is erased/);
        expect(await leadCounts(adminPage)).toEqual({ analytics: "2", dashboard: "2" });
        await expect(adminPage.getByRole("region", { name: "Revenue by where it came from" })).toContainText(
          "is still counted here as an anonymous count",
        );
      });
      await adminPage.close();
    });
  });
});
