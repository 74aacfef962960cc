import { randomUUID } from "node:crypto";

import type { BlogCategory } from "../domain/content/blog-categories";
import type { NewsletterTopic } from "../domain/newsletter/newsletter";
import type { DbOrTransaction } from "../server/db/db";
import { blogPosts, newsletterSubscribers } from "../server/db/schema";

/** A post's Markdown with what an e-mail has to carry: a heading, a list, a quotation, a link of the site's and one elsewhere. */
export const richPostBody = [
  "Offline-first apps keep working in a lift, a basement or a village with one bar of signal.",
  "## What we build first",
  "- A local store the app reads before the network\n- A queue of changes that waits for a signal",
  "> Users forgive a slow sync; they never forgive lost work.",
  "Read [our Android work](/services/app-development) or the [platform's guide](https://developer.android.com/topic/architecture/data-layer/offline-first).",
].join("\n\n");

/** A published post (visible since `publishAt`), written as an editor would; answers its id. */
export async function addPost(
  db: DbOrTransaction,
  {
    title = "Offline-first Android apps for field teams",
    slug = `offline-first-${randomUUID().slice(0, 8)}`,
    body = richPostBody,
    category = "Software Engineering",
    publishAt,
    status = "published",
  }: {
    title?: string;
    slug?: string;
    body?: string;
    category?: BlogCategory;
    publishAt: Date;
    status?: "draft" | "published";
  },
): Promise<{ id: string; slug: string }> {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug,
      status,
      title,
      summary: "How we make apps that work without a network, and sync when they can.",
      body,
      category,
      author: "Ananya Rao",
      authorImage: "/images/avatars/avatar-8.svg",
      image: "/images/blog/offline-first-android-apps.svg",
      readTime: "4 min read",
      publishAt,
      createdAt: publishAt,
      updatedAt: publishAt,
    })
    .returning({ id: blogPosts.id });
  return { id: row!.id, slug };
}

/** The address of the `index`th subscriber of a batch made by `addSubscribers`. */
export const subscriberAddress = (prefix: string, index: number) =>
  `${prefix}-${String(index).padStart(5, "0")}@example.in`;

/**
 * `count` confirmed subscribers (`prefix-00000@example.in`…), a thousand rows a statement; answers
 * their addresses.
 */
export async function addSubscribers(
  db: DbOrTransaction,
  count: number,
  {
    prefix = "reader",
    topics = [],
    confirmedAt,
    state = "subscribed",
  }: {
    prefix?: string;
    topics?: NewsletterTopic[];
    confirmedAt: Date;
    state?: "subscribed" | "unsubscribed" | "pending";
  },
): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, index) => subscriberAddress(prefix, index));
  for (let from = 0; from < count; from += 1000) {
    await db.insert(newsletterSubscribers).values(
      addresses.slice(from, from + 1000).map((email) => ({
        email,
        state,
        topics,
        confirmTokenHash: randomUUID(),
        createdAt: confirmedAt,
        confirmedAt: state === "pending" ? null : confirmedAt,
        unsubscribedAt: state === "unsubscribed" ? confirmedAt : null,
      })),
    );
  }
  return addresses;
}
