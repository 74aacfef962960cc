import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";

import type { SalesTask, TaskAssignee } from "../../contracts/contact-tasks";
import { indiaDateTime } from "../../domain/time/india-dates";
import { dueAtOf, NewTaskSchema, type NewTask } from "../../domain/contacts/contact-tasks";
import type { Db, DbOrTransaction } from "../db/db";
import { contacts, contactTasks, staffAccounts } from "../db/schema";
import { activeAccount } from "../kernel/lists/active-accounts";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { actorNameOf } from "../kernel/lists/actor-names";
import { audit, type Actor } from "../kernel/audit/audit";
import { mayWorkContact } from "./contact-access";

/**
 * Follow-ups on a contact: added, done and opened again, each audited on the
 * contact (so its timeline shows it and erasure blanks its wording), each in one transaction.
 */

const contactGone = "This contact no longer exists: it may have been erased.";
const taskGone = "This task no longer exists: its contact may have been erased.";

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

const assigneeName = actorNameOf(staffAccounts.email, staffAccounts.name);

const taskView = {
  id: contactTasks.id,
  contactId: contactTasks.contactId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  title: contactTasks.title,
  dueAt: contactTasks.dueAt,
  assigneeId: contactTasks.assigneeId,
  assigneeName,
  doneAt: contactTasks.doneAt,
  createdBy: contactTasks.createdBy,
  createdAt: contactTasks.createdAt,
};

type TaskRow = {
  firstName: string;
  lastName: string;
  assigneeId: string | null;
  assigneeName: string | null;
} & Omit<SalesTask, "contactName" | "assignee">;

const asTask = ({ firstName, lastName, assigneeId, assigneeName, ...task }: TaskRow): SalesTask => ({
  ...task,
  contactName: nameOf({ firstName, lastName }),
  assignee: assigneeId && assigneeName ? { id: assigneeId, name: assigneeName } : null,
});

const selectTasks = (db: DbOrTransaction) =>
  db
    .select(taskView)
    .from(contactTasks)
    .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, contactTasks.assigneeId));

/** A contact's tasks: the open ones first, soonest due first; then the done ones, latest done first. */
export async function contactTasksOf(db: Db, contactId: string): Promise<SalesTask[]> {
  if (!isUuid(contactId)) return [];
  const rows = await selectTasks(db)
    .where(eq(contactTasks.contactId, contactId))
    .orderBy(
      sql`${contactTasks.doneAt} is not null`,
      asc(sql`case when ${contactTasks.doneAt} is null then ${contactTasks.dueAt} end`),
      desc(contactTasks.doneAt),
      asc(contactTasks.createdAt),
    );
  return rows.map(asTask);
}

/** How many of a person's open tasks their overview lists. */
const openTaskLimit = 50;

/** A person's open tasks, soonest due first: the overdue ones lead, longest overdue first. */
export async function openTasksOf(db: DbOrTransaction, accountId: string, limit = openTaskLimit): Promise<SalesTask[]> {
  const rows = await selectTasks(db)
    .where(and(eq(contactTasks.assigneeId, accountId), isNull(contactTasks.doneAt)))
    .orderBy(asc(contactTasks.dueAt), asc(contactTasks.createdAt))
    .limit(limit);
  return rows.map(asTask);
}

/** The active staff accounts who may work the contact, by name: whom its task may be given to. */
export async function taskAssignees(db: DbOrTransaction, contactId: string): Promise<TaskAssignee[]> {
  if (!isUuid(contactId)) return [];
  return db
    .select({ id: staffAccounts.id, name: assigneeName })
    .from(staffAccounts)
    .where(and(activeAccount(), mayWorkContact(db, contactId)))
    .orderBy(asc(assigneeName), asc(staffAccounts.email));
}

async function assigneeById(tx: DbOrTransaction, id: string, contactId: string): Promise<TaskAssignee | undefined> {
  const [account] = await tx
    .select({ id: staffAccounts.id, name: assigneeName })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), activeAccount(), mayWorkContact(tx, contactId)));
  return account;
}

/**
 * Adds a task to a contact, checked with the form's own schema again, then against the database:
 * the contact must still be there and the assignee an active account who may work it. Without an assignee it
 * goes to the contact's owner, or, for a contact nobody owns, to whoever adds it.
 */
export async function addTask(
  db: Db,
  actor: Actor,
  contactId: string,
  input: NewTask,
  now: Date,
): Promise<{ id: string }> {
  const parsed = NewTaskSchema.safeParse(input);
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]!.message);
  const task = parsed.data;
  if (!isUuid(contactId)) throw new RefusedError(contactGone);
  return db.transaction(async (tx) => {
    // Locked, so an erasure under way cannot take the contact from under the new task.
    const [contact] = await tx
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        ownerId: contacts.ownerId,
      })
      .from(contacts)
      .where(eq(contacts.id, contactId))
      .for("update");
    if (!contact) throw new RefusedError(contactGone);
    const assignee = await assigneeFor(tx, task.assigneeId, contact, actor);
    const dueAt = dueAtOf(task);
    const [row] = await tx
      .insert(contactTasks)
      .values({
        contactId,
        title: task.title,
        dueAt,
        assigneeId: assignee.id,
        createdBy: actor.email,
        createdAt: now,
      })
      .returning({ id: contactTasks.id });
    await touchContact(tx, contactId, now);
    await audit(tx, actor, now, {
      action: "contact.task-add",
      subjectType: "contact",
      subjectId: contactId,
      summary: `Task for ${nameOf(contact)}: “${task.title}”, due ${indiaDateTime(dueAt)} IST, given to ${assignee.name}.`,
      details: { taskId: row!.id, title: task.title, dueAt: dueAt.toISOString(), assigneeId: assignee.id },
    });
    return { id: row!.id };
  });
}

async function assigneeFor(
  tx: DbOrTransaction,
  chosen: string | undefined,
  contact: { id: string; ownerId: string | null },
  actor: Actor,
): Promise<TaskAssignee> {
  if (chosen) {
    const account = await assigneeById(tx, chosen, contact.id);
    if (!account)
      throw new RefusedError("Please choose someone whose account is active and who may open this contact.");
    return account;
  }
  const owner = contact.ownerId ? await assigneeById(tx, contact.ownerId, contact.id) : undefined;
  const fallback = !owner && actor.id ? await assigneeById(tx, actor.id, contact.id) : undefined;
  const account = owner ?? fallback;
  if (!account) throw new RefusedError("Please choose who is to do it.");
  return account;
}

/** A task changed is activity on its contact: the contacts list is ordered by it. */
const touchContact = (tx: DbOrTransaction, contactId: string, now: Date) =>
  tx.update(contacts).set({ updatedAt: now, lastActivityAt: now }).where(eq(contacts.id, contactId));

/**
 * Marks a task done (`done`) or open again, audited; saying what it already is changes nothing.
 * `mayChange` tells whether the actor may change a task given to `assigneeId`.
 */
export async function setTaskDone(
  db: Db,
  actor: Actor,
  { taskId, done, mayChange }: { taskId: string; done: boolean; mayChange: (assigneeId: string | null) => boolean },
  now: Date,
): Promise<void> {
  if (!isUuid(taskId)) throw new RefusedError(taskGone);
  await db.transaction(async (tx) => {
    const [task] = await tx
      .select({
        id: contactTasks.id,
        contactId: contactTasks.contactId,
        title: contactTasks.title,
        assigneeId: contactTasks.assigneeId,
        doneAt: contactTasks.doneAt,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
      })
      .from(contactTasks)
      .innerJoin(contacts, eq(contacts.id, contactTasks.contactId))
      .where(eq(contactTasks.id, taskId))
      .for("update", { of: contactTasks });
    if (!task) throw new RefusedError(taskGone);
    if (!mayChange(task.assigneeId)) throw new RefusedError("This task is given to someone else.");
    if ((task.doneAt !== null) === done) return;
    await tx
      .update(contactTasks)
      .set({ doneAt: done ? now : null })
      .where(eq(contactTasks.id, taskId));
    await touchContact(tx, task.contactId, now);
    await audit(tx, actor, now, {
      action: done ? "contact.task-done" : "contact.task-reopen",
      subjectType: "contact",
      subjectId: task.contactId,
      summary: done
        ? `Task for ${nameOf(task)} done: “${task.title}”.`
        : `Task for ${nameOf(task)} open again: “${task.title}”.`,
      details: { taskId, title: task.title },
    });
  });
}
