import { z } from "zod";

import { indiaInstant } from "../bookings/blocked-time";
import { isIsoDate } from "../time/india-dates";
import { addressSlug, slugMax } from "../forms/address-slug";
import { imageIdOf } from "./editor-images";
import { siteImagePattern } from "./social-cards";
import { isStorableText, unstorableTextMessage } from "../forms/storable-text";
import { blogCategories, type BlogCategory } from "./blog-categories";
import "../forms/zod-setup";

/**
 * Blog posts as editors write them in the back office. The body is Markdown, rendered
 * on the server by the job descriptions' renderer (docs/decisions/011). A post is a draft or
 * published; a published post whose publish time is still ahead is "scheduled": visitors see it
 * from that instant, compared with the server's one clock (docs/decisions/023).
 */

export { blogCategories, type BlogCategory };

export const storedPostStatuses = ["draft", "published"] as const;
export type StoredPostStatus = (typeof storedPostStatuses)[number];

/**
 * What the back office calls the state of something editors publish (a post, a question, a
 * testimonial): a draft, scheduled (published, its time still ahead) or published.
 */
export type PublishState = "draft" | "scheduled" | "published";

/** Its state at `now`, by the server's clock: visitors see it only once it is "published". */
export const publishStateOf = (entry: { published: boolean; publishAt: Date | null }, now: Date): PublishState =>
  !entry.published ? "draft" : entry.publishAt && entry.publishAt > now ? "scheduled" : "published";

export const postStateOf = (post: { status: StoredPostStatus; publishAt: Date | null }, now: Date): PublishState =>
  publishStateOf({ published: post.status === "published", publishAt: post.publishAt }, now);

export const publishStateLabels: Record<PublishState, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** A slug made of a title: lower-case words joined by dashes. */
export function slugOf(title: string): string {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f'’.]/g, "")
    .replace(/[^a-z\d]+/g, "-")
    .replace(/^-|-$/g, "");
  return (slug.length <= slugMax ? slug : slug.slice(0, slugMax).replace(/-[^-]*$/, "")) || "post";
}

/** An image of the site's own (under /images/); with `uploads`, also an uploaded one (/media/<id>, from Images). */
export const imagePath = (label: string, optional: boolean, uploads = false) => {
  const message = uploads
    ? `${label} must be an image of the site, such as /images/blog/name.svg, or an uploaded one, /media/… (see Images).`
    : `${label} must be an image of the site, such as /images/blog/name.svg.`;
  return z
    .string()
    .trim()
    .max(300, `${label} can be at most 300 characters.`)
    .refine(
      (value) =>
        (optional && value === "") ||
        (siteImagePattern.test(value) && !value.includes("..")) ||
        (uploads && imageIdOf(value) !== undefined),
      message,
    );
};

/** A one-line text field: spaces collapsed, its label in the messages. */
export const line = (label: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, " "))
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `Please enter the ${label.toLowerCase()}.`)
        .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`)
        .refine(isStorableText, unstorableTextMessage),
    );

/**
 * What the cards and the page show for a post without a cover (or whose uploaded cover is gone):
 * the blog's own illustration, so a post never looks unfinished.
 */
export const defaultBlogCover = "/images/blog/default-cover.svg";

/** About 8,000 words: more than any post the site has; the page-body limit follows it. */
export const bodyMax = 50_000;

/** "17:30": what a time input sends. */
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a post's form sends (every field a string), checked again by the server. */
export const BlogPostFormSchema = z.object({
  title: line("Title", 150, true),
  slug: addressSlug().default(""),
  summary: line("Summary", 400, true),
  body: z
    .string()
    .max(bodyMax, `The text can be at most ${bodyMax} characters.`)
    .refine((value) => value.trim() !== "", "Please write the post.")
    .refine(isStorableText, unstorableTextMessage),
  category: z.enum(blogCategories, { error: "Please choose a category." }),
  author: line("Author", 100, true),
  authorImage: imagePath("The author's picture", false),
  // Optional: a new post starts without one, and the blog shows `defaultBlogCover` until one is chosen.
  image: imagePath("The cover image", true, true).default(""),
  featured: z
    .union([z.literal("on"), z.literal(""), z.boolean()])
    .optional()
    .transform((value) => value === "on" || value === true),
  seoTitle: line("Search title", 70, false).default(""),
  seoDescription: line("Search description", 160, false).default(""),
  socialImage: imagePath("The social image", true, true).default(""),
});
export type BlogPostForm = z.input<typeof BlogPostFormSchema>;
export type BlogPostValues = z.output<typeof BlogPostFormSchema>;

/** When to publish: now, or at a date and time in India. */
export const PublishSchema = z.discriminatedUnion("when", [
  z.object({ when: z.literal("now") }),
  z.object({
    when: z.literal("at"),
    date: z.string().trim().refine(isIsoDate, "Please choose the day to publish (YYYY-MM-DD)."),
    time: z
      .string()
      .trim()
      .refine((value) => timePattern.test(value), "Please give the time to publish as HH:MM, in India time."),
  }),
]);
export type Publish = z.infer<typeof PublishSchema>;

/** The instant a schedule names; undefined for "now". */
export const publishInstantOf = (publish: Publish): Date | undefined =>
  publish.when === "now" ? undefined : indiaInstant(publish.date, publish.time);

/** "6 min read", at about 200 words a minute. */
export const readTimeOf = (body: string) =>
  `${Math.max(1, Math.round(body.split(/\s+/).filter(Boolean).length / 200))} min read`;
