import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import { startTakingCalls } from "../consultants/consultant-admin";
import type { Database } from "../db/db";
import { auditLog, bookings, contacts, contactTasks, enquiries, outboxEmails, staffAccounts } from "../db/schema";
import { createBooking } from "../bookings/bookings";
import { setDisabled } from "../staff/accounts";
import { joinedStaff } from "../../test-support/joined-staff";
import { commandLine } from "../kernel/audit/audit";
import { sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { openTestDatabaseTwice } from "../../test-support/test-database";
import { dailyDigestOf, digestDayAt, queueDailyDigests, setDailyDigest } from "./daily-digest";
import { addTask, setTaskDone } from "./tasks";
import { isoDate, type IsoDate } from "../../domain/time/india-dates";

/**
 * The 09:00 e-mail of each person's day, on a clock the test sets, from two
 * handles on one database as two instances of the site hold them. The day is Monday
 * 23 November 2026 in India.
 */
const at = (time: string, date = "2026-11-23") => new Date(`${date}T${time}:00+05:30`);
const nine = at("09:00");
const salesEmail = "sales@test.example";
const site = { salesEmail, publicSiteUrl: testSiteUrl };

let first: Database;
let second: Database;
/** Sales, and takes demo calls. */
let asha: StaffMember;
/** A recruiter with a task on a contact. */
let rekha: StaffMember;
/** An admin with nothing of their own: the new unassigned contacts only. */
let bimal: StaffMember;
/** A recruiter with nothing at all. */
let dinesh: StaffMember;
let calls: Record<"morning" | "afternoon" | "tomorrow" | "cancelled", { id: string; reference: string }>;
let contactIds: { owned: string; newUnowned: string; oldUnowned: string; rekhas: string };

const member = async (name: string, role: StaffMember["role"]): Promise<StaffMember> => {
  const email = `${name.toLowerCase()}@nexoratech.in`;
  const account = await joinedStaff(first.db, { email, name, role }, at("09:00", "2026-11-20"));
  return { id: account.id, email, name, role };
};

/** Runs the task at `now` on one instance, and answers the e-mails it queued. */
async function digestsAt(now: Date, database = first) {
  const ids = await queueDailyDigests(database.db, { now, ...site });
  return ids.length === 0 ? [] : first.db.select().from(outboxEmails).where(inArray(outboxEmails.id, ids));
}

const allDigests = () => first.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "sales.daily-digest"));

const lastDigestDateOf = async (person: StaffMember) =>
  (
    await first.db
      .select({ day: staffAccounts.lastDigestDate })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, person.id))
  )[0]!.day;

const to = (address: string) => (email: { toAddress: string }) => email.toAddress === address;

beforeAll(async () => {
  [first, second] = await openTestDatabaseTwice();
  const { db } = first;
  asha = await member("Asha", "sales");
  rekha = await member("Rekha", "recruiter");
  bimal = await member("Bimal", "admin");
  dinesh = await member("Dinesh", "recruiter");
  const consultant = await startTakingCalls(db, commandLine, asha.id, at("09:00", "2026-11-20"));

  // Booked on Friday: two calls on Monday, one on Tuesday, and one on Monday cancelled since.
  let visitors = 0;
  const book = async (date: IsoDate, time: string) => {
    visitors += 1;
    const { confirmation } = await createBooking(
      db,
      { ...sampleBooking, email: `caller${visitors}@example.in`, date, time },
      { ...site, clientIp: "::1", now: at("12:00", "2026-11-20"), consultant: consultant.id },
    );
    return { id: confirmation.id, reference: confirmation.reference };
  };
  calls = {
    morning: await book(isoDate("2026-11-23"), "11:30 AM"),
    afternoon: await book(isoDate("2026-11-23"), "3:00 PM"),
    tomorrow: await book(isoDate("2026-11-24"), "10:00 AM"),
    cancelled: await book(isoDate("2026-11-23"), "4:00 PM"),
  };
  await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, calls.cancelled.id));

  const contact = async (email: string, createdAt: Date, ownerId: string | null) => {
    const [row] = await db
      .insert(contacts)
      .values({
        emailKey: email,
        email,
        firstName: "Kavya",
        lastName: "Menon",
        ownerId,
        createdAt,
        updatedAt: createdAt,
        lastActivityAt: createdAt,
      })
      .returning({ id: contacts.id });
    // The enquiry that brought them: a contact's source is its leads'.
    await db.insert(enquiries).values({
      firstName: "Kavya",
      lastName: "Menon",
      email,
      message: "We need an app.",
      source: "contact",
      contactId: row!.id,
      firstTouch: { utmSource: "Newsletter" },
      createdAt,
    });
    return row!.id;
  };
  contactIds = {
    owned: await contact("owned@example.in", at("20:00", "2026-11-22"), asha.id),
    newUnowned: await contact("new.unowned@example.in", at("16:05", "2026-11-22"), null),
    oldUnowned: await contact("old.unowned@example.in", at("08:59", "2026-11-22"), null),
    // Long given to Rekha, who is not on the desk: a follow-up goes only to someone who may open its contact.
    rekhas: await contact("rekhas.lead@example.in", at("10:00", "2026-11-10"), rekha.id),
  };

  // Tasks added on Friday: Asha's overdue, due today, due tomorrow and done; Rekha's due today.
  const task = (person: StaffMember, title: string, dueDate: string, dueTime: string, contactId = contactIds.owned) =>
    addTask(db, bimal, contactId, { title, dueDate, dueTime, assigneeId: person.id }, at("12:00", "2026-11-20"));
  await task(asha, "Send the revised quote", "2026-11-20", "17:00");
  await task(asha, "Call back about <b>hosting</b>", "2026-11-23", "17:30");
  await task(asha, "Prepare the proposal", "2026-11-24", "10:00");
  const done = await task(asha, "Done already", "2026-11-22", "10:00");
  await setTaskDone(db, asha, { taskId: done.id, done: true, mayChange: () => true }, at("12:30", "2026-11-20"));
  await task(rekha, "Ask about the hiring portal", "2026-11-23", "12:00", contactIds.rekhas);
});
afterAll(async () => {
  await second.close();
  await first.close();
});
beforeEach(async () => {
  await first.db.delete(outboxEmails);
  await first.db.update(staffAccounts).set({ lastDigestDate: null, dailyDigest: true });
});

describe("the daily digest", () => {
  it("is due from 09:00 in India until the day is over", () => {
    expect(digestDayAt(at("08:59"))).toBeUndefined();
    expect(digestDayAt(nine)).toBe("2026-11-23");
    expect(digestDayAt(at("23:59"))).toBe("2026-11-23");
    expect(digestDayAt(at("00:30", "2026-11-24"))).toBeUndefined();
  });

  it("sends nothing before 09:00 India time, and claims no day", async () => {
    expect(await digestsAt(new Date(nine.getTime() - 1000))).toEqual([]);
    expect(await lastDigestDateOf(asha)).toBeNull();
  });

  it("at 09:00 sends each person their calls today, their tasks due or overdue and, for the enquiries' people, new contacts nobody owns", async () => {
    const sent = await digestsAt(nine);
    expect(sent.map((email) => email.toAddress).sort()).toEqual([asha.email, bimal.email, rekha.email].sort());
    for (const email of sent) {
      expect(email).toMatchObject({ kind: "sales.daily-digest", fromAddress: salesEmail, status: "pending" });
      // No visitor's name or address: the links open them behind the sign-in.
      expect(`${email.subject}\n${email.textBody}\n${email.htmlBody}`).not.toMatch(/Kavya|Menon|Meera|@example\.in/);
    }

    const ashas = sent.find(to(asha.email))!;
    expect(ashas.subject).toBe("Your day, Mon, 23 Nov 2026: 2 calls, 2 tasks due, 1 new contact without an owner");
    expect(ashas.toName).toBe("Asha");
    const text = ashas.textBody;
    expect(text).toContain("Your calls today (2), in India time:");
    // Each call's reminder carries the chat with its visitor, who may answer there sooner than by e-mail.
    expect(text.match(/https:\/\/wa\.me\/919811122334/g)).toHaveLength(2);
    expect(text).toContain(`Time: 11:30 AM IST\nCall: ${calls.morning.reference}, Cloud services`);
    expect(text).toContain(`Time: 3:00 PM IST\nCall: ${calls.afternoon.reference}, Cloud services`);
    expect(text).not.toContain(calls.tomorrow.reference);
    expect(text).not.toContain(calls.cancelled.reference);
    expect(text).toContain("Your tasks due today or overdue (2):");
    expect(text).toContain("Overdue: since 20 Nov 2026, 5:00 PM\nTask: Send the revised quote");
    expect(text).toContain("Due: today, 5:30 PM\nTask: Call back about <b>hosting</b>");
    expect(text).not.toMatch(/Prepare the proposal|Done already/);
    expect(text).toContain("New contacts nobody owns yet (1), from the last day:");
    expect(text).toContain("Arrived: 22 Nov 2026, 4:05 PM\nSource: newsletter");
    expect(ashas.htmlBody).not.toContain("<b>hosting</b>");
    expect(text.match(/http:\/\/site\.test\S*/g)).toEqual([
      `${testSiteUrl}/admin/bookings/${calls.morning.id}`,
      `${testSiteUrl}/admin/bookings/${calls.afternoon.id}`,
      `${testSiteUrl}/admin/contacts/${contactIds.owned}`,
      `${testSiteUrl}/admin/contacts/${contactIds.owned}`,
      `${testSiteUrl}/admin/contacts/${contactIds.newUnowned}`,
      `${testSiteUrl}/admin`,
      `${testSiteUrl}/admin/account`,
    ]);

    // A recruiter: their task, no unassigned contacts, and their overview instead of a contact's page.
    const rekhas = sent.find(to(rekha.email))!;
    expect(rekhas.subject).toBe("Your day, Mon, 23 Nov 2026: 1 task due");
    expect(rekhas.textBody).toContain("Due: today, 12:00 PM\nTask: Ask about the hiring portal");
    expect(rekhas.textBody.match(/http:\/\/site\.test\S*/g)).toEqual([
      `${testSiteUrl}/admin`,
      `${testSiteUrl}/admin/account`,
    ]);

    expect(sent.find(to(bimal.email))!.subject).toBe("Your day, Mon, 23 Nov 2026: 1 new contact without an owner");
  });

  it("sends nothing on a day with nothing in it, and does not look again that day", async () => {
    await digestsAt(nine);
    expect((await allDigests()).filter(to(dinesh.email))).toEqual([]);
    expect(await lastDigestDateOf(dinesh)).toBe("2026-11-23");

    // A task due today added at noon, on a contact given to him then, does not bring the morning's e-mail in the afternoon.
    await first.db.update(contacts).set({ ownerId: dinesh.id }).where(eq(contacts.id, contactIds.rekhas));
    const late = await addTask(
      first.db,
      bimal,
      contactIds.rekhas,
      { title: "Late addition", dueDate: "2026-11-23", dueTime: "18:00", assigneeId: dinesh.id },
      at("12:00"),
    );
    expect(await digestsAt(at("12:01"))).toEqual([]);
    await first.db.delete(contactTasks).where(eq(contactTasks.id, late.id));
    await first.db.update(contacts).set({ ownerId: rekha.id }).where(eq(contacts.id, contactIds.rekhas));
  });

  it("goes once a day to each person, even from two servers running at the same moment", async () => {
    const runs = await Promise.all([
      queueDailyDigests(first.db, { now: nine, ...site }),
      queueDailyDigests(second.db, { now: nine, ...site }),
      queueDailyDigests(first.db, { now: nine, ...site }),
      queueDailyDigests(second.db, { now: nine, ...site }),
    ]);
    expect(runs.flat()).toHaveLength(3);
    await digestsAt(at("09:01"));
    await digestsAt(at("18:00"), second);
    const sent = (await allDigests()).map((email) => email.toAddress).sort();
    expect(sent).toEqual([asha.email, bimal.email, rekha.email].sort());
  });

  it("goes when a server that was down at 09:00 comes back that day, without the calls already over; never after the day", async () => {
    const late = await digestsAt(at("15:10"));
    const ashas = late.find(to(asha.email))!;
    expect(ashas.subject).toBe("Your day, Mon, 23 Nov 2026: 1 call, 2 tasks due, 1 new contact without an owner");
    expect(ashas.textBody).not.toContain(calls.morning.reference);
    expect(ashas.textBody).toContain(calls.afternoon.reference);

    // Down from Monday 08:00 to Tuesday 08:30: Monday's never goes, Tuesday's goes at 09:00.
    await first.db.delete(outboxEmails);
    await first.db.update(staffAccounts).set({ lastDigestDate: isoDate("2026-11-22") });
    expect(await digestsAt(at("08:30", "2026-11-24"))).toEqual([]);
    const tuesday = await digestsAt(at("09:00", "2026-11-24"));
    const ashasTuesday = tuesday.find(to(asha.email))!;
    expect(ashasTuesday.subject).toBe("Your day, Tue, 24 Nov 2026: 1 call, 3 tasks due");
    expect(ashasTuesday.textBody).toContain(calls.tomorrow.reference);
    expect(ashasTuesday.textBody).toContain(
      "Overdue: since 23 Nov 2026, 5:30 PM\nTask: Call back about <b>hosting</b>",
    );
    expect(ashasTuesday.textBody).toContain("Due: today, 10:00 AM\nTask: Prepare the proposal");
  });

  it("is not sent to someone who turned it off (an audited change of their own), nor to a disabled account", async () => {
    await setDailyDigest(first.db, asha, false, at("08:00"));
    await setDailyDigest(first.db, asha, false, at("08:01"));
    expect(await dailyDigestOf(first.db, asha.id)).toBe(false);
    await setDisabled(first.db, commandLine, rekha.id, true, at("08:00"));

    const sent = await digestsAt(nine);
    expect(sent.map((email) => email.toAddress)).toEqual([bimal.email]);

    const entries = await first.db.select().from(auditLog).where(eq(auditLog.action, "staff.daily-digest"));
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: asha.email,
        subjectType: "staff",
        subjectId: asha.id,
        summary: "Turned the daily e-mail off.",
        at: at("08:00"),
      }),
    ]);

    // On again the same day: it goes at the next run.
    await setDailyDigest(first.db, asha, true, at("10:00"));
    expect((await digestsAt(at("10:01"))).map((email) => email.toAddress)).toEqual([asha.email]);
    expect(await dailyDigestOf(first.db, asha.id)).toBe(true);
    await setDisabled(first.db, commandLine, rekha.id, false, at("10:02"));
  });
});
