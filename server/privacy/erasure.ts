import { randomUUID } from "node:crypto";

import { and, inArray, sql } from "drizzle-orm";

import type { ErasureCounts } from "../../contracts/privacy";
import { countOf } from "../../domain/forms/counting";
import type { Db, DbOrTransaction } from "../db/db";
import { privacyAccessLinks, privacyBreachPeople, privacyNominees, provenAddresses } from "../db/schema";
import { deleteApplications } from "../applications/application-deletion";
import { eraseContacts, eraseImportRowsOf } from "../contacts/contact-deletion";
import { keptAttachmentsOf } from "../contacts/mailbox/kept-attachments";
import { eraseJobAlerts } from "../jobs/job-alerts";
import { RefusedError } from "../kernel/requests/outcome";
import type { FileStore } from "../kernel/storage/file-store";
import { audit, blankAuditEntries, type Actor } from "../kernel/audit/audit";
import { changing } from "../kernel/changes/public-changes";
import { deleteEmails } from "../outbox/outbox-deletion";
import { findPerson, type Person } from "./person-records";
import { deleteBookings, deleteEnquiries } from "./record-deletion";
import { forgetRequestsOf } from "./requests/request-retention";
import { deleteSubscribers } from "../newsletter/subscriber-records";

const countsOf = (person: Person): ErasureCounts => ({
  applications: person.applicationRows.length,
  resumes: person.applicationRows.length,
  enquiries: person.enquiryRows.length,
  bookings: person.bookingRows.length,
  jobAlerts: person.jobAlertRows.length,
  newsletter: person.newsletterRows.length,
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
 * resumes, self-identification and notes, their enquiries, bookings, job alerts and newsletter
 * subscriptions, and every
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
    if (Object.values(countsOf(person)).every((count) => count === 0))
      throw new RefusedError("Nothing is held about this address: there is nothing to erase.");
    return eraseRecords(tx, person, { actor, resumes, now });
  });
}

/**
 * Erases the records of `person` in the caller's transaction (locked by findPerson), as
 * erasePerson does: all that was found, or what a caller left in it. A person erasing their own
 * data from their page (decision 065) keeps the session they are reading it in (`exceptSession`, its
 * hash), which ends within its minutes, so the page can show what is left.
 */
export async function eraseRecords(
  tx: DbOrTransaction,
  person: Person,
  {
    actor,
    resumes,
    now,
    exceptSession,
    keepProvenAddresses = false,
  }: {
    actor: Actor;
    resumes: FileStore;
    now: Date;
    exceptSession?: string | undefined;
    keepProvenAddresses?: boolean;
  },
): Promise<ErasureCounts> {
  const counts = countsOf(person);
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
  await deleteEmails(
    tx,
    person.emailRows.map((row) => row.id),
  );
  await deleteApplications(tx, ids.application);
  // Their leads stay in the reports as anonymous counts (decision 073), under one key for this person.
  const erased = { person: randomUUID() };
  await deleteEnquiries(tx, ids.enquiry, erased);
  await deleteBookings(tx, ids.booking, erased);
  // Their notes, tasks, replies, e-mails, other addresses and merges go with the contact, and the
  // rows of contact imports that named any of their addresses, with the file's cells.
  await eraseContacts(tx, ids.contact);
  await eraseImportRowsOf(tx, person.keys);
  // Their links to their own data and the sessions those links opened.
  await tx
    .delete(privacyAccessLinks)
    .where(
      and(
        inArray(privacyAccessLinks.emailKey, person.keys),
        exceptSession ? sql`${privacyAccessLinks.sessionHash} is distinct from ${exceptSession}` : undefined,
      ),
    );
  // Their nominee, and their place on breaches' lists of people (decision 063): each
  // breach keeps its count, which proves how many were told.
  await tx.delete(privacyNominees).where(inArray(privacyNominees.emailKey, person.keys));
  // The addresses they proved theirs, unless a record kept under one of them still joins them on their page.
  if (!keepProvenAddresses) await tx.delete(provenAddresses).where(inArray(provenAddresses.emailKey, person.keys));
  await tx.delete(privacyBreachPeople).where(inArray(privacyBreachPeople.emailKey, person.keys));
  // Their privacy requests stay in the register, answered, without their address or words (decision 064).
  await forgetRequestsOf(tx, person.keys, now);
  // No audit entry names a subscription.
  await eraseJobAlerts(tx, {
    subscriptionIds: person.jobAlertRows.map((row) => row.id),
    recipientIds: person.jobAlertRecipientRows.map((row) => row.id),
  });
  // The record of a withdrawn consent goes too: the person asked for everything to go.
  await deleteSubscribers(
    tx,
    person.newsletterRows.map((row) => row.id),
  );
  for (const [subjectType, subjectIds] of Object.entries(ids))
    await blankAuditEntries(tx, subjectType, subjectIds, erasedSummary);
  await audit(tx, actor, now, {
    action: "privacy.erase",
    subjectType: "person",
    subjectId: "erased",
    summary:
      `Erased a person's data on request: ${countOf(counts.applications, "application")} with their resumes, ` +
      `${countOf(counts.enquiries, "enquiry", "enquiries")}, ${countOf(counts.bookings, "booking")}, ` +
      `${countOf(counts.jobAlerts, "job alert")}, ${countOf(counts.newsletter, "newsletter subscription")}, ` +
      `${countOf(counts.contacts, "sales contact")} ` +
      `and ${countOf(counts.emails, "e-mail")}.`,
    details: { ...counts },
  });
  return counts;
}
