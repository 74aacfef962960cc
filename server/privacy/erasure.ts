import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { ErasureCounts } from "../../contracts/privacy";
import { countOf } from "../../domain/forms/counting";
import { contactKeyOf } from "../../domain/contacts/contacts";
import type { Db, DbOrTransaction } from "../db/db";
import {
  applications,
  auditLog,
  bookings,
  contactAddresses,
  contactImportRows,
  contactMerges,
  contacts,
  enquiries,
  jobAlertRecipients,
  jobAlertSubscriptions,
  outboxEmails,
} from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import type { FileStore } from "../kernel/storage/file-store";
import { audit, type Actor } from "../kernel/audit/audit";
import { aboutApplication, aboutJobAlert } from "../outbox/about";
import { changing } from "../kernel/changes/public-changes";
import { keptAttachmentsOf } from "../contacts/mailbox/kept-attachments";

/**
 * Every address of the person: the one asked about, and, when it is a contact's (primary or
 * other, issue 47), every address of those contacts. Lower case, as the tables' indexes read them.
 */
async function addressesOfPerson(db: DbOrTransaction, email: string) {
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
const anyOf = (column: PgColumn, keys: string[]) => inArray(sql`lower(${column})`, keys);

/** Everything held about one person: their submissions, and the e-mails to, from or about them, under every address they had. */
async function findPerson(db: DbOrTransaction, email: string, { lock }: { lock: boolean }) {
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

const countsOf = (person: Awaited<ReturnType<typeof findPerson>>): ErasureCounts => ({
  applications: person.applicationRows.length,
  resumes: person.applicationRows.length,
  enquiries: person.enquiryRows.length,
  bookings: person.bookingRows.length,
  jobAlerts: person.jobAlertRows.length,
  contacts: person.contactRows.length,
  emails: person.emailRows.length,
});

/** What erasing the address would delete; changes nothing. */
export async function previewErasure(db: Db, email: string): Promise<ErasureCounts> {
  return countsOf(await findPerson(db, email, { lock: false }));
}

const erasedSummary = "Details erased on request.";

/**
 * Erases one person on request (DPDP Act s. 12; GDPR art. 17): their applications with the
 * resumes, self-identification and notes, their enquiries, bookings and job alerts, and every
 * e-mail to, from or about them. Audit entries about those records keep what was done and by whom but
 * lose their wording, which may name the person. The erasure's own entry holds counts only:
 * not the address, which would be the very data asked to be erased. An address nothing is
 * held about is refused, and nothing is written.
 */
export async function erasePerson(
  db: Db,
  { actor, email, resumes, now }: { actor: Actor; email: string; resumes: FileStore; now: Date },
): Promise<ErasureCounts> {
  return changing(db, "calendar", async (tx) => {
    const person = await findPerson(tx, email, { lock: true });
    const counts = countsOf(person);
    if (Object.values(counts).every((count) => count === 0))
      throw new RefusedError("Nothing is held about this address: there is nothing to erase.");
    // Files first: if the transaction then fails, the rows are still there to erase again.
    for (const row of person.applicationRows) await resumes.remove(row.resumeKey);
    // The attachments kept from their e-mails live in the same store (server/contacts/mailbox/).
    for (const key of await keptAttachmentsOf(
      tx,
      person.contactRows.map((row) => row.id),
    ))
      await resumes.remove(key);
    const ids = {
      application: person.applicationRows.map((row) => row.id),
      enquiry: person.enquiryRows.map((row) => row.id),
      booking: person.bookingRows.map((row) => row.id),
      contact: person.contactRows.map((row) => row.id),
    };
    if (person.emailRows.length > 0)
      await tx.delete(outboxEmails).where(
        inArray(
          outboxEmails.id,
          person.emailRows.map((row) => row.id),
        ),
      );
    if (ids.application.length > 0) await tx.delete(applications).where(inArray(applications.id, ids.application));
    if (ids.enquiry.length > 0) await tx.delete(enquiries).where(inArray(enquiries.id, ids.enquiry));
    if (ids.booking.length > 0) await tx.delete(bookings).where(inArray(bookings.id, ids.booking));
    // Their notes, tasks, replies, e-mails, other addresses and merges go with the contact (cascade);
    // a merge undone since, kept on the contact it was merged into, holds their row too.
    if (ids.contact.length > 0) {
      await tx.delete(contactMerges).where(inArray(contactMerges.mergedContactId, ids.contact));
      await tx.delete(contacts).where(inArray(contacts.id, ids.contact));
    }
    // The rows of contact imports (issue 47) that named any of their addresses, with the file's cells.
    await tx.delete(contactImportRows).where(anyOf(contactImportRows.email, person.keys));
    // No audit entry names a subscription. The alert history and unsubscribe links go with the recipient (cascade).
    if (person.jobAlertRows.length > 0)
      await tx.delete(jobAlertSubscriptions).where(
        inArray(
          jobAlertSubscriptions.id,
          person.jobAlertRows.map((row) => row.id),
        ),
      );
    if (person.jobAlertRecipientRows.length > 0)
      await tx.delete(jobAlertRecipients).where(
        inArray(
          jobAlertRecipients.id,
          person.jobAlertRecipientRows.map((row) => row.id),
        ),
      );
    for (const [subjectType, subjectIds] of Object.entries(ids)) {
      if (subjectIds.length === 0) continue;
      await tx
        .update(auditLog)
        .set({ summary: erasedSummary, details: {} })
        .where(and(eq(auditLog.subjectType, subjectType), inArray(auditLog.subjectId, subjectIds)));
    }
    await audit(
      tx,
      actor,
      {
        action: "privacy.erase",
        subjectType: "person",
        subjectId: "erased",
        summary:
          `Erased a person's data on request: ${countOf(counts.applications, "application")} with their resumes, ` +
          `${countOf(counts.enquiries, "enquiry", "enquiries")}, ${countOf(counts.bookings, "booking")}, ` +
          `${countOf(counts.jobAlerts, "job alert")}, ${countOf(counts.contacts, "sales contact")} ` +
          `and ${countOf(counts.emails, "e-mail")}.`,
        details: { ...counts },
      },
      now,
    );
    return counts;
  });
}
