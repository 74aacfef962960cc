import { eq } from "drizzle-orm";

import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/open-db";
import { contacts } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Who may do what with a contact (issue 42, item 5), for every page and route: the sales desk
 * (sales and admins) works any contact and decides its owner and its deal; anyone else works the
 * contacts they own, such as the consultant of a call who is not in sales (an editor who takes
 * calls), and nothing beyond them: they see it, add notes and follow-ups.
 */
export type ContactUse = "work" | "manage";

export type ContactAccess = "desk" | "owner" | "none";

/** The viewer's access to the contact; "none" for a contact that does not exist. */
export async function contactAccess(
  db: DbOrTransaction,
  viewer: StaffMember,
  contactId: string,
): Promise<ContactAccess> {
  if (mayUse(viewer.role, "contacts")) return "desk";
  if (!isUuid(contactId)) return "none";
  const [row] = await db.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, contactId));
  return row?.ownerId === viewer.id ? "owner" : "none";
}

/** Throws RefusedError unless the actor may use the contact so: "manage" is the desk's alone. */
export async function requireContactAccess(
  db: DbOrTransaction,
  actor: StaffMember,
  contactId: string,
  use: ContactUse,
): Promise<void> {
  const access = await contactAccess(db, actor, contactId);
  if (access === "desk" || (access === "owner" && use === "work")) return;
  throw new RefusedError(
    access === "owner"
      ? "Only the sales desk changes a contact's owner or deal."
      : "Only the sales desk and the contact's owner work on this contact.",
  );
}
