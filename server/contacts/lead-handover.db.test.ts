import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";
import type { StaffMember, StaffRole } from "../../domain/staff/staff";
import { listBookings } from "../bookings/booking-admin";
import { createBooking } from "../bookings/bookings";
import { handOverBookings } from "../bookings/booking-handover";
import { startTakingCalls, stopTakingCalls } from "../consultants/consultant-admin";
import type { Database } from "../db/db";
import { auditLog, bookings, consultants, contacts, contactTasks, staffAccounts } from "../db/schema";
import { changeRole, inviteStaff, setDisabled, setPasswordWithLink } from "../staff/accounts";
import { commandLine } from "../kernel/audit/audit";
import { joinedStaff } from "../../test-support/joined-staff";
import { bookingNow, sampleBooking } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import { contactCardDesk, contactDesk } from "./contact-desk";
import { contactFor } from "./contacts";
import { leadHandOver } from "./area";
import { bookingHandOver } from "../bookings/area";
import { staffDesk } from "../staff/staff-desk";
import { salesTaskDesk } from "./contact-task-desk";
import { testPasswords } from "../../test-support/test-passwords";

/**
 * Leads go to people who can act on them: the rotation and the owner lists
 * offer only accounts whose invitation was taken up and that are not disabled; someone disabled,
 * or no longer on the sales desk, hands their open leads, follow-ups and calls on by the same rules,
 * audited, or leaves them visibly with nobody.
 */
const now = bookingNow;
const site = { salesEmail: "sales@test.example", publicSiteUrl: "https://www.nexoratech.in", jitsiHost: "meet.jit.si" };
let database: Database;
let people = 0;

const member = async (name: string, role: StaffRole): Promise<StaffMember> => {
  const invite = { email: `${name.toLowerCase()}@nexoratech.in`, name, role };
  const account = await joinedStaff(database.db, invite, now);
  return { id: account.id, email: invite.email, name, role };
};

const newLead = async () => {
  people += 1;
  const contact = await contactFor(
    database.db,
    { email: `lead${people}@example.in`, firstName: `Lead${people}`, lastName: "Kapoor", phone: "" },
    { now },
  );
  return contact;
};
const ownerOf = async (contactId: string) =>
  (await database.db.select().from(contacts).where(eq(contacts.id, contactId)))[0]!.ownerId;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  // Each test its own people: nobody from the last one stays on the desk.
  await database.db.update(staffAccounts).set({ disabledAt: now });
});

describe("who is given leads", () => {
  it("never an invited account that has not set its password, nor a disabled one, until it joins", async () => {
    const { account: invited, token } = await inviteStaff(
      database.db,
      commandLine,
      { email: "ishaan@nexoratech.in", name: "Ishaan", role: "sales" },
      now,
    );
    const away = await member("Divya", "sales");
    await setDisabled(database.db, commandLine, away.id, true, now, [leadHandOver]);
    const lead = await newLead();
    expect(await ownerOf(lead)).toBeNull();
    const owners = await contactCardDesk({ db: database.db, clock: () => now }, away).owners();
    expect(owners.map((owner) => owner.id)).not.toContain(invited.id);
    expect(owners.map((owner) => owner.id)).not.toContain(away.id);
    const assignees = await salesTaskDesk({ db: database.db, clock: () => now }, away).assignees(lead);
    expect(assignees.map((one) => one.id)).not.toContain(invited.id);

    // Joins: the next lead is theirs.
    await setPasswordWithLink(database.db, token, "monsoon-tamarind-kite-2026", now, testPasswords);
    expect(await ownerOf(await newLead())).toBe(invited.id);
  });
});

describe("someone who can no longer act", () => {
  it("hands their open leads and follow-ups to the next in turn, audited, and to nobody when nobody is left", async () => {
    const asha = await member("Asha", "sales");
    const leads = [await newLead(), await newLead()];
    const won = await newLead();
    for (const id of [...leads, won])
      await database.db.update(contacts).set({ ownerId: asha.id }).where(eq(contacts.id, id));
    await database.db.update(contacts).set({ stage: "won" }).where(eq(contacts.id, won));
    const tasks = salesTaskDesk({ db: database.db, clock: () => now }, asha);
    const task = await tasks.add(leads[0]!, { title: "Call back", dueDate: "2026-11-24", dueTime: "10:00" });
    if (!task.ok) throw new Error(task.message);
    const bimal = await member("Bimal", "sales");

    await setDisabled(database.db, commandLine, asha.id, true, now, [leadHandOver]);
    for (const id of leads) expect(await ownerOf(id)).toBe(bimal.id);
    // A settled deal stays where it was: nothing is left to do on it.
    expect(await ownerOf(won)).toBe(asha.id);
    const [given] = await database.db.select().from(contactTasks).where(eq(contactTasks.id, task.value.id));
    expect(given!.assigneeId).toBe(bimal.id);
    const entries = await database.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, "contact.assign"), eq(auditLog.subjectId, leads[0]!)));
    expect(entries.map((entry) => entry.summary)).toContain(
      `Lead${people - 2} Kapoor is now Bimal's (Asha's account was disabled).`,
    );

    // Bimal moves to the editors: nobody in sales is left, and the leads wait on the desk's Unassigned view.
    const admin = await member("Anil", "admin");
    await changeRole(database.db, commandLine, bimal.id, "editor", now, [leadHandOver]);
    for (const id of leads) expect(await ownerOf(id)).toBeNull();
    const unassigned = await contactDesk({ db: database.db, clock: () => now }, admin).list({ view: "unassigned" });
    expect(unassigned.rows.map((row) => row.id)).toEqual(expect.arrayContaining(leads));
    expect(
      (await database.db.select().from(contactTasks).where(eq(contactTasks.id, task.value.id)))[0]!.assigneeId,
    ).toBeNull();
  });

  it("lets anyone in sales take over a lead someone else owns", async () => {
    const chitra = await member("Chitra", "sales");
    const dev = await member("Dev", "sales");
    const lead = await newLead();
    const owner = (await ownerOf(lead)) === chitra.id ? chitra : dev;
    const other = owner === chitra ? dev : chitra;
    expect(await contactCardDesk({ db: database.db, clock: () => now }, other).assign(lead, other.id)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await ownerOf(lead)).toBe(other.id);
  });

  it("gives a disabled consultant's upcoming calls to a free colleague, and lists those nobody can take", async () => {
    const [company] = await database.db.select().from(consultants).where(eq(consultants.name, "Nexora team"));
    const sales = await member("Farah", "sales");
    const editor = await member("Ekta", "editor");
    const editorsConsultant = await startTakingCalls(database.db, sales, editor.id, now);
    const day = shiftDate(indiaDateOf(now), 2);
    const book = async (time: string) =>
      (
        await createBooking(
          database.db,
          { ...sampleBooking, date: day, time, email: `caller-${time.replace(/\W/g, "")}@example.in` },
          { ...site, clientIp: "::1", now, consultant: editorsConsultant.id },
        )
      ).confirmation.id;
    const first = await book("11:00 AM");
    const second = await book("2:00 PM");
    // The company's consultant is free for the first call's time; a visitor has their second's.
    await createBooking(
      database.db,
      { ...sampleBooking, date: day, time: "2:00 PM", email: "busy@example.in" },
      { ...site, clientIp: "::1", now, consultant: company!.id },
    );

    await setDisabled(database.db, commandLine, editor.id, true, now, [leadHandOver]);
    const handed = await handOverBookings(database.db, commandLine, editor.id, { ...site, now });
    expect(handed).toMatchObject({ reassigned: 1, waiting: 1 });
    expect(handed.emailIds.length).toBeGreaterThan(0);
    const consultantOf = async (id: string) =>
      (await database.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.consultantId;
    expect(await consultantOf(first)).toBe(company!.id);
    expect(await consultantOf(second)).toBe(editorsConsultant.id);
    expect(
      (await database.db.select().from(consultants).where(eq(consultants.id, editorsConsultant.id)))[0]!.active,
    ).toBe(false);
    const waiting = await listBookings(database.db, { view: "unstaffed", now });
    expect(waiting.rows.map((row) => row.id)).toEqual([second]);
    await stopTakingCalls(database.db, commandLine, editorsConsultant.id, now);
  });

  it("disabled on the staff page, an account hands its leads on in the change and its calls once it has committed", async () => {
    const admin = await member("Indira", "admin");
    const gauri = await member("Gauri", "sales");
    const hari = await member("Hari", "sales");
    const lead = await newLead();
    await database.db.update(contacts).set({ ownerId: gauri.id }).where(eq(contacts.id, lead));
    const gaurisConsultant = await startTakingCalls(database.db, admin, gauri.id, now);
    const day = shiftDate(indiaDateOf(now), 3);
    const { confirmation } = await createBooking(
      database.db,
      { ...sampleBooking, date: day, time: "11:00 AM", email: "gauri-caller@example.in" },
      { ...site, clientIp: "::1", now, consultant: gaurisConsultant.id },
    );
    const queued: string[] = [];
    const deps = { db: database.db, clock: () => now, ...site, onEmailsQueued: (ids: string[]) => queued.push(...ids) };
    const desk = staffDesk(
      {
        ...deps,
        accountHandOvers: [leadHandOver, bookingHandOver(deps)],
      },
      admin,
    );

    expect(await desk.setDisabled(gauri.id, true)).toEqual({ ok: true, value: undefined });
    expect(await ownerOf(lead)).toBe(hari.id);
    const [call] = await database.db.select().from(bookings).where(eq(bookings.id, confirmation.id));
    expect(call!.consultantId).not.toBe(gaurisConsultant.id);
    expect(queued.length).toBeGreaterThan(0);
    await stopTakingCalls(database.db, commandLine, gaurisConsultant.id, now);
  });
});
