import { eq } from "drizzle-orm";
import type { z } from "zod";

import { settings } from "../../db/schema";
import type { DbOrTransaction } from "../../db/db";

/**
 * A setting staff change in the back office. Its schema reads the stored value, so a value
 * written by an older version (or by hand) that no longer fits falls back to the default.
 */
export type Setting<T> = { key: string; schema: z.ZodType<T>; fallback: T };

export async function readSetting<T>(db: DbOrTransaction, setting: Setting<T>): Promise<T> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, setting.key));
  if (!row) return setting.fallback;
  const parsed = setting.schema.safeParse(row.value);
  return parsed.success ? parsed.data : setting.fallback;
}

/** Writes the value; the caller audits the change in the same transaction (changeSetting in server/kernel/audit/audit.ts does both). */
export async function writeSetting<T>(
  db: DbOrTransaction,
  setting: Setting<T>,
  value: T,
  { by, at }: { by: string; at: Date },
): Promise<void> {
  await db
    .insert(settings)
    .values({ key: setting.key, value, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: by } });
}
