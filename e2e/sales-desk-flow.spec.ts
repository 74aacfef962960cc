import { indiaInstant } from "../domain/bookings/blocked-time";
import { indiaDateOf, shiftDate, type IsoDate } from "../domain/time/india-dates";
import { expect, expectNoAxeViolations, test, uniqueEmail, visit, waitForHydration, waitForOverlay } from "./fixtures";
import { bookOnPage } from "./booking-details";
import { startOwnServer, type OwnServer } from "./own-server";
import { keepScreenshot } from "./screenshots";

/** "10:00 AM" as "10:00", "2:30 PM" as "14:30". */
function to24Hours(time: string): string {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time)!;
  return `${String((Number(hours) % 12) + (half === "PM" ? 12 : 0)).padStart(2, "0")}:${minutes}`;
}

/**
 * The sales desk from end to end, on a server of its own whose clock the
 * test moves: an enquiry from a campaign link goes to the sales person in turn, who replies from
 * the desk (the reply reaches a real SMTP listener), sets a follow-up for today that their 09:00
 * e-mail lists, takes the visitor's demo call, marks it held and wins the deal; the dashboard
 * shows it. The server's day starts at 08:40 in India, so the day's e-mail is still to come.
 */
test.describe("the sales desk, from a campaign link to a won deal @one-width", () => {
  let server: OwnServer;
  /** The India date the server's day is, and its clock's offset from this machine's. */
  let day: IsoDate;
  const url = (path: string) => `${server.origin}${path}`;
  const visitor = { firstName: "Kavya", lastName: "Menon", email: uniqueEmail("desk-flow") };
  const seller = { name: "E2E seller", email: "seller.e2e@nexoratech.in" };

  /** Sets the server's clock to `instant` (its time then runs on from there). */
  const moveServerTo = (instant: Date) => server.setClock((instant.getTime() - Date.now()) / 1000);

  test.beforeAll(async () => {
    // The next 08:40 in India: today's when it is still ahead, tomorrow's otherwise.
    day = indiaDateOf(new Date());
    if (indiaInstant(day, "08:40").getTime() <= Date.now()) day = shiftDate(day, 1);
    server = await startOwnServer({
      accounts: [["seller", "sales"]],
      clockOffsetSeconds: (indiaInstant(day, "08:40").getTime() - Date.now()) / 1000,
    });
  });
  test.afterAll(() => server?.stop());

  const password = "saffron-ledger-harbour-33";

  test("an enquiry from a newsletter becomes a won deal on the dashboard", async ({ browser, page }) => {
    test.setTimeout(180_000);
    // A desktop Chrome's user agent: the headless browser's own is a bot's, and its visits are not counted (decision 048).
    const visitorPage = await browser.newPage({
      storageState: { cookies: [], origins: [] },
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    });
    // The seller has taken up their invitation: leads go only to someone who can act on them.
    await server.signIn(page, "seller", password);

    await test.step("a visitor comes from a newsletter's link and writes later in the visit", async () => {
      await visitorPage.goto(url("/?utm_source=newsletter&utm_medium=email&utm_campaign=diwali"), {
        referer: "https://mail.example.com/",
      });
      await waitForOverlay(visitorPage);
      await waitForHydration(visitorPage);
      await visitorPage.getByRole("contentinfo").getByRole("link", { name: "Contact Us", exact: true }).click();
      await expect(visitorPage).toHaveURL(/\/contactUs$/);
      await visitorPage.getByRole("textbox", { name: "First name", exact: true }).fill(visitor.firstName);
      await visitorPage.getByRole("textbox", { name: "Last name", exact: true }).fill(visitor.lastName);
      await visitorPage.getByRole("textbox", { name: "Email", exact: true }).fill(visitor.email);
      await visitorPage
        .getByRole("textbox", { name: "Message", exact: true })
        .fill("Saw your Diwali newsletter: we need a booking app for 12 salons.");
      await visitorPage.getByRole("button", { name: "Send message" }).click();
      await expect(visitorPage.getByRole("dialog", { name: "Thank You!" })).toBeVisible();
    });

    await test.step("the contact is the sales person's, with where the visit began", async () => {
      await page.goto(url("/admin/contacts?view=mine"));
      await page.getByRole("link", { name: "Kavya Menon" }).click();
      await expect(page.getByRole("heading", { name: "Kavya Menon", level: 1 })).toBeVisible();
      const owner = page.getByRole("region", { name: "Contact" }).getByRole("definition");
      await expect(owner.getByText(seller.name, { exact: true })).toBeVisible();
      const touch = page.getByRole("region", { name: "Where they came from" }).getByRole("definition");
      for (const value of ["newsletter", "email", "diwali", "mail.example.com", "/"])
        await expect(touch.getByText(value, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    await test.step("they reply from the enquiry's page, and the visitor receives it from them", async () => {
      await page
        .getByRole("region", { name: "Timeline" })
        .getByRole("link", { name: /^Enquiry/ })
        .click();
      await expect(page.getByRole("heading", { name: "Kavya Menon", level: 1 })).toBeVisible();
      await waitForHydration(page);
      const reply = page.getByRole("region", { name: "Reply" });
      await reply.getByRole("textbox", { name: "Your reply" }).fill("Dear Kavya,\n\nCould we show you a demo?");
      await reply.getByRole("button", { name: "Send reply" }).click();
      await expect(page.getByRole("status")).toHaveText("Reply sent. It is on its way through the outbox.");
      const [received] = await server.waitForMails("Could we show you a demo?", 1);
      expect(received?.to).toContain(visitor.email);
      expect(received?.replyTo).toContain(seller.email);
      expect(received?.from).toContain(`${seller.name} at Nexora Technologies`);
    });

    const taskTitle = "Send Kavya the salon app's quote";
    await test.step("a follow-up due today is in their 09:00 e-mail", async () => {
      await page.goto(url("/admin/contacts?view=mine"));
      await page.getByRole("link", { name: "Kavya Menon" }).click();
      await waitForHydration(page);
      const tasks = page.getByRole("region", { name: "Tasks" });
      await tasks.getByRole("textbox", { name: "Task" }).fill(taskTitle);
      await tasks.getByLabel("Due date").fill(day);
      await tasks.getByLabel("Due time (IST)").fill("17:00");
      await tasks.getByRole("combobox", { name: "Assign to" }).selectOption({ label: seller.name });
      await tasks.getByRole("button", { name: "Add task" }).click();
      await expect(page.getByRole("status")).toHaveText("The task is added.");

      // Nothing before 09:00.
      expect(server.mails(taskTitle)).toEqual([]);
      moveServerTo(indiaInstant(day, "09:01"));
      const [digest] = await server.waitForMails(taskTitle, 1);
      expect(digest?.to).toContain(seller.email);
      expect(digest?.subject).toMatch(/^Your day, .*1 task due/);
      expect(digest?.text).toContain("today, 5:00 PM");
    });

    let reference = "";
    let callStartsAt = new Date(0);
    await test.step("the visitor books a demo call with them", async () => {
      await page.goto(url("/admin/account"));
      await waitForHydration(page);
      await page.getByRole("button", { name: "Take demo calls" }).click();
      await expect(page.getByRole("status")).toBeVisible();
      await page.goto(url("/admin"));
      await page.getByRole("link", { name: "My schedule" }).click();
      const slug = await page.getByRole("textbox", { name: /^Page link name/ }).inputValue();

      // The first time the personal page offers, as its API gives it: "10:00 AM" on a date in India.
      const api = async <T>(path: string) => (JSON.parse((await server.get(path)).text) as { data: T }).data;
      const { bookableDates } = await api<{ bookableDates: IsoDate[] }>(`/demo/dates?with=${slug}`);
      const date = bookableDates[0]!;
      const { availableSlots } = await api<{ availableSlots: string[] }>(`/demo/slots/${date}?with=${slug}`);
      const time = availableSlots[0]!;
      callStartsAt = indiaInstant(date, to24Hours(time));

      await visit(visitorPage, url(`/demo/with/${slug}`));
      reference = await bookOnPage(visitorPage, { date, time }, visitor);
      await visitorPage.close();
    });

    await test.step("after the call they mark it held and win the deal with its value", async () => {
      // Three hours after the call began: more than two since anyone used the session, which has ended as it would.
      moveServerTo(new Date(callStartsAt.getTime() + 3 * 60 * 60_000));
      await expect.poll(async () => (await page.goto(url("/admin")))?.url(), { timeout: 15_000 }).toContain("/sign-in");
      await server.signIn(page, "seller", password);

      await expect(page.getByRole("heading", { name: "How did they go?" })).toBeVisible();
      const call = page.getByRole("listitem").filter({ hasText: reference });
      await call.getByRole("combobox", { name: "Outcome of the call with Kavya Menon" }).selectOption("held");
      await call.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("heading", { name: "How did they go?" })).toHaveCount(0);

      await page.goto(url("/admin/contacts?view=mine"));
      await page.getByRole("link", { name: "Kavya Menon" }).click();
      await waitForHydration(page);
      const timeline = page.getByRole("region", { name: "Timeline" });
      await expect(timeline.getByText("Outcome: Held.")).toBeVisible();
      const deal = page.getByRole("region", { name: "Deal" });
      await deal.getByRole("combobox", { name: "Stage" }).selectOption("won");
      await deal.getByRole("textbox", { name: "Expected value (₹)" }).fill("4,80,000");
      await deal.getByRole("button", { name: "Save deal" }).click();
      await expect(page.getByRole("status")).toHaveText("The deal is saved.");
      await expectNoAxeViolations(page);
    });

    await test.step("the dashboard shows the newsletter's enquiry, the held call and the won value", async () => {
      await page.goto(url("/admin/sales"));
      await waitForHydration(page);
      const enquiries = page.getByRole("region", { name: "Enquiries per week, by source", exact: true });
      await expect(
        enquiries.getByRole("list", { name: "Sources" }).getByText("newsletter", { exact: true }),
      ).toBeVisible();
      const funnel = page.getByRole("region", { name: "From enquiry to won", exact: true });
      await funnel.getByText("Show the numbers").click();
      await expect(funnel.getByRole("table")).toContainText("Won");
      const byOwner = page.getByRole("region", { name: "Won value per owner", exact: true });
      await byOwner.getByText("Show the numbers").click();
      await expect(byOwner.getByRole("table")).toContainText(seller.name);
      await expect(byOwner.getByRole("table")).toContainText("₹4,80,000");
      await expectNoAxeViolations(page);
    });

    await test.step("how the desk looks at a phone's width and a desktop's (saved for people to look at)", async () => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path] of [
          ["overview", "/admin"],
          ["contacts", "/admin/contacts?view=everyone"],
          ["board", "/admin/contacts/board?view=everyone"],
        ] as const) {
          await page.goto(url(path));
          await waitForHydration(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          await keepScreenshot(page, { path: test.info().outputPath(`desk-${name}-${width}.png`), fullPage: true });
        }
        await page.getByRole("link", { name: "Kavya Menon" }).first().click();
        await expect(page.getByRole("heading", { name: "Kavya Menon", level: 1 })).toBeVisible();
        await keepScreenshot(page, { path: test.info().outputPath(`desk-contact-${width}.png`), fullPage: true });
      }
    });
  });
});
