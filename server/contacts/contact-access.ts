import { and, eq, exists, inArray, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { mayUse, staffRoles, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/db";
import { bookings, consultants, contacts, staffAccounts } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";

/**
 * Who may do what with a contact, for every page and route: the sales desk
 * (sales and admins) works any contact and decides its owner and its deal; anyone else works the
 * contacts they own, and the contacts of the calls they take (an editor who takes calls, whose
 * call's contact the rotation gave to a seller), and nothing beyond them: they see it, add notes
 * and follow-ups. A follow-up is given only to someone who may work its contact, so nobody is sent
 * to a contact they cannot open.
 */
export type ContactUse = "work" | "manage";

export type ContactAccess = "desk" | "owner" | "consultant" | "none";

const deskRoles = staffRoles.filter((role) => mayUse(role, "contacts"));

/** Whether the staff account `accountId` takes a call of the contact `contactId` (columns or values). */
const takesACallOf = (db: DbOrTransaction, contactId: PgColumn | string, accountId: PgColumn | string): SQL =>
  exists(
    db
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
      .where(and(eq(bookings.contactId, contactId), eq(consultants.staffAccountId, accountId))),
  );

/** The viewer's access to the contact; "none" for a contact that does not exist. */
export async function contactAccess(
  db: DbOrTransaction,
  viewer: StaffMember,
  contactId: string,
): Promise<ContactAccess> {
  if (mayUse(viewer.role, "contacts")) return "desk";
  if (!isUuid(contactId)) return "none";
  const [row] = await db
    .select({ ownerId: contacts.ownerId, takesTheirCall: takesACallOf(db, contacts.id, viewer.id) })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  if (!row) return "none";
  if (row.ownerId === viewer.id) return "owner";
  return row.takesTheirCall ? "consultant" : "none";
}

/**
 * The staff accounts (a condition on staff_accounts) who may work the contact `contactId`: the
 * desk's roles, its owner, the consultants of its calls. The same rule as contactAccess, for lists.
 */
export function mayWorkContact(db: DbOrTransaction, contactId: string): SQL {
  const owner = db.select({ ownerId: contacts.ownerId }).from(contacts).where(eq(contacts.id, contactId));
  return or(
    inArray(staffAccounts.role, deskRoles),
    eq(staffAccounts.id, owner),
    takesACallOf(db, contactId, staffAccounts.id),
  )!;
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
