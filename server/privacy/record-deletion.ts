import type { Db, DbOrTransaction } from "../db/db";
import { keepLeadsAnonymously } from "../analytics/leads";
import { deleteBookings as deleteBookingRows } from "../bookings/booking-deletion";
import { deleteEnquiries as deleteEnquiryRows } from "../enquiries/enquiry-deletion";
import { aboutBooking } from "../outbox/about";
import { deleteEmailsAbout } from "../outbox/outbox-deletion";

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
  await deleteEnquiryRows(tx, ids);
}

/**
 * Deletes bookings and the reminders queued about them; their manage links go with them
 * (cascade), and the bookings' trigger queues the removal of each call from its consultant's
 * calendar (server/db/schema/bookings.ts). Answers how many e-mails went.
 */
export async function deleteBookings(
  tx: DbOrTransaction,
  ids: string[],
  { person }: DeletedLeadsOf = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  await keepLeadsAnonymously(tx, { bookingIds: ids, person });
  const emails = await deleteEmailsAbout(tx, ids.map(aboutBooking));
  await deleteBookingRows(tx, ids);
  return emails;
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
