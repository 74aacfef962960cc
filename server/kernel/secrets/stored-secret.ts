import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { z } from "zod";

import type { Db } from "../../db/db";
import { settings } from "../../db/schema";

/**
 * A signing key kept in the `settings` row `key`: 256 random bits made on first use, read by every
 * instance, never logged or shown. Read once per database handle; a failed read is tried again on
 * the next use.
 */
export function storedSecret(key: string): (db: Db, now: Date) => Promise<Buffer> {
  const secrets = new WeakMap<Db, Promise<Buffer>>();

  async function loadOrCreate(db: Db, now: Date): Promise<Buffer> {
    // Instances starting at once each offer a key; the first one stored is the one all of them read.
    await db
      .insert(settings)
      .values({ key, value: randomBytes(32).toString("base64url"), updatedAt: now, updatedBy: "system" })
      .onConflictDoNothing({ target: settings.key });
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    return Buffer.from(z.string().min(43).parse(row?.value), "base64url");
  }

  return (db, now) => {
    let secret = secrets.get(db);
    if (!secret) {
      secret = loadOrCreate(db, now);
      secrets.set(db, secret);
      secret.catch(() => secrets.delete(db));
    }
    return secret;
  };
}
