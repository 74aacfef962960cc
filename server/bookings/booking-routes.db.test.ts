import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { indiaInstant, wholeDays } from "../../domain/bookings/blocked-time";
import { slotStart } from "../../domain/bookings/booking";

import { blockedTimes, bookings, outboxEmails } from "../db/schema";
import { changing } from "../kernel/changes/public-changes";
import { bookingNow, sampleBooking } from "../../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { isoDate } from "../../domain/time/india-dates";
import { noticeVersion } from "../../domain/privacy/notices";
import { unknownNoticeLanguageMessage } from "../../domain/privacy/notice-shown";

const now = bookingNow;
const booking = sampleBooking;

describe("demo booking API", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => now });
  });
  afterAll(() => subject.app.close());
  beforeEach(async () => {
    await subject.database.db.delete(outboxEmails);
    await changing(subject.database.db, "calendar", (tx) => tx.delete(bookings));
  });

  const slots = (date: string) => subject.app.inject({ method: "GET", url: `/demo/slots/${date}` });
  const book = (payload: object) => subject.app.inject({ method: "POST", url: "/demo/book", payload });

  describe("GET /demo/slots/{date}", () => {
    it("answers every slot of a free working day", async () => {
      const response = await slots("2026-11-24");
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ date: "2026-11-24", timeZone: "Asia/Kolkata", durationMinutes: 30 });
      expect(data.availableSlots).toHaveLength(16);
      expect(data.availableSlots[0]).toBe("10:00 AM");
    });

    it("takes a service's slug and answers the team's times for it, and refuses a service the site does not offer", async () => {
      const all = (await slots("2026-11-24")).json().data.availableSlots;
      const forCrm = await subject.app.inject({ method: "GET", url: "/demo/slots/2026-11-24?service=crm" });
      expect(forCrm.statusCode).toBe(200);
      expect(forCrm.json().data.availableSlots).toEqual(all);
      const unknown = await subject.app.inject({ method: "GET", url: "/demo/slots/2026-11-24?service=hosting" });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.headers["content-type"]).toMatch(/^application\/json/);
      expect(unknown.json()).toMatchObject({
        success: false,
        message: "Please choose one of the site's services.",
        errors: { service: expect.stringContaining("website-development") },
      });
    });

    it("leaves out today's slots within the hour's notice", async () => {
      expect((await slots("2026-11-23")).json().data.availableSlots[0]).toBe("10:00 AM");
      const late = await buildTestApp({ clock: () => new Date("2026-11-23T15:30:00+05:30") });
      const response = await late.app.inject({ method: "GET", url: "/demo/slots/2026-11-23" });
      expect(response.json().data.availableSlots).toEqual(["4:30 PM", "5:00 PM", "5:30 PM"]);
      await late.app.close();
    });

    it.each(["2026-11-29", "2027-02-21", "2026-11-20"])(
      "answers an empty list for %s (Sunday, past the window, past)",
      async (date) => {
        const response = await slots(date);
        expect(response.statusCode).toBe(200);
        expect(response.json().data.availableSlots).toEqual([]);
      },
    );

    it.each(["2026-02-30", "2026-13-01", "tomorrow", "24-11-2026"])(
      "answers 400 for the malformed or impossible date %s",
      async (date) => {
        const response = await slots(date);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ success: false, message: "Please give a real date as YYYY-MM-DD." });
      },
    );
  });

  describe("GET /demo/dates", () => {
    afterEach(() => changing(subject.database.db, "calendar", (tx) => tx.delete(blockedTimes)));

    it("answers the window's bookable dates without Sundays, and leaves out a fully blocked day", async () => {
      const before = await subject.app.inject({ method: "GET", url: "/demo/dates" });
      expect(before.statusCode).toBe(200);
      const { data } = before.json();
      expect(data.timeZone).toBe("Asia/Kolkata");
      expect(data.bookableDates[0]).toBe("2026-11-23");
      expect(data.bookableDates).toContain("2026-11-25");
      expect(data.bookableDates).not.toContain("2026-11-29");
      expect(data.bookableDates).toHaveLength(78);

      const { db } = subject.database;
      // Written as the back office's addBlock does, announced to the calendar's cache once committed.
      await changing(db, "calendar", (tx) =>
        tx.insert(blockedTimes).values([
          {
            ...wholeDays(isoDate("2026-11-25"), isoDate("2026-11-25")),
            reason: "Closed",
            createdBy: "test",
            createdAt: now,
          },
          {
            startsAt: indiaInstant(isoDate("2026-11-26"), "10:00"),
            endsAt: indiaInstant(isoDate("2026-11-26"), "14:00"),
            reason: "Half day",
            createdBy: "test",
            createdAt: now,
          },
        ]),
      );
      const after = (await subject.app.inject({ method: "GET", url: "/demo/dates" })).json();
      expect(after.success).toBe(true);
      expect(after.data.bookableDates).not.toContain("2026-11-25");
      expect(after.data.bookableDates).toContain("2026-11-26");
      expect(after.data.bookableDates).toHaveLength(77);
      expect((await slots("2026-11-25")).json().data.availableSlots).toEqual([]);
      expect((await slots("2026-11-26")).json().data.availableSlots[0]).toBe("2:00 PM");
    });

    it("answers other methods 405 and paths below it 404, as JSON", async () => {
      const post = await subject.app.inject({ method: "POST", url: "/demo/dates", payload: {} });
      expect(post.statusCode).toBe(405);
      expect(post.headers.allow).toContain("GET");
      const below = await subject.app.inject({ method: "GET", url: "/demo/dates/2026" });
      expect(below.statusCode).toBe(404);
      expect(below.json()).toMatchObject({ success: false });
    });
  });

  describe("POST /demo/book", () => {
    it("books the slot, answers the reference and instants, and takes the slot off the list", async () => {
      const response = await book(booking);
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toMatchObject({
        date: "2026-11-24",
        time: "11:30 AM",
        timeZone: "Asia/Kolkata",
        domain: "Cloud services",
        durationMinutes: 30,
        startsAt: "2026-11-24T06:00:00.000Z",
        endsAt: "2026-11-24T06:30:00.000Z",
      });
      expect(data.reference).toMatch(/^DEMO-[2-9A-HJ-NP-Z]{6}$/);
      expect((await slots("2026-11-24")).json().data.availableSlots).not.toContain("11:30 AM");
      expect((await slots("2026-11-24")).json().data.availableSlots).toHaveLength(15);
    });

    it("queues a confirmation with a 30-minute calendar invite and a notification to sales", async () => {
      const { data } = (await book(booking)).json();
      const emails = await subject.database.db.select().from(outboxEmails);
      const confirmation = emails.find((email) => email.kind === "booking.confirmation");
      expect(confirmation).toMatchObject({ toName: "Meera Kapoor", toAddress: "meera.kapoor@example.in" });
      expect(confirmation?.subject).toBe(
        `Your free demo call on Tuesday, 24 November 2026, 11:30 AM IST | ${data.reference}`,
      );
      const invite = confirmation?.attachments[0];
      expect(invite?.contentType).toContain("text/calendar");
      expect(invite?.content).toContain("DTSTART:20261124T060000Z");
      expect(invite?.content).toMatch(/DURATION:PT30M|DTEND:20261124T063000Z/);
      expect(invite?.content).toContain(data.reference);
      expect(invite?.content).toContain("Asia/Kolkata");

      const notification = emails.find((email) => email.kind === "booking.notification");
      expect(notification).toMatchObject({
        toAddress: "sales@test.example",
        replyToName: "Meera Kapoor",
        replyToAddress: "meera.kapoor@example.in",
      });
      expect(notification?.textBody).toContain("Cloud services");
    });

    it("records the privacy notice the visitor was shown, or none when an API client sends none", async () => {
      expect((await book({ ...booking, noticeVersion, noticeLanguage: "hi" })).statusCode).toBe(201);
      expect((await book({ ...booking, time: "12:00 PM" })).statusCode).toBe(201);
      const stored = await subject.database.db
        .select({ noticeVersion: bookings.noticeVersion, noticeLanguage: bookings.noticeLanguage })
        .from(bookings)
        .orderBy(bookings.startsAt);
      expect(stored).toEqual([
        { noticeVersion, noticeLanguage: "hi" },
        { noticeVersion: null, noticeLanguage: null },
      ]);
    });

    it("refuses a notice language not offered with 400, and books nothing", async () => {
      const response = await book({ ...booking, noticeVersion, noticeLanguage: "fr" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: "Please correct the highlighted fields.",
        errors: { noticeLanguage: unknownNoticeLanguageMessage },
      });
      expect(await subject.database.db.select().from(bookings)).toEqual([]);
      expect(await subject.database.db.select().from(outboxEmails)).toEqual([]);
    });

    it("answers 409 for a slot already booked, and stores nothing more", async () => {
      expect((await book(booking)).statusCode).toBe(201);
      const second = await book({ ...booking, email: "someone.else@example.in" });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({
        success: false,
        message: "Sorry, that time was just booked by someone else. Please choose another time.",
      });
      expect(await subject.database.db.select().from(bookings)).toHaveLength(1);
      expect(await subject.database.db.select().from(outboxEmails)).toHaveLength(2);
    });

    it("gives exactly one of 20 concurrent bookings of one slot, the others 409", async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) => book({ ...booking, email: `visitor${index}@example.in` })),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await subject.database.db.select().from(bookings)).toHaveLength(1);
    });

    it("answers a retry under the same Idempotency-Key with the first booking, never a 409 against the visitor's own slot", async () => {
      const headers = { "idempotency-key": "retry-after-timeout-1" };
      const attempts = await Promise.all(
        Array.from({ length: 5 }, () =>
          subject.app.inject({ method: "POST", url: "/demo/book", payload: booking, headers }),
        ),
      );
      expect(attempts.map((attempt) => attempt.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(attempts.map((attempt) => attempt.json().data.reference)).size).toBe(1);
      const later = await subject.app.inject({ method: "POST", url: "/demo/book", payload: booking, headers });
      expect(later.json()).toEqual(attempts[0]!.json());
      expect(later.headers["idempotent-replayed"]).toBe("true");
      expect(await subject.database.db.select().from(bookings)).toHaveLength(1);
      expect(await subject.database.db.select().from(outboxEmails)).toHaveLength(2);

      const otherSlot = await subject.app.inject({
        method: "POST",
        url: "/demo/book",
        payload: { ...booking, time: "4:00 PM" },
        headers,
      });
      expect(otherSlot.statusCode).toBe(422);
      expect(await subject.database.db.select().from(bookings)).toHaveLength(1);
    });

    it("answers 400 for an Idempotency-Key that is not 1 to 255 visible characters", async () => {
      const response = await subject.app.inject({
        method: "POST",
        url: "/demo/book",
        payload: booking,
        headers: { "idempotency-key": "has spaces in it" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("The Idempotency-Key header must be 1 to 255 visible ASCII characters.");
      expect(await subject.database.db.select().from(bookings)).toEqual([]);
    });

    it("frees a slot again when its booking is cancelled", async () => {
      const { data } = (await book(booking)).json();
      await changing(subject.database.db, "calendar", (tx) =>
        tx.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, data.id)),
      );
      expect((await book(booking)).statusCode).toBe(201);
    });

    it.each([
      ["no first name", { firstName: "" }, { firstName: "Please enter your first name." }],
      ["no e-mail", { email: undefined }, { email: "Please enter your email address." }],
      ["a bad e-mail", { email: "meera@" }, { email: "Please enter a valid email address." }],
      ["no phone", { phone: "" }, { phone: "Please enter your phone number." }],
      ["an unknown domain", { domain: "Plumbing" }, { domain: "Please choose one of the listed domains." }],
      ["an impossible date", { date: "2026-11-31" }, { date: "Please choose a valid date." }],
      ["a time that is no slot", { time: "6:00 PM" }, { time: "Please choose one of the offered times." }],
      [
        "a Sunday",
        { date: "2026-11-29" },
        { date: "This date cannot be booked. Please choose a date in the calendar." },
      ],
      ["day 90", { date: "2027-02-21" }, { date: "This date cannot be booked. Please choose a date in the calendar." }],
      [
        "a past date",
        { date: "2026-11-21" },
        { date: "This date cannot be booked. Please choose a date in the calendar." },
      ],
      [
        "a slot within the hour",
        { date: "2026-11-23", time: "9:30 AM" },
        { time: "Please choose one of the offered times." },
      ],
    ])("answers 400 for %s and books nothing", async (_case, change, errors) => {
      const response = await book({ ...booking, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors });
      expect(await subject.database.db.select().from(bookings)).toEqual([]);
    });

    it("answers 400 for a slot that starts within the hour's notice", async () => {
      const late = await buildTestApp({ clock: () => new Date("2026-11-23T10:31:00+05:30") });
      const response = await late.app.inject({
        method: "POST",
        url: "/demo/book",
        payload: { ...booking, date: "2026-11-23", time: "11:00 AM" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ time: "This time is no longer offered. Please choose another time." });
      await late.app.close();
    });

    it("answers malformed JSON with a JSON 400", async () => {
      const response = await subject.app.inject({
        method: "POST",
        url: "/demo/book",
        payload: "{",
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: "The request body is not valid JSON." });
    });
  });
});

describe("upcoming calls per mailbox", () => {
  let clockNow = now;
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => clockNow });
  });
  afterAll(() => subject.app.close());
  beforeEach(async () => {
    clockNow = now;
    await changing(subject.database.db, "calendar", (tx) => tx.delete(bookings));
  });
  const book = (email: string, time: string, date = booking.date) =>
    subject.app.inject({ method: "POST", url: "/demo/book", payload: { ...booking, email, date, time } });
  const confirmedRows = async () =>
    (await subject.database.db.select().from(bookings)).filter((row) => row.status === "confirmed");

  it("answers a fourth upcoming call for one mailbox, however spelt, 429 with a message, and books nothing", async () => {
    const spellings = ["m.e.e.r.a.kapoor@gmail.com", "MeeraKapoor+demo@gmail.com", "meerakapoor@googlemail.com"];
    for (const [index, email] of spellings.entries()) {
      expect((await book(email, ["10:00 AM", "10:30 AM", "11:00 AM"][index]!)).statusCode).toBe(201);
    }
    const refused = await book("Meera.Kapoor@Gmail.com", "3:00 PM");
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeUndefined();
    expect(refused.json()).toEqual({
      success: false,
      message:
        "You already have 3 upcoming calls booked with this e-mail address, the most we hold for one person. " +
        "To move or cancel one, use the link in its confirmation e-mail; to talk about more, please e-mail sales@nexoratech.in.",
    });
    expect(await confirmedRows()).toHaveLength(3);
    // Another mailbox books the time refused.
    expect((await book("someone.else@gmail.com", "3:00 PM")).statusCode).toBe(201);

    // A call that has started holds no place; nor does a cancelled one.
    clockNow = new Date(slotStart(booking.date, "10:00 AM")!.getTime() + 60_000);
    expect((await book("meera.kapoor@gmail.com", "3:30 PM")).statusCode).toBe(201);
    expect((await book("meera.kapoor@gmail.com", "4:00 PM")).statusCode).toBe(429);
    await subject.database.db
      .update(bookings)
      .set({ status: "cancelled" })
      .where(eq(bookings.startsAt, slotStart(booking.date, "11:00 AM")!));
    expect((await book("meera.kapoor@gmail.com", "4:00 PM")).statusCode).toBe(201);
  });

  it("books no more than the cap from a burst of requests for one mailbox at once", async () => {
    const times = ["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM", "12:30 PM", "2:00 PM", "2:30 PM"];
    const answers = await Promise.all(times.map((time, n) => book(`burst.visitor+${n}@example.in`, time)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await confirmedRows()).toHaveLength(3);
  });
});

describe("the booking rate limit", () => {
  it("answers 429 once an address has booked its allowance", async () => {
    const { app } = await buildTestApp({ clock: () => now }, { FORM_RATE_LIMIT: "2" });
    const attempt = (time: string) =>
      app.inject({ method: "POST", url: "/demo/book", payload: { ...booking, time }, remoteAddress: "198.51.100.4" });
    expect((await attempt("10:00 AM")).statusCode).toBe(201);
    expect((await attempt("10:30 AM")).statusCode).toBe(201);
    const limited = await attempt("11:00 AM");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many submissions from your address/);
    await app.close();
  });
});
