import { inArray } from "drizzle-orm";

import type { DbOrTransaction } from "../../db/db";
import { contactEmails } from "../../db/schema";

/**
 * The files kept from these contacts' e-mails' attachments: whatever deletes the
 * e-mails (an erasure, a merge that drops a message both contacts held) removes them from the
 * store too, or nothing would ever reach them again.
 */
export async function keptAttachmentsOf(db: DbOrTransaction, contactIds: string[]): Promise<string[]> {
  if (contactIds.length === 0) return [];
  const rows = await db
    .select({ attachments: contactEmails.attachments })
    .from(contactEmails)
    .where(inArray(contactEmails.contactId, contactIds));
  return rows.flatMap((row) => row.attachments.flatMap((attachment) => attachment.storedKey ?? []));
}
