import { indiaInstant } from "../domain/bookings/blocked-time";
import { indiaDateOf, monthStart } from "../domain/time/india-dates";
import { expect, test, uniqueEmail, visit, waitForHydration } from "./fixtures";
import { linkPath } from "./mailbox";
import { ownServerOfTheseTests } from "./own-server";

/**
 * Decision 079: an editor switches the monthly digest on, and on its day next month the month's
 * posts reach the subscribers in one e-mail, which the newsletters' list then shows. On a server of
 * its own, whose clock the test moves across the month's end; which posts a digest holds and when
 * it goes are the lower tiers' (newsletter-sending.test.ts, newsletter-sending.db.test.ts).
 */
test.describe("the monthly digest @one-width", () => {
  const server = ownServerOfTheseTests({ accounts: [["digest", "editor"]], clockOffsetSeconds: 0 });
  const password = "saffron-ledger-lantern-52";

  test("an editor schedules it; on its day the subscribers receive this month's posts", async ({ browser, page }) => {
    test.slow();
    const url = (path: string) => `${server.origin}${path}`;
    const reader = uniqueEmail("digest-reader");
    const title = "What a month of releases taught us";

    await test.step("a reader subscribes and confirms", async () => {
      const asked = await page.request.post(url("/api/newsletter/subscriptions"), {
        data: { email: reader, topics: [] },
      });
      expect(asked.status()).toBe(202);
      const [confirmation] = await server.waitForMails(reader, 1);
      const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] } });
      await visit(visitor, url(linkPath(confirmation!.text, "/newsletter/confirm")));
      await visitor.getByRole("button", { name: "Confirm my subscription" }).click();
      await expect(visitor.getByRole("heading", { name: "You are subscribed", level: 1 })).toBeVisible();
      await visitor.close();
    });

    await test.step("the editor publishes a post now", async () => {
      await server.signIn(page, "digest", password);
      await page.goto(url("/admin/blog/new"));
      await waitForHydration(page);
      await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
      await page.getByRole("textbox", { name: "Summary", exact: true }).fill("Four releases, one lesson each.");
      await page.getByRole("textbox", { name: "Text", exact: true }).fill("Ship small, and often.");
      await page.getByRole("combobox", { name: "Category" }).selectOption("Management");
      await page.getByRole("textbox", { name: "Author", exact: true }).fill("Priya Nair");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText("Draft saved.")).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByText("Published: the post is on the blog")).toBeVisible();
    });
    // The post's month in India, and the first of the next, when its digest goes.
    const published = indiaDateOf(new Date());
    const digestDay = monthStart(published, 1);

    await test.step("the editor switches the digest on for the 1st at 09:00 in India", async () => {
      await page.goto(url("/admin/newsletter/digest"));
      await waitForHydration(page);
      await page.getByRole("checkbox", { name: "Send the monthly digest" }).check();
      await page.getByRole("spinbutton", { name: /^Day of the month/ }).fill("1");
      await page.getByLabel("Time (India)").fill("09:00");
      await page.getByRole("button", { name: "Save the schedule" }).click();
      await expect(page.getByText("The digest's schedule is saved.")).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Send the monthly digest" })).toBeChecked();
    });

    const month = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${published.slice(0, 7)}-01T00:00:00Z`),
    );
    const subject = `${month} on our blog | Nexora Technologies Insights`;

    await test.step("on the 1st of next month the reader receives the month's posts", async () => {
      // A minute past its time: the schedule is read once a minute.
      await server.moveClockTo(indiaInstant(digestDay, "09:01"));
      const digests = async () => {
        // A request wakes a server that sleeps until its next timer: one whose clock moved runs what came due.
        await server.get("/readyz");
        return server.mails(reader).filter((mail) => mail.subject === subject);
      };
      await expect.poll(async () => (await digests()).length, { timeout: 15_000 }).toBe(1);
      expect((await digests())[0]!.text).toContain(title);
    });

    await test.step("the newsletters' list shows the digest gone", async () => {
      // A month on, the editor's session has ended: they sign in again.
      await server.signIn(page, "digest", password);
      await page.goto(url("/admin/newsletter"));
      const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: subject }) });
      await expect(entry).toContainText("Monthly digest · Every subscriber");
      await expect(entry).toContainText("Went ");
    });
  });
});
