import { inArray, lt, sql } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/db";
import { contactAddresses, contactImportRows, contactImports, contactMerges, contacts } from "../db/schema";

/*
 * What privacy deletes of the sales desk's records: a person's contacts on erasure, and the merges and
 * imports whose keeping is over (server/privacy/erasure.ts, retention.ts).
 */

/**
 * Deletes contacts; their notes, tasks, replies, e-mails, other addresses and merges go with them
 * (cascade). A merge undone since, kept on the contact it was merged into, holds their row too: it goes.
 */
export async function eraseContacts(tx: DbOrTransaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(contactMerges).where(inArray(contactMerges.mergedContactId, ids));
  await tx.delete(contacts).where(inArray(contacts.id, ids));
}

/** Deletes the rows of contact imports that named any of these addresses (lower case), with the file's cells. */
export async function eraseImportRowsOf(tx: DbOrTransaction, keys: string[]): Promise<void> {
  await tx.delete(contactImportRows).where(inArray(sql`lower(${contactImportRows.email})`, keys));
}

/**
 * Deletes the merges made before `cutoff`: their undo is long past. The addresses a merge kept stay
 * the survivor's: only its undo takes them off (merge_id cascades). Answers how many went.
 */
export async function deleteMergesBefore(db: Db, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = lt(contactMerges.createdAt, cutoff);
    await tx
      .update(contactAddresses)
      .set({ mergeId: null })
      .where(inArray(contactAddresses.mergeId, tx.select({ id: contactMerges.id }).from(contactMerges).where(expired)));
    const deleted = await tx.delete(contactMerges).where(expired).returning({ id: contactMerges.id });
    return deleted.length;
  });
}

/**
 * Deletes the imports that ended before `cutoff`; their files went when they ended, their rows go
 * with them (cascade), and the contacts they made keep their origin. Answers how many went.
 */
export async function deleteImportsEndedBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(contactImports)
    .where(lt(contactImports.finishedAt, cutoff))
    .returning({ id: contactImports.id });
  return deleted.length;
}
