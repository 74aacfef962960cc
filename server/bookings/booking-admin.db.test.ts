import { describe, expect, it } from "vitest";

import { RefusedError } from "../kernel/requests/outcome";
import { auditLog, bookings, outboxEmails } from "../db/schema";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { cancelBooking, findBooking, listBookings } from "./booking-admin";
import { availableSlots, createBooking } from "./bookings";
import { decodeCursor } from "../kernel/lists/keyset";
import { listAudit } from "../kernel/audit/audit";

const now = bookingNow;
const salesEmail = "sales@test.example";
const actor = { id: null, email: "sales.person@nexoratech.in" };
const request = sampleBooking;

describe("cancelling a booking", () => {
  const database = databaseClearedBeforeEach([outboxEmails, bookings, auditLog]);

  const book = async (time = request.time, email = request.email) =>
    (
      await createBooking(
        database.db,
        { ...request, time, email },
        { salesEmail, publicSiteUrl: testSiteUrl, clientIp: "127.0.0.1", now },
      )
    ).confirmation;

  it("cancels in one go: status, sequence, the CANCEL e-mail, the note to sales, the audit row, and frees the slot", async () => {
    const booked = await book();
    expect(await availableSlots(database.db, request.date, now)).not.toContain(request.time);
    await database.db.delete(outboxEmails);

    const queued = await cancelBooking(database.db, actor, {
      id: booked.id,
      reason: "The visitor asked by phone to cancel.",
      now,
      salesEmail,
      publicSiteUrl: testSiteUrl,
    });
    expect(queued).toHaveLength(2);

    const row = await findBooking(database.db, booked.id);
    expect(row).toMatchObject({
      status: "cancelled",
      sequence: 1,
      cancelReason: "The visitor asked by phone to cancel.",
    });
    expect(row?.cancelledAt?.getTime()).toBe(now.getTime());

    const mails = await database.db.select().from(outboxEmails);
    const visitorMail = mails.find((mail) => mail.toAddress === request.email)!;
    expect(visitorMail.kind).toBe("booking.cancellation");
    expect(visitorMail.subject).toContain(booked.reference);
    const ics = visitorMail.attachments[0]!.content;
    expect(ics).toContain("METHOD:CANCEL");
    expect(ics).toContain(`UID:${booked.reference.toLowerCase()}@nexoratech.in`);
    expect(ics).toContain("SEQUENCE:1");
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("DTSTART:20261124T060000Z");
    expect(visitorMail.textBody).not.toContain("asked by phone");
    const salesMail = mails.find((mail) => mail.toAddress === salesEmail)!;
    expect(salesMail.textBody).toContain("Reason: The visitor asked by phone to cancel.");

    const history = await listAudit(database.db, { subject: { type: "booking", id: booked.id } });
    // The cancellation, besides who the call was given to when it was booked.
    expect(history.rows.map((row) => row.action).sort()).toEqual(["booking.assign", "booking.cancel"]);
    const cancelled = history.rows.find((row) => row.action === "booking.cancel");
    expect(cancelled).toMatchObject({ actorEmail: actor.email });
    expect(cancelled!.summary).toContain(booked.reference);

    // The slot is offered and bookable again at once.
    expect(await availableSlots(database.db, request.date, now)).toContain(request.time);
    const again = await book();
    expect(again.reference).not.toBe(booked.reference);
  });

  it("refuses a second cancel, and changes nothing", async () => {
    const booked = await book();
    await cancelBooking(database.db, actor, {
      id: booked.id,
      reason: "First",
      now,
      salesEmail,
      publicSiteUrl: testSiteUrl,
    });
    await expect(
      cancelBooking(database.db, actor, {
        id: booked.id,
        reason: "Second",
        now,
        salesEmail,
        publicSiteUrl: testSiteUrl,
      }),
    ).rejects.toThrow(new RefusedError("This call was already cancelled."));
    const row = await findBooking(database.db, booked.id);
    expect(row).toMatchObject({ sequence: 1, cancelReason: "First" });
    expect((await listAudit(database.db, { subject: { type: "booking", id: booked.id } })).rows).toHaveLength(2);
  });

  it("refuses to cancel a call that has already taken place, or an unknown one", async () => {
    const booked = await book();
    const later = new Date("2026-11-24T12:00:00+05:30");
    await expect(
      cancelBooking(database.db, actor, {
        id: booked.id,
        reason: "Too late",
        now: later,
        salesEmail,
        publicSiteUrl: testSiteUrl,
      }),
    ).rejects.toBeInstanceOf(RefusedError);
    expect((await findBooking(database.db, booked.id))?.status).toBe("confirmed");
    await expect(
      cancelBooking(database.db, actor, { id: "not-an-id", reason: "x", now, salesEmail, publicSiteUrl: testSiteUrl }),
    ).rejects.toBeInstanceOf(RefusedError);
    await expect(
      cancelBooking(database.db, actor, {
        id: crypto.randomUUID(),
        reason: "x",
        now,
        salesEmail,
        publicSiteUrl: testSiteUrl,
      }),
    ).rejects.toBeInstanceOf(RefusedError);
  });

  it("lists upcoming calls soonest first by keyset, and past and cancelled ones apart", async () => {
    const times = ["10:00 AM", "10:30 AM", "11:00 AM", "11:30 AM", "12:00 PM"];
    const booked = [];
    // One mailbox holds only so many upcoming calls (upcoming-calls-cap.ts): a caller each.
    for (const [index, time] of times.entries()) booked.push(await book(time, `caller-${index}@example.in`));
    await cancelBooking(database.db, actor, {
      id: booked[1]!.id,
      reason: "x",
      now,
      salesEmail,
      publicSiteUrl: testSiteUrl,
    });

    const first = await listBookings(database.db, { view: "upcoming", now, limit: 2 });
    expect(first.rows.map((row) => row.startsAt.toISOString())).toEqual([booked[0]!.startsAt, booked[2]!.startsAt]);
    expect(first.next).toBeDefined();
    const second = await listBookings(database.db, {
      view: "upcoming",
      now,
      limit: 2,
      after: decodeCursor(first.next),
    });
    expect(second.rows.map((row) => row.reference)).toEqual([booked[3]!.reference, booked[4]!.reference]);
    expect(second.next).toBeUndefined();

    const cancelled = await listBookings(database.db, { view: "cancelled", now });
    expect(cancelled.rows.map((row) => row.id)).toEqual([booked[1]!.id]);

    const afterwards = new Date("2026-11-24T11:35:00+05:30");
    const past = await listBookings(database.db, { view: "past", now: afterwards });
    expect(past.rows.map((row) => row.reference)).toEqual([booked[2]!.reference, booked[0]!.reference]);
  });

  it("finds calls by part of the visitor's name or e-mail address, or by reference, in any case", async () => {
    const first = await book("10:00 AM", "ananya.iyer@example.in");
    await book("10:30 AM", "kabir@example.in");
    const found = async (q: string) =>
      (await listBookings(database.db, { view: "upcoming", q, now })).rows.map((row) => row.reference);
    expect(await found(first.reference.toLowerCase())).toEqual([first.reference]);
    expect(await found("ANANYA.IYER@")).toEqual([first.reference]);
    expect(await found(`${request.firstName} ${request.lastName}`.toUpperCase())).toHaveLength(2);
    expect(await found("nobody-by-this-name")).toEqual([]);
  });
});
