import { inArray } from "drizzle-orm";

import type { DbOrTransaction } from "../db/db";
import { enquiries } from "../db/schema";

/**
 * Deletes enquiries, for privacy's erasure and retention (server/privacy/record-deletion.ts); their
 * notes and replies go with them (cascade).
 */
export async function deleteEnquiries(tx: DbOrTransaction, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(enquiries).where(inArray(enquiries.id, ids));
}
