import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { editorImages } from "../db/schema";
import { diskFileStore, type FileStore } from "../kernel/storage/file-store";
import { insertEditor } from "../../test-support/editor-account";
import { openTestDatabase } from "../../test-support/test-database";
import { listAudit, type Actor } from "../kernel/audit/audit";
import { projectDocumentOf } from "../../domain/content/portfolio-projects";
import { seed } from "../db/seed";
import { seedProjects } from "../db/seed-projects";
import { createPost, findVisiblePost, listVisiblePosts, publishPost } from "./blog-posts";
import { sitePages } from "./site-documents-desk";
import { publishDocument, saveDraft } from "./site-documents";
import { imagesFor, listImages, removeImage, updateImageAlt, uploadImage } from "./editor-images";
import { isoDate } from "../../domain/time/india-dates";

const now = new Date("2026-11-23T06:30:00Z");

describe("editors' images", () => {
  let database: Database;
  let editor: Actor;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "editor-images-"));
  const store: FileStore = diskFileStore(folder);
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    database = await openTestDatabase();
    editor = await insertEditor(database.db, now);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("stores every size under the image's id, and lists it with its uploader at the app's clock", async () => {
    const { id } = await uploadImage(database.db, store, editor, { content: await png(700, 350), alt: "A map" }, now);
    expect(
      fs
        .readdirSync(folder)
        .filter((file) => file.startsWith(id))
        .sort(),
    ).toEqual(
      ["1200x630.jpg", "480.avif", "480.jpg", "480.webp", "700.avif", "700.jpg", "700.webp"].map(
        (name) => `${id}-${name}`,
      ),
    );
    expect((await listImages(database.db)).find((image) => image.id === id)).toMatchObject({
      alt: "A map",
      width: 700,
      height: 350,
      widths: [480, 700],
      createdAt: now,
      uploadedBy: "Meera Editor",
      usedIn: [],
    });
  });

  it("refuses a missing alt text or a file over 10 MB before making anything", async () => {
    const before = fs.readdirSync(folder).length;
    await expect(
      uploadImage(database.db, store, editor, { content: await png(10, 10), alt: " " }, now),
    ).rejects.toThrow("Please describe the image");
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1);
    await expect(uploadImage(database.db, store, editor, { content: huge, alt: "Big" }, now)).rejects.toThrow(
      "larger than 10 MB",
    );
    expect(fs.readdirSync(folder)).toHaveLength(before);
  });

  it("removes the files it stored when the row cannot be written", async () => {
    const before = fs.readdirSync(folder).sort();
    const gone: Actor = { id: "00000000-0000-4000-8000-000000000000", email: "gone@nexoratech.in" };
    await expect(
      uploadImage(database.db, store, gone, { content: await png(20, 20), alt: "Orphan" }, now),
    ).rejects.toThrow();
    expect(fs.readdirSync(folder).sort()).toEqual(before);
  });

  it("draws the post with the image's alt text as it is now, and refuses to delete it while a post shows it", async () => {
    const { id } = await uploadImage(
      database.db,
      store,
      editor,
      { content: await png(1000, 500), alt: "A chart" },
      now,
    );
    const post = await createPost(
      database.db,
      editor,
      {
        title: "Charts we like",
        summary: "A short one.",
        body: `Look:\n\n![](/media/${id})`,
        category: "Design",
        author: "Meera",
        authorImage: "/images/avatars/avatar-1.svg",
        image: "/images/blog/offline-first-android-apps.svg",
        socialImage: `/media/${id}`,
      },
      now,
    );
    await publishPost(database.db, editor, post.id, { when: "now" }, now);
    await updateImageAlt(database.db, editor, id, "  A rising bar chart ", now);
    const found = await findVisiblePost(database.db, "charts-we-like", now);
    const article = found && "article" in found ? found.article : undefined;
    expect(article?.bodyHtml).toContain('alt="A rising bar chart"');
    expect(article?.bodyHtml).toContain('width="1000" height="500"');
    // Shared as its social card; one uploaded before cards were made, as its widest JPEG.
    expect(article?.socialImage).toBe(`/media/${id}-1200x630.jpg`);
    await database.db.update(editorImages).set({ socialCard: false }).where(eq(editorImages.id, id));
    const earlier = await findVisiblePost(database.db, "charts-we-like", now);
    expect(earlier && "article" in earlier ? earlier.article.socialImage : undefined).toBe(`/media/${id}-1000.jpg`);

    await expect(removeImage(database.db, store, editor, id, now)).rejects.toThrow(
      "This image is shown in “Charts we like”. Take it out of that post first, then delete it.",
    );
    expect(await imagesFor(database.db, [id])).toHaveProperty("size", 1);
    expect((await listImages(database.db)).find((image) => image.id === id)?.usedIn).toEqual([
      { name: "“Charts we like”", post: post.id },
    ]);
  });

  it("takes an upload as a post's cover: on its cards and page as a made file, shared as JPEG, and kept from deletion", async () => {
    const { id } = await uploadImage(database.db, store, editor, { content: await png(1200, 600), alt: "A team" }, now);
    const post = await createPost(
      database.db,
      editor,
      {
        title: "Our team at work",
        summary: "A short one.",
        body: "No pictures in the text.",
        category: "Design",
        author: "Meera",
        authorImage: "/images/avatars/avatar-1.svg",
        image: `/media/${id}`,
      },
      now,
    );
    await publishPost(database.db, editor, post.id, { when: "now" }, now);
    const card = (await listVisiblePosts(database.db, now)).find((found) => found.slug === "our-team-at-work");
    expect(card?.image).toBe(`/media/${id}-960.webp`);
    const found = await findVisiblePost(database.db, "our-team-at-work", now);
    const article = found && "article" in found ? found.article : undefined;
    expect(article?.image).toBe(`/media/${id}-960.webp`);
    // No social image of its own: the cover is shared, as its social card.
    expect(article?.socialImage).toBe(`/media/${id}-1200x630.jpg`);
    expect((await listImages(database.db)).find((image) => image.id === id)?.usedIn).toEqual([
      { name: "“Our team at work”", post: post.id },
    ]);
    await expect(removeImage(database.db, store, editor, id, now)).rejects.toThrow(
      "This image is shown in “Our team at work”. Take it out of that post first, then delete it.",
    );
  });

  it("deletes an image no post shows, with its files, and audits each step", async () => {
    const { id } = await uploadImage(database.db, store, editor, { content: await png(30, 20), alt: "A dot" }, now);
    await removeImage(database.db, store, editor, id, new Date(now.getTime() + 60_000));
    expect(await imagesFor(database.db, [id])).toHaveProperty("size", 0);
    expect(fs.readdirSync(folder).filter((file) => file.startsWith(id))).toEqual([]);
    const { rows } = await listAudit(database.db, { subject: { type: "editor_image", id } });
    expect(rows.map((row) => row.action).reverse()).toEqual(["image.upload", "image.delete"]);
    expect(await database.db.select().from(editorImages)).not.toContainEqual(expect.objectContaining({ id }));
  });

  it("shows an upload on a case study as one of its files, and will not delete it while a page shows it", async () => {
    await seed(database.db, now);
    const { id } = await uploadImage(database.db, store, editor, { content: await png(1200, 800), alt: "A ward" }, now);
    const project = projectDocumentOf(seedProjects[1]!);
    const screens = project.projectScreens.map((screen, index) =>
      index === 0 ? { ...screen, src: `/media/${id}` } : screen,
    );
    await saveDraft(
      database.db,
      editor,
      "project",
      seedProjects[1]!.id,
      { ...project, projectScreens: screens, socialImage: `/media/${id}` },
      now,
    );
    const name = `the project “${project.card.title}”`;
    const use = { name, document: { kind: "project", slug: seedProjects[1]!.id } };
    expect((await listImages(database.db)).find((image) => image.id === id)?.usedIn).toEqual([use]);
    await expect(removeImage(database.db, store, editor, id, now)).rejects.toThrow(
      `This image is shown in ${name}. Take it out of that page first, then delete it.`,
    );

    // Scheduled, the text is no draft any more: it still shows the picture, at its time.
    const at = { when: "at", date: isoDate("2026-11-23"), time: "18:00" } as const;
    await publishDocument(database.db, editor, "project", seedProjects[1]!.id, at, now);
    await expect(removeImage(database.db, store, editor, id, now)).rejects.toThrow(`This image is shown in ${name}.`);
    expect((await listImages(database.db)).find((image) => image.id === id)?.usedIn).toEqual([use]);

    await publishDocument(database.db, editor, "project", seedProjects[1]!.id, { when: "now" }, now);
    const shown = (await sitePages({ db: database.db, clock: () => now }).projects()).find(
      (found) => found.slug === seedProjects[1]!.id,
    );
    // The first made size at least 960 px wide, in a format every browser reads.
    expect(shown?.body.projectScreens[0]?.src).toBe(`/media/${id}-960.webp`);
    expect(shown?.body.projectScreens[1]?.src).toBe(project.projectScreens[1]!.src);
    // Shared links show its social card.
    expect(shown?.body.socialImage).toBe(`/media/${id}-1200x630.jpg`);
  });
});
