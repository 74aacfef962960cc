import type { Db } from "../db/db";
import { nextPublishAt } from "./blog-posts";
import { faqKind } from "./faq-entries";
import { nextScheduledEntry } from "./ordered-entries";
import { nextScheduledDocument } from "./site-documents";
import { testimonialKind } from "./testimonial-entries";

/**
 * When the next thing an editor scheduled appears, after `now`: a post, a page's text, an FAQ
 * entry or a testimonial, each asked of its own module, beside the rule of what visitors see.
 * Visitors' pages read scheduled content by the clock alone, so a kept page
 * (server/plugins/rendered-pages.ts) holds only until then.
 */
export async function nextScheduledChange(db: Db, now: Date): Promise<Date | undefined> {
  const times = await Promise.all([
    nextPublishAt(db, now),
    nextScheduledDocument(db, now),
    nextScheduledEntry(db, faqKind, now),
    nextScheduledEntry(db, testimonialKind, now),
  ]);
  const ahead = times.flatMap((at) => (at ? [at.getTime()] : []));
  return ahead.length > 0 ? new Date(Math.min(...ahead)) : undefined;
}
