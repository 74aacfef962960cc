import { and, eq, gte, inArray, like, lt, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { DbOrTransaction } from "../db/db";
import { outboxEmails } from "../db/schema";

/*
 * The e-mails that leave the outbox unsent or are deleted after sending, each way the areas ask for: a
 * change withdraws what it had queued, a record deleted (erasure, retention, unsubscribing) takes the
 * e-mails about it, and the e-mails sent long ago go.
 */

/**
 * Withdraws the e-mails about these records (about.ts) of a kind (a LIKE pattern, e.g.
 * "booking.reminder-%") still waiting to go. With `unclaimedAt`, only those the worker has not
 * claimed: it claims one by adding an attempt under a row lock, and takes it once due. Answers their ids.
 */
export async function withdrawPendingEmails(
  tx: DbOrTransaction,
  { about, kind, unclaimedAt }: { about: string[]; kind: string; unclaimedAt?: Date },
): Promise<string[]> {
  if (about.length === 0) return [];
  const withdrawn = await tx
    .delete(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.about, about),
        like(outboxEmails.kind, kind),
        eq(outboxEmails.status, "pending"),
        unclaimedAt ? and(eq(outboxEmails.attempts, 0), gte(outboxEmails.nextAttemptAt, unclaimedAt)) : undefined,
      ),
    )
    .returning({ id: outboxEmails.id });
  return withdrawn.map((row) => row.id);
}

/** Deletes every e-mail about these records (about.ts), sent or not; answers how many. */
export async function deleteEmailsAbout(tx: DbOrTransaction, about: string[]): Promise<number> {
  if (about.length === 0) return 0;
  const deleted = await tx
    .delete(outboxEmails)
    .where(inArray(outboxEmails.about, about))
    .returning({ id: outboxEmails.id });
  return deleted.length;
}

/** Deletes these e-mails, sent or not; answers how many. */
export async function deleteEmails(tx: DbOrTransaction, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const deleted = await tx.delete(outboxEmails).where(inArray(outboxEmails.id, ids)).returning({ id: outboxEmails.id });
  return deleted.length;
}

/**
 * Deletes the e-mails of a kind (a prefix, e.g. "enquiry.") queued before `queuedBefore` to or with
 * a reply-to of any of these addresses (lower case); answers how many.
 */
export async function deleteEmailsWithAddresses(
  tx: DbOrTransaction,
  { kindPrefix, addresses, queuedBefore }: { kindPrefix: string; addresses: string[]; queuedBefore: Date },
): Promise<number> {
  const anyOf = (column: PgColumn) => inArray(sql`lower(${column})`, addresses);
  const deleted = await tx
    .delete(outboxEmails)
    .where(
      and(
        like(outboxEmails.kind, `${kindPrefix}%`),
        lt(outboxEmails.createdAt, queuedBefore),
        or(anyOf(outboxEmails.toAddress), anyOf(outboxEmails.replyToAddress)),
      ),
    )
    .returning({ id: outboxEmails.id });
  return deleted.length;
}

/** Deletes the e-mails sent before `sentBefore`; answers how many. */
export async function deleteSentEmails(tx: DbOrTransaction, sentBefore: Date): Promise<number> {
  const deleted = await tx
    .delete(outboxEmails)
    .where(and(eq(outboxEmails.status, "sent"), lt(outboxEmails.sentAt, sentBefore)))
    .returning({ id: outboxEmails.id });
  return deleted.length;
}
