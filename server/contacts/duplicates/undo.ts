import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from "drizzle-orm";

import type { ContactAliases, MergeRecord } from "../../../contracts/contact-duplicates";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import {
  applications,
  contactAddresses,
  contactImports,
  contactMerges,
  contacts,
  staffAccounts,
} from "../../db/schema";
import { isUuid } from "../../kernel/lists/keyset";
import { RefusedError } from "../../kernel/requests/outcome";
import { audit } from "../../kernel/audit/audit";
import { unlinkApplications } from "../../applications/contact-links";
import { requireContactAccess } from "../contact-access";
import { addressesOf, countWords, movedTables, type SurvivorFields } from "./merge";

/** How long a merge can be undone: a day, by the app's clock. */
export const undoHours = 24;

const undoSince = (now: Date) => new Date(now.getTime() - undoHours * 60 * 60_000);

/** A merge whose rows a later merge moved on (its survivor merged again): undo that one first. */
const movedOnByLater = (mergeId: string | SQL) =>
  sql`exists (select 1 from ${contactMerges} later where later.undone_at is null
    and coalesce(later.moved -> 'contact_merges', '[]'::jsonb) @> jsonb_build_array(${mergeId}::text))`;

const at = (value: unknown) => (typeof value === "string" ? new Date(value) : null);

/** The survivor's fields as the merge kept them (jsonb), as the table takes them. */
function fieldsOf(before: Record<string, unknown>): SurvivorFields {
  const fields = before as unknown as SurvivorFields;
  return {
    ...fields,
    doNotContactAt: at(before["doNotContactAt"]),
    lastActivityAt: at(before["lastActivityAt"]) ?? new Date(0),
  };
}

/** The merged contact's row as the merge kept it, with what it pointed at that still exists. */
async function mergedContactRow(tx: DbOrTransaction, row: Record<string, unknown>) {
  const restored = row as unknown as typeof contacts.$inferInsert;
  const ownerId = typeof row["ownerId"] === "string" ? row["ownerId"] : null;
  const importId = typeof row["importId"] === "string" ? row["importId"] : null;
  const [owner] = ownerId
    ? await tx.select({ id: staffAccounts.id }).from(staffAccounts).where(eq(staffAccounts.id, ownerId))
    : [];
  const [list] = importId
    ? await tx.select({ id: contactImports.id }).from(contactImports).where(eq(contactImports.id, importId))
    : [];
  return {
    ...restored,
    ownerId: owner?.id ?? null,
    importId: list?.id ?? null,
    createdAt: at(row["createdAt"])!,
    updatedAt: at(row["updatedAt"])!,
    lastActivityAt: at(row["lastActivityAt"])!,
    doNotContactAt: at(row["doNotContactAt"]),
  };
}

/** Why a merge can no longer be undone, in a plain sentence; null while it can be. */
async function undoRefusal(
  db: DbOrTransaction,
  merge: Pick<typeof contactMerges.$inferSelect, "id" | "undoneAt" | "createdAt">,
  now: Date,
): Promise<string | null> {
  if (merge.undoneAt) return "This merge was undone already.";
  if (merge.createdAt <= undoSince(now)) return "A merge can be undone within a day only, and this one is older.";
  const later = await db.execute<{ yes: boolean }>(sql`select ${movedOnByLater(merge.id)} as yes`);
  if ((later as unknown as { rows: { yes: boolean }[] }).rows[0]?.yes)
    return "This contact was merged again since: undo the later merge first.";
  return null;
}

/** The name a merge's other record had: the merged contact's, or the application's person's. */
async function mergedNameOf(db: DbOrTransaction, merge: typeof contactMerges.$inferSelect): Promise<string> {
  const row = merge.mergedRow;
  if (row) return `${String(row["firstName"] ?? "")} ${String(row["lastName"] ?? "")}`.trim() || String(row["email"]);
  const ids = merge.moved["applications"] ?? [];
  const [first] = ids.length
    ? await db.select({ name: applications.fullName }).from(applications).where(inArray(applications.id, ids)).limit(1)
    : [];
  return first ? `${first.name} (an application)` : "An application's person";
}

/** One merge as its page shows it, with why it can no longer be undone (null while it can). */
export async function mergeRecord(db: DbOrTransaction, mergeId: string, now: Date): Promise<MergeRecord | undefined> {
  if (!isUuid(mergeId)) return undefined;
  const [merge] = await db.select().from(contactMerges).where(eq(contactMerges.id, mergeId));
  if (!merge) return undefined;
  const [survivor] = await db
    .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.id, merge.survivorId));
  return {
    id: merge.id,
    survivorId: merge.survivorId,
    survivorName: survivor ? `${survivor.firstName} ${survivor.lastName}`.trim() || survivor.email : "",
    mergedName: await mergedNameOf(db, merge),
    at: merge.createdAt,
    by: merge.actorName,
    undoneAt: merge.undoneAt,
    moved: Object.entries(merge.moved).map(([table, ids]) => countWords(table, ids.length)),
    refusal: await undoRefusal(db, merge, now),
  };
}

/**
 * Undoes a merge of the last day (decision 046), in one transaction under the merge's and the
 * survivor's locks: the merged contact comes back with its old id and row, exactly the rows the
 * merge moved go back (those still on the survivor), the survivor's fields are put back, and the
 * addresses the merge added are taken off. A merge of an application's person unlinks its
 * applications. Refused after a day, once undone, or when a later merge moved it on.
 */
export async function undoMerge(
  tx: DbOrTransaction,
  actor: StaffMember,
  mergeId: string,
  now: Date,
): Promise<{ survivorId: string }> {
  if (!isUuid(mergeId)) throw new RefusedError("There is no such merge.");
  const [merge] = await tx.select().from(contactMerges).where(eq(contactMerges.id, mergeId)).for("update");
  if (!merge) throw new RefusedError("There is no such merge.");
  await requireContactAccess(tx, actor, merge.survivorId, "manage");
  const refusal = await undoRefusal(tx, merge, now);
  if (refusal) throw new RefusedError(refusal);
  const [survivor] = await tx.select().from(contacts).where(eq(contacts.id, merge.survivorId)).for("update");
  // Its addresses first: the merged contact's own address is among them, and comes back as its own.
  await tx.delete(contactAddresses).where(eq(contactAddresses.mergeId, merge.id));
  const moved = merge.moved;
  const name = await mergedNameOf(tx, merge);
  if (merge.mergedContactId && merge.mergedRow) {
    const row = await mergedContactRow(tx, merge.mergedRow);
    const [taken] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.emailKey, String(row.emailKey)));
    if (taken)
      throw new RefusedError("The merged contact's address is another contact's now: the merge cannot be undone.");
    await tx.insert(contacts).values(row);
    for (const { name, rows } of movedTables) {
      const ids = moved[name] ?? [];
      if (ids.length > 0) await rows.moveBack(tx, ids, merge.survivorId, merge.mergedContactId);
    }
    await tx
      .update(contacts)
      .set({ ...fieldsOf(merge.survivorBefore), updatedAt: now })
      .where(eq(contacts.id, merge.survivorId));
  } else {
    const ids = moved["applications"] ?? [];
    if (ids.length > 0) await unlinkApplications(tx, ids, merge.survivorId);
    await tx
      .update(contacts)
      .set({ phone: fieldsOf(merge.survivorBefore).phone, updatedAt: now })
      .where(eq(contacts.id, merge.survivorId));
  }
  await tx.update(contactMerges).set({ undoneAt: now }).where(eq(contactMerges.id, merge.id));
  const survivorName = survivor ? `${survivor.firstName} ${survivor.lastName}`.trim() || survivor.email : "";
  await audit(tx, actor, now, {
    action: "contact.merge-undone",
    subjectType: "contact",
    subjectId: merge.survivorId,
    summary: `Undid the merge of ${name} into ${survivorName}.`,
    details: { mergeId: merge.id, mergedContactId: merge.mergedContactId },
  });
  return { survivorId: merge.survivorId };
}

/** A contact's other addresses and its merges of the last day that can still be undone. */
export async function aliasesOf(db: DbOrTransaction, contactId: string, now: Date): Promise<ContactAliases> {
  if (!isUuid(contactId)) return { addresses: [], undoable: [] };
  const merges = await db
    .select()
    .from(contactMerges)
    .where(
      and(
        eq(contactMerges.survivorId, contactId),
        isNull(contactMerges.undoneAt),
        gt(contactMerges.createdAt, undoSince(now)),
        sql`not ${movedOnByLater(sql`${contactMerges.id}`)}`,
      ),
    )
    .orderBy(desc(contactMerges.createdAt), asc(contactMerges.id));
  const undoable = [];
  for (const merge of merges)
    undoable.push({
      id: merge.id,
      mergedName: await mergedNameOf(db, merge),
      at: merge.createdAt,
      by: merge.actorName,
    });
  return { addresses: await addressesOf(db, contactId), undoable };
}
