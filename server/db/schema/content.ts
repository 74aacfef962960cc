import {
  type PgColumnBuilderBase,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { blogCategories, storedPostStatuses, type BlogPostValues } from "../../../domain/content/content";
import { draftKinds } from "../../../domain/content/editor-drafts";
import { imageFormats } from "../../../domain/content/editor-images";
import { documentKinds } from "../../../domain/content/site-documents";
import { testimonialPlacements } from "../../../domain/content/testimonials";
import type { IsoDate } from "../../../domain/time/india-dates";

import { createdAt, updatedAt, rowId, partOf, noticeShown } from "../columns";
import { staffAccounts } from "./staff";

// The content area's tables: the blog, the FAQ, the testimonials and the site's structured pages, each with
// its revisions, and the images and unsaved drafts of their editors.

/** What a blog post's revision keeps: everything its form sets. */
type BlogPostContent = BlogPostValues & { readTime: string };

/** What an FAQ entry's revision keeps: everything its form sets. */
export type FaqEntryText = Pick<typeof faqEntries.$inferSelect, "question" | "answer">;

/**
 * What a testimonial's revision keeps: everything its form sets (a seeded one has no day of
 * agreement; one saved before notices, no notice).
 */
export type TestimonialText = Pick<
  typeof testimonials.$inferSelect,
  "placement" | "quote" | "shownName" | "shownRole" | "avatar" | "consentNote" | "consentDate"
> &
  Partial<Pick<typeof testimonials.$inferSelect, "noticeVersion" | "noticeLanguage">>;

/**
 * Every saved version of a text, whole: a table per kind of text, alike but for the column that
 * names what each row is a revision of (`ownerId`, deleted with it), so that one module reads and
 * writes them all (server/content/revisions.ts).
 */
function revisionsTable<Name extends string, Owner extends PgColumnBuilderBase, Content extends PgColumnBuilderBase>(
  name: Name,
  ownerId: Owner,
  content: Content,
) {
  return pgTable(
    name,
    {
      id: rowId(),
      ownerId,
      /** 1, 2, 3… within what it is a revision of. */
      number: integer("number").notNull(),
      content,
      authorId: uuid("author_id").references(() => staffAccounts.id, { onDelete: "set null" }),
      /** Kept as written, so the revision still says who after the account is gone. */
      authorEmail: text("author_email").notNull(),
      at: timestamp("at", { withTimezone: true }).notNull(),
    },
    (table) => [uniqueIndex(`${name}_number`).on(table.ownerId, table.number)],
  );
}

/**
 * Blog posts as editors write them (decision 031; server/content/). The seed loads the posts that
 * were app/content/blog.ts. Visitors see a published post from `publish_at` on, compared with
 * the server's clock; a draft never.
 */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: rowId(),
    /** Its address, /blog/<slug>; an earlier one stays in blog_post_slugs and answers 301. */
    slug: text("slug").notNull(),
    status: text("status", { enum: storedPostStatuses }).notNull(),
    title: text("title").notNull(),
    /** The card's and the feed's text. */
    summary: text("summary").notNull(),
    /** Markdown, rendered without raw HTML (server/jobs/job-markdown.ts). */
    body: text("body").notNull(),
    category: text("category", { enum: blogCategories }).notNull(),
    author: text("author").notNull(),
    authorImage: text("author_image").notNull(),
    image: text("image").notNull(),
    readTime: text("read_time").notNull(),
    featured: boolean("featured").notNull().default(false),
    seoTitle: text("seo_title").notNull().default(""),
    seoDescription: text("seo_description").notNull().default(""),
    socialImage: text("social_image").notNull().default(""),
    /** When visitors first see it (null for a draft never published). */
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /**
     * When its text was last saved (written, edited or restored); later than `publishAt`, visitors
     * read a text changed since it was published. Null: not saved since the seed put it in.
     */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug").on(table.slug),
    index("blog_posts_visible").on(table.status, table.publishAt),
  ],
);

/** Addresses a post had before: /blog/<old> answers 301 to its address today. */
export const blogPostSlugs = pgTable("blog_post_slugs", {
  slug: text("slug").primaryKey(),
  postId: partOf("post_id", () => blogPosts.id),
  at: timestamp("at", { withTimezone: true }).notNull(),
});

/** Every saved version of a post, whole: who, when and what; any one can be restored. */
export const blogPostRevisions = revisionsTable(
  "blog_post_revisions",
  partOf("post_id", () => blogPosts.id),
  jsonb("content").$type<BlogPostContent>().notNull(),
);

/**
 * Images editors upload for posts (docs/decisions/033-editor-images.md). The files (every size in
 * every format) are in the file store under `<id>-<width>.<format>`; the row says what was made.
 * No visitor's data: the picture, its description and which staff account uploaded it.
 */
export const editorImages = pgTable("editor_images", {
  id: rowId(),
  /** What a screen reader says instead; a post's Markdown may give its own. */
  alt: text("alt").notNull(),
  /** The original's size in pixels, upright (after its EXIF orientation). */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  /** The uploaded file's size in bytes. */
  bytes: integer("bytes").notNull(),
  /** The widths made, narrowest first, each in every format of `formats`. */
  widths: integer("widths").array().notNull(),
  formats: text("formats", { enum: imageFormats }).array().notNull(),
  /**
   * Whether its social card was made: the 1200 × 630 JPEG link previews show, `<id>-1200x630.jpg`.
   * Images uploaded before cards were (migration 0050) are shared as their widest JPEG.
   */
  socialCard: boolean("social_card").notNull().default(false),
  uploadedBy: uuid("uploaded_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * The columns an editor's list of entries ends with (FAQ entries, testimonials): its place in the list,
 * whether and from when it shows, and when and by whom it was saved.
 */
const listedEntry = () => ({
  /** Smaller first; moving an entry swaps it with its neighbour. */
  position: integer("position").notNull(),
  published: boolean("published").notNull(),
  /** A published entry shows from this instant on (null: at once); an editor's schedule. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** Who saved it last, as written (staff e-mail address, or "command line"). */
  updatedBy: text("updated_by").notNull(),
});

/** The /faq page's questions (decision 034): plain text, shown in `position` order when published. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: rowId(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    ...listedEntry(),
  },
  (table) => [index("faq_entries_position").on(table.position)],
);

/**
 * Clients' testimonials (decision 034), on the home page's carousel or the testimonials page. What is
 * shown of the customer is what they agreed to: `consent_note` says what and how, `consent_date`
 * when (for those the site showed before the back office kept them, the day they were seeded), and
 * the notice columns which privacy notice they were sent before agreeing (null before notices).
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: rowId(),
    placement: text("placement", { enum: testimonialPlacements }).notNull(),
    /** Plain text; `**` marks the bold part (domain/content/testimonials.ts). */
    quote: text("quote").notNull(),
    shownName: text("shown_name").notNull(),
    /** Role and company as agreed; empty when the customer agreed to their name only. */
    shownRole: text("shown_role").notNull(),
    avatar: text("avatar").notNull(),
    consentNote: text("consent_note").notNull(),
    consentDate: text("consent_date").$type<IsoDate>().notNull(),
    ...noticeShown(),
    ...listedEntry(),
  },
  (table) => [index("testimonials_placement_position").on(table.placement, table.position)],
);

/** Every saved version of an FAQ entry's text: who, when and what; any one can be restored. */
export const faqEntryRevisions = revisionsTable(
  "faq_entry_revisions",
  partOf("entry_id", () => faqEntries.id),
  jsonb("content").$type<FaqEntryText>().notNull(),
);

/** Every saved version of a testimonial's text: who, when and what; any one can be restored. */
export const testimonialRevisions = revisionsTable(
  "testimonial_revisions",
  partOf("testimonial_id", () => testimonials.id),
  jsonb("content").$type<TestimonialText>().notNull(),
);

/**
 * The site's structured pages editors change (docs/decisions/035-site-documents.md): a
 * service's case study, a portfolio project, the company text, the team. `published` is what
 * visitors see (null: not on the site); `draft` holds saved changes not yet published.
 */
export const siteDocuments = pgTable(
  "site_documents",
  {
    id: rowId(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** The service's or project's address; "company" and "team" for the About pages. */
    slug: text("slug").notNull(),
    /** Smaller first among its kind: the home page's service tabs, the portfolio's projects. */
    position: integer("position").notNull(),
    published: jsonb("published").$type<Record<string, unknown>>(),
    draft: jsonb("draft").$type<Record<string, unknown>>(),
    /** When what visitors see was last published: their date of its last change. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When visitors first saw it (null: never published); kept when it is published again. */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
    /**
     * A text an editor scheduled: from `scheduled_at` on, visitors see it instead of `published`
     * (read by the clock, as a scheduled post; the next write to the row makes it `published`).
     */
    scheduled: jsonb("scheduled").$type<Record<string, unknown>>(),
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Who saved it last, as written (staff e-mail address, "seed" or "command line"). */
    updatedBy: text("updated_by").notNull(),
  },
  (table) => [uniqueIndex("site_documents_kind_slug").on(table.kind, table.slug)],
);

/** Every saved version of a document, whole: who, when and what; any one can be restored. */
export const siteDocumentRevisions = revisionsTable(
  "site_document_revisions",
  partOf("document_id", () => siteDocuments.id),
  jsonb("content").$type<Record<string, unknown>>().notNull(),
);

/**
 * What each editor has typed into a text's form and not saved (decision 043,
 * domain/content/editor-drafts.ts): one per editor and text, replaced as they type, dropped when
 * they save or discard it. `subject` is the text's id ("new" for a post not yet saved);
 * `base` the text's last change when they opened it ("" for a new post).
 */
export const editorDrafts = pgTable(
  "editor_drafts",
  {
    id: rowId(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: draftKinds }).notNull(),
    subject: text("subject").notNull(),
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    base: text("base").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("editor_drafts_staff_subject").on(table.staffId, table.kind, table.subject),
    index("editor_drafts_subject").on(table.kind, table.subject, table.savedAt),
  ],
);
