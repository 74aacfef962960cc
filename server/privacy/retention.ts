import { subDays, subHours, subMonths } from "date-fns";
import { and, eq, isNull, lt, lte, or } from "drizzle-orm";
import { z } from "zod";

import type { RetentionRun } from "../../contracts/privacy";
import { countOf } from "../../domain/forms/counting";
import { retentionLimits } from "../../domain/applications/recruiting";
import { analyticsRetentionLimits } from "../../domain/analytics/roll-up-retention";
import { salesRetentionMonths } from "../../domain/privacy/sales-retention";
import { unsubscribedKeepMonths } from "../../domain/newsletter/newsletter";
import type { Db } from "../db/db";
import { rawEventKeepDays } from "../../domain/analytics/analytics";
import { formTokenHours } from "../../domain/analytics/application-steps";
import { applications, jobs, privacyAccessLinks } from "../db/schema";
import { deleteStepSpendsBefore, deleteTotalsBefore, deleteVisitsBefore } from "../analytics/analytics-retention";
import { deleteApplications } from "../applications/application-deletion";
import { deleteImportsEndedBefore, deleteMergesBefore } from "../contacts/contact-deletion";
import { deleteUnconfirmedJobAlerts } from "../jobs/job-alerts";
import { deleteExpiredNewsletterRows } from "../newsletter/subscriber-records";
import type { FileStore } from "../kernel/storage/file-store";
import { forgetAnswersBefore } from "../kernel/requests/idempotency";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { aboutApplication } from "../outbox/about";
import { deleteEmailsAbout, deleteSentEmails } from "../outbox/outbox-deletion";
import { audit, type Actor } from "../kernel/audit/audit";
import { deleteExpiredBookings, deleteExpiredEnquiries } from "./sales-record-retention";
import { inBatches, retentionBatchSize } from "./record-deletion";
import { deleteExpiredPrivacyRequests } from "./requests/request-retention";
import { deleteAddressesOfNobody } from "./addresses-of-nobody";
import { deleteExpiredBreaches } from "./breaches/breach-retention";

/** Months after a job closes that its applications are kept (DPDP Act: no longer than the purpose needs). */
export const retentionMonthsSetting: Setting<number> = {
  key: "applicationRetentionMonths",
  schema: z.number().int().min(retentionLimits.min).max(retentionLimits.max),
  fallback: retentionLimits.defaultMonths,
};

/** Months the site's hourly analytics totals are kept; older hours go. */
export const analyticsRetentionMonthsSetting: Setting<number> = {
  key: "analyticsRetentionMonths",
  schema: z.number().int().min(analyticsRetentionLimits.min).max(analyticsRetentionLimits.max),
  fallback: analyticsRetentionLimits.defaultMonths,
};

/** A retried submission comes within minutes; a day is ample. */
const idempotencyKeepHours = 24;
/** Delivered e-mails are kept a while for questions about them ("did my confirmation go out?"), then go. */
const sentEmailKeepDays = 30;
/** A contact import's record and its rows (addresses, refused rows' cells) go this long after it ended. */
const contactImportKeepDays = 30;
/** A merge of two contacts holds the merged one's row for its undo, which is offered for a day: a week is ample. */
const contactMergeKeepDays = 7;

/** A person's link to their own data goes a day after it, or the session it opened, ended. */
const ownDataLinkKeepHours = 24;

/** The actor of the hourly run, in the audit log. */
export const retentionTask: Actor = { id: null, email: "retention task" };

/**
 * Deletes applications whose job closed longer ago than the retention period: their rows,
 * self-identification and notes (cascaded), their resume files and their e-mails still in the
 * outbox. Rows are taken a batch at a time with SKIP LOCKED, so two servers running the task
 * at once share the work; each batch's files go before its rows, so a failure leaves rows
 * that the next run finds again, never a file nothing points at.
 */
async function deleteExpiredApplications(db: Db, resumes: FileStore, cutoff: Date) {
  const deleted = { applications: 0, resumes: 0, emails: 0 };
  await inBatches(db, async (tx) => {
    const rows = await tx
      .select({ id: applications.id, resumeKey: applications.resumeKey })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(jobs.status, "closed"), lte(jobs.closedAt, cutoff)))
      .limit(retentionBatchSize)
      .for("update", { of: applications, skipLocked: true });
    if (rows.length === 0) return 0;
    for (const row of rows) await resumes.remove(row.resumeKey);
    const ids = rows.map((row) => row.id);
    const emails = await deleteEmailsAbout(tx, ids.map(aboutApplication));
    await deleteApplications(tx, ids);
    deleted.applications += rows.length;
    deleted.resumes += rows.length;
    deleted.emails += emails;
    return rows.length;
  });
  return deleted;
}

/**
 * Deletes the site's raw analytics (visits, and their page views by cascade) older than
 * `rawEventKeepDays`, a batch at a time; the hourly roll-ups stay. They hold no person's data
 * (decision 048), so the count is not audited.
 */
async function deleteRawAnalytics(db: Db, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await deleteVisitsBefore(db, cutoff, retentionBatchSize);
    deleted += batch;
    if (batch < retentionBatchSize) return deleted;
  }
}

/** One run of the retention task; what it deleted is answered and written to the audit log (counts only). */
export async function runRetention(
  db: Db,
  { resumes, now, actor = retentionTask }: { resumes: FileStore; now: Date; actor?: Actor },
): Promise<RetentionRun> {
  const months = await readSetting(db, retentionMonthsSetting);
  const expired = await deleteExpiredApplications(db, resumes, subMonths(now, months));
  const unconfirmedAlerts = await deleteUnconfirmedJobAlerts(db, now);
  // Unconfirmed sign-ups after the link's days; unsubscribed addresses once the record of their withdrawal is old enough.
  const newsletter = await deleteExpiredNewsletterRows(db, now);
  // The privacy policy's periods for the sales desk's records (domain/privacy/sales-retention.ts).
  const expiredEnquiries = await deleteExpiredEnquiries(db, subMonths(now, salesRetentionMonths.enquiries));
  const expiredBookings = await deleteExpiredBookings(db, subMonths(now, salesRetentionMonths.bookings));
  const idempotencyRecords = await forgetAnswersBefore(db, subHours(now, idempotencyKeepHours));
  const sentEmails = await deleteSentEmails(db, subDays(now, sentEmailKeepDays));
  const expiredMerges = await deleteMergesBefore(db, subDays(now, contactMergeKeepDays));
  const endedImports = await deleteImportsEndedBefore(db, subDays(now, contactImportKeepDays));
  // Each row names an address: once neither the link nor its session works, nothing needs it for long.
  const linkCutoff = subHours(now, ownDataLinkKeepHours);
  await db
    .delete(privacyAccessLinks)
    .where(
      and(
        lt(privacyAccessLinks.expiresAt, linkCutoff),
        or(isNull(privacyAccessLinks.sessionExpiresAt), lt(privacyAccessLinks.sessionExpiresAt, linkCutoff)),
      ),
    );
  // Nominees and proven addresses of people nothing is held about any more, and breaches past their keeping.
  await deleteAddressesOfNobody(db);
  await deleteExpiredBreaches(db, now);
  // The privacy requests register keeps a request three years after it was closed (decision 064).
  await deleteExpiredPrivacyRequests(db, now);
  await deleteRawAnalytics(db, subDays(now, rawEventKeepDays));
  // A step spent longer ago than a form's token lasts cannot be sent again with it: nothing to remember.
  await deleteStepSpendsBefore(db, subHours(now, formTokenHours + 1));
  // Counts only, so not audited either.
  await deleteTotalsBefore(db, subMonths(now, await readSetting(db, analyticsRetentionMonthsSetting)));
  const counts = {
    applications: expired.applications,
    resumes: expired.resumes,
    enquiries: expiredEnquiries.enquiries,
    bookings: expiredBookings.bookings,
    jobAlerts: unconfirmedAlerts.subscriptions,
    newsletter: newsletter.subscribers,
    emails:
      expired.emails +
      expiredEnquiries.emails +
      expiredBookings.emails +
      unconfirmedAlerts.emails +
      newsletter.emails +
      sentEmails,
    idempotencyRecords,
  };
  const run: RetentionRun = { at: now, ...counts };
  // The hourly run that found nothing is only logged; a run that deleted something, or one a person started, is audited.
  const deletedSomething =
    run.applications +
      run.enquiries +
      run.bookings +
      run.jobAlerts +
      run.newsletter +
      run.emails +
      run.idempotencyRecords +
      expiredMerges +
      endedImports >
    0;
  if (!deletedSomething && actor === retentionTask) return run;
  await audit(db, actor, now, {
    action: "privacy.retention",
    subjectType: "retention",
    subjectId: "run",
    summary:
      `Retention (${months} months after a job closes): deleted ${countOf(run.applications, "application")} ` +
      `with their resumes, ${countOf(run.enquiries, "enquiry", "enquiries")} over ` +
      `${salesRetentionMonths.enquiries} months old, ${countOf(run.bookings, "booking")} whose call ended over ` +
      `${salesRetentionMonths.bookings} months ago, ` +
      `${countOf(run.jobAlerts, "unconfirmed job alert")}, ` +
      `${countOf(run.newsletter, "newsletter subscription")} unconfirmed or unsubscribed past ${unsubscribedKeepMonths} months, ` +
      `${countOf(run.emails, "e-mail")} and ` +
      `${countOf(run.idempotencyRecords, "repeat-submission record")}` +
      (expiredMerges > 0 ? `, and ${countOf(expiredMerges, "contact merge")} older than a week` : "") +
      (endedImports > 0 ? `, and ${countOf(endedImports, "contact import")} ended over 30 days ago.` : "."),
    details: { months, ...counts, contactMerges: expiredMerges, contactImports: endedImports },
  });
  return run;
}
