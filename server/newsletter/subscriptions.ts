import { and, eq, ne, sql } from "drizzle-orm";

import type { NewsletterSubscriptionView } from "../../contracts/newsletter";
import type { NewsletterTopic } from "../../domain/newsletter/newsletter";
import type { NewsletterSubscription } from "../../domain/newsletter/newsletter-request";
import { confirmationExpired } from "../../domain/privacy/double-opt-in";
import type { Db, DbOrTransaction } from "../db/db";
import { isUniqueViolation } from "../db/errors";
import { newsletterEmails, newsletters, newsletterSubscribers } from "../db/schema";
import { sameAddress } from "../kernel/mailboxes/same-address";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/requests/idempotency";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { queueEmails } from "../outbox/mail-outbox";
import { newsletterConfirmationEmail, newsletterWelcomeEmail, type NewsletterMailSettings } from "./newsletter-emails";
import { deleteSubscribers, stopNewsletter } from "./subscriber-records";

/**
 * Newsletter subscriptions, from the form to "unsubscribe" (docs/decisions/077-newsletter-subscriptions.md).
 * Every sign-up is answered alike, whatever the address has asked before: nothing here tells a
 * stranger whether an address subscribes.
 */

const subscribers = newsletterSubscribers;

/** What a subscription's pages show and its changes read, locked or not. */
const viewColumns = {
  id: subscribers.id,
  email: subscribers.email,
  topics: subscribers.topics,
  state: subscribers.state,
  createdAt: subscribers.createdAt,
  confirmTokenHash: subscribers.confirmTokenHash,
  noticeVersion: subscribers.noticeVersion,
  noticeLanguage: subscribers.noticeLanguage,
};

type Row = {
  id: string;
  email: string;
  topics: string[];
  state: NewsletterSubscriptionView["state"];
  createdAt: Date;
  confirmTokenHash: string;
  noticeVersion: string | null;
  noticeLanguage: string | null;
};

// The column holds only topics the schema let in (domain/newsletter/newsletter-request.ts).
const toView = ({ email, topics, state }: Row): NewsletterSubscriptionView => ({
  email,
  topics: topics as NewsletterTopic[],
  state,
});

/**
 * Saves a pending sign-up and queues its confirmation e-mail, in one transaction. The same address
 * again is a new pending sign-up with its own link (each works; confirming joins the address's
 * own row), so a visitor who subscribes twice, or who is subscribed already, sees the same as one
 * who never did. A suppressed address is written and sent nothing, with the same answer.
 */
export async function requestSubscription(
  db: Db,
  request: NewsletterSubscription,
  { now, mail, idempotency }: { now: Date; mail: NewsletterMailSettings; idempotency?: IdempotencyClaim | undefined },
): Promise<{ queuedEmailIds: string[] }> {
  return db.transaction(async (tx) => {
    if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 202, data: {} }, now);
    const [suppressed] = await tx
      .select({ id: subscribers.id })
      .from(subscribers)
      .where(and(sameAddress(subscribers.email, request.email), eq(subscribers.state, "suppressed")));
    if (suppressed) return { queuedEmailIds: [] };
    const token = newToken();
    const [row] = await tx
      .insert(subscribers)
      .values({
        email: request.email,
        topics: request.topics,
        noticeVersion: request.noticeVersion ?? null,
        noticeLanguage: request.noticeLanguage ?? null,
        confirmTokenHash: tokenHash(token),
        createdAt: now,
      })
      .returning({ id: subscribers.id });
    const queuedEmailIds = await queueEmails(
      tx,
      [newsletterConfirmationEmail({ id: row!.id, email: request.email }, token, mail)],
      now,
    );
    return { queuedEmailIds };
  });
}

const byConfirmToken = (db: DbOrTransaction, token: string) =>
  db
    .select(viewColumns)
    .from(subscribers)
    .where(eq(subscribers.confirmTokenHash, tokenHash(token)));

/**
 * What a confirmation link still does: a pending sign-up within the link's days can be confirmed,
 * and a subscribed address's link keeps saying so; an expired link, or one whose address has
 * unsubscribed or is suppressed since, does nothing.
 */
const linkWorks = (row: Row, now: Date) =>
  row.state === "subscribed" || (row.state === "pending" && !confirmationExpired(row.createdAt, now));

export async function findConfirmation(
  db: Db,
  token: string,
  now: Date,
): Promise<NewsletterSubscriptionView | undefined> {
  const [row] = await byConfirmToken(db, token);
  return row && linkWorks(row, now) ? toView(row) : undefined;
}

type Confirmed = { view: NewsletterSubscriptionView | undefined; queuedEmailIds: string[] };

async function confirmOnce(db: Db, token: string, now: Date, mail: NewsletterMailSettings): Promise<Confirmed> {
  return db.transaction(async (tx) => {
    const [row] = await byConfirmToken(tx, token).for("update");
    if (!row || !linkWorks(row, now)) return { view: undefined, queuedEmailIds: [] };
    if (row.state === "subscribed") return { view: toView(row), queuedEmailIds: [] };
    const [own] = await tx
      .select(viewColumns)
      .from(subscribers)
      .where(and(sameAddress(subscribers.email, row.email), ne(subscribers.state, "pending")))
      .for("update");
    // A suppressed address stays so, whatever its owner confirms: the sign-up goes, nothing is sent.
    if (own?.state === "suppressed") {
      await deleteSubscribers(tx, [row.id]);
      return { view: undefined, queuedEmailIds: [] };
    }
    const confirmed = {
      state: "subscribed" as const,
      topics: row.topics,
      confirmedAt: now,
      // Confirmed here: an address once imported (decision 077) now holds this consent, not the file's.
      consentSource: null,
      unsubscribedAt: null,
      confirmTokenHash: row.confirmTokenHash,
      noticeVersion: row.noticeVersion,
      noticeLanguage: row.noticeLanguage,
    };
    // The address's own row stays, with its history, and takes this sign-up's topics, notice and
    // link, which then says it is subscribed (the older link stops working).
    const subscriberId = own?.id ?? row.id;
    if (own) await deleteSubscribers(tx, [row.id]);
    await tx.update(subscribers).set(confirmed).where(eq(subscribers.id, subscriberId));
    const unsubscribeToken = newToken();
    await tx
      .insert(newsletterEmails)
      .values({ subscriberId, unsubscribeTokenHash: tokenHash(unsubscribeToken), createdAt: now });
    const queuedEmailIds = await queueEmails(
      tx,
      [newsletterWelcomeEmail({ id: subscriberId, email: row.email, topics: row.topics }, unsubscribeToken, mail)],
      now,
    );
    return { view: toView({ ...row, state: "subscribed" }), queuedEmailIds };
  });
}

/**
 * Confirms the sign-up the link belongs to and queues the welcome; no view for a link that does
 * nothing. Two sign-ups of one address confirmed at the same moment meet on the unique index: the
 * second then finds the first's row and joins it.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  { now, mail }: { now: Date; mail: NewsletterMailSettings },
): Promise<Confirmed> {
  try {
    return await confirmOnce(db, token, now, mail);
  } catch (error) {
    if (!isUniqueViolation(error, "newsletter_subscribers_address_idx")) throw error;
    return confirmOnce(db, token, now, mail);
  }
}

/** The subscriber an e-mail's unsubscribe link belongs to, and the newsletter the e-mail was, if it was one. */
const subscriberOf = (db: DbOrTransaction, token: string) =>
  db
    .select({ ...viewColumns, newsletterId: newsletterEmails.newsletterId })
    .from(subscribers)
    .innerJoin(newsletterEmails, eq(newsletterEmails.subscriberId, subscribers.id))
    .where(eq(newsletterEmails.unsubscribeTokenHash, tokenHash(token)));

export async function findByUnsubscribeToken(db: Db, token: string): Promise<NewsletterSubscriptionView | undefined> {
  const [row] = await subscriberOf(db, token);
  return row ? toView(row) : undefined;
}

/**
 * Stops the newsletter for the address an e-mail's link belongs to, as a mail program's
 * "unsubscribe" means: its row is kept as unsubscribed (the record of the withdrawal, deleted
 * by retention later), its pending sign-ups go, and so does every e-mail about them still in the
 * outbox. A second use of the link finds it unsubscribed already.
 */
export async function unsubscribeByLink(
  db: Db,
  token: string,
  now: Date,
): Promise<NewsletterSubscriptionView | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await subscriberOf(tx, token).for("update", { of: subscribers });
    if (!row) return undefined;
    await stopNewsletter(tx, [row.email.toLowerCase()], now);
    // The newsletter whose link did it counts the unsubscribe it caused (its page shows how many).
    if (row.state === "subscribed" && row.newsletterId)
      await tx
        .update(newsletters)
        .set({ unsubscribes: sql`${newsletters.unsubscribes} + 1` })
        .where(eq(newsletters.id, row.newsletterId));
    return toView({ ...row, state: row.state === "subscribed" ? "unsubscribed" : row.state });
  });
}
