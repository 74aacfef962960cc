import type { BlogCategory, PublishState, Publish } from "../domain/content/content";
import type { DraftKind, DraftSubject, KeepDraft } from "../domain/content/editor-drafts";
import type { DocumentKind } from "../domain/content/site-documents";
import type { IsoDate } from "../domain/time/india-dates";
import type { Outcome } from "./outcome";
import type { PublishOutcome } from "./content-publishing";
import type { RevisionItem } from "./content-revisions";
import { processWideContext } from "./load-context";

/** A post as the blog's cards show it. */
export type BlogCard = {
  slug: string;
  title: string;
  summary: string;
  category: BlogCategory;
  author: string;
  authorImage: string;
  image: string;
  /** The day it was published, in India. */
  date: IsoDate;
  /** When what visitors read of it last changed (ISO instant): its text saved since, else when it appeared. */
  modifiedAt: string;
  readTime: string;
  featured: boolean;
};

/** A post as its own page shows it: the body is HTML the server made from the Markdown. */
export type BlogArticle = BlogCard & {
  bodyHtml: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  publishedAt: string /* ISO instant */;
};

/** What /blog/<slug> finds: the post, the address it moved to, or nothing. */
export type BlogLookup = { article: BlogArticle } | { movedTo: string } | undefined;

/** What the public blog pages read: only what visitors may see at the server's clock. */
export type BlogPages = {
  /** Published posts, newest first. */
  list(): Promise<BlogCard[]>;
  find(slug: string): Promise<BlogLookup>;
};

/** What the blog, its feed and the sitemap read as `context.get(blogPagesContext)`. */
export const blogPagesContext = processWideContext<BlogPages>("blogPages");

export type BlogPostListItem = {
  id: string;
  slug: string;
  title: string;
  state: PublishState;
  publishAt: Date | null;
  /** Published, and its text saved since visitors first saw it. */
  changedSincePublishing: boolean;
  updatedAt: Date;
};

export type BlogPostRecord = BlogPostListItem & {
  summary: string;
  body: string;
  category: BlogCategory;
  author: string;
  authorImage: string;
  image: string;
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
};

/** A post's revision, with the title it had. */
export type BlogRevisionItem = RevisionItem & { title: string };

/** A post's form as posted: the server checks it with BlogPostFormSchema (domain/content/content.ts). */
export type BlogPostFields = Record<string, string>;

/** The blog in the back office, for editors and admins. */
export type ContentDesk = {
  list(): Promise<BlogPostListItem[]>;
  find(id: string): Promise<BlogPostRecord | undefined>;
  revisions(id: string): Promise<BlogRevisionItem[]>;
  /** Saves a new draft; the value is its id. */
  create(post: BlogPostFields): Promise<Outcome<{ id: string }>>;
  /**
   * Saves the text (a published post changes on the site at once) and keeps a revision; with the
   * version the editor opened (`base`), refused if a colleague saved since.
   */
  update(id: string, post: BlogPostFields, base?: string): Promise<Outcome>;
  publish(id: string, when: Publish): Promise<PublishOutcome>;
  unpublish(id: string): Promise<Outcome>;
  /** An earlier revision's text as the form's fields, to compare with the text saved now. */
  revision(id: string, revisionId: string): Promise<Outcome<{ number: number; text: BlogPostFields }>>;
  /** Opens an earlier revision's text as the editor's draft: the post changes only when they save it. */
  restore(id: string, revisionId: string): Promise<Outcome>;
  /** The article as its page would show it, from the form's values; the messages when they are not valid. */
  preview(post: BlogPostFields): Promise<Outcome<BlogArticle>>;
  images: ImageDesk;
};

/** An uploaded image as the Images page lists it. */
export type EditorImageItem = {
  id: string;
  alt: string;
  /** The original's size in pixels, upright. */
  width: number;
  height: number;
  /** The uploaded file's size. */
  bytes: number;
  /** The widths made; each is served as /media/<id>-<width>.<avif|webp|jpg>. */
  widths: number[];
  createdAt: Date;
  /** Who uploaded it; empty when the account is gone. */
  uploadedBy: string;
  /** What shows it (a post's text, cover or social image; a page's draft, scheduled or published text). */
  usedIn: ImageUse[];
};

/**
 * A post or a page that shows an image, named as the back office names it (a post's “title”,
 * "the CRM case study"), with what the back office needs to link to its editor.
 */
export type ImageUse = { name: string } & ({ post: string } | { document: { kind: DocumentKind; slug: string } });

/** Editors' images, for editors and admins. */
export type ImageDesk = {
  list(): Promise<EditorImageItem[]>;
  /** Sniffs, checks and makes the sizes; a refusal is about the file or the alt text, and changes nothing. */
  upload(upload: { content: Uint8Array; alt: string }): Promise<Outcome<{ id: string }>>;
  updateAlt(id: string, alt: string): Promise<Outcome>;
  /** Refused while a post shows it. */
  remove(id: string): Promise<Outcome>;
};

/** What an editor typed into a text's form and has not saved: theirs alone. */
export type EditorDraft = { fields: Record<string, string>; base: string; savedAt: Date };

/** The signed-in editor's drafts, and who else is typing into the same text. */
export type DraftDesk = {
  /** Keeps the form's fields as this editor's draft of the text; the answer names colleagues typing into it too. */
  keep(draft: KeepDraft): Promise<Outcome<{ savedAt: Date; others: string[] }>>;
  /** What a text's page offers: this editor's draft, and the colleagues who typed into it in the last few minutes. */
  opened(subject: DraftSubject): Promise<{ draft: EditorDraft | undefined; others: string[] }>;
  discard(subject: DraftSubject): Promise<void>;
  /** This editor's drafts of one kind of text, newest first: the texts they typed into and did not save. */
  mine(kind: DraftKind): Promise<UnsavedDraft[]>;
};

/** A text the editor typed into and did not save: its id (`new` for a text not created yet), the title typed, when kept. */
export type UnsavedDraft = { subject: string; title: string; savedAt: Date };
