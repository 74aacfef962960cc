import { and, count, eq, inArray } from "drizzle-orm";

import type { OutboxEmailView } from "../../contracts/outbox";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db } from "../db/db";
import { outboxEmails } from "../db/schema";
import { cursorTimeOf, isUuid, newestFirst, olderThan, pageOf, type Cursor, type Page } from "../kernel/lists/keyset";
import { audit, type Actor } from "../kernel/audit/audit";

/** What the back office shows of an e-mail: never its body, which may quote a visitor. */
const columns = {
  id: outboxEmails.id,
  kind: outboxEmails.kind,
  toName: outboxEmails.toName,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  nextAttemptAt: outboxEmails.nextAttemptAt,
  lastError: outboxEmails.lastError,
  createdAt: outboxEmails.createdAt,
};

/** E-mails that failed for good or are still waiting to go, newest first, a page at a time. */
export async function listOutboxProblems(
  db: Db,
  { after, limit = 50 }: { after?: Cursor | undefined; limit?: number },
): Promise<Page<OutboxEmailView>> {
  const rows = await db
    .select({ ...columns, cursorAt: cursorTimeOf(outboxEmails.createdAt) })
    .from(outboxEmails)
    .where(
      and(
        inArray(outboxEmails.status, ["pending", "failed"]),
        olderThan(outboxEmails.createdAt, outboxEmails.id, after),
      ),
    )
    .orderBy(...newestFirst(outboxEmails.createdAt, outboxEmails.id))
    .limit(limit + 1);
  return pageOf(rows as (OutboxEmailView & { cursorAt: string })[], limit);
}

export class OutboxRetryError extends RefusedError {}

/**
 * Puts an e-mail the worker gave up on back in line at once. The attempts so far are kept,
 * so the log still tells how often it failed. Only failed e-mails: a waiting one may be in
 * the middle of being sent (the worker leases it by moving its next attempt), and pulling
 * its next attempt forward would let a second run send it again. It is tried again by itself.
 */
export async function retryEmail(db: Db, actor: Actor, emailId: string, now: Date): Promise<void> {
  if (!isUuid(emailId)) throw new OutboxRetryError("This e-mail does not exist.");
  await db.transaction(async (tx) => {
    const [email] = await tx.select(columns).from(outboxEmails).where(eq(outboxEmails.id, emailId)).for("update");
    if (!email) throw new OutboxRetryError("This e-mail does not exist.");
    if (email.status === "sent") throw new OutboxRetryError("This e-mail has already been sent.");
    if (email.status === "pending") {
      throw new OutboxRetryError(
        "This e-mail is still in line: the outbox tries it again by itself at its next attempt.",
      );
    }
    await tx.update(outboxEmails).set({ status: "pending", nextAttemptAt: now }).where(eq(outboxEmails.id, emailId));
    await audit(tx, actor, now, {
      action: "outbox.retry",
      subjectType: "outbox-email",
      subjectId: emailId,
      summary: `Retried the e-mail "${email.subject}" to ${email.toAddress} (${email.status}, ${email.attempts} attempts so far).`,
      details: { kind: email.kind, status: email.status, attempts: email.attempts },
    });
  });
}

/** E-mails that failed for good and wait for someone to retry them. */
export async function countFailedEmails(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(outboxEmails).where(eq(outboxEmails.status, "failed"));
  return row?.count ?? 0;
}
