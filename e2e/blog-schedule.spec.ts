import { indiaInstant } from "../domain/bookings/blocked-time";
import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { expect, expectNoAxeViolations, test, visit, waitForHydration } from "./fixtures";
import { ownServerOfTheseTests } from "./own-server";
import { scheduleForTenInIndia } from "./scheduling";

/**
 * A scheduled post (decision 031): written today for tomorrow 10:00 in India, it stays
 * off the blog, its page, the feed and the sitemap until the server's clock, moved by the test,
 * reaches that time, and is on all four at once then. On a server of its own, whose clock no other
 * test shares.
 */
test.describe("a scheduled blog post @one-width", () => {
  const server = ownServerOfTheseTests({ accounts: [["writer", "editor"]], clockOffsetSeconds: 0 });

  test("appears on /blog, its page, the feed and the sitemap at its time in India, not before", async ({
    browser,
    page,
  }) => {
    const url = (path: string) => `${server.origin}${path}`;
    const day = shiftDate(indiaDateOf(new Date()), 1);
    const title = "Notes for tomorrow morning";
    const slug = "notes-for-tomorrow-morning";

    await server.signIn(page, "writer", "jasmine-ledger-harbour-34");
    await page.goto(url("/admin/blog/new"));
    await waitForHydration(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill("Written now, read later.");
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("It appears at its time.");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Management");
    await page.getByRole("textbox", { name: "Author", exact: true }).fill("Priya Nair");
    await page.getByRole("checkbox", { name: /^Featured/ }).check();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Draft saved.")).toBeVisible();

    await scheduleForTenInIndia(page, page, day, "Scheduled: the post appears on the blog");
    await expectNoAxeViolations(page);

    const shown = async () => ({
      blog: (await server.get("/blog")).text.includes(`/blog/${slug}"`),
      page: (await server.get(`/blog/${slug}`)).status,
      feed: (await server.get("/blog/feed.xml")).text.includes(`/blog/${slug}</link>`),
      sitemap: (await server.get("/sitemap.xml")).text.includes(`/blog/${slug}</loc>`),
    });
    const hidden = { blog: false, page: 404, feed: false, sitemap: false };
    expect(await shown()).toEqual(hidden);

    // A minute before its time: still hidden, from pages kept since.
    await server.moveClockTo(indiaInstant(day, "09:59"));
    expect(await shown()).toEqual(hidden);

    await server.moveClockTo(indiaInstant(day, "10:00"));
    await expect.poll(shown, { timeout: 10_000 }).toEqual({ blog: true, page: 200, feed: true, sitemap: true });

    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
    await visit(visitor, url(`/blog/${slug}`));
    await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await visitor.close();
  });
});
