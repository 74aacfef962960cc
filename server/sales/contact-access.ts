import { and, eq, exists } from "drizzle-orm";

import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/open-db";
import { bookings, consultants, contacts } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Who may do what with a contact (issue 42, item 5), for every page and route: the sales desk
 * (sales and admins) works any contact and decides its owner and its deal; anyone else works the
 * contacts they own, and the contacts of the calls they take (an editor who takes calls, whose
 * call's contact the rotation gave to a seller: issue 57, item 6), and nothing beyond them: they
 * see it, add notes and follow-ups.
 */
export type ContactUse = "work" | "manage";

export type ContactAccess = "desk" | "owner" | "consultant" | "none";

/** The viewer's access to the contact; "none" for a contact that does not exist. */
export async function contactAccess(
  db: DbOrTransaction,
  viewer: StaffMember,
  contactId: string,
): Promise<ContactAccess> {
  if (mayUse(viewer.role, "contacts")) return "desk";
  if (!isUuid(contactId)) return "none";
  const viewersCall = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(and(eq(bookings.contactId, contacts.id), eq(consultants.staffAccountId, viewer.id)));
  const [row] = await db
    .select({ ownerId: contacts.ownerId, takesTheirCall: exists(viewersCall) })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!row) return "none";
  if (row.ownerId === viewer.id) return "owner";
  return row.takesTheirCall ? "consultant" : "none";
}

/** Throws RefusedError unless the actor may use the contact so: "manage" is the desk's alone. */
export async function requireContactAccess(
  db: DbOrTransaction,
  actor: StaffMember,
  contactId: string,
  use: ContactUse,
): Promise<void> {
  const access = await contactAccess(db, actor, contactId);
  if (access === "desk" || (access !== "none" && use === "work")) return;
  throw new RefusedError(
    access === "none"
      ? "Only the sales desk, the contact's owner and the consultant of their call work on this contact."
      : "Only the sales desk changes a contact's owner or deal.",
  );
}
