import { and, eq, inArray, or } from "drizzle-orm";

import type { ErasureCounts } from "../../contracts/privacy";
import { countOf } from "../../domain/forms/counting";
import type { Db, DbOrTransaction } from "../db/open-db";
import {
  applications,
  auditLog,
  bookings,
  contacts,
  enquiries,
  jobAlertRecipients,
  jobAlertSubscriptions,
  outboxEmails,
} from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import type { FileStore } from "../kernel/storage/file-store";
import { sameAddress } from "../kernel/mailboxes/same-address";
import { audit, type Actor } from "../staff/audit";
import { aboutApplication, aboutJobAlert } from "../outbox/about";
import { changing } from "../kernel/changes/public-changes";

/** Everything held about one address: its submissions, and the e-mails to, from or about them. */
async function findPerson(db: DbOrTransaction, email: string, { lock }: { lock: boolean }) {
  const applicationQuery = db
    .select({ id: applications.id, resumeKey: applications.resumeKey })
    .from(applications)
    .where(sameAddress(applications.email, email));
  // One after another: in the erasure's transaction they share one connection, which runs one
  // query at a time anyway, and pg refuses overlapping queries on a connection from version 9.
  const applicationRows = await (lock ? applicationQuery.for("update") : applicationQuery);
  const enquiryRows = await db.select({ id: enquiries.id }).from(enquiries).where(sameAddress(enquiries.email, email));
  const bookingRows = await db.select({ id: bookings.id }).from(bookings).where(sameAddress(bookings.email, email));
  const jobAlertRows = await db
    .select({ id: jobAlertSubscriptions.id })
    .from(jobAlertSubscriptions)
    .where(sameAddress(jobAlertSubscriptions.email, email));
  const jobAlertRecipientRows = await db
    .select({ id: jobAlertRecipients.id })
    .from(jobAlertRecipients)
    .where(sameAddress(jobAlertRecipients.email, email));
  const contactRows = await db.select({ id: contacts.id }).from(contacts).where(sameAddress(contacts.email, email));
  const about = [
    ...applicationRows.map((row) => aboutApplication(row.id)),
    ...[...jobAlertRows, ...jobAlertRecipientRows].map((row) => aboutJobAlert(row.id)),
  ];
  const emailsAbout = or(
    sameAddress(outboxEmails.toAddress, email),
    sameAddress(outboxEmails.replyToAddress, email),
    about.length > 0 ? inArray(outboxEmails.about, about) : undefined,
  );
  const emailRows = await db.select({ id: outboxEmails.id }).from(outboxEmails).where(emailsAbout);
  return { applicationRows, enquiryRows, bookingRows, jobAlertRows, jobAlertRecipientRows, contactRows, emailRows };
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
    // Their notes, tasks and the replies sent to them go with the contact (cascade).
    if (ids.contact.length > 0) await tx.delete(contacts).where(inArray(contacts.id, ids.contact));
    // No audit entry names a subscription. The alert history and unsubscribe links go with the recipient (cascade).
    if (person.jobAlertRows.length > 0)
      await tx.delete(jobAlertSubscriptions).where(sameAddress(jobAlertSubscriptions.email, email));
    if (person.jobAlertRecipientRows.length > 0)
      await tx.delete(jobAlertRecipients).where(sameAddress(jobAlertRecipients.email, email));
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
