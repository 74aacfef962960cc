import { inArray } from "drizzle-orm";

import type { DbOrTransaction } from "../db/db";
import { applications } from "../db/schema";

/**
 * Deletes applications, for privacy's erasure and retention: their self-identification, notes,
 * interviews and offers go with them (cascade). Their resume files and e-mails are the caller's.
 */
export async function deleteApplications(tx: DbOrTransaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(applications).where(inArray(applications.id, ids));
}
