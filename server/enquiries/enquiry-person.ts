import { and, desc, eq, ne } from "drizzle-orm";

import type { EnquiryPerson } from "../../contracts/enquiries";
import { fullName } from "../../domain/forms/person-details";
import { mayUse, type StaffMember } from "../../domain/staff/staff";
import type { Db } from "../db/db";
import { contacts, enquiries } from "../db/schema";
import { pickColumns } from "../db/columns";

/** The person's other enquiries listed on an enquiry's page; the rest are on their contact's page. */
export const otherEnquiriesShown = 10;

/**
 * Who sent an enquiry, beyond the enquiry: their contact, when the viewer may
 * open it (the sales desk), and the same contact's other enquiries, newest first, so that a second
 * message is read with the first. None for an enquiry without a contact (spam is given none).
 */
export async function personOfEnquiry(db: Db, viewer: StaffMember, enquiryId: string): Promise<EnquiryPerson> {
  const [row] = await db
    .select({ contactId: contacts.id, ...pickColumns(contacts, "firstName", "lastName", "email") })
    .from(enquiries)
    .innerJoin(contacts, eq(contacts.id, enquiries.contactId))
    .where(eq(enquiries.id, enquiryId));
  if (!row) return { contact: null, otherEnquiries: [], hasMore: false };
  const others = await db
    .select({ id: enquiries.id, createdAt: enquiries.createdAt, source: enquiries.source, status: enquiries.status })
    .from(enquiries)
    .where(and(eq(enquiries.contactId, row.contactId), ne(enquiries.id, enquiryId)))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(otherEnquiriesShown + 1);
  return {
    // Whoever reads enquiries is the sales desk today; the check keeps the link honest if that changes.
    contact: mayUse(viewer.role, "contacts") ? { id: row.contactId, name: fullName(row) || row.email } : null,
    otherEnquiries: others.slice(0, otherEnquiriesShown),
    hasMore: others.length > otherEnquiriesShown,
  };
}
