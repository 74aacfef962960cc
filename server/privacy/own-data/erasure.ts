import { and, inArray, like, or } from "drizzle-orm";

import type { ErasureCounts } from "../../../contracts/privacy";
import type { KeptRecord } from "../../../contracts/own-data";
import { countOf } from "../../../domain/forms/counting";
import type { DbOrTransaction } from "../../db/db";
import { bookings, enquiries, outboxEmails } from "../../db/schema";
import type { Actor } from "../../kernel/audit/audit";
import type { FileStore } from "../../kernel/storage/file-store";
import { aboutApplication } from "../../outbox/about";
import { eraseRecords } from "../erasure";
import { proveOnePerson } from "../person-records";
import { inProcess, type OwnRecords } from "./records";

/*
 * A person's erasure from their own data page (docs/decisions/065-a-persons-own-actions.md):
 * what can go at once goes; what the company must keep is said, with until when, and their request
 * stays open for staff with it.
 */

/** What erasing now would keep of these records, and why, in the words the page and the e-mail use. */
export function keptByErasure(records: OwnRecords, { requestDays }: { requestDays: number }) {
  const kept: KeptRecord[] = [];
  const applicationIds = new Set<string>();
  for (const application of records.applicationRows) {
    const named = `The application for ${application.jobTitle} (${application.reference})`;
    if (inProcess(application.stage)) {
      applicationIds.add(application.id);
      kept.push({
        what: named,
        until: "until a decision is made on it",
      });
    } else if (application.stage === "hired") {
      applicationIds.add(application.id);
      kept.push({
        what: `${named}, which led to a job with us`,
        until: "as part of the employee record, for as long as the law on employment records requires",
      });
    }
  }
  const contactIds = new Set(records.contactRows.filter((row) => row.stage === "won").map((row) => row.id));
  if (contactIds.size > 0)
    kept.push({
      what: "The record of a client of a project with us, with its enquiries and calls",
      until: `until our staff have looked at it with the project's contract and answered, within ${countOf(requestDays, "day")}`,
    });
  return { kept, applicationIds, contactIds };
}

/**
 * Erases what keptByErasure does not keep, in the caller's transaction (the records were locked
 * by ownRecords): their coming calls go with the rest, each taken off its consultant's calendar.
 * The session the person reads their data in stays until its minutes end.
 */
export async function eraseOwnData(
  tx: DbOrTransaction,
  records: OwnRecords,
  keep: ReturnType<typeof keptByErasure>,
  { actor, resumes, now, sessionHash }: { actor: Actor; resumes: FileStore; now: Date; sessionHash: string },
): Promise<ErasureCounts> {
  const { person } = records;
  const keptContacts = [...keep.contactIds];
  const idsIn = (rows: { id: string }[]) => rows.map((row) => row.id);
  // A kept client's enquiries and calls stay with them; without one, nothing is looked up.
  const keptEnquiries = new Set(
    keptContacts.length === 0 || person.enquiryRows.length === 0
      ? []
      : idsIn(
          await tx
            .select({ id: enquiries.id })
            .from(enquiries)
            .where(and(inArray(enquiries.id, idsIn(person.enquiryRows)), inArray(enquiries.contactId, keptContacts))),
        ),
  );
  const keptBookings = new Set(
    keptContacts.length === 0 || person.bookingRows.length === 0
      ? []
      : idsIn(
          await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(inArray(bookings.id, idsIn(person.bookingRows)), inArray(bookings.contactId, keptContacts))),
        ),
  );
  const keptAbout = [...keep.applicationIds].map(aboutApplication);
  // Kept too: the e-mails about a kept application, and the register's own e-mails to them (its
  // acknowledgments and answers, this erasure's among them), which go with the request they answer.
  const keptEmails = new Set(
    person.emailRows.length === 0
      ? []
      : idsIn(
          await tx
            .select({ id: outboxEmails.id })
            .from(outboxEmails)
            .where(
              and(
                inArray(outboxEmails.id, idsIn(person.emailRows)),
                or(
                  like(outboxEmails.kind, "privacy.request%"),
                  keptAbout.length > 0 ? inArray(outboxEmails.about, keptAbout) : undefined,
                ),
              ),
            ),
        ),
  );
  const erased = {
    ...person,
    applicationRows: person.applicationRows.filter((row) => !keep.applicationIds.has(row.id)),
    contactRows: person.contactRows.filter((row) => !keep.contactIds.has(row.id)),
    enquiryRows: person.enquiryRows.filter((row) => !keptEnquiries.has(row.id)),
    bookingRows: person.bookingRows.filter((row) => !keptBookings.has(row.id)),
    emailRows: person.emailRows.filter((row) => !keptEmails.has(row.id)),
  };
  // A kept record stays listed under every address of theirs, though the contact that joined them goes.
  if (keep.kept.length > 0 && person.keys.length > 1) await proveOnePerson(tx, person.keys, now);
  return eraseRecords(tx, erased, {
    actor,
    resumes,
    now,
    exceptSession: sessionHash,
    keepProvenAddresses: keep.kept.length > 0,
  });
}
