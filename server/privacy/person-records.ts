import { randomUUID } from "node:crypto";

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
  provenAddresses,
} from "../db/schema";
import { gmailInbox } from "../kernel/mailboxes/canonical-mailbox";
import { aboutApplication, aboutJobAlert, aboutNewsletter } from "../outbox/about";
import { newsletterRowsOf } from "../newsletter/subscriber-records";

/*
 * Who a person is across the tables: as staff know them (every address merged into one contact),
 * for erasure and breaches; and as the person has proven themselves (decision 071), for their own
 * view and actions. Both start here, so a record's reach is decided in one place.
 */

/**
 * Every address of the person: the one asked about, and, when it is a contact's (primary or
 * other), every address of those contacts, with the contact each other address belongs to. Lower
 * case, as the tables' indexes read them.
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
          .select({ contactId: contactAddresses.contactId, emailKey: contactAddresses.emailKey })
          .from(contactAddresses)
          .where(inArray(contactAddresses.contactId, ids))
      : [];
  return {
    contactRows,
    otherAddresses: others,
    keys: [...new Set([key, ...contactRows.map((row) => row.emailKey), ...others.map((row) => row.emailKey)])],
  };
}

/**
 * The addresses the person who opened a link for `email` has proven theirs (decision 071): that
 * one, those proven with it (provenAddresses), and their other spellings of one Gmail inbox. Their
 * contacts are those whose every address is proven: a contact that a merge joined to an address
 * not proven holds another person's records, as far as the person's own page can tell. Shaped as
 * addressesOfPerson, whose records findPerson then gathers.
 */
export async function provenAddressesOf(db: DbOrTransaction, email: string) {
  const key = contactKeyOf(email);
  const group = db
    .select({ personId: provenAddresses.personId })
    .from(provenAddresses)
    .where(eq(provenAddresses.emailKey, key));
  const provenRows = await db
    .select({ emailKey: provenAddresses.emailKey })
    .from(provenAddresses)
    .where(inArray(provenAddresses.personId, group));
  const proven = new Set([key, ...provenRows.map((row) => row.emailKey)]);
  const reachable = await addressesOfPerson(db, key);
  const inboxes = new Set([...proven].map(gmailInbox));
  for (const other of reachable.keys) if (inboxes.has(gmailInbox(other))) proven.add(other);
  const contactRows = reachable.contactRows.filter(
    (contact) =>
      proven.has(contact.emailKey) &&
      reachable.otherAddresses.every((other) => other.contactId !== contact.id || proven.has(other.emailKey)),
  );
  return { contactRows, keys: [...proven], keptApart: reachable.keys.some((address) => !proven.has(address)) };
}

/**
 * Records that these addresses are one person's (decision 071): two sessions of one browser, each
 * opened by its own link there, or the addresses an erasure left joined by a record it kept. The
 * groups they were in become one.
 */
export async function proveOnePerson(db: DbOrTransaction, addresses: string[], now: Date) {
  const keys = [...new Set(addresses.map(contactKeyOf))];
  const existing = await db
    .select({ emailKey: provenAddresses.emailKey, personId: provenAddresses.personId })
    .from(provenAddresses)
    .where(inArray(provenAddresses.emailKey, keys));
  const personId = existing[0]?.personId ?? randomUUID();
  const groups = existing.map((row) => row.personId).filter((id) => id !== personId);
  if (groups.length > 0)
    await db.update(provenAddresses).set({ personId }).where(inArray(provenAddresses.personId, groups));
  await db
    .insert(provenAddresses)
    .values(keys.map((emailKey) => ({ emailKey, personId, provenAt: now })))
    .onConflictDoNothing({ target: provenAddresses.emailKey });
}

/** Any of the person's addresses, in any case. */
export const anyOf = (column: PgColumn, keys: string[]) => inArray(sql`lower(${column})`, keys);

/**
 * Everything held about one person: their submissions, and the e-mails to, from or about them,
 * under every address they had: as staff know them (every address merged into them), or, with
 * `own`, as the person's own page may show them (the addresses they proved theirs: provenAddressesOf).
 */
export async function findPerson(
  db: DbOrTransaction,
  email: string,
  { lock, own = false }: { lock: boolean; own?: boolean },
) {
  const { contactRows, keys, keptApart } = own
    ? await provenAddressesOf(db, email)
    : { ...(await addressesOfPerson(db, email)), keptApart: false };
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
  const newsletterRows = await newsletterRowsOf(db, keys);
  const about = [
    ...applicationRows.map((row) => aboutApplication(row.id)),
    ...[...jobAlertRows, ...jobAlertRecipientRows].map((row) => aboutJobAlert(row.id)),
    ...newsletterRows.map((row) => aboutNewsletter(row.id)),
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
    newsletterRows,
    contactRows,
    emailRows,
    keys,
    /** Own view only: an address merged into theirs that they have not proven holds records kept apart. */
    keptApart,
  };
}

export type Person = Awaited<ReturnType<typeof findPerson>>;
