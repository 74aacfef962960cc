import { and, asc, count, eq, gte, inArray, isNull, max, notInArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { contactKeyOf } from "../../domain/contacts/contacts";
import type { DbOrTransaction } from "../db/db";
import { contactAddresses, contacts, contactTasks, staffAccounts } from "../db/schema";
import { actorNameOf } from "../kernel/lists/actor-names";
import { activeAccount } from "../kernel/lists/active-accounts";
import { audit, system, type Actor } from "../kernel/audit/audit";
import { addTeamNote } from "../kernel/notes/team-notes";
import { linkApplicationsOfAddress } from "../applications/contact-links";

/** The window round-robin counts new contacts in. */
const ownerWindowDays = 30;

export type ContactPerson = { email: string; firstName: string; lastName: string; phone: string };

/**
 * Round-robin with fairness among the sales staff who can act (activeAccount): whoever was given
 * the fewest new contacts in the window, ties to whoever was given one least recently. Undefined
 * when there is nobody in sales.
 */
export async function nextSalesOwner(
  tx: DbOrTransaction,
  now: Date,
): Promise<{ id: string; name: string } | undefined> {
  const since = new Date(now.getTime() - ownerWindowDays * 24 * 60 * 60_000);
  const [owner] = await tx
    .select({
      id: staffAccounts.id,
      name: actorNameOf(staffAccounts.email, staffAccounts.name),
      given: count(contacts.id),
      lastGiven: max(contacts.createdAt),
    })
    .from(staffAccounts)
    .leftJoin(contacts, and(eq(contacts.ownerId, staffAccounts.id), gte(contacts.createdAt, since)))
    .where(and(eq(staffAccounts.role, "sales"), activeAccount()))
    .groupBy(staffAccounts.id)
    .orderBy(asc(count(contacts.id)), sql`max(${contacts.createdAt}) asc nulls first`, asc(staffAccounts.email))
    .limit(1);
  return owner && { id: owner.id, name: owner.name };
}

/**
 * The contact an enquiry or a call belongs to, made on first sight of the address (any case). A
 * form does not prove its sender owns the address it gives (decision 051): a later one fills
 * in a name or phone the contact lacks and never replaces one; the lead keeps what it gave and the
 * visit it came from, and the contact's page shows each lead's. A new contact, or one nobody owns, gets an owner:
 * `owner` (a call's consultant) when given, else the next sales person in turn; the assignment is
 * audited.
 */
export async function contactFor(
  tx: DbOrTransaction,
  person: ContactPerson,
  { owner, now }: { owner?: string | null | undefined; now: Date },
): Promise<string> {
  const contact =
    (await contactByOtherAddress(tx, person, now)) ??
    (await contactByPrimaryAddress(tx, person, now)) ??
    (await contactByOtherAddress(tx, person, now))!;
  if (contact.ownerId === null) {
    // A call's consultant who cannot act on it (an open invitation) leaves it to the rotation.
    const consultant = owner ? await ownerById(tx, owner) : undefined;
    const given = consultant ?? (await nextSalesOwner(tx, now));
    if (given)
      await assignOwner(tx, system, contact, given, now, consultant ? "the call's consultant" : "next in turn");
  }
  // A candidate who applied from this address before is the same person (decision 046): hiring's
  // applications are linked to the contact, never turned into leads of their own.
  await linkApplicationsOfAddress(tx, contactKeyOf(person.email), contact.id);
  return contact.id;
}

const updatedPerson = {
  id: contacts.id,
  ownerId: contacts.ownerId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
};

/** The name a form gave, only where the contact has none. */
const nameIfNone = (given: string, column: AnyPgColumn) =>
  sql`case when ${contacts.firstName} = '' and ${contacts.lastName} = '' then ${given}::text else ${column} end`;

/** The phone a form gave, only where the contact has none. */
const phoneIfNone = (given: string) =>
  sql`case when ${contacts.phone} = '' then ${given}::text else ${contacts.phone} end`;

/**
 * The contact one of whose other addresses (a merge kept it) this is: filled in as the primary
 * path does, but its primary address stays.
 */
async function contactByOtherAddress(tx: DbOrTransaction, person: ContactPerson, now: Date) {
  const [row] = await tx
    .update(contacts)
    .set({
      firstName: nameIfNone(person.firstName, contacts.firstName),
      lastName: nameIfNone(person.lastName, contacts.lastName),
      phone: phoneIfNone(person.phone),
      updatedAt: now,
      lastActivityAt: now,
    })
    .where(
      sql`${contacts.id} = (select ${contactAddresses.contactId} from ${contactAddresses} where ${contactAddresses.emailKey} = ${contactKeyOf(person.email)})`,
    )
    .returning(updatedPerson);
  return row;
}

/**
 * The contact of this primary address, made on first sight; undefined when the address became
 * another contact's other address meanwhile (a merge that deleted its contact while this waited
 * on its row): that contact is the person's, and the one just made is taken back.
 */
async function contactByPrimaryAddress(tx: DbOrTransaction, person: ContactPerson, now: Date) {
  const [row] = await tx
    .insert(contacts)
    .values({
      emailKey: contactKeyOf(person.email),
      email: person.email.trim(),
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
    })
    .onConflictDoUpdate({
      target: contacts.emailKey,
      set: {
        email: sql`excluded.email`,
        firstName: nameIfNone(person.firstName, contacts.firstName),
        lastName: nameIfNone(person.lastName, contacts.lastName),
        phone: phoneIfNone(person.phone),
        updatedAt: now,
        lastActivityAt: now,
      },
    })
    .returning({ ...updatedPerson, made: sql<boolean>`xmax = 0` });
  const { made, ...contact } = row!;
  if (made) {
    const [merged] = await tx
      .select({ id: contactAddresses.id })
      .from(contactAddresses)
      .where(eq(contactAddresses.emailKey, contactKeyOf(person.email)));
    if (merged) {
      await tx.delete(contacts).where(eq(contacts.id, contact.id));
      return undefined;
    }
  }
  return contact;
}

/**
 * The contact an address is one of, primary or other, if any: an application from it is linked
 * to that contact when it is submitted (no contact is made for a candidate).
 */
export async function contactOfAddress(tx: DbOrTransaction, email: string): Promise<string | null> {
  const key = contactKeyOf(email);
  return (await contactsByAddress(tx, [key])).get(key) ?? null;
}

/**
 * The contacts that have these addresses (as contactKeyOf gives them), as their own or as another
 * of theirs, by address: for a batch of an import and the addresses of a message.
 */
export async function contactsByAddress(tx: DbOrTransaction, keys: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const own = await tx
    .select({ id: contacts.id, key: contacts.emailKey })
    .from(contacts)
    .where(inArray(contacts.emailKey, unique));
  const other = await tx
    .select({ id: contactAddresses.contactId, key: contactAddresses.emailKey })
    .from(contactAddresses)
    .where(inArray(contactAddresses.emailKey, unique));
  return new Map([...other, ...own].map((row) => [row.key, row.id]));
}

async function ownerById(tx: DbOrTransaction, id: string) {
  const [account] = await tx
    .select({
      id: staffAccounts.id,
      name: actorNameOf(staffAccounts.email, staffAccounts.name),
    })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, id), activeAccount()));
  return account;
}

/** Gives a contact to an owner (or to nobody), audited with why. */
export async function assignOwner(
  tx: DbOrTransaction,
  actor: Actor,
  contact: { id: string; firstName: string; lastName: string },
  owner: { id: string; name: string } | null,
  now: Date,
  why: string,
): Promise<void> {
  await tx
    .update(contacts)
    .set({ ownerId: owner?.id ?? null, updatedAt: now, lastActivityAt: now })
    .where(eq(contacts.id, contact.id));
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  await audit(tx, actor, now, {
    action: "contact.assign",
    subjectType: "contact",
    subjectId: contact.id,
    summary: owner ? `${name} is now ${owner.name}'s (${why}).` : `${name} has no owner now (${why}).`,
    details: { ownerId: owner?.id ?? null, why },
  });
}

/**
 * Someone can no longer act on their leads: their account was disabled, or their
 * new role does not open contacts. Each of their open leads goes to the next sales person in turn,
 * audited as any change of owner, or to nobody (the desk's "Unassigned" view) when there is none;
 * their open follow-ups go with each lead to its new owner, or to nobody. Runs in the transaction
 * that changed the account, after it: the rotation no longer sees them.
 */
export async function handOverLeads(
  tx: DbOrTransaction,
  actor: Actor,
  account: { id: string; name: string },
  why: string,
  now: Date,
): Promise<{ leads: number; tasks: number }> {
  const open = await tx
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName })
    .from(contacts)
    .where(and(eq(contacts.ownerId, account.id), notInArray(contacts.stage, ["won", "lost"])))
    .orderBy(asc(contacts.createdAt));
  for (const contact of open) await assignOwner(tx, actor, contact, (await nextSalesOwner(tx, now)) ?? null, now, why);
  const tasks = await tx
    .update(contactTasks)
    .set({
      assigneeId: sql`(select ${contacts.ownerId} from ${contacts} where ${contacts.id} = ${contactTasks.contactId})`,
    })
    .where(and(eq(contactTasks.assigneeId, account.id), isNull(contactTasks.doneAt)))
    .returning({ id: contactTasks.id });
  if (tasks.length > 0) {
    await audit(tx, actor, now, {
      action: "contact.tasks-handed-over",
      subjectType: "staff",
      subjectId: account.id,
      summary: `${account.name}'s ${tasks.length} open follow-up${tasks.length === 1 ? "" : "s"} went to their contacts' owners (${why}).`,
      details: { tasks: tasks.length, why },
    });
  }
  return { leads: open.length, tasks: tasks.length };
}

/**
 * Whether the contact a record belongs to asked not to be contacted: for the
 * lists and pages of other areas that show the person (calls, enquiries), so the mark is seen
 * wherever they are.
 */
export const contactAsked = (contactId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`coalesce((select ${contacts.doNotContactAt} is not null from ${contacts} where ${contacts.id} = ${contactId}), false)`;

/**
 * Records that a contact asked not to be contacted, or may be again, with who recorded it, and
 * audits it on the contact's timeline: the sales desk's button, and the person themselves on their
 * own data page (decision 065). The caller has locked the contact and checked it is a change.
 */
export async function recordDoNotContact(
  tx: DbOrTransaction,
  actor: Actor,
  contact: { id: string; firstName: string; lastName: string },
  asked: boolean,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  await tx
    .update(contacts)
    .set({ doNotContactAt: asked ? at : null, doNotContactBy: asked ? by : null, updatedAt: at })
    .where(eq(contacts.id, contact.id));
  const name = `${contact.firstName} ${contact.lastName}`.trim();
  await audit(tx, actor, at, {
    action: "contact.do-not-contact",
    subjectType: "contact",
    subjectId: contact.id,
    summary: asked ? `${name} asked not to be contacted.` : `${name} may be contacted again.`,
    details: { asked },
  });
}

/** Marks the contact's latest activity, which orders the sales desk's list of people: a reply sent to them, say. */
export async function touchContact(tx: DbOrTransaction, contactId: string, now: Date): Promise<void> {
  await tx.update(contacts).set({ lastActivityAt: now, updatedAt: now }).where(eq(contacts.id, contactId));
}

/**
 * The person corrected their details from the page of their own data (decision 065): the contact
 * takes them, and a note says what they were (`note`, worded by the caller).
 */
export async function correctContactDetails(
  tx: DbOrTransaction,
  actor: Actor,
  contactId: string,
  details: { firstName: string; lastName: string; phone: string; city: string },
  { note, at }: { note: string; at: Date },
): Promise<void> {
  await tx
    .update(contacts)
    .set({ ...details, updatedAt: at })
    .where(eq(contacts.id, contactId));
  await addTeamNote(tx, "contact", contactId, actor, { body: note, at });
}
