import { and, arrayOverlaps, asc, count, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";

import {
  nextBatch,
  newsletterClickPath,
  withNewsletterCampaign,
  type NewsletterSend,
} from "../../domain/newsletter/newsletter-sending";
import { publishInstantOf } from "../../domain/content/content";
import { indiaDateTime } from "../../domain/time/india-dates";
import { postEmailOf, type EmailLinks, type PostToSend } from "../content/post-email";
import type { Db, DbOrTransaction } from "../db/db";
import {
  newsletterDeliveries,
  newsletterEmails,
  newsletterLinks,
  newsletters,
  newsletterSubscribers,
} from "../db/schema";
import { audit, type Actor } from "../kernel/audit/audit";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { queueEmails } from "../outbox/mail-outbox";
import { digestMatter } from "./newsletter-digest";
import {
  newsletterIssueEmail,
  newsletterSubject,
  newsletterTemplate,
  type NewsletterMailSettings,
  type NewsletterMatter,
  type NewsletterTemplate,
} from "./newsletter-emails";

/*
 * Sending a newsletter (docs/decisions/079-newsletter-sending.md). Scheduled, it waits for its time;
 * then its e-mail is fixed and its links listed, and a batch at a time, at the configured rate, its
 * subscribers get a delivery row and an e-mail in the outbox, in one transaction per batch. The
 * newsletter's row is locked for the batch, so two servers never take one batch twice, and the
 * unique (newsletter, subscriber) index refuses a second delivery outright; a batch that fails or a
 * server that stops leaves nothing half-written, and the next batch starts after the last one
 * committed.
 */

const subscribers = newsletterSubscribers;

/** A post's e-mail, or the words the send page shows when a post cannot be sent. */
export const notSendable = "This post is not published (any more): only a post visitors can read can be sent.";

/**
 * Schedules a published post's newsletter for now or a time in India (a time already past is
 * refused, as a post's schedule is), to every subscriber or those of the post's topic.
 */
export async function scheduleNewsletter(
  db: Db,
  actor: Actor,
  send: NewsletterSend,
  now: Date,
  mail: NewsletterMailSettings,
): Promise<{ id: string }> {
  const post = await postEmailOf(db, send.postId, now, (slug) => emailLinks(mail, slug));
  if (!post) throw new RefusedError(notSendable);
  const at = publishInstantOf(send);
  if (at && at <= now)
    throw new RefusedError(`${indiaDateTime(at)} (India) has already passed. Send it now, or choose a later time.`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletters)
      .values({
        kind: "post",
        postId: post.id,
        topics: send.audience === "topic" ? [post.category] : [],
        state: "scheduled",
        scheduledAt: at ?? now,
        createdBy: actor.id,
        createdAt: now,
        subject: newsletterSubject(post.title),
      })
      .returning({ id: newsletters.id });
    await audit(tx, actor, now, {
      action: "newsletter.scheduled",
      subjectType: "newsletter",
      subjectId: row!.id,
      summary: `Sent “${post.title}” as a newsletter to ${send.audience === "topic" ? `subscribers of ${post.category}` : "every subscriber"}, ${at ? `at ${indiaDateTime(at)} (India)` : "now"}.`,
    });
    return { id: row!.id };
  });
}

/** Cancels a newsletter still waiting for its time; one that has started cannot be called back. */
export async function cancelNewsletter(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletters)
      .set({ state: "cancelled", cancelledBecause: `Cancelled by ${actor.email}.`, finishedAt: now })
      .where(and(eq(newsletters.id, id), eq(newsletters.state, "scheduled")))
      .returning({ subject: newsletters.subject });
    if (!row)
      throw new RefusedError("Only a newsletter waiting for its time can be cancelled: this one has started or ended.");
    await audit(tx, actor, now, {
      action: "newsletter.cancelled",
      subjectType: "newsletter",
      subjectId: id,
      summary: `Cancelled the newsletter “${row.subject}”.`,
    });
  });
}

/** The subscribers a newsletter of these topics reaches: every one for none, else those of a topic or of every topic. */
export const audienceOf = (topics: readonly string[]): SQL | undefined =>
  and(
    eq(subscribers.state, "subscribed"),
    topics.length === 0
      ? undefined
      : or(eq(sql`cardinality(${subscribers.topics})`, 0), arrayOverlaps(subscribers.topics, [...topics])),
  );

/** How many subscribers a newsletter of these topics would reach now. */
export async function audienceSize(db: DbOrTransaction, topics: readonly string[]): Promise<number> {
  const [row] = await db.select({ count: count() }).from(subscribers).where(audienceOf(topics));
  return row?.count ?? 0;
}

/**
 * The links an e-mail carries: the site's own with the newsletter's campaign (`content` names the
 * post), and, for a newsletter being sent, each through its counted redirect, listed in `targets`.
 */
export function emailLinks(
  { publicSiteUrl }: Pick<NewsletterMailSettings, "publicSiteUrl">,
  content: string,
  counted?: { newsletterId: string; targets: string[] },
): EmailLinks {
  const origin = new URL(publicSiteUrl).origin;
  return {
    publicSiteUrl,
    link(href) {
      const target = withNewsletterCampaign(href, origin, content);
      if (!counted) return target;
      let position = counted.targets.indexOf(target) + 1;
      if (position === 0) position = counted.targets.push(target);
      return `${publicSiteUrl}${newsletterClickPath(counted.newsletterId, position)}`;
    },
  };
}

/** A post's newsletter matter: the post itself, its summary before the inbox's fold, a link to read it on the site. */
export async function postMatter(
  db: Db,
  postId: string,
  now: Date,
  linksFor: (slug: string) => EmailLinks,
): Promise<(NewsletterMatter & { post: PostToSend }) | undefined> {
  const post = await postEmailOf(db, postId, now, linksFor);
  if (!post) return undefined;
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      category: post.category,
      publishedAt: post.publishedAt,
    },
    subject: post.title,
    heading: post.title,
    preview: post.summary,
    article: post,
    readOnSite: { label: "Read it on our website", href: post.readOnSite },
  };
}

type Due = typeof newsletters.$inferSelect;

/** A newsletter's matter as it starts, its links counted into `targets`; undefined when its post has gone or its month has none. */
async function matterOf(db: Db, newsletter: Due, now: Date, mail: NewsletterMailSettings, targets: string[]) {
  const counted = { newsletterId: newsletter.id, targets };
  if (newsletter.kind === "digest")
    return digestMatter(
      db,
      newsletter.digestMonth!,
      now,
      emailLinks(mail, `digest-${newsletter.digestMonth}`, counted),
    );
  if (!newsletter.postId) return undefined;
  return postMatter(db, newsletter.postId, now, (slug) => emailLinks(mail, slug, counted));
}

/**
 * Starts the newsletters whose time has come: its e-mail is fixed for every recipient, its links
 * listed, its audience counted as it stands now, under its row's lock (a newsletter another server
 * is starting is left to it). A post taken down meanwhile (or a month without posts) cancels it
 * instead. Answers how many started.
 */
export async function startDueNewsletters(db: Db, { now, mail }: { now: Date; mail: NewsletterMailSettings }) {
  let started = 0;
  for (;;) {
    const [due] = await db
      .select()
      .from(newsletters)
      .where(and(eq(newsletters.state, "scheduled"), lte(newsletters.scheduledAt, now)))
      .orderBy(asc(newsletters.scheduledAt))
      .limit(1);
    if (!due) return started;
    // Written before the lock is taken: it reads the post through the pool, which PGlite's one
    // connection could not serve while a transaction holds it.
    const targets: string[] = [];
    const matter = await matterOf(db, due, now, mail, targets);
    const begun = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: newsletters.id })
        .from(newsletters)
        .where(and(eq(newsletters.id, due.id), eq(newsletters.state, "scheduled")))
        .for("update", { skipLocked: true });
      if (!locked) return false;
      if (!matter) {
        await tx
          .update(newsletters)
          .set({
            state: "cancelled",
            finishedAt: now,
            cancelledBecause:
              due.kind === "digest" ? "No post was published that month." : "Its post was taken down before it went.",
          })
          .where(eq(newsletters.id, due.id));
        return true;
      }
      const template = newsletterTemplate(matter, newToken(), mail);
      if (targets.length > 0)
        await tx
          .insert(newsletterLinks)
          .values(targets.map((url, index) => ({ newsletterId: due.id, position: index + 1, url })));
      await tx
        .update(newsletters)
        .set({
          state: "sending",
          startedAt: now,
          nextBatchAt: now,
          subject: template.subject,
          textBody: template.text,
          htmlBody: template.html,
          tokenMarker: template.marker,
          audienceCount: await audienceSize(tx, due.topics),
        })
        .where(eq(newsletters.id, due.id));
      return true;
    });
    if (!begun) return started;
    started += 1;
  }
}

/**
 * Queues the next batch of the newsletter being sent, when the rate allows it: the subscribers of
 * its audience after its cursor who signed up before it started, each with a delivery, an
 * unsubscribe link of their own and an e-mail in the outbox. One newsletter is sent at a time (the
 * oldest started), so the rate holds for them all; its row is locked for the batch, and a server
 * that finds it locked leaves it to the one that holds it. Answers the queued e-mails, or
 * undefined when no batch was due.
 */
export async function queueNextBatch(
  db: Db,
  { now, ratePerMinute, mail }: { now: Date; ratePerMinute: number; mail: NewsletterMailSettings },
): Promise<{ newsletterId: string; queuedEmailIds: string[] } | undefined> {
  return db.transaction(async (tx) => {
    const oldest = tx
      .select({ id: newsletters.id })
      .from(newsletters)
      .where(and(eq(newsletters.state, "sending"), isNull(newsletters.allQueuedAt)))
      .orderBy(asc(newsletters.startedAt), asc(newsletters.id))
      .limit(1);
    const [newsletter] = await tx
      .select()
      .from(newsletters)
      .where(and(inArray(newsletters.id, oldest), lte(newsletters.nextBatchAt, now)))
      .for("update", { skipLocked: true });
    if (!newsletter) return undefined;
    const { size, nextDue } = nextBatch(now, newsletter.nextBatchAt!, ratePerMinute);
    const batch = await tx
      .select({ id: subscribers.id, email: subscribers.email })
      .from(subscribers)
      .where(
        and(
          audienceOf(newsletter.topics),
          // Those who signed up before it started: a later sign-up is not in the audience it counted, and
          // an address that confirms again meanwhile (a later confirmedAt) is still in it.
          lte(subscribers.createdAt, newsletter.startedAt!),
          newsletter.cursor ? gt(subscribers.id, newsletter.cursor) : undefined,
        ),
      )
      .orderBy(asc(subscribers.id))
      .limit(size);
    const queuedEmailIds = await queueBatch(tx, newsletter, batch, now, mail);
    await tx
      .update(newsletters)
      .set({
        cursor: batch.at(-1)?.id ?? newsletter.cursor,
        nextBatchAt: nextDue,
        allQueuedAt: batch.length < size ? now : null,
      })
      .where(eq(newsletters.id, newsletter.id));
    return { newsletterId: newsletter.id, queuedEmailIds };
  });
}

/** Writes each recipient's unsubscribe link, e-mail and delivery; a delivery already there fails the whole batch. */
async function queueBatch(
  tx: DbOrTransaction,
  newsletter: Due,
  batch: { id: string; email: string }[],
  now: Date,
  mail: NewsletterMailSettings,
): Promise<string[]> {
  if (batch.length === 0) return [];
  const template: NewsletterTemplate = {
    subject: newsletter.subject,
    text: newsletter.textBody!,
    html: newsletter.htmlBody!,
    marker: newsletter.tokenMarker!,
  };
  const tokens = batch.map(() => newToken());
  await tx.insert(newsletterEmails).values(
    batch.map((subscriber, index) => ({
      subscriberId: subscriber.id,
      newsletterId: newsletter.id,
      unsubscribeTokenHash: tokenHash(tokens[index]!),
      createdAt: now,
    })),
  );
  const ids = await queueEmails(
    tx,
    batch.map((subscriber, index) => newsletterIssueEmail(template, subscriber, tokens[index]!, mail)),
    now,
  );
  await tx.insert(newsletterDeliveries).values(
    batch.map((subscriber, index) => ({
      newsletterId: newsletter.id,
      subscriberId: subscriber.id,
      outboxEmailId: ids[index]!,
      state: "queued" as const,
      queuedAt: now,
    })),
  );
  return ids;
}
