import { eq } from "drizzle-orm";

import { contactKeyOf } from "../domain/contacts/contacts";
import type { Db, DbOrTransaction } from "../server/db/db";
import { contactAddresses, contacts, enquiries } from "../server/db/schema";
import { recordEnquiry } from "../server/enquiries/enquiries";
import { sampleEnquiry } from "./sample-submissions";

/** A contact as the desk would have it, nobody's, last active when it was made: its id. */
export async function insertContact(
  db: DbOrTransaction,
  { email, firstName, lastName, at }: { email: string; firstName: string; lastName: string; at: Date },
): Promise<string> {
  const [contact] = await db
    .insert(contacts)
    .values({
      emailKey: contactKeyOf(email),
      email,
      firstName,
      lastName,
      createdAt: at,
      updatedAt: at,
      lastActivityAt: at,
    })
    .returning({ id: contacts.id });
  return contact!.id;
}

/** Ananya Iyer, whose enquiry about her clinics' appointment app the sales tests answer. */
export const ananya = { email: "Ananya.Iyer@example.in", firstName: "Ananya", lastName: "Iyer" } as const;

/** Ananya's contact, made the day before `at`: its id. */
export const insertAnanya = (db: DbOrTransaction, at: Date) =>
  insertContact(db, { ...ananya, at: new Date(at.getTime() - 86_400_000) });

/** Ananya's enquiry from the contact page, on her contact unless `values` say otherwise: its id. */
export async function insertAnanyasEnquiry(
  db: DbOrTransaction,
  values: Partial<typeof enquiries.$inferInsert> & { contactId: string | null; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(enquiries)
    .values({
      ...ananya,
      message: "We run 14 clinics in Noida and need an appointment app.",
      source: "contact",
      ...values,
    })
    .returning({ id: enquiries.id });
  return row!.id;
}

/** The sample enquiry sent from the contact page under `person`'s name, as the site records it (making their contact). */
export const recordEnquiryFrom = (
  db: Db,
  person: Pick<typeof sampleEnquiry, "firstName" | "lastName" | "email"> & { phone?: string },
  { now, publicSiteUrl = "https://nexora.test" }: { now: Date; publicSiteUrl?: string },
) =>
  recordEnquiry(
    db,
    { ...sampleEnquiry, ...person, source: "contact" },
    { salesEmail: "sales@test.example", publicSiteUrl, clientIp: "203.0.113.9", now },
  );

/** `other` merged into the contact known by `email`, as sales merges one person's two addresses: the contact's id. */
export async function mergeAddressInto(db: DbOrTransaction, email: string, other: string, at: Date): Promise<string> {
  const [contact] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.emailKey, contactKeyOf(email)));
  await db
    .insert(contactAddresses)
    .values({ contactId: contact!.id, email: other, emailKey: contactKeyOf(other), createdAt: at });
  return contact!.id;
}
