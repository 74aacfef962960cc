import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import type { Consultant } from "../consultants/availability";
import { saveSchedule, startTakingCalls, stopTakingCalls } from "../consultants/consultant-admin";
import { saveMeeting } from "../consultants/meeting-links";
import { auditLog, bookings, consultantBusyTimes, consultants, outboxEmails } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { inviteStaff } from "../staff/accounts";
import { commandLine, listAudit, type Actor } from "../kernel/audit/audit";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantTeam, scheduleOf } from "../../test-support/consultant-team";
import { cancelBooking } from "./booking-admin";
import { reassignBooking, reassignmentChoices } from "./booking-reassignment";
import { createBooking, SlotTakenError } from "./bookings";
import { findManagedBooking } from "./visitor-changes";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Sales gives a call to another consultant (decision 029). Aarav meets in his own room,
 * Bhavna in a Jitsi room per call, Chetan by phone; the company's own consultant is off the
 * calendar. `bookingNow` is Monday 23 November 2026, 9:00 AM IST.
 */
const now = bookingNow;
const date = isoDate("2026-11-24");
const salesEmail = "sales@test.example";
const site = { salesEmail, publicSiteUrl: testSiteUrl, jitsiHost: "jitsi.test.example" };
const room = "https://meet.google.com/abc-defg-hij";

const database = databaseClearedBeforeEach([outboxEmails, bookings, consultantBusyTimes, auditLog]);
let aarav: Consultant;
let bhavna: Consultant;
let chetan: Consultant;
let lead: Actor;
let visitors = 0;

const book = async (time: string, consultant: Consultant, day = date) => {
  visitors += 1;
  const { confirmation } = await createBooking(
    database.db,
    { ...sampleBooking, date: day, time, email: `visitor${visitors}@example.in` },
    { ...site, clientIp: "::1", now, consultant: consultant.id },
  );
  return confirmation;
};

const reassign = (bookingId: string, to: Consultant, at = now) =>
  reassignBooking(database.db, lead, { bookingId, consultantId: to.id }, { ...site, now: at });

const rowOf = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

const mailsTo = (address: string) => database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address));

/** The invite attached to an e-mail, its folded lines joined again. */
const inviteIn = (mail: typeof outboxEmails.$inferSelect) =>
  mail.attachments.find((file) => file.filename === "demo-call.ics")!.content.replace(/\r?\n[ \t]/g, "");

const lineOf = (ics: string, name: string) => ics.split(/\r?\n/).find((line) => line.startsWith(name));

beforeAll(async () => {
  const [company] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, company!.id, now);
  [aarav, bhavna, chetan] = await consultantTeam(database.db, now);
  await saveMeeting(database.db, commandLine, aarav.id, { kind: "room", roomUrl: room }, now);
  await saveMeeting(database.db, commandLine, bhavna.id, { kind: "jitsi", roomUrl: null }, now);
  await saveMeeting(database.db, commandLine, chetan.id, { kind: "phone", roomUrl: null }, now);
  const { account } = await inviteStaff(
    database.db,
    commandLine,
    { email: "sales.lead@nexoratech.in", name: "Sales Lead", role: "sales" },
    now,
  );
  lead = { id: account.id, email: account.email };
});
beforeEach(async () => {
  for (const person of [aarav, bhavna, chetan]) {
    await saveSchedule(database.db, commandLine, person.id, scheduleOf(person), now);
  }
});

describe("sales gives a call to another consultant", () => {
  it("takes the new consultant's link, counts SEQUENCE one up, and sends three matching invites", async () => {
    const call = await book("11:30 AM", aarav);
    const visitor = `visitor${visitors}@example.in`;
    await database.db.delete(outboxEmails);

    const queued = await reassign(call.id, bhavna);
    expect(queued).toHaveLength(3);
    const row = await rowOf(call.id);
    expect(row).toMatchObject({ consultantId: bhavna.id, sequence: 1, status: "confirmed" });
    expect(row.meetingUrl).toMatch(/^https:\/\/jitsi\.test\.example\/Nexora-Demo-[A-Z2-7]{20}$/);
    const uid = `UID:${call.reference.toLowerCase()}@nexoratech.in`;

    // The visitor: the same event, a higher SEQUENCE, the new consultant organising, the new link.
    const [visitorMail] = await mailsTo(visitor);
    expect(visitorMail!.kind).toBe("booking.reassigned");
    expect(visitorMail!.subject).toContain("is now with Bhavna Iyer");
    expect(visitorMail!.textBody).toContain("instead of Aarav Mehta, at the same time");
    expect(visitorMail!.textBody).toContain(`Join the video call:\n${row.meetingUrl}`);
    const ics = inviteIn(visitorMail!);
    expect([lineOf(ics, "METHOD"), lineOf(ics, "UID"), lineOf(ics, "SEQUENCE")]).toEqual([
      "METHOD:REQUEST",
      uid,
      "SEQUENCE:1",
    ]);
    expect(lineOf(ics, "ORGANIZER")).toBe('ORGANIZER;CN="Bhavna Iyer":MAILTO:bhavna@nexoratech.in');
    expect(lineOf(ics, "URL")).toBe(`URL:${row.meetingUrl}`);
    expect(lineOf(ics, "LOCATION")).toBe(`LOCATION:${row.meetingUrl}`);
    // Its fresh manage link opens the call with its new consultant.
    const token = visitorMail!.textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]!;
    expect(await findManagedBooking(database.db, token, now)).toMatchObject({
      consultantName: "Bhavna Iyer",
      joining: { kind: "link", url: row.meetingUrl },
    });

    // The new consultant's REQUEST, the previous one's CANCEL: the same event, the same SEQUENCE.
    const [invite] = await mailsTo("bhavna@nexoratech.in");
    expect(invite!.kind).toBe("booking.consultant-invite");
    expect(invite!.textBody).toContain("sales.lead@nexoratech.in gave you the free demo call of Meera Kapoor");
    const theirs = inviteIn(invite!);
    expect([lineOf(theirs, "METHOD"), lineOf(theirs, "UID"), lineOf(theirs, "SEQUENCE")]).toEqual([
      "METHOD:REQUEST",
      uid,
      "SEQUENCE:1",
    ]);
    expect(lineOf(theirs, "ATTENDEE")).toContain(`mailto:${visitor}`);
    const [cancel] = await mailsTo("aarav@nexoratech.in");
    expect(cancel!.kind).toBe("booking.consultant-cancel");
    const previous = inviteIn(cancel!);
    expect([lineOf(previous, "METHOD"), lineOf(previous, "UID"), lineOf(previous, "SEQUENCE")]).toEqual([
      "METHOD:CANCEL",
      uid,
      "SEQUENCE:1",
    ]);
    expect(lineOf(previous, "ORGANIZER")).toBe('ORGANIZER;CN="Aarav Mehta":MAILTO:aarav@nexoratech.in');
    expect(lineOf(previous, "URL")).toBe(`URL:${room}`);
    // Sales made the change: nothing to the sales address.
    expect(await mailsTo(salesEmail)).toEqual([]);

    const history = await listAudit(database.db, { subject: { type: "booking", id: call.id } });
    const entry = history.rows.find((row) => row.action === "booking.reassign")!;
    expect(entry.actorEmail).toBe("sales.lead@nexoratech.in");
    expect(entry.summary).toBe(
      `Gave ${call.reference} (Tuesday, 24 November 2026, 11:30 AM IST) to Bhavna Iyer instead of Aarav Mehta.`,
    );

    // Given back to Aarav: his room again, SEQUENCE 2, and Bhavna's CANCEL.
    await database.db.delete(outboxEmails);
    await reassign(call.id, aarav);
    expect(await rowOf(call.id)).toMatchObject({ consultantId: aarav.id, meetingUrl: room, sequence: 2 });
    const [back] = await mailsTo("bhavna@nexoratech.in");
    expect(lineOf(inviteIn(back!), "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(inviteIn(back!), "SEQUENCE")).toBe("SEQUENCE:2");
  });

  it("offers the other active consultants free at the call's time", async () => {
    const call = await book("11:30 AM", aarav);
    expect(await reassignmentChoices(database.db, call.id, now)).toEqual([
      { id: bhavna.id, name: "Bhavna Iyer" },
      { id: chetan.id, name: "Chetan Rao" },
    ]);
    await database.db.insert(consultantBusyTimes).values({
      consultantId: chetan.id,
      startsAt: slotStart(date, "11:00 AM")!,
      endsAt: slotStart(date, "12:30 PM")!,
    });
    expect(await reassignmentChoices(database.db, call.id, now)).toEqual([{ id: bhavna.id, name: "Bhavna Iyer" }]);
    expect(await reassignmentChoices(database.db, call.id, new Date(call.startsAt))).toEqual([]);
    expect(await reassignmentChoices(database.db, "not-an-id", now)).toEqual([]);
    await cancelBooking(database.db, commandLine, { id: call.id, reason: "Asked.", now, ...site });
    expect(await reassignmentChoices(database.db, call.id, now)).toEqual([]);
  });

  it("refuses the same consultant, one not free then, one no longer taking calls, and a past or cancelled call, changing nothing", async () => {
    const call = await book("11:30 AM", aarav);
    await book("11:30 AM", chetan);
    await database.db.delete(outboxEmails);
    const refusal = async (attempt: Promise<unknown>) => {
      const error = await attempt.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(RefusedError);
      return (error as Error).message;
    };

    expect(await refusal(reassign(call.id, aarav))).toBe("This call is already with this consultant.");
    expect(await refusal(reassign(call.id, chetan))).toBe(
      "Chetan Rao is not free on Tuesday, 24 November 2026, 11:30 AM IST (another call, their hours, notice or limits). Please choose another consultant.",
    );
    await saveSchedule(
      database.db,
      commandLine,
      bhavna.id,
      { ...scheduleOf(bhavna), minimumNoticeMinutes: 2 * 24 * 60 },
      now,
    );
    expect(await refusal(reassign(call.id, bhavna))).toMatch(/^Bhavna Iyer is not free on/);
    await saveSchedule(database.db, commandLine, bhavna.id, scheduleOf(bhavna), now);
    expect(await refusal(reassign(call.id, bhavna, new Date(call.startsAt)))).toBe(
      "This call has already started or taken place, so it can no longer be given to another consultant.",
    );
    expect(
      await refusal(
        reassignBooking(database.db, lead, { bookingId: call.id, consultantId: "nobody" }, { ...site, now }),
      ),
    ).toBe("Please choose a consultant.");
    expect(
      await refusal(
        reassignBooking(
          database.db,
          lead,
          { bookingId: "00000000-0000-4000-8000-000000000000", consultantId: bhavna.id },
          { ...site, now },
        ),
      ),
    ).toBe("There is no such booking.");

    await stopTakingCalls(database.db, commandLine, bhavna.id, now);
    try {
      expect(await refusal(reassign(call.id, bhavna))).toBe("This consultant does not take calls any more.");
    } finally {
      await startTakingCalls(database.db, commandLine, bhavna.staffAccountId!, now);
    }

    expect(await rowOf(call.id)).toMatchObject({ consultantId: aarav.id, sequence: 0, meetingUrl: room });
    expect(await database.db.select().from(outboxEmails)).toEqual([]);

    await cancelBooking(database.db, commandLine, { id: call.id, reason: "Asked.", now, ...site });
    expect(await refusal(reassign(call.id, bhavna))).toBe(
      "This call is cancelled, so it cannot be given to another consultant.",
    );
  });
});

describe("reassignments racing", () => {
  /** Bhavna keeps half an hour free after each call: the unique index alone cannot keep that. */
  const withBuffer = () =>
    saveSchedule(database.db, commandLine, bhavna.id, { ...scheduleOf(bhavna), bufferAfterMinutes: 30 }, now);

  const bhavnasCalls = (day: string) =>
    database.db
      .select({ startsAt: bookings.startsAt })
      .from(bookings)
      .where(and(eq(bookings.consultantId, bhavna.id), eq(bookings.status, "confirmed")))
      .then((rows) => rows.filter((row) => row.startsAt.toISOString().startsWith(day)));

  const days = ["2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-28"].map(isoDate);

  it("two calls given to the same free consultant at once: exactly one wins, at one time and within the buffer", async () => {
    await withBuffer();
    const exactlyOneWins = async (attempts: Promise<unknown>[]) => {
      const outcomes = await Promise.allSettled(attempts);
      expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(RefusedError);
    };
    for (const day of days) {
      // Same start: the unique index and the locks agree.
      const [first, second] = [await book("11:30 AM", aarav, day), await book("11:30 AM", chetan, day)];
      await exactlyOneWins([reassign(first.id, bhavna), reassign(second.id, bhavna)]);
      // Half an hour apart: only the locks keep her buffer.
      const [third, fourth] = [await book("3:00 PM", aarav, day), await book("3:30 PM", chetan, day)];
      await exactlyOneWins([reassign(third.id, bhavna), reassign(fourth.id, bhavna)]);
      expect(await bhavnasCalls(day)).toHaveLength(2);
    }
  });

  it("a booking racing a reassignment for the same consultant: exactly one of them takes her", async () => {
    await withBuffer();
    for (const day of days) {
      const call = await book("11:30 AM", aarav, day);
      // The booking wants 12:00 PM, inside the buffer a reassigned 11:30 AM call would keep.
      const [reassigned, booked] = await Promise.allSettled([reassign(call.id, bhavna), book("12:00 PM", bhavna, day)]);
      expect([reassigned.status, booked.status].filter((status) => status === "fulfilled")).toHaveLength(1);
      if (reassigned.status === "rejected") expect(reassigned.reason).toBeInstanceOf(RefusedError);
      if (booked.status === "rejected") expect(booked.reason).toBeInstanceOf(SlotTakenError);
      expect(await bhavnasCalls(day)).toHaveLength(1);
    }
  });
});
