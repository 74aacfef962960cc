import { and, eq, inArray, isNull } from "drizzle-orm";

import type { DbOrTransaction } from "../db/db";
import { applications } from "../db/schema";
import { sameAddress } from "../kernel/mailboxes/same-address";
import { linkedRows } from "../kernel/records/linked-rows";

/*
 * An application's link to the sales desk's person the candidate also is (decision 046), which the
 * contacts area makes and undoes: hiring's records stay hiring's, only the link changes.
 */

/** The applications linked to a contact: they move with a merge of two contacts. */
export const applicationsOfContact = linkedRows(applications, applications.contactId);

/** Links the applications from an address that no contact has yet to this contact. */
export async function linkApplicationsOfAddress(tx: DbOrTransaction, email: string, contactId: string): Promise<void> {
  await tx
    .update(applications)
    .set({ contactId })
    .where(and(sameAddress(applications.email, email), isNull(applications.contactId)));
}

/** Links these applications to a contact (an application's person merged into it). */
export async function linkApplications(tx: DbOrTransaction, ids: string[], contactId: string): Promise<void> {
  await tx.update(applications).set({ contactId }).where(inArray(applications.id, ids));
}

/** Undoes linkApplications: those of these applications still linked to the contact are linked to nobody. */
export async function unlinkApplications(tx: DbOrTransaction, ids: string[], contactId: string): Promise<void> {
  await tx
    .update(applications)
    .set({ contactId: null })
    .where(and(inArray(applications.id, ids), eq(applications.contactId, contactId)));
}
