import { and, eq, gt, min } from "drizzle-orm";

import type { Db } from "../db/open-db";
import { blogPosts, faqEntries, siteDocuments, testimonials } from "../db/schema";

/**
 * When the next thing an editor scheduled appears, after `now`: a post, a page's text, an FAQ
 * entry or a testimonial. Visitors' pages read scheduled content by the clock alone, so a kept
 * page (server/plugins/rendered-pages.ts) holds only until then.
 */
export async function nextScheduledChange(db: Db, now: Date): Promise<Date | undefined> {
  const [[post], [document], [question], [testimonial]] = await Promise.all([
    db
      .select({ at: min(blogPosts.publishAt) })
      .from(blogPosts)
      .where(and(eq(blogPosts.status, "published"), gt(blogPosts.publishAt, now))),
    db
      .select({ at: min(siteDocuments.scheduledAt) })
      .from(siteDocuments)
      .where(gt(siteDocuments.scheduledAt, now)),
    db
      .select({ at: min(faqEntries.publishAt) })
      .from(faqEntries)
      .where(and(eq(faqEntries.published, true), gt(faqEntries.publishAt, now))),
    db
      .select({ at: min(testimonials.publishAt) })
      .from(testimonials)
      .where(and(eq(testimonials.published, true), gt(testimonials.publishAt, now))),
  ]);
  const times = [post, document, question, testimonial].flatMap((row) => (row?.at ? [row.at.getTime()] : []));
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
}
