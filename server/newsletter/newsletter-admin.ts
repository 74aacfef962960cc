import { asc, count, desc, eq, inArray } from "drizzle-orm";

import type {
  NewsletterListItem,
  NewsletterPreview,
  NewsletterProgress,
  NewsletterView,
} from "../../contracts/newsletter";
import type { NewsletterTopic } from "../../domain/newsletter/newsletter";
import type { DeliveryState } from "../../domain/newsletter/newsletter-sending";
import type { StaffMember } from "../../domain/staff/staff";
import { postsToSend } from "../content/post-email";
import type { Db } from "../db/db";
import { newsletterDeliveries, newsletterLinks, newsletters, blogPosts, staffAccounts } from "../db/schema";
import { inDarkMode } from "../emails/email-html";
import { audit } from "../kernel/audit/audit";
import { RefusedError } from "../kernel/requests/outcome";
import { newToken } from "../kernel/secrets/tokens";
import { queueEmails } from "../outbox/mail-outbox";
import { newsletterTemplate, newsletterTestEmail, type NewsletterMailSettings } from "./newsletter-emails";
import { audienceSize, emailLinks, notSendable, postMatter } from "./newsletter-sending";

/*
 * The newsletters as editors and admins see them (decision 079): each with how far it has gone,
 * its links' clicks; a post's e-mail previewed and sent to oneself as a test before it goes.
 */

/** The newest newsletters the list shows. */
const listed = 100;

/** Each newsletter's deliveries by state, counted. */
async function deliveriesOf(db: Db, ids: string[]): Promise<Map<string, Partial<Record<DeliveryState, number>>>> {
  const counted = new Map<string, Partial<Record<DeliveryState, number>>>();
  if (ids.length === 0) return counted;
  const rows = await db
    .select({ newsletterId: newsletterDeliveries.newsletterId, state: newsletterDeliveries.state, count: count() })
    .from(newsletterDeliveries)
    .where(inArray(newsletterDeliveries.newsletterId, ids))
    .groupBy(newsletterDeliveries.newsletterId, newsletterDeliveries.state);
  for (const row of rows) counted.set(row.newsletterId, { ...counted.get(row.newsletterId), [row.state]: row.count });
  return counted;
}

type Row = typeof newsletters.$inferSelect;

/**
 * How far it has gone: waiting counts the e-mails in the outbox and, while batches are still
 * being queued, the rest of its audience as counted when it started (fewer will go if some
 * unsubscribe meanwhile).
 */
function progressOf(row: Row, states: Partial<Record<DeliveryState, number>>): NewsletterProgress {
  const of = (state: DeliveryState) => states[state] ?? 0;
  const written = Object.values(states).reduce((sum, value) => sum + value, 0);
  const unqueued = row.state === "sending" && !row.allQueuedAt ? Math.max(0, (row.audienceCount ?? 0) - written) : 0;
  return {
    audience: row.audienceCount,
    delivered: of("delivered"),
    waiting: of("queued") + unqueued,
    bounced: of("bounced"),
    deferred: of("deferred"),
    failed: of("failed"),
    withdrawn: of("withdrawn"),
    unsubscribes: row.unsubscribes,
  };
}

const itemOf = (row: Row, states: Partial<Record<DeliveryState, number>>): NewsletterListItem => ({
  id: row.id,
  kind: row.kind,
  subject: row.subject,
  state: row.state,
  // The column holds only the blog's categories (a post's own).
  topics: row.topics as NewsletterTopic[],
  scheduledAt: row.scheduledAt,
  startedAt: row.startedAt,
  finishedAt: row.finishedAt,
  progress: progressOf(row, states),
});

/** The newest newsletters first, each with its progress. */
export async function listNewsletters(db: Db): Promise<NewsletterListItem[]> {
  const rows = await db
    .select()
    .from(newsletters)
    .orderBy(desc(newsletters.createdAt), desc(newsletters.id))
    .limit(listed);
  const states = await deliveriesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => itemOf(row, states.get(row.id) ?? {}));
}

const isUuid = (id: string) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(id);

/** A newsletter's page: its progress, what it sent and its links with their clicks. */
export async function findNewsletter(db: Db, id: string): Promise<NewsletterView | undefined> {
  if (!isUuid(id)) return undefined;
  const [found] = await db
    .select({ newsletter: newsletters, slug: blogPosts.slug, createdBy: staffAccounts.name })
    .from(newsletters)
    .leftJoin(blogPosts, eq(blogPosts.id, newsletters.postId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, newsletters.createdBy))
    .where(eq(newsletters.id, id));
  if (!found) return undefined;
  const { newsletter: row, slug } = found;
  const [states, links] = await Promise.all([
    deliveriesOf(db, [id]),
    db
      .select({ position: newsletterLinks.position, url: newsletterLinks.url, clicks: newsletterLinks.clicks })
      .from(newsletterLinks)
      .where(eq(newsletterLinks.newsletterId, id))
      .orderBy(asc(newsletterLinks.position)),
  ]);
  return {
    ...itemOf(row, states.get(id) ?? {}),
    post: row.postId && slug ? { id: row.postId, slug } : undefined,
    digestMonth: row.digestMonth,
    createdBy: found.createdBy,
    cancelledBecause: row.cancelledBecause,
    links,
  };
}

export { postsToSend };

/**
 * A post's e-mail as its recipients will get it, links and all, but with the links going straight
 * to where they lead (a newsletter's are counted once it is sent) and an unsubscribe link that
 * stops nothing.
 */
const previewMatter = (db: Db, postId: string, now: Date, mail: NewsletterMailSettings) =>
  postMatter(db, postId, now, (slug) => emailLinks(mail, slug));

/** The post's e-mail for the send page, and how many subscribers each audience would reach. */
export async function previewNewsletter(
  db: Db,
  postId: string,
  now: Date,
  mail: NewsletterMailSettings,
  { dark = false }: { dark?: boolean } = {},
): Promise<NewsletterPreview | undefined> {
  const matter = await previewMatter(db, postId, now, mail);
  if (!matter) return undefined;
  const { post } = matter;
  const template = newsletterTemplate(matter, newToken(), mail);
  const [all, topic] = await Promise.all([audienceSize(db, []), audienceSize(db, [post.category])]);
  // The unsubscribe link shown is one that stops nothing.
  const shown = (part: string) => part.replaceAll(template.marker, "preview");
  return {
    post,
    subject: template.subject,
    html: dark ? inDarkMode(shown(template.html)) : shown(template.html),
    text: shown(template.text),
    audience: { all, topic },
  };
}

/** Queues the post's e-mail to the member's own address, its subject marked; answers the e-mail's id. */
export async function sendTestNewsletter(
  db: Db,
  member: StaffMember,
  postId: string,
  now: Date,
  mail: NewsletterMailSettings,
): Promise<string[]> {
  const matter = await previewMatter(db, postId, now, mail);
  if (!matter) throw new RefusedError(notSendable);
  return db.transaction(async (tx) => {
    await audit(tx, member, now, {
      action: "newsletter.tested",
      subjectType: "blog-post",
      subjectId: postId,
      summary: `Sent a test of the newsletter “${matter.subject}” to ${member.email}.`,
    });
    return queueEmails(tx, [newsletterTestEmail(matter, { name: member.name, email: member.email }, mail)], now);
  });
}
