import { and, eq, sql } from "drizzle-orm";

import type { Db } from "../db/db";
import { newsletterLinks } from "../db/schema";

/**
 * A reader followed a newsletter's link (decision 079): its count goes up by one and it answers
 * where the link leads. Nothing is kept of who: no address, no token, no time. A link the
 * newsletter did not send answers nothing, so the redirect never leads anywhere else.
 */
export async function followNewsletterLink(
  db: Db,
  newsletterId: string,
  position: number,
): Promise<string | undefined> {
  const [link] = await db
    .update(newsletterLinks)
    .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
    .where(and(eq(newsletterLinks.newsletterId, newsletterId), eq(newsletterLinks.position, position)))
    .returning({ url: newsletterLinks.url });
  return link?.url;
}
