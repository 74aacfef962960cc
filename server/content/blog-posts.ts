import { and, asc, desc, eq, gt, lte, min, sql } from "drizzle-orm";

import { indiaDateOf } from "../../domain/time/india-dates";
import {
  BlogPostFormSchema,
  defaultBlogCover,
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
import type { Db, DbOrTransaction } from "../db/db";
import { blogPostRevisions, blogPostSlugs, blogPosts } from "../db/schema";
import { scheduledInstantOf } from "./publish-time";
import { RefusedError } from "../kernel/requests/outcome";
import { claimAddress, keepEarlierAddress, type AddressBook } from "../kernel/addresses/earlier-addresses";
import { changing } from "../kernel/changes/public-changes";
import { audit, type Actor, type AuditEntry } from "../kernel/audit/audit";
import { imagesFor, pictureFilePath, refuseUnknownUploads, socialImagePath } from "./editor-images";
import type { PostImage } from "./post-markdown";
import { imageIdsIn, postBodyHtml } from "./post-markdown";
import { findRevision, keepRevision, listRevisions } from "./revisions";
import { refuseChangedSince } from "./text-conflicts";
import { keepDraft } from "./editor-drafts";
import type { StaffMember } from "../../domain/staff/staff";

/**
 * The blog (decision 031): posts editors write in the back office, read by /blog, /blog/<slug>, the
 * feed and the sitemap. Every write goes through `changing(db, "blog", …)`, so every instance's
 * kept pages forget the blog when it commits; a scheduled post appears by the clock alone (the
 * pages are kept only until the next publish time, ./scheduled-changes.ts).
 */

type PostRow = typeof blogPosts.$inferSelect;

const notFound = () => new RefusedError("This post does not exist (any more).");

/** Visible to visitors at `now`: published, and its time has come. */
const visibleAt = (now: Date) => and(eq(blogPosts.status, "published"), lte(blogPosts.publishAt, now));

/** Wide enough for the article's column at 2× (768 CSS px) and for a card: one file for both. */
const coverWidth = 960;

/**
 * The cover as an `<img>` loads it: an upload as one of its files, none (or an upload deleted
 * since) as the blog's default illustration, a picture of the site's own as it is.
 */
function coverPath(image: string, images: ReadonlyMap<string, PostImage>): string {
  if (image === "") return defaultBlogCover;
  const id = imageIdOf(image);
  if (!id) return image;
  const upload = images.get(id);
  return upload ? pictureFilePath(id, upload, coverWidth) : defaultBlogCover;
}

/** The uploaded images the rows' covers refer to. */
const coversOf = (db: Db, rows: readonly PostRow[]) =>
  imagesFor(
    db,
    rows.flatMap((row) => imageIdOf(row.image) ?? []),
  );

/** When its text was saved after the instant visitors first saw it; undefined when it has not been. */
const editedSincePublishing = (row: PostRow): Date | undefined =>
  row.editedAt && row.publishAt && row.editedAt > row.publishAt ? row.editedAt : undefined;

/**
 * When what visitors read last changed: its text, saved since they first saw it, else the instant
 * it appeared. Publishing or unpublishing it changes the row, not the text; a seeded post has never
 * been saved, so it keeps the day it was written.
 */
const modifiedAtOf = (row: PostRow): Date => editedSincePublishing(row) ?? row.publishAt ?? row.updatedAt;

const cardOf = (row: PostRow, images: ReadonlyMap<string, PostImage>): BlogCard => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  category: row.category,
  author: row.author,
  authorImage: row.authorImage,
  image: coverPath(row.image, images),
  date: indiaDateOf(row.publishAt ?? row.updatedAt),
  modifiedAt: modifiedAtOf(row).toISOString(),
  readTime: row.readTime,
  featured: row.featured,
});

/**
 * The post as its page shows it, with the uploaded images its text, cover and social image refer
 * to looked up first (the renderer is synchronous). Without a social image of its own, an
 * uploaded cover is shared, as the JPEG networks read.
 */
async function articleOf(db: Db, row: PostRow): Promise<BlogArticle> {
  const pictures = [row.image, row.socialImage].flatMap((reference) => imageIdOf(reference) ?? []);
  const images = await imagesFor(db, [...imageIdsIn(row.body), ...pictures]);
  const shared = row.socialImage || (imageIdOf(row.image) ? row.image : "");
  return {
    ...cardOf(row, images),
    bodyHtml: postBodyHtml(row.body, images),
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    socialImage: socialImagePath(shared, images),
    publishedAt: (row.publishAt ?? row.updatedAt).toISOString(),
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
  const covers = await coversOf(db, rows);
  return rows.map((row) => cardOf(row, covers));
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
  postStateOf(row, now) === "published" && editedSincePublishing(row) !== undefined;

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

/** Refuses a cover or social image that names an upload the library does not have. */
const refuseUnknownPictures = (tx: DbOrTransaction, values: BlogPostValues) =>
  refuseUnknownUploads(tx, { "The cover image": values.image, "The social image": values.socialImage });

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

/** Who saved the post's text last: its newest revision's author. */
async function lastEditorOf(tx: DbOrTransaction, id: string): Promise<string | undefined> {
  const [last] = await tx
    .select({ email: blogPostRevisions.authorEmail })
    .from(blogPostRevisions)
    .where(eq(blogPostRevisions.ownerId, id))
    .orderBy(desc(blogPostRevisions.number))
    .limit(1);
  return last?.email;
}

export async function createPost(db: Db, actor: Actor, post: unknown, now: Date): Promise<{ id: string }> {
  const values = valuesOf(post);
  return changing(db, "blog", async (tx) => {
    await refuseUnknownPictures(tx, values);
    await claimAddress(tx, postAddresses, values.slug, undefined);
    const readTime = readTimeOf(values.body);
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...columnsOf(values, readTime), status: "draft", createdAt: now, updatedAt: now, editedAt: now })
      .returning({ id: blogPosts.id });
    const id = row!.id;
    await keepRevision(tx, blogPostRevisions, id, actor, { ...values, readTime }, now);
    await audit(tx, actor, now, {
      action: "blog.create",
      subjectType: "blog_post",
      subjectId: id,
      summary: `Wrote the draft ${named(values)}.`,
    });
    return { id };
  });
}

export async function updatePost(
  db: Db,
  actor: Actor,
  id: string,
  post: unknown,
  now: Date,
  base?: string,
): Promise<void> {
  const values = valuesOf(post);
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    await refuseChangedSince(
      tx,
      { updatedAt: row.updatedAt, updatedBy: () => lastEditorOf(tx, row.id) },
      base,
      "this post",
    );
    await refuseUnknownPictures(tx, values);
    await writeText(tx, row, values, actor, now);
    await audit(tx, actor, now, {
      action: "blog.update",
      subjectType: "blog_post",
      subjectId: id,
      summary: `Edited ${named(values)}.`,
    });
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

/** What putting a post on the blog, or taking it off, changes of its row, and its audit entry. */
type StatusChange = {
  set: { status: "published"; publishAt: Date } | { status: "draft" };
  entry: Omit<AuditEntry, "subjectType" | "subjectId">;
};

/** Changes a post's status and writes its audit entry, in the caller's transaction. */
async function changeStatus(tx: DbOrTransaction, actor: Actor, id: string, now: Date, { set, entry }: StatusChange) {
  await tx
    .update(blogPosts)
    .set({ ...set, updatedAt: now })
    .where(eq(blogPosts.id, id));
  await audit(tx, actor, now, { subjectType: "blog_post", subjectId: id, ...entry });
}

export async function publishPost(db: Db, actor: Actor, id: string, when: Publish, now: Date): Promise<void> {
  const at = scheduledInstantOf(when, now) ?? now;
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    const scheduled = at > now;
    await changeStatus(tx, actor, id, now, {
      set: { status: "published", publishAt: at },
      entry: {
        action: scheduled ? "blog.schedule" : "blog.publish",
        summary: scheduled ? `Scheduled ${named(row)} for ${indiaDateTime(at)} (India).` : `Published ${named(row)}.`,
        details: { publishAt: at.toISOString() },
      },
    });
  });
}

export async function unpublishPost(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  await changing(db, "blog", async (tx) => {
    const row = await lockPost(tx, id);
    // Pressed twice (or in two tabs): it is off the site already, and nothing more is written.
    if (row.status === "draft") return;
    await changeStatus(tx, actor, id, now, {
      set: { status: "draft" },
      entry: { action: "blog.unpublish", summary: `Took ${named(row)} off the blog.` },
    });
  });
}

/** The form's fields of a post's text, as its editor's draft keeps them. */
const formFieldsOf = ({ featured, ...text }: BlogPostValues): Record<string, string> => ({
  ...text,
  featured: featured ? "on" : "",
});

/** One revision of a post, as its form's fields, to compare with the text saved now. */
export async function findPostRevision(
  db: Db,
  id: string,
  revisionId: string,
): Promise<{ number: number; text: Record<string, string> }> {
  const { number, content } = await findRevision(db, blogPostRevisions, id, revisionId);
  const { readTime: _readTime, ...values } = content;
  return { number, text: formFieldsOf(values) };
}

/**
 * Opens a revision as the editor's draft of the post (decision 043): nothing changes on the site, or
 * in the post, until they save it, as with any draft; a published post then changes at once, as
 * with any save. Audited, so the history says which revision the next save came from.
 */
export async function restoreAsDraft(
  db: Db,
  member: Pick<StaffMember, "id" | "email">,
  id: string,
  revisionId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockPost(tx, id);
    const { number, content } = await findRevision(tx, blogPostRevisions, id, revisionId);
    const { readTime: _readTime, ...values } = content;
    const fields = formFieldsOf(values);
    await keepDraft(tx, member, { kind: "blog-post", subject: id, base: row.updatedAt.toISOString(), fields }, now);
    await audit(tx, member, now, {
      action: "blog.restore",
      subjectType: "blog_post",
      subjectId: id,
      summary: `Opened revision ${number} of ${named(row)} as a draft, to save or discard.`,
      details: { revision: number },
    });
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
