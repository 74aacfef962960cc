import { and, asc, desc, eq, gt, lte, min, sql } from "drizzle-orm";

import { indiaDateOf } from "../../domain/time/india-dates";
import {
  BlogPostFormSchema,
  postStateOf,
  readTimeOf,
  slugOf,
  type BlogPostValues,
  type Publish,
} from "../../domain/content/content";
import { indiaDateTime } from "../../domain/time/india-dates";
import type {
  BlogArticle,
  BlogCard,
  BlogLookup,
  BlogPostListItem,
  BlogPostRecord,
  BlogRevisionItem,
} from "../../contracts/content";
import { imageIdOf } from "../../domain/content/editor-images";
import type { Db, DbOrTransaction } from "../db/open-db";
import { blogPostRevisions, blogPostSlugs, blogPosts } from "../db/schema";
import { scheduledInstantOf } from "./publish-time";
import { RefusedError } from "../kernel/requests/outcome";
import { claimAddress, keepEarlierAddress, type AddressBook } from "../kernel/addresses/earlier-addresses";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor } from "../staff/audit";
import { imagesFor, socialImagePath } from "./editor-images";
import { imageIdsIn, postBodyHtml } from "./post-markdown";
import { findRevision, keepRevision, listRevisions } from "./revisions";

/**
 * The blog (issue 34): posts editors write in the back office, read by /blog, /blog/<slug>, the
 * feed and the sitemap. Every write goes through `changing(db, "blog", …)`, so every instance's
 * kept pages forget the blog when it commits; a scheduled post appears by the clock alone (the
 * pages are kept only until the next publish time, ./scheduled-changes.ts).
 */

type PostRow = typeof blogPosts.$inferSelect;

const notFound = () => new RefusedError("This post does not exist (any more).");

/** Visible to visitors at `now`: published, and its time has come. */
const visibleAt = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));

const cardOf = (row: PostRow): BlogCard => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: row.category,
  author: row.author,
  authorImage: row.authorImage,
  image: row.image,
  date: indiaDateOf(row.publishAt ?? row.updatedAt),
  readTime: row.readTime,
  featured: row.featured,
});

/**
 * The post as its page shows it, with the uploaded images its text and social image refer to
 * looked up first (the renderer is synchronous).
 */
async function articleOf(db: Db, row: PostRow): Promise<BlogArticle> {
  const socialId = imageIdOf(row.socialImage);
  const images = await imagesFor(db, [...imageIdsIn(row.body), ...(socialId ? [socialId] : [])]);
  return {
    ...cardOf(row),
    bodyHtml: postBodyHtml(row.body, images),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: socialImagePath(row.socialImage, images),
    publishedAt: (row.publishAt ?? row.updatedAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When the next scheduled post appears, after `now` (./scheduled-changes.ts). */
export async function nextPublishAt(db: Db, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, now)));
  return row?.at ?? undefined;
}

/** The published posts at `now`, newest first. */
export async function listVisiblePosts(db: Db, now: Date): Promise<BlogCard[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(visibleAt(now))
    .orderBy(desc(blogPosts.publishAt), asc(blogPosts.slug));
  return rows.map(cardOf);
}

/** A post by its address at `now`; an earlier address of a visible post answers where it moved. */
export async function findVisiblePost(db: Db, slug: string, now: Date): Promise<BlogLookup> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visibleAt(now)));
  if (row) return { article: await articleOf(db, row) };
  const [moved] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPostSlugs)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostSlugs.postId))
    .where(and(eq(blogPostSlugs.slug, slug), visibleAt(now)));
  return moved ? { movedTo: moved.slug } : undefined;
}

// The back office.

const listItemOf = (row: PostRow, now: Date): BlogPostListItem => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  state: postStateOf(row, now),
  publishAt: row.publishAt,
  changedSincePublishing: changedSincePublishing(row, now),
  updatedAt: row.updatedAt,
});

/** Visible now, and its text saved after the instant visitors first saw it. */
const changedSincePublishing = (row: PostRow, now: Date) =>
  postStateOf(row, now) === "published" &&
  row.editedAt !== null &&
  row.publishAt !== null &&
  row.editedAt > row.publishAt;

/** Every post: drafts, then scheduled, then published; the latest change first within each. */
export async function listPosts(db: Db, now: Date): Promise<BlogPostListItem[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.updatedAt));
  const order = { draft: 0, scheduled: 1, published: 2 } as const;
  return rows.map((row) => listItemOf(row, now)).sort((a, b) => order[a.state] - order[b.state]);
}

export async function findPost(db: Db, id: string, now: Date): Promise<BlogPostRecord | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return undefined;
  return {
    ...listItemOf(row, now),
    summary: row.summary,
    body: row.body,
    category: row.category,
    author: row.author,
    authorImage: row.authorImage,
    image: row.image,
    featured: row.featured,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: row.socialImage,
  };
}

const isUuid = (id: string) => /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(id);

export async function listPostRevisions(db: Db, id: string): Promise<BlogRevisionItem[]> {
  return listRevisions(db, blogPostRevisions, id, { title: sql<string>`${blogPostRevisions.content}->>'title'` });
}

/** The form's values, checked; a refusal names the first fault. */
export function valuesOf(post: unknown): BlogPostValues {
  const parsed = BlogPostFormSchema.safeParse(post);
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]?.message ?? "Please check the post.");
  return { ...parsed.data, slug: parsed.data.slug || slugOf(parsed.data.title) };
}

/** A post's address is /blog/<slug>; an earlier one answers 301 to it (blog_post_slugs). */
const postAddresses: AddressBook = {
  current: { table: blogPosts, address: blogPosts.slug, owner: blogPosts.id },
  earlier: { table: blogPostSlugs, address: blogPostSlugs.slug, owner: blogPostSlugs.postId, at: blogPostSlugs.at },
  taken: (slug) => `Another post has the address /blog/${slug}: please choose another.`,
};

const columnsOf = (values: BlogPostValues, readTime: string) => ({
  slug: values.slug,
  title: values.title,
  summary: values.summary,
  body: values.body,
  category: values.category,
  author: values.author,
  authorImage: values.authorImage,
  image: values.image,
  featured: values.featured,
  seoTitle: values.seoTitle,
  seoDescription: values.seoDescription,
  socialImage: values.socialImage,
  readTime,
});

const lockPost = async (tx: DbOrTransaction, id: string) => {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  if (!row) throw notFound();
  return row;
};

const named = (post: { title: string }) => `“${post.title}”`;

export async function createPost(db: Db, actor: Actor, post: unknown, now: Date): Promise<{ id: string }> {
  const values = valuesOf(post);
  return changing(db, "blog", async (tx) => {
    await claimAddress(tx, postAddresses, values.slug, undefined);
    const readTime = readTimeOf(values.body);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columnsOf(values, readTime), status: "draft", createdAt: now, updatedAt: now, editedAt: now })
      .returning({ id: blogPosts.id });
    const id = row!.id;
    await keepRevision(tx, blogPostRevisions, id, actor, { ...values, readTime }, now);
    await audit(
      tx,
      actor,
      { action: "blog.create", subjectType: "blog_post", subjectId: id, summary: `Wrote the draft ${named(values)}.` },
      now,
    );
    return { id };
  });
}

export async function updatePost(db: Db, actor: Actor, id: string, post: unknown, now: Date): Promise<void> {
  const values = valuesOf(post);
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    await writeText(tx, row, values, actor, now);
    await audit(
      tx,
      actor,
      { action: "blog.update", subjectType: "blog_post", subjectId: id, summary: `Edited ${named(values)}.` },
      now,
    );
  });
}

/** Saves the text as a revision; a changed address keeps the old one, which answers 301. */
async function writeText(
  tx: DbOrTransaction,
  row: PostRow,
  values: BlogPostValues,
  actor: Actor,
  now: Date,
  readTime?: string,
) {
  if (values.slug !== row.slug) {
    await claimAddress(tx, postAddresses, values.slug, row.id);
    await keepEarlierAddress(tx, postAddresses, row.slug, row.id, now);
  }
  // An unchanged body keeps its reading time (the seed's posts carry the time of their full text).
  const time = readTime ?? (values.body === row.body ? row.readTime : readTimeOf(values.body));
  await tx
    .update(blogPosts)
    .set({ ...columnsOf(values, time), updatedAt: now, editedAt: now })
    .where(eq(blogPosts.id, row.id));
  return keepRevision(tx, blogPostRevisions, row.id, actor, { ...values, readTime: time }, now);
}

export async function publishPost(db: Db, actor: Actor, id: string, when: Publish, now: Date): Promise<void> {
  const at = scheduledInstantOf(when, now) ?? now;
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    await tx.update(blogPosts).set({ status: "published", publishAt: at, updatedAt: now }).where(eq(blogPosts.id, id));
    const scheduled = at > now;
    await audit(
      tx,
      actor,
      {
        action: scheduled ? "blog.schedule" : "blog.publish",
        subjectType: "blog_post",
        subjectId: id,
        summary: scheduled ? `Scheduled ${named(row)} for ${indiaDateTime(at)} (India).` : `Published ${named(row)}.`,
        details: { publishAt: at.toISOString() },
      },
      now,
    );
  });
}

export async function unpublishPost(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    // Pressed twice (or in two tabs): it is off the site already, and nothing more is written.
    if (row.status === "draft") return;
    await tx.update(blogPosts).set({ status: "draft", updatedAt: now }).where(eq(blogPosts.id, id));
    await audit(
      tx,
      actor,
      {
        action: "blog.unpublish",
        subjectType: "blog_post",
        subjectId: id,
        summary: `Took ${named(row)} off the blog.`,
      },
      now,
    );
  });
}

export async function restoreRevision(db: Db, actor: Actor, id: string, revisionId: string, now: Date): Promise<void> {
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    const revision = await findRevision(tx, blogPostRevisions, id, revisionId);
    const { readTime, ...values } = revision.content;
    const number = await writeText(tx, row, values, actor, now, readTime);
    await audit(
      tx,
      actor,
      {
        action: "blog.restore",
        subjectType: "blog_post",
        subjectId: id,
        summary: `Restored revision ${revision.number} of ${named(values)} (now revision ${number}).`,
        details: { revision: revision.number },
      },
      now,
    );
  });
}

/** The article as its page would show it, from a form that may not be saved yet. */
export async function previewArticle(db: Db, post: unknown, now: Date): Promise<BlogArticle> {
  const values = valuesOf(post);
  const row: PostRow = {
    ...columnsOf(values, readTimeOf(values.body)),
    id: "",
    status: "draft",
    publishAt: now,
    editedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  return articleOf(db, row);
}
