import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { bodyMax, defaultBlogCover } from "../../domain/content/content";
import { pageBodyLimit } from "../../domain/site/page-body-limits";
import type { Database } from "../db/db";
import { auditLog, blogPostRevisions, blogPostSlugs, blogPosts } from "../db/schema";
import { seed } from "../db/seed";
import { seedBlogPosts as contentPosts } from "../db/seed-blog";
import { onPublicChange } from "../kernel/changes/public-changes";
import { insertEditor } from "../../test-support/editor-account";
import { openTestDatabase } from "../../test-support/test-database";
import { listAudit, type Actor } from "../kernel/audit/audit";
import {
  createPost,
  findPost,
  findPostRevision,
  findVisiblePost,
  listPosts,
  listPostRevisions,
  listVisiblePosts,
  previewArticle,
  publishPost,
  restoreAsDraft,
  unpublishPost,
  updatePost,
} from "./blog-posts";
import { findDraft } from "./editor-drafts";
import { nextScheduledChange } from "./scheduled-changes";
import { isoDate } from "../../domain/time/india-dates";
import { indiaInstant } from "../../domain/bookings/blocked-time";

const now = new Date("2026-11-23T06:30:00Z"); // noon in India
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const form = (input: Record<string, string> = {}) => ({
  title: "Designing for 2 GB phones",
  slug: "",
  summary: "Small apps for the phones people carry.",
  body: "# Keep it small\n\nShip less **JavaScript**. <script>alert(1)</script> [bad](javascript:alert(1))",
  category: "Design",
  author: "Aditi Sharma",
  authorImage: "/images/avatars/avatar-3.svg",
  image: "/images/blog/bilingual-forms-hindi-english.svg",
  featured: "",
  seoTitle: "",
  seoDescription: "",
  socialImage: "",
  ...input,
});

describe("the blog's posts", () => {
  let database: Database;
  let editor: Actor;
  const announced: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    editor = await insertEditor(database.db, now);
    onPublicChange(database.db, "blog", () => announced.push("blog"));
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(blogPostSlugs);
    await database.db.delete(blogPostRevisions);
    await database.db.delete(blogPosts);
    announced.length = 0;
  });

  const actionsOf = async (id: string) =>
    (await listAudit(database.db, { subject: { type: "blog_post", id } })).rows.map((row) => row.action).reverse();

  it("seeds today's posts word for word, once, and shows them as the blog did", async () => {
    await seed(database.db, now);
    await seed(database.db, later(60));
    const cards = await listVisiblePosts(database.db, now);
    expect(cards).toEqual(
      contentPosts.map((post) => ({
        slug: post.id,
        title: post.title,
        summary: post.description,
        category: post.category,
        author: post.author,
        authorImage: post.authorImage,
        image: post.image,
        date: post.date,
        modifiedAt: indiaInstant(post.date, "00:00").toISOString(),
        readTime: post.readTime,
        featured: post.featured,
      })),
    );
  });

  it("keeps a draft from visitors, publishes it at once, audited, and tells the caches", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    expect(announced).toEqual(["blog"]);
    expect(await listVisiblePosts(database.db, now)).toEqual([]);
    expect(await findVisiblePost(database.db, "designing-for-2-gb-phones", now)).toBeUndefined();

    await publishPost(database.db, editor, id, { when: "now" }, later(1));
    const found = await findVisiblePost(database.db, "designing-for-2-gb-phones", later(1));
    expect(found && "article" in found ? found.article.title : undefined).toBe("Designing for 2 GB phones");
    expect((await listPosts(database.db, later(1)))[0]).toMatchObject({ id, state: "published" });

    await unpublishPost(database.db, editor, id, later(2));
    expect(await findVisiblePost(database.db, "designing-for-2-gb-phones", later(2))).toBeUndefined();
    expect(await actionsOf(id)).toEqual(["blog.create", "blog.publish", "blog.unpublish"]);
    expect(announced).toHaveLength(3);
  });

  it("renders the body with the job descriptions' rules: no raw HTML, no script links, headings from h2", async () => {
    const article = await previewArticle(database.db, form(), now);
    expect(article.bodyHtml).toContain("<h2>Keep it small</h2>");
    expect(article.bodyHtml).toContain("&lt;script&gt;");
    expect(article.bodyHtml).not.toContain("<script");
    expect(article.bodyHtml).not.toContain('href="javascript:');
  });

  it("shows a scheduled post from its time on, by the clock, and says when the next one appears", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    // 18:00 in India on the day: 12:30 UTC.
    await publishPost(database.db, editor, id, { when: "at", date: isoDate("2026-11-23"), time: "18:00" }, later(1));
    const at = new Date("2026-11-23T12:30:00Z");
    expect((await findPost(database.db, id, now))?.state).toBe("scheduled");
    expect(await nextScheduledChange(database.db, now)).toEqual(at);
    expect(await listVisiblePosts(database.db, new Date(at.getTime() - 1))).toEqual([]);
    expect(await findVisiblePost(database.db, "designing-for-2-gb-phones", new Date(at.getTime() - 1))).toBeUndefined();
    expect((await listVisiblePosts(database.db, at)).map((post) => post.slug)).toEqual(["designing-for-2-gb-phones"]);
    expect(await nextScheduledChange(database.db, at)).toBeUndefined();
    expect((await findPost(database.db, id, at))?.state).toBe("published");
    expect(await actionsOf(id)).toEqual(["blog.create", "blog.schedule"]);
  });

  it("refuses a time already past, changing nothing, and lists each post's state: draft, scheduled, published, changed since", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    // 11:00 in India on the day: an hour and a half before `now`.
    await expect(
      publishPost(database.db, editor, id, { when: "at", date: isoDate("2026-11-23"), time: "11:00" }, now),
    ).rejects.toThrow("23 Nov 2026, 11:00 AM (India) has already passed. Publish now instead, or choose another time.");
    expect(await findPost(database.db, id, now)).toMatchObject({ state: "draft", publishAt: null });
    expect(await actionsOf(id)).toEqual(["blog.create"]);
    const item = async (at: Date) => (await listPosts(database.db, at)).find((post) => post.id === id);
    expect(await item(now)).toMatchObject({ state: "draft", changedSincePublishing: false });

    await publishPost(database.db, editor, id, { when: "at", date: isoDate("2026-11-23"), time: "18:00" }, later(1));
    // Edited before its time: visitors will first see the edited text.
    await updatePost(database.db, editor, id, form({ summary: "Smaller apps." }), later(2));
    expect(await item(later(2))).toMatchObject({ state: "scheduled", changedSincePublishing: false });
    const at = new Date("2026-11-23T12:30:00Z");
    expect(await item(at)).toMatchObject({ state: "published", publishAt: at, changedSincePublishing: false });
    await updatePost(database.db, editor, id, form({ summary: "Smallest apps." }), new Date(at.getTime() + 60_000));
    expect(await item(new Date(at.getTime() + 60_000))).toMatchObject({ changedSincePublishing: true });
    // Published again now: what visitors read is what was published.
    await publishPost(database.db, editor, id, { when: "now" }, new Date(at.getTime() + 120_000));
    expect(await item(new Date(at.getTime() + 120_000))).toMatchObject({ changedSincePublishing: false });
  });

  it("counts a seeded post, never saved since, as unchanged", async () => {
    await seed(database.db, now);
    expect((await listPosts(database.db, now)).filter((post) => post.changedSincePublishing)).toEqual([]);
  });

  it("dates a post's last change as visitors read it: a seeded post's own day, then each save of its text", async () => {
    const articleOf = async (slug: string, at: Date) => {
      const found = await findVisiblePost(database.db, slug, at);
      return found && "article" in found ? found.article : undefined;
    };
    const installed = later(60 * 24 * 17); // the seed runs weeks after the posts were written
    await seed(database.db, installed);
    for (const post of contentPosts) {
      const written = indiaInstant(post.date, "00:00").toISOString();
      expect(await articleOf(post.id, installed)).toMatchObject({ publishedAt: written, modifiedAt: written });
    }

    const { id } = await createPost(database.db, editor, form(), installed);
    await publishPost(database.db, editor, id, { when: "now" }, later(60 * 24 * 18));
    const published = later(60 * 24 * 18).toISOString();
    expect(await articleOf("designing-for-2-gb-phones", later(60 * 24 * 19))).toMatchObject({
      publishedAt: published,
      modifiedAt: published,
    });
    const edited = later(60 * 24 * 20);
    await updatePost(database.db, editor, id, form({ summary: "Smaller apps." }), edited);
    expect(await articleOf("designing-for-2-gb-phones", edited)).toMatchObject({
      publishedAt: published,
      modifiedAt: edited.toISOString(),
    });
    const card = (await listVisiblePosts(database.db, edited)).find(
      (post) => post.slug === "designing-for-2-gb-phones",
    );
    expect(card?.modifiedAt).toBe(edited.toISOString());
  });

  it("keeps a changed address, which leads to the new one, and refuses another post's address", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    await publishPost(database.db, editor, id, { when: "now" }, now);
    await updatePost(database.db, editor, id, form({ slug: "small-apps" }), later(1));
    expect(await findVisiblePost(database.db, "designing-for-2-gb-phones", later(1))).toEqual({
      movedTo: "small-apps",
    });
    await updatePost(database.db, editor, id, form({ slug: "smaller-apps" }), later(2));
    expect(await findVisiblePost(database.db, "designing-for-2-gb-phones", later(2))).toEqual({
      movedTo: "smaller-apps",
    });
    expect(await findVisiblePost(database.db, "small-apps", later(2))).toEqual({ movedTo: "smaller-apps" });

    const other = await createPost(database.db, editor, form({ title: "Another" }), later(3));
    await expect(updatePost(database.db, editor, other.id, form({ slug: "small-apps" }), later(4))).rejects.toThrow(
      "Another post has the address /blog/small-apps",
    );
    await expect(createPost(database.db, editor, form({ slug: "smaller-apps" }), later(4))).rejects.toThrow(
      "Another post has the address /blog/smaller-apps",
    );
    // Its own earlier address becomes its address again.
    await updatePost(database.db, editor, id, form({ slug: "small-apps" }), later(5));
    expect(await findVisiblePost(database.db, "smaller-apps", later(5))).toEqual({ movedTo: "small-apps" });
    const found = await findVisiblePost(database.db, "small-apps", later(5));
    expect(found && "article" in found).toBe(true);
    // An unpublished post's old address leads nowhere.
    await unpublishPost(database.db, editor, id, later(6));
    expect(await findVisiblePost(database.db, "smaller-apps", later(6))).toBeUndefined();
  });

  it("keeps every save as a revision with who and when, and opens one as the editor's draft, audited", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    await updatePost(database.db, editor, id, form({ title: "Second title", body: "Second text." }), later(1));
    const revisions = await listPostRevisions(database.db, id);
    expect(revisions.map(({ number, authorName, at, title }) => ({ number, authorName, at, title }))).toEqual([
      { number: 2, authorName: "Meera Editor", at: later(1), title: "Second title" },
      { number: 1, authorName: "Meera Editor", at: now, title: "Designing for 2 GB phones" },
    ]);
    const first = form({ slug: "designing-for-2-gb-phones" });
    expect(await findPostRevision(database.db, id, revisions[1]!.id)).toEqual({ number: 1, text: first });

    const member = { id: editor.id!, email: editor.email };
    await restoreAsDraft(database.db, member, id, revisions[1]!.id, later(2));
    // The post is as it was: the revision is the editor's draft, to save or discard.
    const post = await findPost(database.db, id, later(2));
    expect(post).toMatchObject({ title: "Second title", body: "Second text.", updatedAt: later(1) });
    expect(await listPostRevisions(database.db, id)).toHaveLength(2);
    expect(await findDraft(database.db, member, { kind: "blog-post", subject: id }, later(2))).toEqual({
      fields: first,
      base: later(1).toISOString(),
      savedAt: later(2),
    });
    expect(await actionsOf(id)).toEqual(["blog.create", "blog.update", "blog.restore"]);
    const [entry] = (await listAudit(database.db, { subject: { type: "blog_post", id } })).rows;
    expect(entry).toMatchObject({
      summary: "Opened revision 1 of “Second title” as a draft, to save or discard.",
      at: later(2),
    });
    // Another post's revision is refused, and opens nothing.
    const other = await createPost(database.db, editor, form({ title: "Another post" }), now);
    await expect(restoreAsDraft(database.db, member, other.id, revisions[1]!.id, later(3))).rejects.toThrow(
      "This revision does not exist (any more).",
    );
    expect(await findDraft(database.db, member, { kind: "blog-post", subject: other.id }, later(3))).toBeUndefined();
  });

  it("refuses a save made on a version a colleague has saved over since, naming them, and changes nothing", async () => {
    const { id } = await createPost(database.db, editor, form(), now);
    const colleague = await insertEditor(database.db, now, { email: "ravi@nexoratech.in", name: "Ravi Kumar" });
    const opened = now.toISOString();
    await updatePost(database.db, colleague, id, form({ title: "Ravi's title" }), later(1), opened);
    await expect(
      updatePost(database.db, editor, id, form({ title: "Meera's title" }), later(2), opened),
    ).rejects.toThrow(
      "Ravi Kumar saved this post at 23 Nov 2026, 12:01 PM (India), after you opened it, so yours was not saved.",
    );
    expect(await findPost(database.db, id, later(2))).toMatchObject({ title: "Ravi's title" });
    expect(await listPostRevisions(database.db, id)).toHaveLength(2);
    // Saved again on the newer version, knowingly, it replaces theirs.
    await updatePost(database.db, editor, id, form({ title: "Meera's title" }), later(3), later(1).toISOString());
    expect(await findPost(database.db, id, later(3))).toMatchObject({ title: "Meera's title" });
  });

  it("takes the longest text a post may have, and its editor's forms may send it", async () => {
    const body = "क".repeat(bodyMax);
    const { id } = await createPost(database.db, editor, form({ body }), now);
    expect((await findPost(database.db, id, now))?.body).toBe(body);
    await expect(createPost(database.db, editor, form({ body: `${body}x` }), now)).rejects.toThrow(
      "The text can be at most 50000 characters.",
    );
    // Percent-encoded, a Devanagari character takes 9 bytes.
    for (const page of ["/admin/blog/new", "/admin/blog/preview", "/admin/blog/some-id"])
      expect(pageBodyLimit(page)).toBeGreaterThan(bodyMax * 9);
  });

  it("keeps a post without a cover, which the blog shows with its default illustration", async () => {
    const { id } = await createPost(database.db, editor, form({ image: "" }), now);
    expect((await findPost(database.db, id, now))?.image).toBe("");
    await publishPost(database.db, editor, id, { when: "now" }, now);
    const [card] = await listVisiblePosts(database.db, now);
    expect(card?.image).toBe(defaultBlogCover);
    const found = await findVisiblePost(database.db, card!.slug, now);
    expect(found && "article" in found ? found.article.image : undefined).toBe(defaultBlogCover);
  });

  it("refuses what the form does not allow, and changes nothing", async () => {
    await expect(createPost(database.db, editor, form({ title: "" }), now)).rejects.toThrow("Please enter the title.");
    await expect(createPost(database.db, editor, form({ image: "https://evil.example/x.svg" }), now)).rejects.toThrow(
      "The cover image must be an image of the site",
    );
    await expect(createPost(database.db, editor, form({ slug: "Not A Slug" }), now)).rejects.toThrow(
      "Use lower-case letters, digits and single dashes.",
    );
    // An upload's address the library does not have (deleted, mistyped): named, with where to choose one.
    const unknown = "/media/0b7c4f3e-5a52-4c38-9d3e-2f4f6f0a1b2c";
    await expect(createPost(database.db, editor, form({ image: unknown }), now)).rejects.toThrow(
      `The cover image ${unknown} is not in the image library (deleted, or never uploaded): please choose one from Images.`,
    );
    await expect(createPost(database.db, editor, form({ socialImage: unknown }), now)).rejects.toThrow(
      `The social image ${unknown} is not in the image library`,
    );
    expect(await listPosts(database.db, now)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });
});
