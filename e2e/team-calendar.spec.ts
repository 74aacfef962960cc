import type { Cookie, Locator, Page } from "@playwright/test";

import { bookOnPage, confirmBooking, type BookingVisitor } from "./booking-details";
import { busyEventFeed, startCalendarFeed } from "./calendar-feed-server";
import { inviteOf } from "./calendar-invite";
import {
  bookingWidget,
  calendarDayButton,
  expect,
  expectNoAxeViolations,
  test,
  uniqueEmail,
  visit,
  waitForHydration,
} from "./fixtures";
import { startOwnServer, type OwnServer } from "./own-server";
import { calendarEventFile, startRadicaleServer } from "../test-support/radicale-server";
import type { ReceivedMail } from "./mailbox";
import { keepScreenshot } from "./screenshots";

/**
 * The team calendar (decision 029): a visitor booking "any consultant" lands with the
 * fairest one, both sides' e-mails carry the meeting link and the same invite, sales gives a call
 * to a colleague, a day off removes only that consultant's times, and a busy event in a
 * consultant's own calendar (served from this machine) hides that time on their page.
 *
 * On a server of its own: stopping the company's consultant would change every other test's calendar.
 */
test.describe("the team calendar @one-width", () => {
  test.describe.configure({ mode: "serial" });

  let server: OwnServer;
  /** The team's bookable dates when the server starts (Sundays and holidays left out). */
  let bookableDates: string[];
  /** The lead's signed-in session, for the tests after the first. */
  let leadCookies: Cookie[] = [];
  const people = {
    aarav: { name: "E2E aarav", email: "aarav.e2e@nexoratech.in", id: "", slug: "" },
    bhavna: { name: "E2E bhavna", email: "bhavna.e2e@nexoratech.in", id: "", slug: "" },
  };
  const bhavnaRoom = "https://meet.example.com/bhavna";
  const firstVisitor = { firstName: "Ananya", lastName: "Iyer", email: uniqueEmail("team-first"), reference: "" };
  const secondVisitor = { firstName: "Rohit", lastName: "Menon", email: uniqueEmail("team-second"), reference: "" };
  let firstCallLink = "";

  // A few days ahead, so no reminder is due while the tests run; one date per scenario.
  const bookingDate = () => bookableDates[3]!;
  const dayOffDate = () => bookableDates[4]!;
  const busyDate = () => bookableDates[5]!;

  test.beforeAll(async () => {
    server = await startOwnServer({
      accounts: [
        ["lead", "sales"],
        ["aarav", "sales"],
        ["bhavna", "sales"],
      ],
      env: { CALENDAR_FEED_ALLOW_PRIVATE: "true" },
    });
    const dates = (await (await fetch(`${server.origin}/demo/dates`)).json()) as {
      data: { bookableDates: string[] };
    };
    bookableDates = dates.data.bookableDates;
    expect(bookableDates.length).toBeGreaterThan(10);
  });
  test.afterAll(() => server?.stop());

  const url = (path: string) => `${server.origin}${path}`;

  async function asLead(page: Page) {
    expect(leadCookies, "the lead signed in in the first test").not.toEqual([]);
    await page.context().addCookies(leadCookies);
  }

  async function consultantPage(page: Page, who: keyof typeof people) {
    await page.goto(url(`/admin/consultants/${people[who].id}`));
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: people[who].name, level: 1 })).toBeVisible();
  }

  /** The value beside a label on a booking's page. */
  const detail = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

  async function slotsOf(page: Page, date: string, slug?: string): Promise<string[]> {
    const response = await page.request.get(url(`/demo/slots/${date}${slug ? `?with=${slug}` : ""}`));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { data: { availableSlots: string[] } }).data.availableSlots;
  }

  /** A booking page's times on `date`, as a visitor sees them. */
  async function timesOn(page: Page, path: string, date: string): Promise<Locator> {
    await visit(page, url(path));
    const widget = await bookingWidget(page);
    await (await calendarDayButton(widget, date)).click();
    const times = widget.getByRole("list", { name: "Available times" });
    await expect(times).toBeVisible();
    return times;
  }

  /** A visitor books `time` on `date` on a booking page; answers the reference they are shown. */
  async function book(page: Page, path: string, date: string, time: string, visitor: BookingVisitor): Promise<string> {
    const times = await timesOn(page, path, date);
    await times.getByRole("button", { name: time, exact: true }).click();
    const reference = await confirmBooking(page, page.getByRole("region", { name: "Booking" }), visitor);
    await page.getByRole("dialog", { name: "Your demo is booked" }).getByRole("button", { name: "Done" }).click();
    return reference;
  }

  /** Sales finds a call on the bookings list by its reference and opens its page. */
  async function openBooking(page: Page, reference: string) {
    await page.goto(url(`/admin/bookings?q=${reference.toLowerCase()}`));
    const item = page.getByRole("listitem").filter({ hasText: reference });
    await expect(item).toHaveCount(1);
    await item.getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: `Demo call ${reference}`, level: 1 })).toBeVisible();
    await waitForHydration(page);
  }

  const mailTo = (mails: ReceivedMail[], address: string) => mails.filter((mail) => mail.to?.includes(address));

  test("the lead stops the company's consultant and adds two colleagues, each with their way of meeting", async ({
    page,
  }) => {
    const password = "monsoon-ledger-harbour-32";
    await test.step("the lead sets a password and signs in", async () => {
      await server.signIn(page, "lead", password);
      leadCookies = await page.context().cookies();
    });

    await test.step("the company's own consultant stops taking calls", async () => {
      await page.goto(url("/admin/consultants"));
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Consultants", level: 1 })).toBeVisible();
      const company = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Nexora team" }) });
      await expect(company).toContainText("Takes calls");
      await expect(company).toContainText("Mon–Sat 10:00–18:00 (IST)");
      await company.getByRole("link", { name: "Nexora team" }).click();
      await expect(page.getByRole("heading", { name: "Nexora team", level: 1 })).toBeVisible();
      await waitForHydration(page);
      await page.getByRole("button", { name: "Stop taking calls" }).click();
      await expect(page.getByRole("status")).toContainText("They no longer take demo calls.");
      await expect(page.getByText("Not taking calls", { exact: true })).toBeVisible();
    });

    for (const who of ["aarav", "bhavna"] as const) {
      const person = people[who];
      await test.step(`${person.name} starts taking demo calls`, async () => {
        await page.goto(url("/admin/consultants"));
        await waitForHydration(page);
        await page.getByLabel("Staff account").selectOption({ label: `${person.name} (${person.email})` });
        await page.getByRole("button", { name: "Add as consultant" }).click();
        await expect(page.getByRole("heading", { name: person.name, level: 1 })).toBeVisible();
        await expect(page.getByRole("status")).toContainText("They take demo calls now.");
        person.id = /\/admin\/consultants\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
        person.slug = await page.getByRole("textbox", { name: /^Page link name/ }).inputValue();
        expect(person.slug).not.toBe("");
        // The page's address is PUBLIC_SITE_URL's, fixed when the site is built, so only its path is this server's.
        await expect(page.getByRole("region", { name: "Personal booking page" }).getByRole("link")).toHaveAttribute(
          "href",
          new RegExp(`/demo/with/${person.slug}$`),
        );
      });
    }

    await test.step("Aarav's calls get a new Jitsi room each, Bhavna's her own room", async () => {
      await consultantPage(page, "aarav");
      const aaravMeeting = page.getByRole("region", { name: "How calls happen" });
      await aaravMeeting.getByRole("radio", { name: "A new Jitsi Meet room for each call" }).check();
      await aaravMeeting.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("The way calls happen is saved");
      await expect(aaravMeeting.getByRole("radio", { name: "A new Jitsi Meet room for each call" })).toBeChecked();

      await consultantPage(page, "bhavna");
      const bhavnaMeeting = page.getByRole("region", { name: "How calls happen" });
      await bhavnaMeeting.getByRole("radio", { name: /^My own meeting room/ }).check();
      await bhavnaMeeting.getByRole("textbox", { name: /^Meeting room address/ }).fill(bhavnaRoom);
      await bhavnaMeeting.getByRole("button", { name: "Save", exact: true }).click();
      await expect(page.getByRole("status")).toContainText("The way calls happen is saved");
      await expect(bhavnaMeeting.getByRole("radio", { name: /^My own meeting room/ })).toBeChecked();
      await expect(bhavnaMeeting.getByRole("textbox", { name: /^Meeting room address/ })).toHaveValue(bhavnaRoom);
      await expectNoAxeViolations(page);
    });

    await test.step("the list shows who takes calls", async () => {
      await page.goto(url("/admin/consultants"));
      await waitForHydration(page);
      const item = (name: string) =>
        page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });
      await expect(item("Nexora team")).toContainText("Not taking calls");
      await expect(item(people.aarav.name)).toContainText("Takes calls");
      await expect(item(people.aarav.name)).toContainText(`/demo/with/${people.aarav.slug}`);
      await expect(item(people.bhavna.name)).toContainText("Takes calls");
      await expectNoAxeViolations(page);
    });
  });

  test("visitors booking any consultant land with the fairest one, and both sides get the link and the same invite", async ({
    page,
  }) => {
    const date = bookingDate();

    await test.step("the first call goes to Aarav: nobody has calls yet, and his name comes first", async () => {
      firstVisitor.reference = await book(page, "/demo", date, "11:00 AM", firstVisitor);
      // The visitor's confirmation, the note to sales, and Aarav's invite.
      const mails = await server.waitForMails(firstVisitor.reference, 3);
      const [confirmation] = mailTo(mails, firstVisitor.email);
      expect(confirmation?.subject).toContain(firstVisitor.reference);
      expect(confirmation?.text).toContain(people.aarav.name);
      firstCallLink = /https:\/\/meet\.jit\.si\/Nexora-Demo-[A-Z2-7]{20}\b/.exec(confirmation?.text ?? "")?.[0] ?? "";
      expect(firstCallLink, "the Jitsi link in the visitor's confirmation").not.toBe("");

      const visitorInvite = inviteOf(confirmation);
      expect(visitorInvite).toMatchObject({
        method: "REQUEST",
        uid: `${firstVisitor.reference.toLowerCase()}@nexoratech.in`,
        sequence: 0,
        organizer: people.aarav.email,
        attendees: [firstVisitor.email],
        location: firstCallLink,
        url: firstCallLink,
      });
      expect(visitorInvite.text).toContain(`CN="${people.aarav.name}"`);

      const [aaravsCopy] = mailTo(mails, people.aarav.email);
      expect(aaravsCopy?.text).toContain(firstCallLink);
      expect(inviteOf(aaravsCopy)).toMatchObject({
        method: "REQUEST",
        uid: visitorInvite.uid,
        sequence: 0,
        organizer: people.aarav.email,
        attendees: [firstVisitor.email],
        location: firstCallLink,
        url: firstCallLink,
      });
    });

    await test.step("the second call, at another time, goes to Bhavna: she is furthest below her share", async () => {
      secondVisitor.reference = await book(page, "/demo", date, "3:00 PM", secondVisitor);
      const mails = await server.waitForMails(secondVisitor.reference, 3);
      const [confirmation] = mailTo(mails, secondVisitor.email);
      expect(confirmation?.text).toContain(people.bhavna.name);
      expect(confirmation?.text).toContain(bhavnaRoom);
      const visitorInvite = inviteOf(confirmation);
      expect(visitorInvite).toMatchObject({
        method: "REQUEST",
        sequence: 0,
        organizer: people.bhavna.email,
        attendees: [secondVisitor.email],
        location: bhavnaRoom,
        url: bhavnaRoom,
      });
      const [bhavnasCopy] = mailTo(mails, people.bhavna.email);
      expect(inviteOf(bhavnasCopy)).toMatchObject({
        method: "REQUEST",
        uid: visitorInvite.uid,
        sequence: 0,
        attendees: [secondVisitor.email],
        url: bhavnaRoom,
      });
      expect(mailTo(mails, people.aarav.email)).toEqual([]);
    });

    await test.step("each booking's page names its consultant and says why it went to them", async () => {
      await asLead(page);
      await openBooking(page, firstVisitor.reference);
      await expect(detail(page, "Consultant")).toHaveText(people.aarav.name);
      await expect(detail(page, "Meeting")).toHaveText(firstCallLink);
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        `goes to ${people.aarav.name}: ${people.aarav.name} and ${people.bhavna.name} were as far below their share of the calls held and booked in the last 30 days (${people.aarav.name} 0 calls at 100%, ${people.bhavna.name} 0 calls at 100%); ${people.aarav.name} was booked least recently.`,
      );

      await openBooking(page, secondVisitor.reference);
      await expect(detail(page, "Consultant")).toHaveText(people.bhavna.name);
      await expect(detail(page, "Meeting")).toHaveText(bhavnaRoom);
      await expect(page.getByRole("region", { name: "History" })).toContainText(
        `goes to ${people.bhavna.name}: ${people.bhavna.name} was furthest below their share of the calls held and booked in the last 30 days (${people.bhavna.name} 0 calls at 100%, ${people.aarav.name} 1 call at 100%).`,
      );
    });
  });

  test("sales gives Aarav's call to Bhavna: the visitor's invite is updated, Bhavna gets it and Aarav's is cancelled", async ({
    page,
  }) => {
    const { reference } = firstVisitor;
    await asLead(page);
    await openBooking(page, reference);
    const reassign = page.getByRole("region", { name: "Another consultant" });
    // Bhavna is the only other consultant free at 11:00 (her own call is at 3:00 PM).
    await expect(reassign.getByLabel("Give the call to").getByRole("option")).toHaveText([people.bhavna.name]);
    await reassign.getByLabel("Give the call to").selectOption({ label: people.bhavna.name });
    await reassign.getByRole("button", { name: "Give the call" }).click();

    await expect(page.getByRole("status")).toContainText(`The call is now ${people.bhavna.name}'s.`);
    await expect(detail(page, "Consultant")).toHaveText(people.bhavna.name);
    await expect(detail(page, "Meeting")).toHaveText(bhavnaRoom);
    const history = page.getByRole("region", { name: "History" });
    await expect(history).toContainText(`to ${people.bhavna.name} instead of ${people.aarav.name}.`);
    await expect(history.getByRole("listitem").filter({ hasText: "instead of" })).toContainText(
      "lead.e2e@nexoratech.in",
    );

    // Three more: the visitor's update, Bhavna's invite, Aarav's cancellation.
    const mails = await server.waitForMails(reference, 6);
    const uid = `${reference.toLowerCase()}@nexoratech.in`;
    const update = mailTo(mails, firstVisitor.email).find((mail) => mail.subject?.includes("is now with"));
    expect(update?.subject).toContain(`is now with ${people.bhavna.name}`);
    expect(update?.text).toContain(bhavnaRoom);
    expect(update?.text).not.toContain(firstCallLink);
    expect(inviteOf(update)).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: 1,
      organizer: people.bhavna.email,
      attendees: [firstVisitor.email],
      location: bhavnaRoom,
      url: bhavnaRoom,
    });

    const bhavnas = mailTo(mails, people.bhavna.email);
    expect(bhavnas).toHaveLength(1);
    expect(inviteOf(bhavnas[0])).toMatchObject({
      method: "REQUEST",
      uid,
      sequence: 1,
      organizer: people.bhavna.email,
      attendees: [firstVisitor.email],
      url: bhavnaRoom,
    });

    const aaravs = mailTo(mails, people.aarav.email).map(inviteOf);
    expect(aaravs.map((invite) => `${invite.method} ${invite.sequence}`).sort()).toEqual(["CANCEL 1", "REQUEST 0"]);
    expect(aaravs.every((invite) => invite.uid === uid)).toBe(true);
    expect(aaravs.find((invite) => invite.method === "CANCEL")?.text).toContain("STATUS:CANCELLED");
  });

  test("a day off for Aarav removes only his times", async ({ page }) => {
    const date = dayOffDate();
    const { aarav, bhavna } = people;
    expect(await slotsOf(page, date, aarav.slug), "Aarav's times before his day off").toContain("10:00 AM");

    await asLead(page);
    await consultantPage(page, "aarav");
    const dates = page.getByRole("region", { name: "Other hours on a date" });
    await dates.getByLabel(/^Date/).fill(date);
    await dates.getByRole("radio", { name: "Day off" }).check();
    await dates.getByRole("button", { name: "Save the date" }).click();
    await expect(page.getByRole("status")).toContainText("The date's hours are saved.");
    await expect(dates.getByRole("listitem")).toHaveCount(1);
    await expect(dates.getByRole("listitem")).toContainText(": Day off");
    await page.context().clearCookies();

    // His own page offers nothing that day: the calendar greys it out, and its times are none.
    await visit(page, url(`/demo/with/${aarav.slug}`));
    await expect(page.getByRole("heading", { name: `Book a call with ${aarav.name}`, level: 1 })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const widget = await bookingWidget(page);
    await expect(await calendarDayButton(widget, date)).toBeDisabled();
    expect(await slotsOf(page, date, aarav.slug)).toEqual([]);

    // Bhavna's page and the team's keep the whole day.
    const bhavnasTimes = await timesOn(page, `/demo/with/${bhavna.slug}`, date);
    await expect(bhavnasTimes.getByRole("button", { name: "10:00 AM", exact: true })).toBeVisible();
    await expect(bhavnasTimes.getByRole("button", { name: "5:30 PM", exact: true })).toBeVisible();
    const teamTimes = await timesOn(page, "/demo", date);
    await expect(teamTimes.getByRole("button", { name: "10:00 AM", exact: true })).toBeVisible();
    await expect(teamTimes.getByRole("button")).toHaveCount(16);
  });

  test("a busy event in Bhavna's own calendar hides that hour on her page only", async ({ page }) => {
    const date = busyDate();
    const { bhavna } = people;
    const before = await slotsOf(page, date, bhavna.slug);
    expect(before, "Bhavna's times before her calendar is connected").toEqual(
      expect.arrayContaining(["10:00 AM", "10:30 AM", "11:00 AM"]),
    );

    const feed = await startCalendarFeed(busyEventFeed({ date, from: "10:00", to: "11:00" }));
    try {
      // Her calendar's address is hers alone: the lead sees its state, not a form.
      await asLead(page);
      await consultantPage(page, "bhavna");
      await expect(page.getByRole("region", { name: "Their calendar" })).toContainText(
        "Only the consultant connects their own calendar",
      );
      await page.context().clearCookies();
      await server.signIn(page, "bhavna", "monsoon-ledger-harbour-34");
      await consultantPage(page, "bhavna");
      const calendar = page.getByRole("region", { name: "Their calendar" });
      await expect(calendar).toContainText("No calendar is connected.");
      await calendar.getByRole("textbox", { name: /^Secret address in iCal format/ }).fill(feed.url);
      await calendar.getByRole("button", { name: "Connect calendar" }).click();
      await expect(page.getByRole("status")).toContainText("The calendar is saved.");
      // Read by the server's calendar task, off the request: the page shows it being read, then read.
      await expect(calendar).toContainText("Connected to 127.0.0.1");
      await expect(calendar).toContainText("Last read", { timeout: 15_000 });
      expect(feed.reads()).toBeGreaterThan(0);
      await page.context().clearCookies();

      const times = await timesOn(page, `/demo/with/${bhavna.slug}`, date);
      await expect(times.getByRole("button", { name: "11:00 AM", exact: true })).toBeVisible();
      await expect(times.getByRole("button", { name: "10:00 AM", exact: true })).toHaveCount(0);
      await expect(times.getByRole("button", { name: "10:30 AM", exact: true })).toHaveCount(0);
      await expect(times.getByRole("button")).toHaveCount(before.length - 2);

      // Aarav is free then, so the team's page still offers the hour.
      const teamTimes = await timesOn(page, "/demo", date);
      await expect(teamTimes.getByRole("button", { name: "10:00 AM", exact: true })).toBeVisible();
      await expect(teamTimes.getByRole("button", { name: "10:30 AM", exact: true })).toBeVisible();
    } finally {
      await feed.stop();
    }
  });

  test("Aarav connects his CalDAV calendar: a call booked with him is written to it, and an event he adds there hides that hour", async ({
    page,
  }) => {
    // A wait on the server's own task: the call written (every 10 s); Aarav has his calendar read at once.
    test.setTimeout(90_000);
    const { aarav } = people;
    const date = bookableDates[7]!;
    const radicale = await startRadicaleServer();
    try {
      const work = await radicale.makeCalendar("work", { displayName: "Work" });
      await server.signIn(page, "aarav", "saffron-harbour-lantern-52");
      await consultantPage(page, "aarav");
      const calendar = page.getByRole("region", { name: "Their calendar" });
      await keepScreenshot(calendar, { path: "test-results/screenshots/team-calendar-caldav-connect-375.png" });
      await calendar.getByRole("textbox", { name: /^Server address/ }).fill(radicale.serverUrl);
      await calendar.getByRole("textbox", { name: /^User name/ }).fill(radicale.username);
      await calendar.getByLabel(/^App password/).fill("not-the-password");
      await calendar.getByRole("button", { name: "Connect CalDAV calendar" }).click();
      await expect(page.getByRole("alert")).toContainText("user name or app password");

      await calendar.getByRole("textbox", { name: /^Server address/ }).fill(radicale.serverUrl);
      await calendar.getByRole("textbox", { name: /^User name/ }).fill(radicale.username);
      await calendar.getByLabel(/^App password/).fill(radicale.password);
      await calendar.getByRole("button", { name: "Connect CalDAV calendar" }).click();
      await expect(page.getByRole("status")).toContainText("The CalDAV calendar is connected");
      await expect(calendar).toContainText(`Connected to the CalDAV account ${radicale.username} at 127.0.0.1`);
      await expect(calendar.getByRole("checkbox", { name: "Work" })).toBeChecked();
      await expect(calendar.getByRole("radio", { name: "Work" })).toBeChecked();
      // The password is never shown back.
      expect(await page.content()).not.toContain(radicale.password);
      await expectNoAxeViolations(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await keepScreenshot(calendar, {
          path: `test-results/screenshots/team-calendar-caldav-connected-${width}.png`,
        });
      }
      await page.context().clearCookies();

      const visitor = { firstName: "Ishaan", lastName: "Verma", email: uniqueEmail("team-caldav"), reference: "" };
      visitor.reference = await book(page, `/demo/with/${aarav.slug}`, date, "11:00 AM", visitor);
      const event = new URL(`${encodeURIComponent(`${visitor.reference.toLowerCase()}@nexoratech.in`)}.ics`, work);
      const authorization = `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`;
      // The server's writer runs every ten seconds, off the booking's request.
      await expect
        .poll(
          async () => {
            const response = await fetch(event, { headers: { authorization } });
            return response.ok ? await response.text() : `${response.status}`;
          },
          { timeout: 30_000 },
        )
        .toContain(`Demo call with Ishaan Verma (${visitor.reference})`);

      // 3:00 to 4:00 PM in India (09:30 to 10:30 UTC), written by his own calendar app.
      const utc = (time: string) => new Date(`${date}T${time}:00Z`);
      await radicale.putEvent(work, "dentist.ics", calendarEventFile("dentist-e2e", utc("09:30"), utc("10:30")));
      // Rather than wait for the calendar task's turn (every half minute), he has it read now.
      await server.signIn(page, "aarav", "saffron-harbour-lantern-52");
      await consultantPage(page, "aarav");
      await page.getByRole("button", { name: "Read my calendar now" }).click();
      await expect(page.getByRole("status")).toContainText("Your calendar is being read now");
      await expectNoAxeViolations(page);
      await page.context().clearCookies();
      await expect
        .poll(async () => (await slotsOf(page, date, aarav.slug)).filter((slot) => slot.startsWith("3:")), {
          timeout: 15_000,
          intervals: [500],
        })
        .toEqual([]);
      expect(await slotsOf(page, date, aarav.slug)).toContain("4:00 PM");
    } finally {
      await radicale.stop();
    }
  });

  test("the lead changes Aarav's schedule: a mistake is shown and nothing saved, then his new week is what his page offers", async ({
    page,
  }) => {
    const { aarav } = people;
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    // Dates no other test books on, whatever weekday the run starts on: a Monday and a Saturday
    // after the CalDAV test's day (bookableDates[7], where a call is booked at 11:00 AM).
    const later = bookableDates.slice(8);
    const monday = later.find((date) => weekday(date) === 1)!;
    const saturday = later.find((date) => weekday(date) === 6)!;
    expect(await slotsOf(page, saturday, aarav.slug), "Aarav's Saturday before the change").toContain("10:00 AM");

    await asLead(page);
    await consultantPage(page, "aarav");
    const form = page.getByRole("region", { name: "Schedule" });
    const day = (name: string) => form.getByRole("listitem").filter({ hasText: name });

    await day("Monday").getByLabel("From").fill("14:00");
    await day("Monday").getByLabel("to").fill("11:00");
    await form.getByRole("button", { name: "Save schedule" }).click();
    await expect(day("Monday")).toContainText("The end must be after the start.");
    await consultantPage(page, "aarav");
    await expect(day("Monday").getByLabel("From")).toHaveValue("10:00");

    await day("Monday").getByLabel("From").fill("11:00");
    await day("Monday").getByLabel("to").fill("14:00");
    await day("Saturday").getByRole("checkbox", { name: "Saturday" }).uncheck();
    await form.getByRole("textbox", { name: /^Name/ }).fill("E2E aarav mehta");
    await form.getByRole("textbox", { name: /^Page link name/ }).fill("aarav-e2e");
    await form.getByRole("spinbutton", { name: /^Buffer before a call/ }).fill("15");
    await form.getByRole("spinbutton", { name: /^Buffer after a call/ }).fill("15");
    await form.getByRole("spinbutton", { name: /^Minimum notice/ }).fill("120");
    await form.getByRole("spinbutton", { name: /^Most calls a day/ }).fill("3");
    await form.getByRole("button", { name: "Save schedule" }).click();
    await expect(page.getByRole("status")).toContainText("The schedule is saved.");
    await expect(page.getByRole("heading", { name: "E2E aarav mehta", level: 1 })).toBeVisible();
    await expect(form.getByRole("spinbutton", { name: /^Most calls a day/ })).toHaveValue("3");
    Object.assign(aarav, { name: "E2E aarav mehta", slug: "aarav-e2e" });

    expect(await slotsOf(page, monday, aarav.slug)).toEqual([
      "11:00 AM",
      "11:30 AM",
      "12:00 PM",
      "12:30 PM",
      "1:00 PM",
      "1:30 PM",
    ]);
    expect(await slotsOf(page, saturday, aarav.slug)).toEqual([]);
  });

  test("sales has Bhavna cover CRM only, at half a share: an App development call goes to Aarav, and the list shows the shares", async ({
    page,
  }) => {
    await asLead(page);
    await consultantPage(page, "bhavna");
    const routing = page.getByRole("region", { name: "Calls they get" });
    const services = routing.getByRole("group", { name: "Services they cover" }).getByRole("checkbox");
    for (const box of await services.all()) await box.uncheck();
    await routing.getByRole("button", { name: "Save" }).click();
    await expect(routing.getByText("Please tick at least one service they cover.")).toBeVisible();

    await routing.getByRole("checkbox", { name: "CRM" }).check();
    await routing.getByLabel(/^Share of calls/).fill("50");
    await routing.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The calls they get are saved; the next booking follows them.")).toBeVisible();
    await expect(routing.getByRole("checkbox", { name: "CRM" })).toBeChecked();
    await expect(routing.getByRole("checkbox", { name: "App Development" })).not.toBeChecked();
    await expect(routing.getByLabel(/^Share of calls/)).toHaveValue("50");

    // A time both are free at, so the service alone decides.
    let date = "";
    let time = "";
    for (const candidate of bookableDates.slice(6, 14)) {
      const bhavnas = await slotsOf(page, candidate, people.bhavna.slug);
      time = (await slotsOf(page, candidate, people.aarav.slug)).find((slot) => bhavnas.includes(slot)) ?? "";
      date = candidate;
      if (time) break;
    }
    expect(time, "a time Aarav and Bhavna are both free at").not.toBe("");
    const visitor = { firstName: "Kavya", lastName: "Nair", email: uniqueEmail("team-app"), reference: "" };
    await visit(page, url("/demo"));
    await (await bookingWidget(page)).getByLabel("Domain").selectOption("App development");
    visitor.reference = await bookOnPage(page, { date, time }, visitor);

    await openBooking(page, visitor.reference);
    await expect(detail(page, "Consultant")).toHaveText(people.aarav.name);
    await expect(page.getByRole("region", { name: "History" })).toContainText(
      "1 of the 2 consultants free cover App Development.",
    );

    await page.goto(url("/admin/consultants"));
    const bhavnasCard = page.getByRole("listitem").filter({ hasText: people.bhavna.name });
    // No calls held yet in this server's team: what her weight asks for, and no share of nothing.
    await expect(bhavnasCard).toContainText("their share of 50% asks for 33% of them");
  });

  test("the consultants' pages and a personal booking page at a phone's and a desktop's width", async ({ page }) => {
    const pages = [
      { name: "consultants", path: "/admin/consultants", heading: "Consultants" },
      { name: "consultant", path: `/admin/consultants/${people.bhavna.id}`, heading: people.bhavna.name },
      {
        name: "demo-with",
        path: `/demo/with/${people.bhavna.slug}`,
        heading: `Book a call with ${people.bhavna.name}`,
      },
    ];
    await asLead(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const { name, path, heading } of pages) {
        await visit(page, url(path));
        await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
        await keepScreenshot(page, {
          path: `test-results/screenshots/team-calendar-${name}-${width}.png`,
          fullPage: true,
        });
      }
    }
  });
});
