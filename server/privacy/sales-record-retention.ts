import { and, eq, inArray, isNotNull, isNull, lt, notInArray, or } from "drizzle-orm";

import type { Db, DbOrTransaction } from "../db/db";
import { bookings, contacts, enquiries, enquiryReplies } from "../db/schema";
import { blankAuditEntries } from "../kernel/audit/audit";
import { deleteEmails, deleteEmailsWithAddresses } from "../outbox/outbox-deletion";
import { deleteBookings, deleteEnquiries, inBatches, retentionBatchSize } from "./record-deletion";

/*
 * The end of the sales desk's records (the privacy policy's "How long we keep your data";
 * domain/privacy/sales-retention.ts): enquiries received longer ago than their period, and
 * bookings whose call ended longer ago than theirs, go as an erasure deletes them
 * (record-deletion.ts). The contact they made stays: it is the sales desk's, and the person's
 * other records may still be kept.
 */

const expiredSummary = "Details deleted at the end of their retention period.";

/**
 * The e-mails a batch of records queued that are still in the outbox (delivered ones went after
 * 30 days; these are ones that failed or still wait): those of the records' kind ("enquiry.…",
 * "booking.…") to or from the records' addresses and queued before the cutoff. An e-mail that old
 * belongs to a record at least that old from the same address, which goes too; a newer record's
 * e-mails were queued after the cutoff and stay.
 */
async function deleteEmailsOfExpired(
  tx: DbOrTransaction,
  { kind, addresses, cutoff }: { kind: "enquiry" | "booking"; addresses: string[]; cutoff: Date },
) {
  const keys = [...new Set(addresses.map((address) => address.toLowerCase()))];
  return deleteEmailsWithAddresses(tx, { kindPrefix: `${kind}.`, addresses: keys, queuedBefore: cutoff });
}

/**
 * Deletes enquiries received before `cutoff`, a batch at a time with SKIP LOCKED (two servers
 * running the task share the work), with their notes and replies, their e-mails still in the
 * outbox, and the wording of audit entries about them.
 *
 * The policy keeps an enquiry longer when it "becomes a project, in which case the project
 * contract governs". The code has no projects; an enquiry becomes one when sales wins its
 * contact's deal (contacts.stage "won", domain/contacts/contacts.ts), so an enquiry whose contact
 * is won is kept, and goes only with an erasure. One with no contact (spam, or its contact erased
 * or merged away) follows the period.
 */
export async function deleteExpiredEnquiries(db: Db, cutoff: Date) {
  const deleted = { enquiries: 0, emails: 0 };
  const wonContacts = db.select({ id: contacts.id }).from(contacts).where(eq(contacts.stage, "won"));
  await inBatches(db, async (tx) => {
    const rows = await tx
      .select({ id: enquiries.id, email: enquiries.email })
      .from(enquiries)
      .where(
        and(
          lt(enquiries.createdAt, cutoff),
          or(isNull(enquiries.contactId), notInArray(enquiries.contactId, wonContacts)),
        ),
      )
      .limit(retentionBatchSize)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    // Replies sent from the enquiry's page, by the outbox row each names (however recent).
    const replies = await tx
      .select({ id: enquiryReplies.outboxEmailId })
      .from(enquiryReplies)
      .where(and(inArray(enquiryReplies.enquiryId, ids), isNotNull(enquiryReplies.outboxEmailId)));
    const replyIds = replies.flatMap((reply) => (reply.id ? [reply.id] : []));
    const replyEmails = await deleteEmails(tx, replyIds);
    const emails = await deleteEmailsOfExpired(tx, {
      kind: "enquiry",
      addresses: rows.map((row) => row.email),
      cutoff,
    });
    await deleteEnquiries(tx, ids);
    await blankAuditEntries(tx, "enquiry", ids, expiredSummary);
    deleted.enquiries += rows.length;
    deleted.emails += replyEmails + emails;
    return rows.length;
  });
  return deleted;
}

/**
 * Deletes bookings whose call ended before `cutoff` (cancelled ones too: the policy counts from
 * the date of the call), a batch at a time with SKIP LOCKED, with their manage links, their
 * e-mails still in the outbox and the wording of audit entries about them.
 */
export async function deleteExpiredBookings(db: Db, cutoff: Date) {
  const deleted = { bookings: 0, emails: 0 };
  await inBatches(db, async (tx) => {
    const rows = await tx
      .select({ id: bookings.id, email: bookings.email })
      .from(bookings)
      .where(lt(bookings.endsAt, cutoff))
      .limit(retentionBatchSize)
      .for("update", { skipLocked: true });
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    const emails = await deleteEmailsOfExpired(tx, {
      kind: "booking",
      addresses: rows.map((row) => row.email),
      cutoff,
    });
    const reminders = await deleteBookings(tx, ids);
    await blankAuditEntries(tx, "booking", ids, expiredSummary);
    deleted.bookings += rows.length;
    deleted.emails += emails + reminders;
    return rows.length;
  });
  return deleted;
}
