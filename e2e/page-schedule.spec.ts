import { indiaInstant } from "../domain/blocked-time";
import { indiaDateOf, shiftDate } from "../domain/booking";
import { seedServices } from "../server/db/seed-services";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";

const crm = seedServices.find((service) => service.slug === "crm")!;

/**
 * A page's text scheduled (issue 34): an editor changes the CRM case study and schedules it for
 * tomorrow 10:00 in India; visitors read the old text until the server's clock, moved by the
 * test, reaches that time, and the new one from then on, on the kept page too. On a server of
 * its own, whose clock no other test shares.
 */
test.describe("a scheduled case study @one-width", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ accounts: [["pages", "editor"]], clockOffsetSeconds: 0 });
  });
  test.afterAll(() => server?.stop());

  test("goes on its page at its time in India, not before", async ({ page }) => {
    const url = (path: string) => `${server.origin}${path}`;
    const day = shiftDate(indiaDateOf(new Date()), 1);
    const tagline = "Every lead, every call, one screen";

    await server.signIn(page, "pages", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/pages/service/crm"));
    await waitForHydration(page);
    await page
      .getByRole("group", { name: "Header", exact: true })
      .getByRole("textbox", { name: "Tagline" })
      .fill(tagline);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();

    await page.getByRole("radio", { name: /^At a day and time/ }).check();
    await page.getByRole("textbox", { name: "Day" }).fill(day);
    await page.getByLabel("Time (India)").fill("10:00");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByText("Scheduled: /case-study/crm shows it from its time on.")).toBeVisible();
    await expect(page.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Call off the schedule" })).toBeVisible();
    await expectNoAxeViolations(page);

    const shows = async () => {
      const html = await (await fetch(url("/case-study/crm"))).text();
      return html.includes(tagline) ? "scheduled" : html.includes(crm.header.tagline) ? "published" : "neither";
    };
    expect(await shows()).toBe("published");

    // A minute before its time: still the old text, from the page kept since.
    server.setClock((indiaInstant(day, "09:59").getTime() - Date.now()) / 1000);
    await expect.poll(async () => (await fetch(url("/readyz"))).headers.get("date")).toContain(" 04:29:");
    expect(await shows()).toBe("published");

    server.setClock((indiaInstant(day, "10:00").getTime() - Date.now()) / 1000);
    await expect.poll(shows, { timeout: 10_000 }).toBe("scheduled");

    // A day later the session has lapsed: signed in again, the editor finds the text published.
    await server.signIn(page, "pages", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/pages/service/crm"));
    await expect(page.getByText("Published", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Call off the schedule" })).toHaveCount(0);
  });
});
