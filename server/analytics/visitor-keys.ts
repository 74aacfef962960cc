import { createHash, randomBytes } from "node:crypto";

import { eq, lt } from "drizzle-orm";

import { indiaDateOf } from "../../domain/time/india-dates";
import type { Clock } from "../clock";
import type { Db } from "../db/db";
import { analyticsSalts } from "../db/schema";

/** What a visitor key is made of: nothing of it but the hash is kept (decision 048). */
export type VisitorTraits = { host: string; address: string; userAgent: string };

/** The hex SHA-256 of the day's salt, the site's host, the client's address and its user agent. */
export function visitorKeyOf(salt: string, { host, address, userAgent }: VisitorTraits): string {
  // Separated by a byte none of them may hold, so no two sets of parts make the same text.
  return createHash("sha256").update([salt, host.toLowerCase(), address, userAgent].join("\0")).digest("hex");
}

/**
 * The salt of each India day, shared by every instance through analytics_salts: the first event
 * of the day makes it (the first instance to insert wins), earlier days' salts are deleted then,
 * so no key of an earlier day can be made again. Kept in memory for the rest of the day.
 */
export function dailySalts(db: Db, clock: Clock): () => Promise<string> {
  let cached: { day: string; salt: string } | undefined;
  return async () => {
    const day = indiaDateOf(clock());
    if (cached?.day === day) return cached.salt;
    const salt = await db.transaction(async (tx) => {
      await tx
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      await tx.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
      const [row] = await tx
        .select({ salt: analyticsSalts.salt })
        .from(analyticsSalts)
        .where(eq(analyticsSalts.day, day));
      return row!.salt;
    });
    cached = { day, salt };
    return salt;
  };
}
