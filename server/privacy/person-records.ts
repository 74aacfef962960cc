import { inArray, or, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { contactKeyOf } from "../../domain/contacts/contacts";
import type { DbOrTransaction } from "../db/db";
import {
  applications,
  bookings,
  contactAddresses,
  contacts,
  enquiries,
  jobAlertRecipients,
  jobAlertSubscriptions,
  outboxEmails,
} from "../db/schema";
import { aboutApplication, aboutJobAlert } from "../outbox/about";

/*
 * Who a person is across the tables (issue 47's one person under every address merged into
 * them): what erasure deletes and what the person's own view of their data shows (issue 61)
 * both start here, so the two can never disagree about what is theirs.
 */

/**
 * Every address of the person: the one asked about, and, when it is a contact's (primary or
 * other, issue 47), every address of those contacts. Lower case, as the tables' indexes read them.
 */
export async function addressesOfPerson(db: DbOrTransaction, email: string) {
  const key = contactKeyOf(email);
  const ofAddress = db
    .select({ id: contactAddresses.contactId })
    .from(contactAddresses)
    .where(eq(contactAddresses.emailKey, key));
  const contactRows = await db
    .select({ id: contacts.id, emailKey: contacts.emailKey })
    .from(contacts)
    .where(or(eq(contacts.emailKey, key), inArray(contacts.id, ofAddress)));
  const ids = contactRows.map((row) => row.id);
  const others =
    ids.length > 0
      ? await db
          .select({ emailKey: contactAddresses.emailKey })
          .from(contactAddresses)
          .where(inArray(contactAddresses.contactId, ids))
      : [];
  return {
    contactRows,
    keys: [...new Set([key, ...contactRows.map((row) => row.emailKey), ...others.map((row) => row.emailKey)])],
  };
}

/** Any of the person's addresses, in any case. */
export const anyOf = (column: PgColumn, keys: string[]) => inArray(sql`lower(${column})`, keys);

/** Everything held about one person: their submissions, and the e-mails to, from or about them, under every address they had. */
export async function findPerson(db: DbOrTransaction, email: string, { lock }: { lock: boolean }) {
  const { contactRows, keys } = await addressesOfPerson(db, email);
  const contactIds = contactRows.map((row) => row.id);
  const ofContacts = (column: PgColumn) => (contactIds.length > 0 ? inArray(column, contactIds) : undefined);
  const applicationQuery = db
    .select({ id: applications.id, resumeKey: applications.resumeKey })
    .from(applications)
    .where(or(anyOf(applications.email, keys), ofContacts(applications.contactId)));
  // One after another: in the erasure's transaction they share one connection, which runs one
  // query at a time anyway, and pg refuses overlapping queries on a connection from version 9.
  const applicationRows = await (lock ? applicationQuery.for("update") : applicationQuery);
  const enquiryRows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(or(anyOf(enquiries.email, keys), ofContacts(enquiries.contactId)));
  const bookingRows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(or(anyOf(bookings.email, keys), ofContacts(bookings.contactId)));
  const jobAlertRows = await db
    .select({ id: jobAlertSubscriptions.id })
    .from(jobAlertSubscriptions)
    .where(anyOf(jobAlertSubscriptions.email, keys));
  const jobAlertRecipientRows = await db
    .select({ id: jobAlertRecipients.id })
    .from(jobAlertRecipients)
    .where(anyOf(jobAlertRecipients.email, keys));
  const about = [
    ...applicationRows.map((row) => aboutApplication(row.id)),
    ...[...jobAlertRows, ...jobAlertRecipientRows].map((row) => aboutJobAlert(row.id)),
  ];
  const emailsAbout = or(
    anyOf(outboxEmails.toAddress, keys),
    anyOf(outboxEmails.replyToAddress, keys),
    about.length > 0 ? inArray(outboxEmails.about, about) : undefined,
  );
  const emailRows = await db.select({ id: outboxEmails.id }).from(outboxEmails).where(emailsAbout);
  return {
    applicationRows,
    enquiryRows,
    bookingRows,
    jobAlertRows,
    jobAlertRecipientRows,
    contactRows,
    emailRows,
    keys,
  };
}

export type Person = Awaited<ReturnType<typeof findPerson>>;
