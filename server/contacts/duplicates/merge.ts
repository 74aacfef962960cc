import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";

import type { MergePreview, PairRef } from "../../../contracts/contact-duplicates";
import { contactKeyOf, leadStageLabels } from "../../../domain/contacts/contacts";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import {
  applications,
  contactAddresses,
  contactEmails,
  contactMerges,
  contactNotes,
  contacts,
  contactTasks,
  staffAccounts,
} from "../../db/schema";
import { actorNameOf } from "../../kernel/lists/actor-names";
import { sameAddress } from "../../kernel/mailboxes/same-address";
import { isUuid } from "../../kernel/lists/keyset";
import { RefusedError } from "../../kernel/requests/outcome";
import { audit, type AuditEntry } from "../../kernel/audit/audit";
import { applicationsOfContact, linkApplications } from "../../applications/contact-links";
import { callsOfContact } from "../../bookings/contact-links";
import { enquiriesOfContact, repliesOfContact } from "../../enquiries/contact-links";
import { linkedRows, type LinkedRows } from "../../kernel/records/linked-rows";
import { requireContactAccess } from "../contact-access";
import { contactOfAddress } from "../contacts";
import { keptAttachmentsOf } from "../mailbox/kept-attachments";
import { applicationParties, contactParties } from "./finder";
import { pickColumns } from "../../db/columns";

type Contact = typeof contacts.$inferSelect;

/**
 * The tables whose rows name their contact and move with a merge, by table: another area's rows move
 * through what that area opens (`*OfContact`), this area's by their contact column.
 */
export const movedTables: { name: string; rows: LinkedRows }[] = [
  { name: "enquiries", rows: enquiriesOfContact },
  { name: "bookings", rows: callsOfContact },
  { name: "applications", rows: applicationsOfContact },
  { name: "contact_notes", rows: linkedRows(contactNotes, contactNotes.contactId) },
  { name: "contact_tasks", rows: linkedRows(contactTasks, contactTasks.contactId) },
  { name: "enquiry_replies", rows: repliesOfContact },
  {
    name: "contact_emails",
    rows: linkedRows(contactEmails, contactEmails.contactId, {
      // One e-mail per message and contact: a message both had stays once, the survivor's copy.
      except: (to) =>
        sql`${contactEmails.messageId} not in (select message_id from ${contactEmails} where contact_id = ${to})`,
    }),
  },
  { name: "contact_addresses", rows: linkedRows(contactAddresses, contactAddresses.contactId) },
  { name: "contact_merges", rows: linkedRows(contactMerges, contactMerges.survivorId) },
];

/** What a merge words each table's rows as, in its preview. */
const movedWords: Record<string, [string, string]> = {
  enquiries: ["enquiry", "enquiries"],
  bookings: ["call", "calls"],
  applications: ["application", "applications"],
  contact_notes: ["note", "notes"],
  contact_tasks: ["follow-up", "follow-ups"],
  enquiry_replies: ["reply", "replies"],
  contact_emails: ["e-mail", "e-mails"],
  contact_addresses: ["other address", "other addresses"],
  contact_merges: ["earlier merge", "earlier merges"],
};

const nameOf = (contact: { firstName: string; lastName: string; email: string }) =>
  `${contact.firstName} ${contact.lastName}`.trim() || contact.email;

/** The survivor's fields a merge may change, as they were: the undo puts them back. */
export const survivorFields = (contact: Contact) => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  phone: contact.phone,
  company: contact.company,
  ownerId: contact.ownerId,
  stage: contact.stage,
  expectedValue: contact.expectedValue,
  expectedCloseDate: contact.expectedCloseDate,
  lostReason: contact.lostReason,
  doNotContactAt: contact.doNotContactAt,
  doNotContactBy: contact.doNotContactBy,
  lastActivityAt: contact.lastActivityAt,
});

export type SurvivorFields = ReturnType<typeof survivorFields>;

/** A deal is "none" while the lead is New with no value or date: then the other's deal is kept. */
const hasDeal = (contact: Contact) =>
  contact.stage !== "new" || contact.expectedValue !== null || contact.expectedCloseDate !== null;

/**
 * The merged record: for each field the survivor's value unless it is empty, then the other's; a
 * request not to be contacted is kept whichever record had it.
 */
export function mergedFields(survivor: Contact, other: Contact): SurvivorFields {
  const named = `${survivor.firstName}${survivor.lastName}`.trim() !== "";
  const deal = hasDeal(survivor) ? survivor : other;
  const asked = survivor.doNotContactAt ? survivor : other;
  return {
    firstName: named ? survivor.firstName : other.firstName,
    lastName: named ? survivor.lastName : other.lastName,
    phone: survivor.phone || other.phone,
    company: survivor.company || other.company,
    ownerId: survivor.ownerId ?? other.ownerId,
    stage: deal.stage,
    expectedValue: deal.expectedValue,
    expectedCloseDate: deal.expectedCloseDate,
    lostReason: deal.lostReason,
    doNotContactAt: asked.doNotContactAt,
    doNotContactBy: asked.doNotContactBy,
    lastActivityAt: survivor.lastActivityAt > other.lastActivityAt ? survivor.lastActivityAt : other.lastActivityAt,
  };
}

/** Both contacts of a pair, locked in the order of their ids (two merges at once never wait on each other in a circle). */
async function lockedContacts(tx: DbOrTransaction, ids: string[]) {
  if (!ids.every(isUuid)) throw new RefusedError("One of these contacts no longer exists.");
  const rows = await tx
    .select()
    .from(contacts)
    .where(inArray(contacts.id, ids))
    .orderBy(asc(contacts.id))
    .for("update");
  if (rows.length !== new Set(ids).size) throw new RefusedError("One of these contacts no longer exists.");
  return new Map(rows.map((row) => [row.id, row]));
}

async function ownerNames(tx: DbOrTransaction, ids: (string | null)[]) {
  const known = ids.filter((id): id is string => id !== null);
  if (known.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({
      id: staffAccounts.id,
      name: actorNameOf(staffAccounts.email, staffAccounts.name),
    })
    .from(staffAccounts)
    .where(inArray(staffAccounts.id, known));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const dealText = (fields: Pick<SurvivorFields, "stage" | "expectedValue">) =>
  `${leadStageLabels[fields.stage]}${fields.expectedValue === null ? "" : `, ₹${fields.expectedValue.toLocaleString("en-IN")}`}`;

/** The rows of an application's person a merge links: the application and the address's others still linked to nobody. */
async function candidateApplications(tx: DbOrTransaction, applicationId: string) {
  const [application] = await tx
    .select({ id: applications.id, email: applications.email, contactId: applications.contactId })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application || application.contactId !== null) return undefined;
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(sameAddress(applications.email, contactKeyOf(application.email)), isNull(applications.contactId)));
  return { email: application.email.trim(), ids: rows.map((row) => row.id) };
}

/** A count of a table's rows in words: "2 enquiries". */
export const countWords = (name: string, n: number) => `${n} ${movedWords[name]![n === 1 ? 0 : 1]}`;

/** What merging the pair would do, with `survivorId` (the older contact when not given) kept. */
export async function previewMerge(
  db: DbOrTransaction,
  pair: PairRef,
  survivorId?: string,
): Promise<MergePreview | undefined> {
  if (![pair.contactId, "otherContactId" in pair ? pair.otherContactId : pair.applicationId].every(isUuid))
    return undefined;
  if ("applicationId" in pair) {
    const survivor = (await contactParties(db, [pair.contactId])).get(pair.contactId);
    const other = (await applicationParties(db, [pair.applicationId])).get(pair.applicationId);
    const linked = await candidateApplications(db, pair.applicationId);
    if (!survivor || !other || !linked) return undefined;
    const [row] = await db.select().from(contacts).where(eq(contacts.id, survivor.id));
    const keeps = contactKeyOf(linked.email) !== row!.emailKey;
    return {
      survivor,
      other,
      fields: [
        { label: "Name", survivor: survivor.name, other: other.name, kept: survivor.name },
        { label: "Phone", survivor: survivor.phone, other: other.phone, kept: survivor.phone || other.phone },
      ].map((field) => ({ ...field, differs: field.survivor !== field.other })),
      moves: [countWords("applications", linked.ids.length)],
      addresses: [...(await addressesOf(db, survivor.id)), ...(keeps ? [linked.email] : [])],
    };
  }
  if (pair.contactId === pair.otherContactId) return undefined;
  const rows = await db
    .select()
    .from(contacts)
    .where(inArray(contacts.id, [pair.contactId, pair.otherContactId]))
    .orderBy(asc(contacts.createdAt), asc(contacts.id));
  if (rows.length !== 2) return undefined;
  const survivor = rows.find((row) => row.id === survivorId) ?? rows[0]!;
  const other = rows.find((row) => row !== survivor)!;
  const kept = mergedFields(survivor, other);
  const owners = await ownerNames(db, [survivor.ownerId, other.ownerId]);
  const ownerText = (id: string | null) => (id ? (owners.get(id) ?? "Someone") : "Nobody");
  const fields = [
    {
      label: "Name",
      survivor: nameOf({ ...survivor, email: "" }),
      other: nameOf({ ...other, email: "" }),
      kept: nameOf({ ...kept, email: "" }),
    },
    { label: "Phone", survivor: survivor.phone, other: other.phone, kept: kept.phone },
    { label: "Company", survivor: survivor.company, other: other.company, kept: kept.company },
    {
      label: "Owner",
      survivor: ownerText(survivor.ownerId),
      other: ownerText(other.ownerId),
      kept: ownerText(kept.ownerId),
    },
    { label: "Stage and deal", survivor: dealText(survivor), other: dealText(other), kept: dealText(kept) },
  ].map((field) => ({ ...field, differs: field.survivor !== field.other }));
  const moves: string[] = [];
  for (const { name, rows } of movedTables) {
    const n = await rows.count(db, other.id);
    if (n > 0) moves.push(countWords(name, n));
  }
  return {
    survivor: (await contactParties(db, [survivor.id])).get(survivor.id)!,
    other: (await contactParties(db, [other.id])).get(other.id)!,
    fields,
    moves,
    addresses: [...(await addressesOf(db, survivor.id)), other.email, ...(await addressesOf(db, other.id))],
  };
}

export async function addressesOf(db: DbOrTransaction, contactId: string): Promise<string[]> {
  const rows = await db
    .select({ email: contactAddresses.email })
    .from(contactAddresses)
    .where(eq(contactAddresses.contactId, contactId))
    .orderBy(asc(contactAddresses.createdAt), asc(contactAddresses.email));
  return rows.map((row) => row.email);
}

/** The survivor's one audit entry of a merge, whichever two it merged. */
const auditMerge = (
  tx: DbOrTransaction,
  actor: StaffMember,
  survivorId: string,
  now: Date,
  entry: Pick<AuditEntry, "summary" | "details">,
) => audit(tx, actor, now, { action: "contact.merge", subjectType: "contact", subjectId: survivorId, ...entry });

/**
 * Merges one contact into another (decision 046), in one transaction under the two rows'
 * locks: every enquiry, call, application, note, follow-up, reply, e-mail, other address and
 * earlier merge moves to the survivor; the merged contact's addresses stay the survivor's other
 * addresses; the survivor keeps its own fields unless empty; the merged contact is deleted. The
 * merge keeps what its undo needs, and the survivor gets one audit entry.
 */
export async function mergeContacts(
  tx: DbOrTransaction,
  actor: StaffMember,
  pair: PairRef,
  survivorId: string,
  now: Date,
): Promise<{ survivorId: string; mergeId: string; droppedFiles: string[] }> {
  if ("applicationId" in pair)
    return { ...(await mergeApplicationPerson(tx, actor, pair, survivorId, now)), droppedFiles: [] };
  const { contactId, otherContactId } = pair;
  if (contactId === otherContactId) throw new RefusedError("A contact cannot be merged with itself.");
  if (survivorId !== contactId && survivorId !== otherContactId)
    throw new RefusedError("Please choose which of the two contacts to keep.");
  const locked = await lockedContacts(tx, [contactId, otherContactId]);
  for (const id of locked.keys()) await requireContactAccess(tx, actor, id, "manage");
  const survivor = locked.get(survivorId)!;
  const merged = locked.get(survivorId === contactId ? otherContactId : contactId)!;
  const before = survivorFields(survivor);
  const { mailboxKey: _m, phoneKey: _p, nameKey: _n, ...mergedRow } = merged;
  const [merge] = await tx
    .insert(contactMerges)
    .values({
      survivorId,
      mergedContactId: merged.id,
      mergedRow: JSON.parse(JSON.stringify(mergedRow)) as Record<string, unknown>,
      survivorBefore: JSON.parse(JSON.stringify(before)) as Record<string, unknown>,
      moved: {},
      actorId: actor.id,
      actorName: actor.name || actor.email,
      createdAt: now,
    })
    .returning({ id: contactMerges.id });
  const moved: Record<string, string[]> = {};
  for (const entry of movedTables) {
    const ids = await entry.rows.move(tx, merged.id, survivorId);
    // The merge just written is the survivor's already; it is not one moved.
    if (ids.length > 0) moved[entry.name] = ids;
  }
  // What is left of the merged contact's are the messages the survivor also holds: they go with it.
  const droppedFiles = await keptAttachmentsOf(tx, [merged.id]);
  await tx.delete(contacts).where(eq(contacts.id, merged.id));
  // The merged contact's own address, now the survivor's other address (the undo takes it off).
  await tx.insert(contactAddresses).values({
    contactId: survivorId,
    email: merged.email,
    emailKey: merged.emailKey,
    mergeId: merge!.id,
    createdAt: now,
  });
  await tx
    .update(contacts)
    .set({ ...mergedFields(survivor, merged), updatedAt: now })
    .where(eq(contacts.id, survivorId));
  await tx.update(contactMerges).set({ moved }).where(eq(contactMerges.id, merge!.id));
  await auditMerge(tx, actor, survivorId, now, {
    summary: `Merged ${nameOf(merged)} into ${nameOf(survivor)}.`,
    details: { mergeId: merge!.id, mergedContactId: merged.id },
  });
  return { survivorId, mergeId: merge!.id, droppedFiles };
}

/**
 * The person of an application linked to no contact, merged into a contact: the application and
 * the address's other applications linked to nobody are linked to it, and the address kept as one
 * of its other addresses, and its phone kept when the contact has none. Hiring's records stay hiring's.
 */
async function mergeApplicationPerson(
  tx: DbOrTransaction,
  actor: StaffMember,
  pair: { contactId: string; applicationId: string },
  survivorId: string,
  now: Date,
): Promise<{ survivorId: string; mergeId: string }> {
  if (survivorId !== pair.contactId) throw new RefusedError("An application's person is merged into the contact.");
  if (!isUuid(pair.applicationId)) throw new RefusedError("This application no longer exists.");
  const survivor = (await lockedContacts(tx, [pair.contactId])).get(pair.contactId)!;
  await requireContactAccess(tx, actor, survivor.id, "manage");
  const [application] = await tx
    .select({ id: applications.id, name: applications.fullName, ...pickColumns(applications, "reference", "phone") })
    .from(applications)
    .where(eq(applications.id, pair.applicationId))
    .for("update");
  if (!application) throw new RefusedError("This application no longer exists.");
  const linked = await candidateApplications(tx, application.id);
  if (!linked) throw new RefusedError("This application is linked to a contact already.");
  const holder = await contactOfAddress(tx, linked.email);
  if (holder !== null && holder !== survivor.id)
    throw new RefusedError("This application's address is another contact's: merge the two contacts first.");
  const [merge] = await tx
    .insert(contactMerges)
    .values({
      survivorId: survivor.id,
      mergedContactId: null,
      mergedRow: null,
      survivorBefore: JSON.parse(JSON.stringify(survivorFields(survivor))) as Record<string, unknown>,
      moved: { applications: linked.ids },
      actorId: actor.id,
      actorName: actor.name || actor.email,
      createdAt: now,
    })
    .returning({ id: contactMerges.id });
  await linkApplications(tx, linked.ids, survivor.id);
  if (holder === null)
    await tx.insert(contactAddresses).values({
      contactId: survivor.id,
      email: linked.email,
      emailKey: contactKeyOf(linked.email),
      mergeId: merge!.id,
      createdAt: now,
    });
  // As a merge of two contacts: the contact's phone unless it has none (the undo puts it back).
  await tx
    .update(contacts)
    .set({ phone: survivor.phone || application.phone, updatedAt: now, lastActivityAt: now })
    .where(eq(contacts.id, survivor.id));
  await auditMerge(tx, actor, survivor.id, now, {
    summary: `Merged ${application.name} (application ${application.reference}) into ${nameOf(survivor)}.`,
    details: { mergeId: merge!.id, applicationIds: linked.ids },
  });
  return { survivorId: survivor.id, mergeId: merge!.id };
}
