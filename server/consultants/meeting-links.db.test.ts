import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import { joiningToCome, MeetingSchema } from "../../domain/consultants/consultant-calls";
import { cancelBooking } from "../bookings/booking-admin";
import { queueDueReminders } from "../bookings/booking-reminders";
import { createBooking } from "../bookings/bookings";
import { findManagedBooking, rescheduleByVisitor } from "../bookings/visitor-changes";
import { auditLog, bookings, consultantBusyTimes, consultants, outboxEmails } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantTeam } from "../../test-support/consultant-team";
import { unlimitedQuota } from "../../test-support/unlimited-quota";
import type { Consultant } from "./availability";
import { jitsiRoomName, saveMeeting } from "./meeting-links";
import { isoDate } from "../../domain/time/india-dates";

/**
 * How calls happen and the consultant's invites (decision 029), through the booking
 * services and the outbox. `bookingNow` is Monday 23 November 2026, 9:00 AM IST.
 */
const now = bookingNow;
const date = isoDate("2026-11-24");
const salesEmail = "sales@test.example";
const jitsiHost = "jitsi.test.example";
const site = { salesEmail, publicSiteUrl: testSiteUrl, jitsiHost };
const room = "https://meet.google.com/abc-defg-hij";
const phoneWords = (name: string) => `${name} will call you on ${sampleBooking.phone} at the time of the call.`;

const database = databaseClearedBeforeEach([outboxEmails, bookings, consultantBusyTimes, auditLog]);
let company: Consultant;
let aarav: Consultant;
let bhavna: Consultant;
let chetan: Consultant;

const book = (time: string, consultant: Consultant, options: { jitsiHost?: string } = {}) =>
  createBooking(
    database.db,
    { ...sampleBooking, date, time },
    { ...site, ...options, clientIp: "::1", now, consultant: consultant.id },
  );

const mailsTo = (address: string) =>
  database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, address)).orderBy(outboxEmails.createdAt);

const mailOfKind = async (kind: string) => {
  const [mail] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, kind));
  return mail!;
};

/** The invite attached to an e-mail, its folded lines joined again (RFC 5545, 3.1). */
const inviteIn = (mail: typeof outboxEmails.$inferSelect) =>
  mail.attachments.find((file) => file.filename === "demo-call.ics")!.content.replace(/\r?\n[ \t]/g, "");

const lineOf = (ics: string, name: string) => ics.split(/\r?\n/).find((line) => line.startsWith(`${name}`));

const rowOf = async (id: string) => (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

beforeAll(async () => {
  company = (await database.db.select().from(consultants))[0]!;
  [aarav, bhavna, chetan] = await consultantTeam(database.db, now);
  await saveMeeting(database.db, commandLine, aarav.id, { kind: "room", roomUrl: room }, now);
  await saveMeeting(database.db, commandLine, bhavna.id, { kind: "jitsi", roomUrl: null }, now);
  await saveMeeting(database.db, commandLine, chetan.id, { kind: "phone", roomUrl: null }, now);
});

describe("how a consultant's calls happen", () => {
  it("is saved with an audit entry; a room needs its https address", async () => {
    await saveMeeting(database.db, commandLine, chetan.id, { kind: "phone", roomUrl: "https://zoom.us/j/1" }, now);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "consultant.meeting"));
    expect(entry).toMatchObject({ subjectType: "consultant", subjectId: chetan.id });
    expect(entry!.summary).toBe("Chetan Rao: calls happen by phone, the consultant calling the visitor");
    // The room typed for another kind is kept for switching back.
    const [saved] = await database.db.select().from(consultants).where(eq(consultants.id, chetan.id));
    expect(saved).toMatchObject({ meetingKind: "phone", meetingRoomUrl: "https://zoom.us/j/1" });

    await expect(
      saveMeeting(database.db, commandLine, chetan.id, { kind: "room", roomUrl: null }, now),
    ).rejects.toBeInstanceOf(RefusedError);
    await expect(
      saveMeeting(
        database.db,
        commandLine,
        "00000000-0000-4000-8000-000000000000",
        { kind: "phone", roomUrl: null },
        now,
      ),
    ).rejects.toThrow("This consultant no longer exists.");

    const refusal = (input: object) => {
      const parsed = MeetingSchema.safeParse(input);
      return parsed.success ? undefined : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
    };
    expect(MeetingSchema.parse({ meetingKind: "room", meetingRoomUrl: ` ${room} ` })).toEqual({
      kind: "room",
      roomUrl: room,
    });
    expect(MeetingSchema.parse({ meetingKind: "jitsi", meetingRoomUrl: "" })).toEqual({ kind: "jitsi", roomUrl: null });
    expect(refusal({ meetingKind: "room", meetingRoomUrl: "" })).toEqual([
      ["meetingRoomUrl", "Please give your meeting room's address, starting with https://."],
    ]);
    for (const bad of [
      "http://meet.example.com/x",
      "javascript:alert(1)",
      "https://localhost/x",
      "https://a.com/a b",
    ]) {
      expect(refusal({ meetingKind: "room", meetingRoomUrl: bad })?.[0]?.[0]).toBe("meetingRoomUrl");
    }
    expect(refusal({ meetingKind: "room", meetingRoomUrl: `https://meet.example.com/${"x".repeat(500)}` })).toEqual([
      ["meetingRoomUrl", "Please keep the room's address to 500 characters or fewer."],
    ]);
    expect(refusal({ meetingKind: "video" })?.[0]?.[0]).toBe("meetingKind");
  });

  it("makes Jitsi room names nobody can guess: 100 random bits, letters and digits", () => {
    const names = Array.from({ length: 1000 }, jitsiRoomName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^Nexora-Demo-[A-Z2-7]{20}$/);
  });
});

describe("the visitor's confirmation and invite, and the consultant's", () => {
  it("a personal room: the link in the e-mail and the invite (LOCATION and URL), organised by the consultant", async () => {
    const { confirmation } = await book("11:30 AM", aarav);
    expect((await rowOf(confirmation.id)).meetingUrl).toBe(room);

    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.textBody).toContain("Consultant: Aarav Mehta");
    expect(visitorMail!.textBody).toContain(
      `join Aarav Mehta in the video call with this link:\n\nJoin the video call:\n${room}`,
    );
    expect(visitorMail!.textBody).not.toContain("will send the video call link");
    const ics = inviteIn(visitorMail!);
    expect(lineOf(ics, "METHOD")).toBe("METHOD:REQUEST");
    expect(lineOf(ics, "ORGANIZER")).toBe('ORGANIZER;CN="Aarav Mehta":MAILTO:aarav@nexoratech.in');
    expect(lineOf(ics, "LOCATION")).toBe(`LOCATION:${room}`);
    expect(lineOf(ics, "URL")).toBe(`URL:${room}`);
    expect(lineOf(ics, "ATTENDEE")).toContain(`mailto:${sampleBooking.email}`);

    // The consultant's own copy: the same event (UID, SEQUENCE), the visitor attending.
    const [consultantMail] = await mailsTo("aarav@nexoratech.in");
    expect(consultantMail).toMatchObject({ kind: "booking.consultant-invite", replyToAddress: sampleBooking.email });
    expect(consultantMail!.textBody).toContain(room);
    expect(consultantMail!.textBody).toContain(`Phone: ${sampleBooking.phone}`);
    const theirs = inviteIn(consultantMail!);
    for (const name of ["METHOD", "UID", "SEQUENCE", "DTSTART", "ORGANIZER", "LOCATION", "URL", "ATTENDEE"]) {
      expect(lineOf(theirs, name), name).toBe(lineOf(ics, name));
    }
    expect(lineOf(theirs, "UID")).toBe(`UID:${confirmation.reference.toLowerCase()}@nexoratech.in`);
    expect(lineOf(theirs, "SEQUENCE")).toBe("SEQUENCE:0");

    // Sales still gets its note, and only that.
    const salesMails = await mailsTo(salesEmail);
    expect(salesMails.map((mail) => [mail.kind, mail.attachments.length])).toEqual([["booking.notification", 0]]);
    expect(salesMails[0]!.textBody).toContain("Consultant: Aarav Mehta");
  });

  it("a Jitsi room: a new one for each call on JITSI_HOST", async () => {
    const first = await book("11:30 AM", bhavna);
    const second = await book("2:00 PM", bhavna, { jitsiHost: "meet.jit.si" });
    const [one, two] = [
      (await rowOf(first.confirmation.id)).meetingUrl!,
      (await rowOf(second.confirmation.id)).meetingUrl!,
    ];
    expect(one).toMatch(/^https:\/\/jitsi\.test\.example\/Nexora-Demo-[A-Z2-7]{20}$/);
    expect(two).toMatch(/^https:\/\/meet\.jit\.si\/Nexora-Demo-[A-Z2-7]{20}$/);
    expect(one.split("/").pop()).not.toBe(two.split("/").pop());

    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.textBody).toContain(one);
    const ics = inviteIn(visitorMail!);
    expect(lineOf(ics, "LOCATION")).toBe(`LOCATION:${one}`);
    expect(lineOf(ics, "URL")).toBe(`URL:${one}`);
    expect(lineOf(ics, "ORGANIZER")).toBe('ORGANIZER;CN="Bhavna Iyer":MAILTO:bhavna@nexoratech.in');
    const [consultantMail] = await mailsTo("bhavna@nexoratech.in");
    expect(lineOf(inviteIn(consultantMail!), "URL")).toBe(`URL:${one}`);
  });

  it("a phone call: words saying who calls whom, and no link anywhere", async () => {
    const { confirmation } = await book("11:30 AM", chetan);
    expect((await rowOf(confirmation.id)).meetingUrl).toBeNull();
    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.textBody).toContain(phoneWords("Chetan Rao"));
    expect(visitorMail!.textBody).not.toContain("video call");
    const ics = inviteIn(visitorMail!);
    expect(lineOf(ics, "LOCATION")).toBe(`LOCATION:${phoneWords("Chetan Rao")}`);
    expect(lineOf(ics, "URL")).toBeUndefined();
    expect(lineOf(ics, "ORGANIZER")).toBe('ORGANIZER;CN="Chetan Rao":MAILTO:chetan@nexoratech.in');

    const [consultantMail] = await mailsTo("chetan@nexoratech.in");
    const call = `Call Meera Kapoor on ${sampleBooking.phone} at the time of the call`;
    expect(consultantMail!.textBody).toContain(call);
    expect(lineOf(inviteIn(consultantMail!), "LOCATION")).toBe(`LOCATION:${call}.`);
  });

  it("the company's own consultant keeps today's words and 'Video call', promises no link, and the sales address gets one e-mail a change", async () => {
    const { confirmation } = await book("11:30 AM", company);
    expect((await rowOf(confirmation.id)).meetingUrl).toBeNull();
    const [visitorMail] = await mailsTo(sampleBooking.email);
    expect(visitorMail!.textBody).toContain(`The attached invitation adds the call to your calendar. ${joiningToCome}`);
    expect(visitorMail!.textBody).not.toContain("link before the call");
    const ics = inviteIn(visitorMail!);
    expect(lineOf(ics, "LOCATION")).toBe("LOCATION:Video call");
    expect(lineOf(ics, "URL")).toBeUndefined();
    expect(lineOf(ics, "ORGANIZER")).toBe(`ORGANIZER;CN="Nexora team":MAILTO:${salesEmail}`);

    // The consultant's invite rides on the note to sales: one e-mail, the invite attached.
    const booked = await mailsTo(salesEmail);
    expect(booked.map((mail) => mail.kind)).toEqual(["booking.notification"]);
    const theirs = inviteIn(booked[0]!);
    expect(lineOf(theirs, "METHOD")).toBe("METHOD:REQUEST");
    expect(lineOf(theirs, "ATTENDEE")).toContain(`mailto:${sampleBooking.email}`);
    expect(booked[0]!.textBody).toContain("The attached invitation adds the call to your calendar.");

    // A move and a cancellation: again one e-mail each to the sales address.
    const token = visitorMail!.textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]!;
    const moved = await rescheduleByVisitor(
      token,
      { date, time: "3:00 PM" },
      { ...site, db: database.db, now, spendQuota: unlimitedQuota },
    );
    expect(moved.outcome.ok).toBe(true);
    await cancelBooking(database.db, commandLine, { id: confirmation.id, reason: "Asked by phone.", now, ...site });
    const all = await mailsTo(salesEmail);
    expect(all.map((mail) => mail.kind)).toEqual([
      "booking.notification",
      "booking.rescheduled-notification",
      "booking.cancellation-notification",
    ]);
    expect(lineOf(inviteIn(all[1]!), "SEQUENCE")).toBe("SEQUENCE:1");
    expect(lineOf(inviteIn(all[2]!), "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(inviteIn(all[2]!), "SEQUENCE")).toBe("SEQUENCE:2");
  });

  it("cancelling sends the consultant the calendar's CANCEL for the same event", async () => {
    const { confirmation } = await book("11:30 AM", aarav);
    await cancelBooking(database.db, commandLine, { id: confirmation.id, reason: "Holiday.", now, ...site });
    const cancel = await mailOfKind("booking.consultant-cancel");
    expect(cancel.toAddress).toBe("aarav@nexoratech.in");
    expect(cancel.textBody).toContain("Reason: Holiday.");
    const ics = inviteIn(cancel);
    expect(lineOf(ics, "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(ics, "STATUS")).toBe("STATUS:CANCELLED");
    expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:1");
    expect(lineOf(ics, "UID")).toBe(`UID:${confirmation.reference.toLowerCase()}@nexoratech.in`);
    expect(lineOf(ics, "ATTENDEE")).toContain(`mailto:${sampleBooking.email}`);
    const visitorCancel = inviteIn(await mailOfKind("booking.cancellation"));
    expect(lineOf(visitorCancel, "SEQUENCE")).toBe("SEQUENCE:1");
  });
});

describe("a visitor's move and the reminders", () => {
  const moveTo = (token: string, time: string) =>
    rescheduleByVisitor(token, { date, time }, { ...site, db: database.db, now, spendQuota: unlimitedQuota });

  it("keeps the call's link while its consultant stays; another consultant gives theirs, and the first gets the CANCEL", async () => {
    const { confirmation } = await book("11:30 AM", bhavna);
    const link = (await rowOf(confirmation.id)).meetingUrl!;
    /** The manage link's token in the visitor's latest e-mail. */
    const tokenIn = async () =>
      (await mailsTo(sampleBooking.email))
        .find((mail) => mail.kind === "booking.rescheduled" || mail.kind === "booking.confirmation")!
        .textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]!;

    expect((await moveTo(await tokenIn(), "12:00 PM")).outcome.ok).toBe(true);
    expect(await rowOf(confirmation.id)).toMatchObject({ consultantId: bhavna.id, meetingUrl: link, sequence: 1 });
    const moved = (await mailsTo("bhavna@nexoratech.in")).find((mail) => mail.subject.startsWith("Demo moved"))!;
    expect(moved.kind).toBe("booking.consultant-invite");
    expect(moved.textBody).toContain("Was: Tuesday, 24 November 2026, 11:30 AM IST");
    expect(lineOf(inviteIn(moved), "SEQUENCE")).toBe("SEQUENCE:1");
    expect(lineOf(inviteIn(moved), "URL")).toBe(`URL:${link}`);

    // At 4:00 PM only Aarav is free: the call becomes his, with his room.
    const busy = (person: Consultant) => ({
      consultantId: person.id,
      startsAt: slotStart(date, "4:00 PM")!,
      endsAt: slotStart(date, "4:30 PM")!,
    });
    await database.db.insert(consultantBusyTimes).values([busy(bhavna), busy(chetan), busy(company)]);
    const token = await tokenIn();
    await database.db.delete(outboxEmails);
    const { outcome } = await moveTo(token, "4:00 PM");
    expect(outcome).toMatchObject({
      ok: true,
      value: { consultantName: "Aarav Mehta", joining: { kind: "link", url: room } },
    });
    expect(await rowOf(confirmation.id)).toMatchObject({ consultantId: aarav.id, meetingUrl: room, sequence: 2 });
    const visitorMail = await mailOfKind("booking.rescheduled");
    expect(visitorMail.textBody).toContain("At the new time, Aarav Mehta takes it.");
    expect(lineOf(inviteIn(visitorMail), "ORGANIZER")).toBe('ORGANIZER;CN="Aarav Mehta":MAILTO:aarav@nexoratech.in');
    const [invite] = await mailsTo("aarav@nexoratech.in");
    expect(invite!.kind).toBe("booking.consultant-invite");
    expect(lineOf(inviteIn(invite!), "SEQUENCE")).toBe("SEQUENCE:2");
    const [cancel] = await mailsTo("bhavna@nexoratech.in");
    expect(cancel!.kind).toBe("booking.consultant-cancel");
    expect(lineOf(inviteIn(cancel!), "METHOD")).toBe("METHOD:CANCEL");
    expect(lineOf(inviteIn(cancel!), "SEQUENCE")).toBe("SEQUENCE:2");
    expect(lineOf(inviteIn(cancel!), "URL")).toBe(`URL:${link}`);
  });

  it("reminders name the consultant and carry the link", async () => {
    const { confirmation } = await book("11:30 AM", bhavna);
    const link = (await rowOf(confirmation.id)).meetingUrl!;
    const startsAt = new Date(confirmation.startsAt);
    await queueDueReminders(database.db, { now: new Date(startsAt.getTime() - 3_600_000), ...site });
    const reminder = await mailOfKind("booking.reminder-hour");
    expect(reminder.textBody).toContain("Consultant: Bhavna Iyer");
    expect(reminder.textBody).toContain(`Join the video call:\n${link}`);
  });

  it("the manage page shows the consultant and how to join", async () => {
    await book("11:30 AM", chetan);
    const token = (await mailsTo(sampleBooking.email))[0]!.textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]!;
    expect(await findManagedBooking(database.db, token, now)).toMatchObject({
      consultantName: "Chetan Rao",
      joining: { kind: "phone", words: phoneWords("Chetan Rao") },
    });
  });
});
