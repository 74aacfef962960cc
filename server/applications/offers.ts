import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";

import type { OfferApprovalView, OfferView } from "../../contracts/applications";
import type { FewOf, OfferToApprove, OfferToSend } from "../../contracts/recruiting-work";
import { offerLetterValues, offerStatusOf, type OfferDecision, type OfferForm } from "../../domain/applications/offers";
import { fillEmailTemplate, type RejectionEmailTemplate } from "../../domain/applications/recruiting";
import { formatRupees } from "../../domain/company/rupees";
import type { StaffMember } from "../../domain/staff/staff";
import { longDate } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { applications, hiringTeamMembers, jobs, offerApprovals, offers, staffAccounts } from "../db/schema";
import { backOfficeUrl } from "../emails/back-office-links";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { queueEmails } from "../outbox/mail-outbox";
import { audit, type Actor } from "../kernel/audit/audit";
import { accountName } from "../jobs/interview-plan";
import { candidateColumns, withCandidate } from "./application-rows";
import { recordStageEntry } from "./stage-history";
import { offerApprovedEmail } from "./offer-approved-email";
import { offerApprovalRequest, offerLetter } from "./offer-emails";
import { offerLetterTemplate } from "./offer-letter-template";

/**
 * Offers with approval (decision 041): a recruiter makes an offer, the approvers the job names answer
 * it (all of them, or any N), and only an approved offer's letter can go to the candidate. Every
 * step is in the application's audit log.
 */

export const offerPath = (id: string) => `/admin/offers/${id}` as const;

async function approvalsOf(db: DbOrTransaction, offerId: string): Promise<OfferApprovalView[]> {
  return db
    .select({
      accountId: offerApprovals.accountId,
      name: accountName,
      decision: offerApprovals.decision,
      note: offerApprovals.note,
      decidedAt: offerApprovals.decidedAt,
    })
    .from(offerApprovals)
    .innerJoin(staffAccounts, eq(staffAccounts.id, offerApprovals.accountId))
    .where(eq(offerApprovals.offerId, offerId))
    .orderBy(accountName);
}

const offerColumns = {
  id: offers.id,
  applicationId: offers.applicationId,
  salary: offers.salary,
  startDate: offers.startDate,
  notes: offers.notes,
  approvalsNeeded: offers.approvalsNeeded,
  status: offers.status,
  createdAt: offers.createdAt,
  sentAt: offers.sentAt,
  ...candidateColumns,
  jobLocation: jobs.location,
};

const selectOffers = (db: DbOrTransaction) =>
  withCandidate(db.select(offerColumns).from(offers).$dynamic(), offers.applicationId);

async function viewOf(db: DbOrTransaction, row: Awaited<ReturnType<typeof selectOffers>>[number]): Promise<OfferView> {
  const { candidateEmail: _email, jobLocation: _location, ...offer } = row;
  return { ...offer, approvals: await approvalsOf(db, row.id) };
}

/** The application's latest offer, with its approvers' answers; undefined without one. */
export async function latestOffer(db: Db, applicationId: string): Promise<OfferView | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const [row] = await selectOffers(db)
    .where(eq(offers.applicationId, applicationId))
    .orderBy(desc(offers.createdAt))
    .limit(1);
  return row ? viewOf(db, row) : undefined;
}

/**
 * The letter an approved offer would go with, as the saved template fills it for this candidate,
 * for the recruiter to read and change before it is sent; undefined unless the latest offer is approved.
 */
export async function offerLetterDraft(db: Db, applicationId: string): Promise<RejectionEmailTemplate | undefined> {
  if (!isUuid(applicationId)) return undefined;
  const [[offer], template] = await Promise.all([
    selectOffers(db).where(eq(offers.applicationId, applicationId)).orderBy(desc(offers.createdAt)).limit(1),
    offerLetterTemplate(db),
  ]);
  return offer?.status === "approved" ? fillEmailTemplate(template, offerLetterValues(offer)) : undefined;
}

/** "its one approver", "all 3 approvers", "any 2 of the 3 approvers": who must approve, in words that agree. */
const whoApproves = (needed: number, approvers: number) =>
  approvers === 1
    ? "its one approver"
    : needed === approvers
      ? `all ${approvers} approvers`
      : `any ${needed} of the ${approvers} approvers`;

/**
 * Makes an offer and asks the job's offer approvers, by e-mail, to answer it. Refused while the
 * candidate has an offer waiting or approved, and for a job that names no approvers.
 */
export async function makeOffer(
  db: Db,
  actor: Actor & { id: string },
  applicationId: string,
  form: OfferForm,
  { now, careersEmail, publicSiteUrl }: { now: Date; careersEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  if (!isUuid(applicationId)) throw new RefusedError("This application does not exist (any more).");
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        jobId: applications.jobId,
        reference: applications.reference,
        candidateName: applications.fullName,
        jobTitle: jobs.title,
        needed: jobs.offerApprovalsNeeded,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .for("update");
    if (!application) throw new RefusedError("This application does not exist (any more).");
    const [open] = await tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.applicationId, applicationId), inArray(offers.status, ["pending", "approved"])));
    if (open) throw new RefusedError("This candidate has an offer waiting already.");
    const approvers = await tx
      .select({ id: staffAccounts.id, name: accountName, address: staffAccounts.email })
      .from(hiringTeamMembers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, hiringTeamMembers.accountId))
      .where(and(eq(hiringTeamMembers.jobId, application.jobId), eq(hiringTeamMembers.approvesOffers, true)));
    if (approvers.length === 0)
      throw new RefusedError("The job names nobody to approve offers: choose them on the job's Interviews page first.");
    const needed = Math.min(application.needed ?? approvers.length, approvers.length);
    const [offer] = await tx
      .insert(offers)
      .values({ applicationId, ...form, approvalsNeeded: needed, createdBy: actor.id, createdAt: now })
      .returning({ id: offers.id });
    await tx
      .insert(offerApprovals)
      .values(approvers.map((approver) => ({ offerId: offer!.id, accountId: approver.id, createdAt: now })));
    await audit(tx, actor, now, {
      action: "application.offer-made",
      subjectType: "application",
      subjectId: applicationId,
      summary: `Made an offer to ${application.reference} (${formatRupees(form.salary)} a year, from ${longDate(form.startDate)}), for ${whoApproves(needed, approvers.length)} to approve.`,
    });
    const offerLink = backOfficeUrl(publicSiteUrl, offerPath(offer!.id));
    return queueEmails(
      tx,
      approvers.map((approver) =>
        offerApprovalRequest({ ...form, ...application, applicationId }, approver, { careersEmail, offerLink }),
      ),
      now,
    );
  });
}

/** How many offers an Overview lists of each kind; more are rare, and the total says so. */
const fewOffers = 20;

const total = sql<number>`count(*) over ()`.mapWith(Number);

const withoutTotal = <Row extends { total: number }>(rows: Row[]) => ({
  total: rows[0]?.total ?? 0,
  rows: rows.map(({ total: _total, ...row }) => row),
});

/** The offers still waiting for the member's answer, longest waiting first. */
export async function offersAwaiting(db: Db, memberId: string): Promise<FewOf<OfferToApprove>> {
  const rows = await db
    .select({
      id: offers.id,
      candidateName: applications.fullName,
      reference: applications.reference,
      jobTitle: jobs.title,
      salary: offers.salary,
      createdAt: offers.createdAt,
      total,
    })
    .from(offerApprovals)
    .innerJoin(offers, eq(offers.id, offerApprovals.offerId))
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(offerApprovals.accountId, memberId), isNull(offerApprovals.decision), eq(offers.status, "pending")))
    .orderBy(asc(offers.createdAt))
    .limit(fewOffers);
  return withoutTotal(rows);
}

/** Approved offers whose letter has not gone, of candidates neither rejected nor hired: the recruiters' to send. */
export async function offersReadyToSend(db: Db): Promise<FewOf<OfferToSend>> {
  const rows = await db
    .select({
      applicationId: offers.applicationId,
      candidateName: applications.fullName,
      reference: applications.reference,
      jobTitle: jobs.title,
      total,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(offers.status, "approved"), notInArray(applications.stage, ["rejected", "hired"])))
    .orderBy(asc(offers.createdAt))
    .limit(fewOffers);
  return withoutTotal(rows);
}

/** An offer as one of its approvers reads it; "not yours" for anyone the offer does not ask. */
export async function offerForApprover(
  db: Db,
  memberId: string,
  offerId: string,
): Promise<(OfferView & { mine: OfferApprovalView }) | "not yours" | undefined> {
  if (!isUuid(offerId)) return undefined;
  const [row] = await selectOffers(db).where(eq(offers.id, offerId));
  if (!row) return undefined;
  const view = await viewOf(db, row);
  const mine = view.approvals.find((approval) => approval.accountId === memberId);
  return mine ? { ...view, mine } : "not yours";
}

/**
 * An approver's answer; the offer is approved once enough approve, declined once too few are left
 * to. Approved, its maker is e-mailed that the letter can go. Answers the queued e-mails' ids.
 */
export async function decideOffer(
  db: Db,
  member: StaffMember,
  offerId: string,
  { decision, note }: { decision: OfferDecision; note: string },
  { now, careersEmail, publicSiteUrl }: { now: Date; careersEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  if (!isUuid(offerId)) throw new RefusedError("This offer does not exist (any more).");
  return db.transaction(async (tx) => {
    const [offer] = await tx
      .select({
        status: offers.status,
        applicationId: offers.applicationId,
        needed: offers.approvalsNeeded,
        createdBy: offers.createdBy,
      })
      .from(offers)
      .where(eq(offers.id, offerId))
      .for("update");
    const [seat] = await tx
      .select({ id: offerApprovals.id, decision: offerApprovals.decision })
      .from(offerApprovals)
      .where(and(eq(offerApprovals.offerId, offerId), eq(offerApprovals.accountId, member.id)));
    if (!offer || !seat) throw new RefusedError("You are not asked to approve this offer.");
    if (seat.decision) throw new RefusedError("You have answered this offer already.");
    if (offer.status !== "pending") throw new RefusedError("This offer is not waiting for approval any more.");
    await tx.update(offerApprovals).set({ decision, note, decidedAt: now }).where(eq(offerApprovals.id, seat.id));
    const decisions = await tx
      .select({ decision: offerApprovals.decision })
      .from(offerApprovals)
      .where(eq(offerApprovals.offerId, offerId));
    const status = offerStatusOf(
      decisions.map((row) => row.decision),
      offer.needed,
    );
    if (status !== "pending") await tx.update(offers).set({ status }).where(eq(offers.id, offerId));
    await audit(tx, member, now, {
      action: decision === "approve" ? "application.offer-approved" : "application.offer-declined",
      subjectType: "application",
      subjectId: offer.applicationId,
      summary: `${decision === "approve" ? "Approved" : "Declined"} the offer${note ? `: “${note}”` : "."}${status === "pending" ? "" : ` The offer is now ${status}.`}`,
    });
    if (status !== "approved" || !offer.createdBy || offer.createdBy === member.id) return [];
    return tellTheMaker(tx, { ...offer, createdBy: offer.createdBy }, decisions, {
      now,
      careersEmail,
      publicSiteUrl,
    });
  });
}

/** The approved offer's e-mail to the recruiter who made it, while their account works. */
async function tellTheMaker(
  tx: DbOrTransaction,
  offer: { applicationId: string; createdBy: string },
  decisions: { decision: OfferDecision | null }[],
  { now, careersEmail, publicSiteUrl }: { now: Date; careersEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  const [maker] = await tx
    .select({ name: accountName, address: staffAccounts.email })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.id, offer.createdBy), isNull(staffAccounts.disabledAt)));
  const [application] = await tx
    .select({ reference: applications.reference, candidateName: applications.fullName, jobTitle: jobs.title })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, offer.applicationId));
  if (!maker || !application) return [];
  const approvals = decisions.filter((row) => row.decision === "approve").length;
  const applicationLink = backOfficeUrl(publicSiteUrl, `/admin/applications/${offer.applicationId}`);
  return queueEmails(
    tx,
    [
      offerApprovedEmail({ ...application, applicationId: offer.applicationId, approvals }, maker, {
        careersEmail,
        applicationLink,
      }),
    ],
    now,
  );
}

/** The approved offer's letter to the candidate; the application moves to the offer stage. */
export async function sendOfferLetter(
  db: Db,
  actor: Actor,
  applicationId: string,
  {
    now,
    careersEmail,
    letter,
  }: {
    now: Date;
    careersEmail: string;
    /** The words as the recruiter edited them for this candidate; otherwise the saved template's. */
    letter?: RejectionEmailTemplate | undefined;
  },
): Promise<string[]> {
  if (!isUuid(applicationId)) throw new RefusedError("This application does not exist (any more).");
  return db.transaction(async (tx) => {
    const [offer] = await selectOffers(tx)
      .where(eq(offers.applicationId, applicationId))
      .orderBy(desc(offers.createdAt))
      .limit(1)
      .for("update", { of: offers });
    if (!offer || offer.status !== "approved") throw new RefusedError("Only an approved offer's letter can be sent.");
    await tx.update(offers).set({ status: "sent", sentAt: now }).where(eq(offers.id, offer.id));
    const moved = await tx
      .update(applications)
      .set({ stage: "offer" })
      .where(and(eq(applications.id, applicationId), inArray(applications.stage, ["new", "screening", "interview"])))
      .returning({ id: applications.id });
    await recordStageEntry(
      tx,
      moved.map((row) => row.id),
      "offer",
      now,
    );
    await audit(tx, actor, now, {
      action: "application.offer-sent",
      subjectType: "application",
      subjectId: applicationId,
      summary: `Sent the offer letter of ${offer.reference}.`,
    });
    const words = fillEmailTemplate(letter ?? (await offerLetterTemplate(tx)), offerLetterValues(offer));
    return queueEmails(tx, [offerLetter({ ...offer, applicationId }, words, { careersEmail })], now);
  });
}
