import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { taskUrgency } from "../../domain/contacts/contact-tasks";
import type { StaffMember } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { auditLog, contacts, contactTasks } from "../db/schema";
import { setDisabled } from "../staff/accounts";
import { joinedStaff } from "../../test-support/joined-staff";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import { contactFor } from "./contacts";
import { leadHandOver } from "./area";
import { salesTaskDesk } from "./contact-task-desk";

/**
 * Follow-ups on a contact, through the desk the pages use, on a clock the test
 * sets. `bookingNow` is Monday 23 November 2026, 9:00 AM IST.
 */
let database: Database;
let now = bookingNow;
const clock = () => now;
/** The desk as `member`'s pages have it. */
let deskOf: (member: StaffMember) => ReturnType<typeof salesTaskDesk>;
let asha: StaffMember;
let bimal: StaffMember;
let rekha: StaffMember;
let dinesh: StaffMember;
let people = 0;

const member = async (name: string, role: StaffMember["role"]): Promise<StaffMember> => {
  const email = `${name.toLowerCase()}@nexoratech.in`;
  const account = await joinedStaff(database.db, { email, name, role }, bookingNow);
  return { id: account.id, email, name, role };
};

/** A new contact; the sales person next in turn owns it. */
const newContact = async (firstName = "Meera") => {
  people += 1;
  return contactFor(
    database.db,
    { email: `visitor${people}@example.in`, firstName, lastName: "Kapoor", phone: "" },
    { now: bookingNow },
  );
};

const ownerOf = async (contactId: string) =>
  (await database.db.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, contactId)))[0]!
    .ownerId;

const task = (title: string, dueDate = "2026-11-24", dueTime = "17:30", assigneeId?: string) => ({
  title,
  dueDate,
  dueTime,
  assigneeId,
});

const added = async (actor: StaffMember, contactId: string, input: ReturnType<typeof task>) => {
  const outcome = await deskOf(actor).add(contactId, input);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.value.id;
};

const auditOf = (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

beforeAll(async () => {
  database = await openTestDatabase();
  deskOf = (member) => salesTaskDesk({ db: database.db, clock }, member);
  asha = await member("Asha", "sales");
  bimal = await member("Bimal", "admin");
  rekha = await member("Rekha", "recruiter");
  dinesh = await member("Dinesh", "sales");
});
afterAll(() => database.close());
beforeEach(() => {
  now = bookingNow;
});

describe("adding a task", () => {
  it("keeps the date and time as meant in India, gives it to the contact's owner, and audits it on the contact", async () => {
    const contactId = await newContact();
    const owner = await ownerOf(contactId);
    const id = await added(bimal, contactId, task("  Send the   cloud quote ", "2026-11-24", "17:30"));

    const [row] = await database.db.select().from(contactTasks).where(eq(contactTasks.id, id));
    expect(row).toMatchObject({
      contactId,
      title: "Send the cloud quote",
      dueAt: new Date("2026-11-24T12:00:00Z"),
      assigneeId: owner,
      doneAt: null,
      createdBy: bimal.email,
      createdAt: bookingNow,
    });
    const [entry] = (await auditOf("contact.task-add")).filter((audit) => audit.details.taskId === id);
    expect(entry).toMatchObject({
      subjectType: "contact",
      subjectId: contactId,
      actorEmail: bimal.email,
      at: bookingNow,
      summary: expect.stringContaining("“Send the cloud quote”, due 24 Nov 2026, 5:30 PM IST, given to"),
    });
  });

  it("gives it to whoever is chosen, and to whoever adds it when nobody owns the contact", async () => {
    const contactId = await newContact();
    const forDinesh = await added(
      asha,
      contactId,
      task("Ask about the hiring portal", "2026-11-25", "10:00", dinesh.id),
    );
    await database.db.update(contacts).set({ ownerId: null }).where(eq(contacts.id, contactId));
    const unowned = await added(asha, contactId, task("Call back"));

    const tasks = await deskOf(asha).ofContact(contactId);
    expect(tasks.find((one) => one.id === forDinesh)?.assignee).toEqual({ id: dinesh.id, name: "Dinesh" });
    expect(tasks.find((one) => one.id === unowned)?.assignee).toEqual({ id: asha.id, name: "Asha" });
  });

  it("gives it to nobody who may not open the contact", async () => {
    const contactId = await newContact();
    const before = (await database.db.select().from(contactTasks)).length;
    expect(
      await deskOf(asha).add(contactId, task("Ask about the hiring portal", "2026-11-25", "10:00", rekha.id)),
    ).toEqual({
      ok: false,
      message: "Please choose someone whose account is active and who may open this contact.",
    });
    expect((await database.db.select().from(contactTasks)).length).toBe(before);
    // Once the contact is hers, she may be given its follow-ups.
    await database.db.update(contacts).set({ ownerId: rekha.id }).where(eq(contacts.id, contactId));
    expect((await deskOf(asha).add(contactId, task("Call back", "2026-11-25", "10:00", rekha.id))).ok).toBe(true);
  });

  it("refuses, with a reason to read, what it cannot keep, and writes nothing", async () => {
    const contactId = await newContact();
    const gone = await newContact();
    await database.db.delete(contacts).where(eq(contacts.id, gone));
    const disabled = await member("Farhan", "sales");
    await setDisabled(database.db, commandLine, disabled.id, true, bookingNow, [leadHandOver]);
    const before = (await database.db.select().from(contactTasks)).length;
    const auditBefore = (await database.db.select().from(auditLog)).length;

    const refusals = await Promise.all([
      deskOf(asha).add(contactId, task("")),
      deskOf(asha).add(contactId, task("   \n  ")),
      deskOf(asha).add(contactId, task("x".repeat(201))),
      deskOf(asha).add(gone, task("Call back")),
      deskOf(asha).add("not-a-contact", task("Call back")),
      deskOf(asha).add(contactId, task("Call back", "2026-11-24", "17:30", disabled.id)),
      deskOf(asha).add(contactId, task("Call back", "2026-11-24", "17:30", crypto.randomUUID())),
      deskOf(asha).add(contactId, task("Call back", "2026-11-24", "17:30", "someone")),
      deskOf(asha).add(contactId, task("Call back", "2026-02-30", "17:30")),
      deskOf(asha).add(contactId, task("Call back", "2026-11-24", "25:00")),
      deskOf(asha).add(contactId, task("Call back", "", "")),
    ]);

    expect(refusals.map((outcome) => (outcome.ok ? "accepted" : outcome.message))).toEqual([
      "Please say what is to be done.",
      "Please say what is to be done.",
      "A task can be at most 200 characters.",
      "This contact no longer exists: it may have been erased.",
      "This contact no longer exists: it may have been erased.",
      "Please choose someone whose account is active and who may open this contact.",
      "Please choose someone whose account is active and who may open this contact.",
      "Please choose someone from the list.",
      "Please give the day it is due as a real date (YYYY-MM-DD).",
      "Please give the time it is due as HH:MM, in India time.",
      "Please choose the day it is due.",
    ]);
    expect((await database.db.select().from(contactTasks)).length).toBe(before);
    expect((await database.db.select().from(auditLog)).length).toBe(auditBefore);
    expect((await deskOf(asha).add(contactId, task("x".repeat(200)))).ok).toBe(true);
  });
});

describe("marking a task done and open again", () => {
  it("records when, audits each change once, and changes nothing when said twice", async () => {
    const contactId = await newContact();
    const id = await added(asha, contactId, task("Send the proposal"));
    now = new Date("2026-11-23T11:15:00+05:30");

    expect(await deskOf(asha).markDone(id)).toEqual({ ok: true, value: undefined });
    expect(await deskOf(asha).markDone(id)).toEqual({ ok: true, value: undefined });
    let [row] = await database.db.select().from(contactTasks).where(eq(contactTasks.id, id));
    expect(row?.doneAt).toEqual(now);

    now = new Date("2026-11-23T12:00:00+05:30");
    expect((await deskOf(bimal).reopen(id)).ok).toBe(true);
    expect((await deskOf(bimal).reopen(id)).ok).toBe(true);
    [row] = await database.db.select().from(contactTasks).where(eq(contactTasks.id, id));
    expect(row?.doneAt).toBeNull();

    const entries = await database.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, "contact"), eq(auditLog.subjectId, contactId)));
    expect(entries.filter((entry) => entry.action.startsWith("contact.task-"))).toEqual([
      expect.objectContaining({ action: "contact.task-add", actorEmail: asha.email }),
      {
        action: "contact.task-done",
        actorEmail: asha.email,
        summary: "Task for Meera Kapoor done: “Send the proposal”.",
      },
      {
        action: "contact.task-reopen",
        actorEmail: bimal.email,
        summary: "Task for Meera Kapoor open again: “Send the proposal”.",
      },
    ]);
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact?.lastActivityAt).toEqual(now);
  });

  it("lets the sales desk change any task, and anyone else only their own", async () => {
    const contactId = await newContact();
    await database.db.update(contacts).set({ ownerId: rekha.id }).where(eq(contacts.id, contactId));
    const rekhas = await added(asha, contactId, task("Ask about hiring", "2026-11-24", "10:00", rekha.id));
    const ashas = await added(asha, contactId, task("Call back", "2026-11-24", "10:00", asha.id));

    expect(await deskOf(rekha).markDone(ashas)).toEqual({ ok: false, message: "This task is given to someone else." });
    expect((await deskOf(rekha).markDone(rekhas)).ok).toBe(true);
    expect((await deskOf(dinesh).reopen(rekhas)).ok).toBe(true);
    expect(await deskOf(asha).markDone(crypto.randomUUID())).toEqual({
      ok: false,
      message: "This task no longer exists: its contact may have been erased.",
    });
    expect((await deskOf(asha).markDone("not-a-task")).ok).toBe(false);
  });
});

describe("the lists", () => {
  it("shows a contact's open tasks first, soonest due first, then the done ones, latest done first", async () => {
    const contactId = await newContact("Zoya");
    const later = await added(asha, contactId, task("Later", "2026-11-30", "10:00"));
    const overdue = await added(asha, contactId, task("Overdue", "2026-11-20", "10:00"));
    const doneFirst = await added(asha, contactId, task("Done first", "2026-11-18", "10:00"));
    const today = await added(asha, contactId, task("Today", "2026-11-23", "16:00"));
    const doneLast = await added(asha, contactId, task("Done last", "2026-11-28", "10:00"));
    now = new Date("2026-11-23T08:00:00+05:30");
    await deskOf(asha).markDone(doneFirst);
    now = new Date("2026-11-23T08:30:00+05:30");
    await deskOf(asha).markDone(doneLast);
    now = bookingNow;

    const tasks = await deskOf(asha).ofContact(contactId);
    expect(tasks.map((one) => one.id)).toEqual([overdue, today, later, doneLast, doneFirst]);
    expect(tasks.map((one) => taskUrgency(one, now))).toEqual(["overdue", "today", "later", "done", "done"]);
    expect(tasks[0]).toMatchObject({ contactId, contactName: "Zoya Kapoor", title: "Overdue" });
    expect(await deskOf(asha).ofContact(crypto.randomUUID())).toEqual([]);
    expect(await deskOf(asha).ofContact("not-a-contact")).toEqual([]);
  });

  it("shows a person their own open tasks on every contact, the overdue ones first", async () => {
    // Someone with no task yet, whom round-robin never gives a contact to: the desk gives her two.
    const gita = await member("Gita", "recruiter");
    const first = await newContact("Ira");
    const second = await newContact("Kabir");
    const third = await newContact("Om");
    await database.db
      .update(contacts)
      .set({ ownerId: gita.id })
      .where(inArray(contacts.id, [first, second]));
    const dueSoon = await added(asha, first, task("Due today", "2026-11-23", "18:00", gita.id));
    const longOverdue = await added(asha, second, task("Long overdue", "2026-11-16", "10:00", gita.id));
    const justOverdue = await added(asha, first, task("Just overdue", "2026-11-23", "08:59", gita.id));
    const done = await added(asha, second, task("Done", "2026-11-10", "10:00", gita.id));
    await added(asha, second, task("Someone else's", "2026-11-01", "10:00", asha.id));
    expect(await deskOf(gita).add(third, task("Her own idea"))).toEqual({
      ok: false,
      message: "Only the sales desk, the contact's owner and the consultant of their call work on this contact.",
    });
    await deskOf(gita).markDone(done);

    const mine = await deskOf(gita).mine();
    expect(mine.map((one) => one.id)).toEqual([longOverdue, justOverdue, dueSoon]);
    expect(mine.map((one) => taskUrgency(one, now))).toEqual(["overdue", "overdue", "today"]);
    expect(mine.map((one) => one.contactName)).toEqual(["Kabir Kapoor", "Ira Kapoor", "Ira Kapoor"]);
  });

  it("offers every active account who may open the contact as an assignee, by name", async () => {
    const contactId = await newContact();
    const names = (await deskOf(asha).assignees(contactId)).map((one) => one.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(expect.arrayContaining(["Asha", "Bimal", "Dinesh"]));
    expect(names).not.toContain("Farhan");
    expect(names).not.toContain("Rekha");
    await database.db.update(contacts).set({ ownerId: rekha.id }).where(eq(contacts.id, contactId));
    expect((await deskOf(asha).assignees(contactId)).map((one) => one.name)).toContain("Rekha");
  });
});
