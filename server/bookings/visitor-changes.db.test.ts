import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import { auditLog, bookingLinks, bookings, outboxEmails } from "../db/schema";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { rowsMentioning } from "../../test-support/rows-mentioning";
import { startSmtpListener } from "../../test-support/smtp-listener";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { unlimitedQuota } from "../../test-support/unlimited-quota";
import { cancelBooking } from "./booking-admin";
import { cancelByVisitor, findManagedBooking, rescheduleByVisitor } from "./visitor-changes";
import { queueDueReminders } from "./booking-reminders";
import { addBlock } from "./blocked-time";
import { availableSlots, createBooking } from "./bookings";
import { createOutboxWorker, retryDelayMs } from "../outbox/mail-outbox";
import { listAudit } from "../kernel/audit/audit";
import { isoDate, type IsoDate } from "../../domain/time/india-dates";

const blockMail = { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test" };

const now = bookingNow;
const salesEmail = "sales@test.example";
// No quota here (booking-manager.db.test.ts spends real ones); the test of a refusal brings its own.
const site = { salesEmail, publicSiteUrl: testSiteUrl, spendQuota: unlimitedQuota };
const hour = 3_600_000;
const at = (instant: Date, offsetMs: number) => new Date(instant.getTime() + offsetMs);

/** The manage link's token in an e-mail's text. */
const tokenIn = (text: string) => text.match(/\/demo\/manage\/([\w-]{43})/)?.[1];

// One database for both parts; each test starts from no bookings, e-mails or audit entries.
const database = databaseClearedBeforeEach([outboxEmails, bookings, auditLog]);

describe("a visitor manages their own call", () => {
  const mailsTo = (address: string) =>
    database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

  /** Books the sample call (or another time that day) and answers it with its link's token. */
  async function book(time = sampleBooking.time, bookedAt = now) {
    const { confirmation } = await createBooking(
      database.db,
      { ...sampleBooking, time },
      { ...site, clientIp: "127.0.0.1", now: bookedAt },
    );
    const [mail] = (await mailsTo(sampleBooking.email))
      .filter((email) => email.kind === "booking.confirmation")
      .slice(-1);
    return { confirmation, token: tokenIn(mail!.textBody)! };
  }

  it("the confirmation carries a link whose token the database keeps only as a hash", async () => {
    const { confirmation, token } = await book();
    const [mail] = await mailsTo(sampleBooking.email);
    expect(mail!.textBody).toContain(`${testSiteUrl}/demo/manage/${token}`);
    expect(mail!.textBody).not.toContain("reply to this e-mail with your reference");

    const links = await database.db.select().from(bookingLinks);
    expect(links).toHaveLength(1);
    expect(links[0]!.bookingId).toBe(confirmation.id);
    expect(JSON.stringify(links)).not.toContain(token);
    // Nothing but the outbox's e-mail holds the token itself.
    expect((await rowsMentioning(database, token)).map((row) => row.split(":")[0])).toEqual(["outbox_emails"]);

    expect(await findManagedBooking(database.db, token, now)).toEqual({
      reference: confirmation.reference,
      firstName: sampleBooking.firstName,
      domain: sampleBooking.domain,
      status: "confirmed",
      startsAt: confirmation.startsAt,
      date: sampleBooking.date,
      time: sampleBooking.time,
      movesLeft: 3,
      // The company's own consultant, as the migration makes it: no way of meeting chosen yet.
      consultantName: "Nexora team",
      joining: { kind: "unset", words: "Our consultant will be in touch before the call with how to join it." },
    });
  });

  it("a wrong, malformed or expired link opens nothing, and changes nothing", async () => {
    const { confirmation, token } = await book();
    const startsAt = new Date(confirmation.startsAt);
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [wrong, "short", `${token}x`, "../../etc/passwd", "%00"]) {
      expect(await findManagedBooking(database.db, bad, now)).toBeUndefined();
      expect((await cancelByVisitor(bad, { db: database.db, now, ...site })).outcome).toMatchObject({
        ok: false,
        refusal: "gone",
      });
    }
    // The link works until the call starts, then no longer.
    expect(await findManagedBooking(database.db, token, at(startsAt, -1))).toBeDefined();
    expect(await findManagedBooking(database.db, token, startsAt)).toBeUndefined();
    expect((await cancelByVisitor(token, { db: database.db, now: startsAt, ...site })).outcome.ok).toBe(false);
    const [row] = await database.db.select().from(bookings);
    expect(row!.status).toBe("confirmed");
  });

  it("cancelling frees the slot at once, sends the calendar's CANCEL for the same event and tells sales", async () => {
    const { confirmation, token } = await book();
    await database.db.delete(outboxEmails);

    const { outcome, queuedEmailIds } = await cancelByVisitor(token, { db: database.db, now, ...site });
    expect(outcome).toMatchObject({ ok: true, value: { status: "cancelled" } });
    expect(queuedEmailIds).toHaveLength(2);
    expect(await availableSlots(database.db, sampleBooking.date, now)).toContain(sampleBooking.time);

    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.kind).toBe("booking.cancellation");
    expect(visitorMail!.textBody).toContain("As you asked");
    const ics = visitorMail!.attachments[0]!.content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:${confirmation.reference.toLowerCase()}@nexoratech.in`);
    expect(ics).toContain("SEQUENCE:1");
    const [salesMail] = await mailsTo(salesEmail);
    expect(salesMail!.subject).toContain(`Demo cancelled`);
    expect(salesMail!.textBody).toContain("cancelled their free demo call with the link");

    const history = await listAudit(database.db, { subject: { type: "booking", id: confirmation.id } });
    expect(history.rows.map((row) => [row.action, row.actorEmail]).sort()).toEqual([
      ["booking.assign", "visitor (booking form)"],
      ["booking.cancel", "visitor (manage link)"],
    ]);

    // The page still shows the cancelled call until its time; a second cancel is refused.
    expect(await findManagedBooking(database.db, token, now)).toMatchObject({ status: "cancelled" });
    expect((await cancelByVisitor(token, { db: database.db, now, ...site })).outcome).toMatchObject({
      ok: false,
      message: "This call is already cancelled.",
    });
    expect(
      (
        await rescheduleByVisitor(
          token,
          { date: sampleBooking.date, time: "2:00 PM" },
          { db: database.db, now, ...site },
        )
      ).outcome.ok,
    ).toBe(false);
  });

  it("moving takes the new slot and frees the old in one go, with an updated invite for the same event", async () => {
    const { confirmation, token } = await book();
    await database.db.delete(outboxEmails);

    const to = { date: isoDate("2026-11-25"), time: "2:00 PM" };
    const { outcome } = await rescheduleByVisitor(token, to, { db: database.db, now, ...site });
    expect(outcome).toMatchObject({ ok: true, value: { ...to, status: "confirmed" } });
    expect(await availableSlots(database.db, sampleBooking.date, now)).toContain(sampleBooking.time);
    expect(await availableSlots(database.db, to.date, now)).not.toContain(to.time);
    const [row] = await database.db.select().from(bookings);
    expect(row).toMatchObject({ sequence: 1, startsAt: slotStart(to.date, to.time), slotChosenAt: now });

    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.kind).toBe("booking.rescheduled");
    const ics = visitorMail!.attachments[0]!.content;
    expect(ics).toContain("METHOD:REQUEST");
    expect(ics).toContain(`UID:${confirmation.reference.toLowerCase()}@nexoratech.in`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("DTSTART:20261125T083000Z");
    // The new e-mail's link and the old one both open the moved call.
    const newToken = tokenIn(visitorMail!.textBody)!;
    expect(newToken).not.toBe(token);
    for (const link of [token, newToken]) {
      expect(await findManagedBooking(database.db, link, now)).toMatchObject(to);
    }
    const [salesMail] = await mailsTo(salesEmail);
    expect(salesMail!.subject).toContain("Demo moved");
    expect(salesMail!.textBody).toContain("Was: Tuesday, 24 November 2026, 11:30 AM IST");
  });

  it("refuses a time someone else holds, a blocked time, one outside the rules, and its own time", async () => {
    const { token } = await book();
    await book("3:00 PM");
    const move = (date: IsoDate, time: string) =>
      rescheduleByVisitor(token, { date, time }, { db: database.db, now, ...site }).then((result) => result.outcome);

    expect(await move(sampleBooking.date, "3:00 PM")).toMatchObject({ ok: false, refusal: "taken" });
    await addBlock(
      database.db,
      { id: null, email: "sales@test.example" },
      {
        startsAt: slotStart(isoDate("2026-11-26"), "10:00 AM")!,
        endsAt: slotStart(isoDate("2026-11-26"), "5:30 PM")!,
        reason: "Offsite",
      },
      now,
      blockMail,
    );
    expect(await move(isoDate("2026-11-26"), "11:00 AM")).toMatchObject({ ok: false, refusal: "taken" });
    expect(await move(isoDate("2026-11-29"), "11:00 AM")).toMatchObject({ ok: false, refusal: "rule" }); // a Sunday
    expect(await move(sampleBooking.date, sampleBooking.time)).toMatchObject({
      ok: false,
      message: "Your call is already at this time.",
    });
    const rows = await database.db.select().from(bookings);
    expect(rows.map((row) => row.sequence)).toEqual([0, 0]);
    expect(
      rows.find((row) => row.startsAt.getTime() === slotStart(sampleBooking.date, sampleBooking.time)!.getTime()),
    ).toBeDefined();
  });

  it("a call moves three times with its links; then it says how to reach us, and a fourth move changes and mails nothing", async () => {
    const { token } = await book();
    const times = ["10:00 AM", "10:30 AM", "11:00 AM"];
    for (const [index, time] of times.entries()) {
      const { outcome } = await rescheduleByVisitor(
        token,
        { date: isoDate("2026-11-25"), time },
        { db: database.db, now, ...site },
      );
      expect(outcome).toMatchObject({ ok: true, value: { time, movesLeft: 2 - index } });
    }
    const [before] = await database.db.select().from(bookings);
    const mailsBefore = await database.db.select().from(outboxEmails);

    const fourth = await rescheduleByVisitor(
      token,
      { date: isoDate("2026-11-25"), time: "4:00 PM" },
      { db: database.db, now, ...site },
    );
    expect(fourth).toEqual({
      outcome: {
        ok: false,
        refusal: "rule",
        message:
          "Your call has been moved 3 times, the most a link allows, so it cannot be moved again here. To change it, " +
          "please e-mail sales@nexoratech.in or call +91 98110 42765 (Monday-Saturday 10am to 6pm), quoting your reference.",
      },
      queuedEmailIds: [],
    });
    expect(await database.db.select().from(bookings)).toEqual([before]);
    expect(await database.db.select().from(outboxEmails)).toEqual(mailsBefore);
    expect(await findManagedBooking(database.db, token, now)).toMatchObject({ time: "11:00 AM", movesLeft: 0 });
    // Cancelling still works.
    expect((await cancelByVisitor(token, { db: database.db, now, ...site })).outcome.ok).toBe(true);
  });

  it("a change its quota refuses changes and mails nothing; a wrong link spends no quota", async () => {
    const { confirmation, token } = await book();
    await database.db.delete(outboxEmails);
    const spent: string[] = [];
    const refusing = {
      db: database.db,
      now,
      ...site,
      spendQuota: async (bookingId: string) => {
        spent.push(bookingId);
        return { allowed: false, retryAfterMs: 6 * 60_000 + 1 } as const;
      },
    };
    const busy = {
      ok: false,
      refusal: "busy",
      message: "You have made a lot of changes in a short time. Please try again in 7 minutes.",
    };
    expect(await cancelByVisitor(token, refusing)).toEqual({ outcome: busy, queuedEmailIds: [] });
    expect(await rescheduleByVisitor(token, { date: isoDate("2026-11-25"), time: "2:00 PM" }, refusing)).toEqual({
      outcome: busy,
      queuedEmailIds: [],
    });
    expect(spent).toEqual([confirmation.id, confirmation.id]);
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
    expect(await findManagedBooking(database.db, token, now)).toMatchObject({
      status: "confirmed",
      time: sampleBooking.time,
      movesLeft: 3,
    });

    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await cancelByVisitor(wrong, refusing)).outcome).toMatchObject({ refusal: "gone" });
    // A time the rules refuse is a typo: answered before any quota is spent.
    expect(
      (await rescheduleByVisitor(token, { date: isoDate("2026-11-29"), time: "11:00 AM" }, refusing)).outcome,
    ).toMatchObject({ refusal: "rule" });
    expect(spent).toHaveLength(2);
  });

  it("two visitors moving to one slot at once: exactly one gets it", async () => {
    const first = await book("10:00 AM");
    const second = await book("10:30 AM");
    const to = { date: isoDate("2026-11-27"), time: "4:00 PM" };
    const results = await Promise.all(
      [first.token, second.token].map((token) => rescheduleByVisitor(token, to, { db: database.db, now, ...site })),
    );
    expect(results.map((result) => result.outcome.ok).sort()).toEqual([false, true]);
    const held = await database.db
      .select()
      .from(bookings)
      .where(eq(bookings.startsAt, slotStart(to.date, to.time)!));
    expect(held).toHaveLength(1);
  });
});

describe("reminders before the call", () => {
  const remindersSent = async () =>
    (await database.db.select().from(outboxEmails))
      .filter((mail) => mail.kind.startsWith("booking.reminder-"))
      .map((mail) => mail.kind);
  const runAt = (instant: Date) => queueDueReminders(database.db, { now: instant, ...site });

  async function bookAt(date: IsoDate, time: string, bookedAt: Date) {
    const { confirmation } = await createBooking(
      database.db,
      { ...sampleBooking, date, time },
      { ...site, clientIp: "127.0.0.1", now: bookedAt },
    );
    return { ...confirmation, start: new Date(confirmation.startsAt) };
  }

  it("a day and an hour before, each once, with a working manage link", async () => {
    const call = await bookAt(isoDate("2026-11-27"), "11:00 AM", now);
    expect(await runAt(at(call.start, -25 * hour))).toEqual([]);
    expect(await runAt(at(call.start, -24 * hour))).toHaveLength(1);
    expect(await runAt(at(call.start, -23 * hour))).toEqual([]);
    expect(await remindersSent()).toEqual(["booking.reminder-day"]);
    expect(await runAt(at(call.start, -hour + 60_000))).toHaveLength(1);
    expect(await runAt(at(call.start, -60_000))).toEqual([]);
    expect(await remindersSent()).toEqual(["booking.reminder-day", "booking.reminder-hour"]);

    const [dayMail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "booking.reminder-day"));
    expect(dayMail!.subject).toBe(
      `Reminder: your demo call tomorrow, Friday, 27 November 2026, 11:00 AM IST | ${call.reference}`,
    );
    expect(dayMail!.about).toBe(`booking:${call.id}`);
    const token = tokenIn(dayMail!.textBody)!;
    expect(await findManagedBooking(database.db, token, at(call.start, -hour))).toMatchObject({
      reference: call.reference,
    });
  });

  it("after an outage only the latest due reminder goes; a call booked late gets only the hour's", async () => {
    const missed = await bookAt(isoDate("2026-11-27"), "11:00 AM", now);
    expect(await runAt(at(missed.start, -30 * 60_000))).toHaveLength(1);
    expect(await remindersSent()).toEqual(["booking.reminder-hour"]);

    await database.db.delete(outboxEmails);
    // Booked three hours ahead: the day-ahead reminder was due before the slot was chosen.
    const shortNotice = await bookAt(isoDate("2026-11-23"), "12:00 PM", now);
    expect(await runAt(at(shortNotice.start, -24 * hour))).toEqual([]);
    expect(await runAt(at(shortNotice.start, -hour))).toHaveLength(1);
    expect(await remindersSent()).toEqual(["booking.reminder-hour"]);
  });

  it("none for a cancelled call or a time moved away from; one still queued is withdrawn", async () => {
    const cancelled = await bookAt(isoDate("2026-11-27"), "11:00 AM", now);
    expect(await runAt(at(cancelled.start, -24 * hour))).toHaveLength(1);
    // The mail server is down: the day's reminder is still waiting when sales cancels the call.
    await cancelBooking(
      database.db,
      { id: null, email: "sales@test.example" },
      {
        id: cancelled.id,
        reason: "Consultant unwell",
        now: at(cancelled.start, -20 * hour),
        salesEmail,
        publicSiteUrl: "https://nexora.test",
      },
    );
    expect(await remindersSent()).toEqual([]);
    expect(await runAt(at(cancelled.start, -hour))).toEqual([]);

    const moved = await bookAt(isoDate("2026-11-27"), "3:00 PM", now);
    expect(await runAt(at(moved.start, -24 * hour))).toHaveLength(1);
    const [dayMail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "booking.reminder-day"));
    const movedAt = at(moved.start, -23 * hour);
    const { outcome } = await rescheduleByVisitor(
      tokenIn(dayMail!.textBody)!,
      { date: isoDate("2026-11-30"), time: "3:00 PM" },
      { db: database.db, now: movedAt, ...site },
    );
    expect(outcome.ok).toBe(true);
    expect(await remindersSent()).toEqual([]);
    // Nothing at the old time's hour; the new time gets its own reminders.
    expect(await runAt(at(moved.start, -hour))).toEqual([]);
    const newStart = slotStart(isoDate("2026-11-30"), "3:00 PM")!;
    expect(await runAt(at(newStart, -24 * hour))).toHaveLength(1);
    expect(await remindersSent()).toEqual(["booking.reminder-day"]);
  });

  it("a run takes only calls with a reminder still to send, soonest first, so none waits behind calls already reminded", async () => {
    const calls = [];
    for (const time of ["10:00 AM", "11:00 AM", "12:00 PM"]) calls.push(await bookAt(isoDate("2026-11-27"), time, now));
    const everyDayReminderDue = at(calls[2]!.start, -24 * hour);
    const inBatchesOfTwo = (instant: Date) => queueDueReminders(database.db, { now: instant, ...site, batchSize: 2 });
    expect(await inBatchesOfTwo(everyDayReminderDue)).toHaveLength(2);
    expect(await inBatchesOfTwo(everyDayReminderDue)).toHaveLength(1);
    expect(await inBatchesOfTwo(everyDayReminderDue)).toEqual([]);
    const reminded = await database.db.select({ lastReminder: bookings.lastReminder }).from(bookings);
    expect(reminded.map((call) => call.lastReminder)).toEqual(["day", "day", "day"]);
    // An hour before the first call, only it has a reminder due.
    expect(await inBatchesOfTwo(at(calls[0]!.start, -hour + 60_000))).toHaveLength(1);
    expect(await remindersSent()).toEqual([...Array(3).fill("booking.reminder-day"), "booking.reminder-hour"]);
  });

  it("a mail outage delays a reminder; running again after a restart neither loses nor doubles it", async () => {
    const smtp = await startSmtpListener();
    try {
      const call = await bookAt(isoDate("2026-11-27"), "11:00 AM", now);
      await database.db.delete(outboxEmails);
      let clockNow = at(call.start, -24 * hour);
      const worker = createOutboxWorker({
        db: database.db,
        transport: nodemailer.createTransport(smtp.url),
        clock: () => clockNow,
        log: { info: () => {}, warn: () => {}, error: () => {} },
      });
      expect(await runAt(clockNow)).toHaveLength(1);
      smtp.refuseNext(1);
      expect(await worker.runOnce()).toBe(0);

      // The server restarts: the reminder task runs again, the outbox retries after its back-off.
      clockNow = at(clockNow, 10_000);
      expect(await runAt(clockNow)).toEqual([]);
      expect(await worker.runOnce()).toBe(0);
      clockNow = at(clockNow, retryDelayMs(1));
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.messages.map((message) => message.subject)).toEqual([
        `Reminder: your demo call tomorrow, Friday, 27 November 2026, 11:00 AM IST | ${call.reference}`,
      ]);
      expect(smtp.messages[0]!.text).toMatch(/\/demo\/manage\/[\w-]{43}/);
    } finally {
      await smtp.close();
    }
  });
});
