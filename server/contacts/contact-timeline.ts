import { and, desc, eq, inArray, ne, notInArray, notLike, or, sql } from "drizzle-orm";

import type { TimelineEntry } from "../../contracts/contacts";
import { describeSlot } from "../../domain/bookings/booking";
import { callOutcomeLabels } from "../../domain/consultants/consultant-calls";
import { enquirySourceLabel } from "../../domain/enquiries/enquiry-triage";
import type { DbOrTransaction } from "../db/db";
import {
  applications,
  auditLog,
  bookings,
  consultants,
  contacts,
  enquiries,
  enquiryReplies,
  jobs,
  outboxEmails,
  staffAccounts,
} from "../db/schema";
import { sameAddress } from "../kernel/mailboxes/same-address";
import { latestTeamNotesOn } from "../kernel/notes/team-notes";
import { actorNameOf } from "../kernel/lists/actor-names";
import { pickColumns } from "../db/columns";

/** How far back each kind of entry reaches: a contact's page stays quick whatever their history. */
const perKind = 200;

/**
 * The privacy register's e-mails (a grievance's acknowledgment, a request's outcome, a link to
 * one's data, a breach notice) say what a person asked of the privacy team: they stay with those
 * who may open the privacy area, never on the sales desk's timeline.
 */
const privacyRegisterKinds = "privacy.%";

const excerpt = (text: string, length = 280) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * A contact's timeline, newest first: each enquiry and call (with its outcome), the notes on
 * them and on the contact, the e-mails the company sent them (but the privacy register's) and the replies from the desk, and
 * every change made (status, owner, stage, moves and cancellations), from the audit log, and the
 * applications linked to them, each a link only for `linkApplications` (who may open applications).
 */
export async function contactTimeline(
  db: DbOrTransaction,
  contactId: string,
  { linkApplications }: { linkApplications: boolean } = { linkApplications: false },
): Promise<TimelineEntry[]> {
  const [contact] = await db.select({ email: contacts.email }).from(contacts).where(eq(contacts.id, contactId));
  if (!contact) return [];
  // One query after another: they may share a transaction's connection.
  const theirEnquiries = await db
    .select()
    .from(enquiries)
    .where(eq(enquiries.contactId, contactId))
    .orderBy(desc(enquiries.createdAt))
    .limit(perKind);
  const theirCalls = await db
    .select({
      ...pickColumns(bookings, "id", "reference", "startsAt", "status", "outcome", "createdAt", "domain"),
      consultant: consultants.name,
    })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(eq(bookings.contactId, contactId))
    .orderBy(desc(bookings.createdAt))
    .limit(perKind);
  // Hiring's applications of the same person (decision 046): named here, opened only by whoever may open applications.
  const theirApplications = await db
    .select({ id: applications.id, at: applications.createdAt, job: jobs.title, reference: applications.reference })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.contactId, contactId))
    .orderBy(desc(applications.createdAt))
    .limit(perKind);
  const enquiryIds = theirEnquiries.map((enquiry) => enquiry.id);
  const callIds = theirCalls.map((call) => call.id);
  const notes = await latestTeamNotesOn(db, "contact", [contactId], perKind);
  const enquiryNoteRows = await latestTeamNotesOn(db, "enquiry", enquiryIds, perKind);
  const replies = await db
    .select({
      at: enquiryReplies.createdAt,
      subject: enquiryReplies.subject,
      body: enquiryReplies.body,
      enquiryId: enquiryReplies.enquiryId,
      outboxEmailId: enquiryReplies.outboxEmailId,
      by: actorNameOf(enquiryReplies.authorEmail, staffAccounts.name),
    })
    .from(enquiryReplies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, enquiryReplies.authorId))
    .where(eq(enquiryReplies.contactId, contactId))
    .orderBy(desc(enquiryReplies.createdAt))
    .limit(perKind);
  const replyEmailIds = replies.flatMap((reply) => (reply.outboxEmailId ? [reply.outboxEmailId] : []));
  const emails = await db
    .select({ at: outboxEmails.createdAt, subject: outboxEmails.subject, status: outboxEmails.status })
    .from(outboxEmails)
    .where(
      and(
        sameAddress(outboxEmails.toAddress, contact.email),
        notLike(outboxEmails.kind, privacyRegisterKinds),
        replyEmailIds.length > 0 ? notInArray(outboxEmails.id, replyEmailIds) : undefined,
      ),
    )
    .orderBy(desc(outboxEmails.createdAt))
    .limit(perKind);
  const changes = await db
    .select({ at: auditLog.at, summary: auditLog.summary, by: actorNameOf(auditLog.actorEmail, staffAccounts.name) })
    .from(auditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, auditLog.actorId))
    .where(
      or(
        // A note on the contact is on the timeline as itself.
        and(
          eq(auditLog.subjectType, "contact"),
          eq(auditLog.subjectId, contactId),
          ne(auditLog.action, "contact.note"),
        ),
        enquiryIds.length > 0
          ? and(
              eq(auditLog.subjectType, "enquiry"),
              inArray(auditLog.subjectId, enquiryIds),
              eq(auditLog.action, "enquiry.status"),
            )
          : undefined,
        callIds.length > 0
          ? and(
              eq(auditLog.subjectType, "booking"),
              inArray(auditLog.subjectId, callIds),
              sql`${auditLog.action} <> 'booking.assign'`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(perKind);

  const entries: TimelineEntry[] = [
    ...theirEnquiries.map((enquiry) => ({
      at: enquiry.createdAt,
      kind: "enquiry" as const,
      title: `Enquiry (${enquirySourceLabel(enquiry.source)})`,
      text: excerpt(enquiry.message),
      link: `/admin/enquiries/${enquiry.id}`,
      enquiryStatus: enquiry.status,
    })),
    ...theirCalls.map((call) => ({
      at: call.createdAt,
      kind: "call" as const,
      title: `Demo call booked for ${describeSlot(call.startsAt)} with ${call.consultant} (${call.reference})`,
      text:
        call.status === "cancelled"
          ? "Cancelled."
          : call.outcome
            ? `Outcome: ${callOutcomeLabels[call.outcome]}.`
            : `Domain: ${call.domain}.`,
      link: `/admin/bookings/${call.id}`,
      callOutcome: call.outcome,
    })),
    ...theirApplications.map((application) => ({
      at: application.at,
      kind: "application" as const,
      title: `Applied for ${application.job} (${application.reference})`,
      link: linkApplications ? `/admin/applications/${application.id}` : undefined,
    })),
    ...notes.map((note) => ({
      at: note.createdAt,
      kind: "note" as const,
      title: "Note",
      text: note.body,
      by: note.authorName,
    })),
    ...enquiryNoteRows.map((note) => ({
      at: note.createdAt,
      kind: "note" as const,
      title: "Note on an enquiry",
      text: note.body,
      by: note.authorName,
      link: `/admin/enquiries/${note.recordId}`,
    })),
    ...replies.map((reply) => ({
      at: reply.at,
      kind: "reply" as const,
      title: `Reply sent: ${reply.subject}`,
      text: excerpt(reply.body),
      by: reply.by,
      link: `/admin/enquiries/${reply.enquiryId}`,
    })),
    ...emails.map((email) => ({
      at: email.at,
      kind: "email" as const,
      title: `E-mail ${email.status === "failed" ? "that failed" : email.status === "pending" ? "waiting to go" : "sent"}: ${email.subject}`,
    })),
    ...changes.map((change) => ({ at: change.at, kind: "change" as const, title: change.summary, by: change.by })),
  ];
  return entries.sort((a, b) => b.at.getTime() - a.at.getTime());
}
