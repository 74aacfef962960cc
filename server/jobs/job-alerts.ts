import { subDays } from "date-fns";
import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";

import type { JobAlertRequest } from "../../domain/jobs/job-alert-request";
import { confirmationExpired, unconfirmedBefore } from "../../domain/privacy/double-opt-in";
import type { JobAlertRecipientView, JobAlertView } from "../../contracts/jobs";
import { isUniqueViolation } from "../db/errors";
import type { Db, DbOrTransaction } from "../db/db";
import { jobAlertEmails, jobAlertRecipients, jobAlertSubscriptions } from "../db/schema";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/requests/idempotency";
import { canonicalMailbox } from "../kernel/mailboxes/canonical-mailbox";
import { aboutJobAlert } from "../outbox/about";
import { jobAlertConfirmationEmail, type JobAlertMailSettings } from "./job-alert-emails";
import { queueEmails } from "../outbox/mail-outbox";
import { deleteEmailsAbout } from "../outbox/outbox-deletion";
import { lockMailbox, countForMailbox } from "../kernel/mailboxes/mailbox-caps";
import { sameAddress } from "../kernel/mailboxes/same-address";
import { newToken, tokenHash } from "../kernel/secrets/tokens";

/**
 * Job-alert subscriptions from the careers page to "unsubscribe" (docs/decisions/015-job-alerts.md).
 * Every request is answered alike, whatever the address has asked before: nothing here tells
 * a stranger whether an address subscribes.
 */

/**
 * Confirmation e-mails one mailbox may be sent in a day, however many clients ask and however
 * the address is spelt (server/kernel/mailboxes/canonical-mailbox.ts): the rate limit counts per client,
 * and this keeps the form from flooding someone else's inbox.
 */
export const confirmationsPerAddressPerDay = 5;

const subscriptions = jobAlertSubscriptions;
const recipients = jobAlertRecipients;

/** Subscriptions asked for since `since` whose address reaches `mailbox`, however spelt. */
const requestsForMailboxSince = (tx: DbOrTransaction, mailbox: string, since: Date) =>
  countForMailbox(
    tx,
    { table: subscriptions, email: subscriptions.email, where: gt(subscriptions.createdAt, since) },
    mailbox,
  );

/**
 * Saves a pending subscription and queues its confirmation e-mail, in one transaction. The same
 * address and search again is a new pending subscription with its own link (both links work; the
 * confirmed ones are joined), so a visitor who subscribes twice sees the same as one who did once.
 * Past the daily cap for the mailbox nothing is written, and the answer is the same.
 */
export async function requestJobAlert(
  db: Db,
  request: JobAlertRequest,
  { now, mail, idempotency }: { now: Date; mail: JobAlertMailSettings; idempotency?: IdempotencyClaim | undefined },
): Promise<{ queuedEmailIds: string[] }> {
  return db.transaction(async (tx) => {
    if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 202, data: {} }, now);
    const mailbox = canonicalMailbox(request.email);
    await lockMailbox(tx, mailbox);
    if ((await requestsForMailboxSince(tx, mailbox, subDays(now, 1))) >= confirmationsPerAddressPerDay) {
      return { queuedEmailIds: [] };
    }
    const token = newToken();
    const [row] = await tx
      .insert(subscriptions)
      .values({
        ...request,
        noticeVersion: request.noticeVersion ?? null,
        noticeLanguage: request.noticeLanguage ?? null,
        confirmTokenHash: tokenHash(token),
        createdAt: now,
      })
      .returning({ id: subscriptions.id });
    const queuedEmailIds = await queueEmails(
      tx,
      [jobAlertConfirmationEmail({ id: row!.id, email: request.email }, token, mail)],
      now,
    );
    return { queuedEmailIds };
  });
}

const viewColumns = {
  id: subscriptions.id,
  email: subscriptions.email,
  keyword: subscriptions.keyword,
  location: subscriptions.location,
  status: subscriptions.status,
  createdAt: subscriptions.createdAt,
};

type ViewRow = {
  id: string;
  email: string;
  keyword: string;
  location: JobAlertView["location"];
  status: JobAlertView["status"];
  createdAt: Date;
};

const toView = ({ email, keyword, location, status }: ViewRow): JobAlertView => ({ email, keyword, location, status });

/** A pending subscription's link works for a week; a confirmed one's keeps saying so. */
const isExpired = (row: ViewRow, now: Date) => row.status === "pending" && confirmationExpired(row.createdAt, now);

const byConfirmToken = (db: DbOrTransaction, token: string) =>
  db
    .select(viewColumns)
    .from(subscriptions)
    .where(eq(subscriptions.confirmTokenHash, tokenHash(token)));

/** Deletes a subscription and the e-mail about it (its confirmation), if still in the outbox. */
async function deleteSubscription(tx: DbOrTransaction, id: string) {
  await deleteEmailsAbout(tx, [aboutJobAlert(id)]);
  await tx.delete(subscriptions).where(eq(subscriptions.id, id));
}

export async function findConfirmation(db: Db, token: string, now: Date): Promise<JobAlertView | undefined> {
  const [row] = await byConfirmToken(db, token);
  return row && !isExpired(row, now) ? toView(row) : undefined;
}

async function confirmOnce(db: Db, token: string, now: Date): Promise<JobAlertView | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await byConfirmToken(tx, token).for("update");
    if (!row || isExpired(row, now)) return undefined;
    if (row.status === "confirmed") return toView(row);
    const [same] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.status, "confirmed"),
          sameAddress(subscriptions.email, row.email),
          sql`lower(${subscriptions.keyword}) = ${row.keyword.toLowerCase()}`,
          eq(subscriptions.location, row.location),
        ),
      );
    // The address already follows this search: the earlier subscription stays, with its history,
    // and takes over this link, which then says the alerts are on (the older link stops working).
    if (same) {
      await deleteSubscription(tx, row.id);
      await tx
        .update(subscriptions)
        .set({ confirmTokenHash: tokenHash(token) })
        .where(eq(subscriptions.id, same.id));
    } else {
      await tx.update(subscriptions).set({ status: "confirmed", confirmedAt: now }).where(eq(subscriptions.id, row.id));
      await tx
        .insert(recipients)
        .values({ email: row.email.toLowerCase(), createdAt: now })
        .onConflictDoNothing({ target: recipients.email });
    }
    return toView({ ...row, status: "confirmed" });
  });
}

/**
 * Confirms the subscription the link belongs to; undefined for a wrong or expired link. Two
 * links for one address and search confirmed at the same moment meet on the unique index:
 * the second then finds the first confirmed and joins it.
 */
export async function confirmJobAlert(db: Db, token: string, now: Date): Promise<JobAlertView | undefined> {
  try {
    return await confirmOnce(db, token, now);
  } catch (error) {
    if (!isUniqueViolation(error, "job_alert_subscriptions_confirmed_search_idx")) throw error;
    return confirmOnce(db, token, now);
  }
}

/** The address an alert e-mail's unsubscribe link belongs to, while it has alerts. */
const recipientOf = (db: DbOrTransaction, token: string) =>
  db
    .select({ id: recipients.id, email: recipients.email })
    .from(recipients)
    .innerJoin(jobAlertEmails, eq(jobAlertEmails.recipientId, recipients.id))
    .where(eq(jobAlertEmails.unsubscribeTokenHash, tokenHash(token)));

const confirmedSearchesOf = (db: DbOrTransaction, email: string) =>
  db
    .select({ email: subscriptions.email, keyword: subscriptions.keyword, location: subscriptions.location })
    .from(subscriptions)
    .where(and(sameAddress(subscriptions.email, email), eq(subscriptions.status, "confirmed")))
    .orderBy(subscriptions.confirmedAt, subscriptions.keyword, subscriptions.location);

async function recipientView(db: DbOrTransaction, email: string): Promise<JobAlertRecipientView> {
  const searches = await confirmedSearchesOf(db, email);
  return {
    email: searches.at(-1)?.email ?? email,
    searches: searches.map(({ keyword, location }) => ({ keyword, location })),
  };
}

export async function findByUnsubscribeToken(db: Db, token: string): Promise<JobAlertRecipientView | undefined> {
  const [recipient] = await recipientOf(db, token);
  return recipient ? recipientView(db, recipient.email) : undefined;
}

/**
 * Ends every job alert of the address an alert e-mail's link belongs to, as a mail program's
 * "unsubscribe" means: its searches, pending ones too, its alert history and every e-mail about
 * them still in the outbox. Nothing of it is kept, so a second use of any of its links finds
 * nothing (undefined), as a wrong link does.
 */
export async function unsubscribeJobAlerts(db: Db, token: string): Promise<JobAlertRecipientView | undefined> {
  return db.transaction(async (tx) => {
    const [recipient] = await recipientOf(tx, token).for("update", { of: recipients });
    if (!recipient) return undefined;
    const view = await recipientView(tx, recipient.email);
    await endJobAlerts(tx, recipient.email);
    return view;
  });
}

/**
 * Ends every job alert of an address, in the caller's transaction: its searches, pending ones too,
 * its alert history (the recipient, with its unsubscribe links) and every e-mail about them still in
 * the outbox. The unsubscribe link uses it, and so does a person's own data page (decision 065).
 * Answers how many searches ended.
 */
export async function endJobAlerts(tx: DbOrTransaction, email: string): Promise<number> {
  const ended = await tx
    .delete(subscriptions)
    .where(sameAddress(subscriptions.email, email))
    .returning({ id: subscriptions.id });
  const gone = await tx.delete(recipients).where(sameAddress(recipients.email, email)).returning({ id: recipients.id });
  await deleteEmailsAbout(
    tx,
    [...gone, ...ended].map((row) => aboutJobAlert(row.id)),
  );
  return ended.length;
}

/**
 * Deletes these subscriptions and recipients, for an erasure (server/privacy/erasure.ts): the alert
 * history and unsubscribe links go with the recipient (cascade); the e-mails are the caller's.
 */
export async function eraseJobAlerts(
  tx: DbOrTransaction,
  { subscriptionIds, recipientIds }: { subscriptionIds: string[]; recipientIds: string[] },
): Promise<void> {
  if (subscriptionIds.length > 0) await tx.delete(subscriptions).where(inArray(subscriptions.id, subscriptionIds));
  if (recipientIds.length > 0) await tx.delete(recipients).where(inArray(recipients.id, recipientIds));
}

/**
 * Deletes the subscriptions nobody confirmed within the link's week, with their confirmation
 * e-mails: the address was only a stranger's word. Part of the retention task's hourly run.
 */
export async function deleteUnconfirmedJobAlerts(
  db: Db,
  now: Date,
): Promise<{ subscriptions: number; emails: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .delete(subscriptions)
      .where(and(eq(subscriptions.status, "pending"), lte(subscriptions.createdAt, unconfirmedBefore(now))))
      .returning({ id: subscriptions.id });
    if (expired.length === 0) return { subscriptions: 0, emails: 0 };
    const emails = await deleteEmailsAbout(
      tx,
      expired.map((row) => aboutJobAlert(row.id)),
    );
    return { subscriptions: expired.length, emails };
  });
}
