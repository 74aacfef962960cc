import { and, eq, inArray } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/db";
import { auditLog, bookings, enquiries, outboxEmails } from "../db/schema";
import { keepLeadsAnonymously } from "../analytics/leads";
import { aboutBooking } from "../outbox/about";

/*
 * Deleting a person's enquiries and bookings, one way for erasure on request (erasure.ts) and for
 * the end of their retention period (retention.ts), so both leave the same nothing behind: each
 * lead among them stays in the reports as an anonymous count (decision 073).
 */

/** Whose leads are deleted: one key per erased person; none at the end of a retention period. */
export type DeletedLeadsOf = { person?: string };

/** Deletes enquiries; their notes and replies go with them (cascade). Their e-mails are the caller's to choose. */
export async function deleteEnquiries(tx: DbOrTransaction, ids: string[], { person }: DeletedLeadsOf = {}) {
  if (ids.length === 0) return;
  await keepLeadsAnonymously(tx, { enquiryIds: ids, person });
  await tx.delete(enquiries).where(inArray(enquiries.id, ids));
}

/**
 * Deletes bookings and the reminders queued about them; their manage links go with them
 * (cascade), and the bookings' trigger queues the removal of each call from its consultant's
 * calendar (migration 0030). Answers how many e-mails went.
 */
export async function deleteBookings(
  tx: DbOrTransaction,
  ids: string[],
  { person }: DeletedLeadsOf = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  await keepLeadsAnonymously(tx, { bookingIds: ids, person });
  const emails = await tx
    .delete(outboxEmails)
    .where(inArray(outboxEmails.about, ids.map(aboutBooking)))
    .returning({ id: outboxEmails.id });
  await tx.delete(bookings).where(inArray(bookings.id, ids));
  return emails.length;
}

/**
 * Audit entries about deleted records keep what was done and by whom but lose their wording and
 * details, which may name the person.
 */
export async function blankAuditEntries(tx: DbOrTransaction, subjectType: string, ids: string[], summary: string) {
  if (ids.length === 0) return;
  await tx
    .update(auditLog)
    .set({ summary, details: {} })
    .where(and(eq(auditLog.subjectType, subjectType), inArray(auditLog.subjectId, ids)));
}

/** How many rows one transaction of the retention task takes. */
export const retentionBatchSize = 200;

/**
 * Runs `takeBatch` in a transaction of its own until one takes fewer than `retentionBatchSize`
 * rows: each takes its rows with SKIP LOCKED, so two servers running the task share the work.
 */
export async function inBatches(db: Db, takeBatch: (tx: DbOrTransaction) => Promise<number>): Promise<void> {
  for (;;) {
    const taken = await db.transaction(takeBatch);
    if (taken < retentionBatchSize) return;
  }
}
