import { subMonths } from "date-fns";
import { and, asc, count, eq, inArray, lte, or, sql } from "drizzle-orm";

import { unsubscribedKeepMonths } from "../../domain/newsletter/newsletter";
import { unconfirmedBefore } from "../../domain/privacy/double-opt-in";
import type { Db, DbOrTransaction } from "../db/db";
import { newsletterDeliveries, newsletterSubscribers } from "../db/schema";
import { aboutNewsletter } from "../outbox/about";
import { deleteEmailsAbout } from "../outbox/outbox-deletion";

/*
 * What the privacy area asks of the newsletter's subscribers (decision 077): a person's rows by
 * their addresses, for their own page, its "stop" and erasure, and what retention deletes.
 */

const subscribers = newsletterSubscribers;

/** The rows under any of these addresses (lower case), in any case. */
const ofAddresses = (keys: string[]) => inArray(sql`lower(${subscribers.email})`, keys);

/**
 * Deletes sign-ups and subscribers (their e-mails' links go with them), and the e-mails about them
 * still in the outbox; answers how many of those e-mails went.
 */
export async function deleteSubscribers(tx: DbOrTransaction, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const emails = await deleteEmailsAbout(tx, ids.map(aboutNewsletter));
  await tx.delete(subscribers).where(inArray(subscribers.id, ids));
  return emails;
}

/**
 * Stops the newsletter for these addresses (lower case), in the caller's transaction: a
 * subscribed row becomes unsubscribed, pending sign-ups are deleted, with every e-mail about them
 * still in the outbox. The unsubscribe link uses it, and so does a person's own data page.
 * Answers how many sign-ups and subscriptions it stopped.
 */
export async function stopNewsletter(tx: DbOrTransaction, addresses: string[], now: Date): Promise<number> {
  const pending = await tx
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(ofAddresses(addresses), eq(subscribers.state, "pending")));
  await deleteSubscribers(
    tx,
    pending.map((row) => row.id),
  );
  const stopped = await tx
    .update(subscribers)
    .set({ state: "unsubscribed", unsubscribedAt: now })
    .where(and(ofAddresses(addresses), eq(subscribers.state, "subscribed")))
    .returning({ id: subscribers.id });
  await deleteEmailsAbout(
    tx,
    stopped.map((row) => aboutNewsletter(row.id)),
  );
  return pending.length + stopped.length;
}

/** The person's sign-ups and subscriptions, by id. */
export const newsletterRowsOf = (db: DbOrTransaction, keys: string[]) =>
  db.select({ id: subscribers.id }).from(subscribers).where(ofAddresses(keys));

/** The person's rows as their own page shows them, oldest first, with how many newsletters reached each. */
export async function ownNewsletterRows(db: DbOrTransaction, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      state: subscribers.state,
      topics: subscribers.topics,
      noticeVersion: subscribers.noticeVersion,
      noticeLanguage: subscribers.noticeLanguage,
      createdAt: subscribers.createdAt,
      confirmedAt: subscribers.confirmedAt,
      consentSource: subscribers.consentSource,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .where(inArray(subscribers.id, ids))
    .orderBy(asc(subscribers.createdAt));
  const sent = await db
    .select({ subscriberId: newsletterDeliveries.subscriberId, count: count() })
    .from(newsletterDeliveries)
    .where(and(inArray(newsletterDeliveries.subscriberId, ids), eq(newsletterDeliveries.state, "delivered")))
    .groupBy(newsletterDeliveries.subscriberId);
  return rows.map(({ id, ...row }) => ({
    ...row,
    newslettersSent: sent.find((counted) => counted.subscriberId === id)?.count ?? 0,
  }));
}

/** Whether the person has anything the newsletter's "stop" would stop: a sign-up or a subscription. */
export async function newsletterToStop(db: DbOrTransaction, keys: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: subscribers.id })
    .from(subscribers)
    .where(and(ofAddresses(keys), inArray(subscribers.state, ["pending", "subscribed"])))
    .limit(1);
  return row !== undefined;
}

/**
 * Deletes the sign-ups nobody confirmed within the link's days, and the addresses that unsubscribed
 * longer ago than the record of their withdrawal is kept, with the e-mails about them still in the
 * outbox. Part of the retention task's hourly run; answers how many rows and e-mails went.
 */
export async function deleteExpiredNewsletterRows(db: Db, now: Date): Promise<{ subscribers: number; emails: number }> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(
        or(
          and(eq(subscribers.state, "pending"), lte(subscribers.createdAt, unconfirmedBefore(now))),
          and(
            eq(subscribers.state, "unsubscribed"),
            lte(subscribers.unsubscribedAt, subMonths(now, unsubscribedKeepMonths)),
          ),
        ),
      );
    const emails = await deleteSubscribers(
      tx,
      expired.map((row) => row.id),
    );
    return { subscribers: expired.length, emails };
  });
}
