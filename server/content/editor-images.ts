import { randomUUID } from "node:crypto";

import { desc, eq, inArray, like, or, sql } from "drizzle-orm";

import type { EditorImageItem, ImageUse } from "../../contracts/content";
import {
  AltTextSchema,
  imageBytesMax,
  uploadSocialCardPath,
  imageFilePath,
  imageIdOf,
  imageMediaTypes,
  imageReference,
  imageTooLargeMessage,
  type ImageFormat,
} from "../../domain/content/editor-images";
import { imageIdPattern } from "../../domain/content/image-ids";
import type { Db, DbOrTransaction } from "../db/db";
import { blogPosts, editorImages, siteDocuments, staffAccounts } from "../db/schema";
import type { FileStore } from "../kernel/storage/file-store";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { actorNameOf } from "../kernel/lists/actor-names";
import { audit, type Actor } from "../kernel/audit/audit";
import { makeImageSizes } from "./image-variants";
import type { PostImage } from "./post-markdown";
import { documentNameOf } from "./site-documents";

/**
 * Images editors upload for posts (docs/decisions/033-editor-images.md): made into
 * every size on upload, their files in the file store, their row here. The alt text and the
 * deletion go through `changing(db, "blog", …)`, since the blog's kept pages draw them.
 */

const notFound = () => new RefusedError("This image does not exist (any more).");

/** The store's name of one made size: the last part of its public address. */
export const imageFileKey = (id: string, width: number, format: ImageFormat) =>
  imageFilePath(id, width, format).slice("/media/".length);

/** The store's name of an image's social card. */
const socialCardFileKey = (id: string) => uploadSocialCardPath(id).slice("/media/".length);

export function altTextOf(alt: unknown): string {
  const parsed = AltTextSchema.safeParse(alt);
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]?.message ?? "Please describe the image.");
  return parsed.data;
}

/** Logs a change to an uploaded image. */
const auditImage = (
  tx: DbOrTransaction,
  actor: Actor,
  id: string,
  change: "upload" | "alt" | "delete",
  summary: string,
  now: Date,
) => audit(tx, actor, now, { action: `image.${change}`, subjectType: "editor_image", subjectId: id, summary });

/**
 * Makes the sizes, stores every file, then writes the row: a row is never without its files. A
 * failure after some files were stored removes them again.
 */
export async function uploadImage(
  db: Db,
  store: FileStore,
  actor: Actor,
  upload: { content: Buffer; alt: unknown },
  now: Date,
): Promise<{ id: string }> {
  const alt = altTextOf(upload.alt);
  if (upload.content.length > imageBytesMax) throw new RefusedError(imageTooLargeMessage);
  const made = await makeImageSizes(upload.content);
  const id = randomUUID();
  const keys = made.variants.map((variant) => imageFileKey(id, variant.width, variant.format));
  try {
    for (const [index, variant] of made.variants.entries()) {
      await store.put(keys[index]!, variant.content, imageMediaTypes[variant.format]);
    }
    keys.push(socialCardFileKey(id));
    await store.put(socialCardFileKey(id), made.socialCard, imageMediaTypes.jpeg);
    await db.transaction(async (tx) => {
      await tx.insert(editorImages).values({
        id,
        alt,
        width: made.width,
        height: made.height,
        bytes: upload.content.length,
        widths: made.widths,
        formats: [...new Set(made.variants.map((variant) => variant.format))],
        socialCard: true,
        uploadedBy: actor.id,
        createdAt: now,
      });
      await auditImage(tx, actor, id, "upload", `Uploaded the image “${alt}” (${made.width} × ${made.height}).`, now);
    });
  } catch (error) {
    await Promise.allSettled(keys.map((key) => store.remove(key)));
    throw error;
  }
  return { id };
}

const isId = (id: string) => imageIdPattern.test(id);

/** Whether a post shows the image: in its text, as its cover or as its social image. */
const postShows = (post: { body: string; image: string; socialImage: string }, reference: string) =>
  post.body.includes(reference) || post.image === reference || post.socialImage === reference;

const postUse = (post: { id: string; title: string }): ImageUse => ({ name: `“${post.title}”`, post: post.id });

const documentUse = (row: typeof siteDocuments.$inferSelect): ImageUse => ({
  name: documentNameOf(row),
  document: { kind: row.kind, slug: row.slug },
});

/** The posts that show the image (any state: a draft may be published later). */
async function postsShowing(db: DbOrTransaction, id: string): Promise<ImageUse[]> {
  const reference = imageReference(id);
  const rows = await db
    .select({ id: blogPosts.id, title: blogPosts.title })
    .from(blogPosts)
    .where(
      or(like(blogPosts.body, `%${reference}%`), eq(blogPosts.image, reference), eq(blogPosts.socialImage, reference)),
    )
    .orderBy(blogPosts.title);
  return rows.map(postUse);
}

/** The pages (case studies, the About pages) whose published text, scheduled text or draft shows the image. */
async function documentsShowing(db: DbOrTransaction, id: string): Promise<ImageUse[]> {
  // The reference is a whole JSON string value: `"/media/<id>"`, quotes included.
  const value = `%${JSON.stringify(imageReference(id))}%`;
  const rows = await db
    .select()
    .from(siteDocuments)
    .where(
      or(
        like(sql`${siteDocuments.published}::text`, value),
        like(sql`${siteDocuments.draft}::text`, value),
        like(sql`${siteDocuments.scheduled}::text`, value),
      ),
    )
    .orderBy(siteDocuments.position);
  return rows.map(documentUse);
}

/** An image's description and the sizes it was made in, as both the list and the renderer read them. */
const imageSizes = {
  id: editorImages.id,
  alt: editorImages.alt,
  width: editorImages.width,
  height: editorImages.height,
  widths: editorImages.widths,
};

/** Every image, newest first, with who uploaded it and the posts and pages that show it. */
export async function listImages(db: Db): Promise<EditorImageItem[]> {
  const rows = await db
    .select({
      ...imageSizes,
      bytes: editorImages.bytes,
      createdAt: editorImages.createdAt,
      uploadedBy: actorNameOf(staffAccounts.email, staffAccounts.name),
    })
    .from(editorImages)
    .leftJoin(staffAccounts, eq(staffAccounts.id, editorImages.uploadedBy))
    .orderBy(desc(editorImages.createdAt), desc(editorImages.id));
  const posts = await db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      body: blogPosts.body,
      image: blogPosts.image,
      socialImage: blogPosts.socialImage,
    })
    .from(blogPosts)
    .orderBy(blogPosts.title);
  const documents = (await db.select().from(siteDocuments).orderBy(siteDocuments.position)).map((row) => ({
    use: documentUse(row),
    text: JSON.stringify([row.published, row.draft, row.scheduled]),
  }));
  return rows.map((row) => {
    const reference = imageReference(row.id);
    return {
      ...row,
      uploadedBy: row.uploadedBy ?? "",
      usedIn: [
        ...posts.filter((post) => postShows(post, reference)).map(postUse),
        ...documents.filter((document) => document.text.includes(JSON.stringify(reference))).map(({ use }) => use),
      ],
    };
  });
}

export async function updateImageAlt(db: Db, actor: Actor, id: string, alt: unknown, now: Date): Promise<void> {
  const text = altTextOf(alt);
  if (!isId(id)) throw notFound();
  await changing(db, "blog", async (tx) => {
    const [row] = await tx.update(editorImages).set({ alt: text }).where(eq(editorImages.id, id)).returning();
    if (!row) throw notFound();
    await auditImage(tx, actor, id, "alt", `Changed an image's alternative text to “${text}”.`, now);
  });
}

/**
 * Deletes an image no post shows; one that a post shows is refused with the posts' titles, since
 * its page would lose the picture (an earlier revision that showed it restores as its alt text).
 */
export async function removeImage(db: Db, store: FileStore, actor: Actor, id: string, now: Date): Promise<void> {
  if (!isId(id)) throw notFound();
  const removed = await changing(db, "blog", async (tx) => {
    const posts = await postsShowing(tx, id);
    const usedIn = [...posts, ...(await documentsShowing(tx, id))];
    if (usedIn.length > 0) {
      const what = usedIn.length === posts.length ? "post" : "page";
      const those = usedIn.length === 1 ? `that ${what}` : `those ${what}s`;
      const names = usedIn.map(({ name }) => name).join(", ");
      throw new RefusedError(`This image is shown in ${names}. Take it out of ${those} first, then delete it.`);
    }
    const [row] = await tx.delete(editorImages).where(eq(editorImages.id, id)).returning();
    if (!row) throw notFound();
    await auditImage(tx, actor, id, "delete", `Deleted the image “${row.alt}”.`, now);
    return row;
  });
  // After the commit: a failed removal leaves files no page refers to, never a page without its files.
  const keys = removed.widths.flatMap((width) => removed.formats.map((format) => imageFileKey(id, width, format)));
  await Promise.allSettled(
    [...keys, ...(removed.socialCard ? [socialCardFileKey(id)] : [])].map((key) => store.remove(key)),
  );
}

/**
 * An uploaded social image as it is shared: its social card, or for an image uploaded before
 * cards were made, its widest JPEG (the one format every network reads). One deleted meanwhile (or
 * never uploaded) gives "", and the page's usual picture is shared. A picture of the site's own
 * (/images/…) is given as it is: the page shares its card (app/seo/shared-image.ts).
 */
export function socialImagePath(socialImage: string, images: ReadonlyMap<string, PostImage>): string {
  const id = imageIdOf(socialImage);
  if (!id) return socialImage;
  const image = images.get(id);
  if (image?.socialCard) return uploadSocialCardPath(id);
  if (!image?.formats.includes("jpeg")) return "";
  return imageFilePath(id, Math.max(...image.widths), "jpeg");
}

/**
 * The file a page's `<img>` loads for an uploaded picture: the first size at least `wanted` px wide
 * (or the widest made, for a narrower original), in WebP, which every browser the site serves reads.
 */
export function pictureFilePath(id: string, image: PostImage, wanted: number): string {
  const width = image.widths.find((made) => made >= wanted) ?? Math.max(...image.widths);
  return imageFilePath(id, width, "webp");
}

/**
 * Refuses an address of an uploaded image that is not (or no longer) in the library, naming the
 * field: `fields` are the form's image fields, by their label ("The cover image").
 */
export async function refuseUnknownUploads(db: DbOrTransaction, fields: Record<string, string>): Promise<void> {
  const wanted = Object.entries(fields).flatMap(([label, value]) => {
    const id = imageIdOf(value);
    return id ? [{ label, id }] : [];
  });
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: editorImages.id })
    .from(editorImages)
    .where(inArray(editorImages.id, [...new Set(wanted.map(({ id }) => id))]));
  const missing = wanted.find(({ id }) => !found.some((row) => row.id === id));
  if (missing)
    throw new RefusedError(
      `${missing.label} ${imageReference(missing.id)} is not in the image library (deleted, or never uploaded): please choose one from Images.`,
    );
}

/** The uploaded images among `ids`, for the renderer. */
export async function imagesFor(db: Db, ids: readonly string[]): Promise<Map<string, PostImage>> {
  const wanted = ids.filter(isId);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ ...imageSizes, formats: editorImages.formats, socialCard: editorImages.socialCard })
    .from(editorImages)
    .where(inArray(editorImages.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}
