import { and, eq, gt, isNotNull, isNull, lte, ne, or } from "drizzle-orm";

import type { InterviewTimeOutcome, InterviewTimeRefusal, SchedulingLinkView } from "../../contracts/applications";
import { dueReminder, reminderLeadMinutes } from "../../domain/bookings/booking";
import { interviewName } from "../../domain/applications/interviews";
import {
  defaultInvitationEmail,
  fillInvitationEmail,
  InvitationEmailSchema,
  couldBeOffered,
  type InterviewInvitation,
  type InvitationEmailTemplate,
} from "../../domain/applications/interview-scheduling";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { applications, interviewLinks, interviewStages, interviews } from "../db/schema";
import { backOfficeUrl } from "../emails/back-office-links";
import { jitsiRoomName } from "../consultants/meeting-links";
import { changing } from "../kernel/changes/public-changes";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { createMailingTask, type MailingTaskDependencies, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { newToken, tokenHash } from "../kernel/secrets/tokens";
import { aboutApplication } from "../outbox/about";
import { queueEmails } from "../outbox/mail-outbox";
import { withdrawPendingEmails } from "../outbox/outbox-deletion";
import { tryAgainIn, type QuotaAnswer } from "../plugins/rate-limit";
import { audit, type Actor } from "../kernel/audit/audit";
import { candidateColumns, withCandidate } from "./application-rows";
import {
  interviewPagePath,
  interviewReminderEmails,
  invitationToChoose,
  timeChangeEmails,
  type ScheduledInterview,
  type TimeChange,
} from "./interview-emails";
import { offeredTimes, panelOf, panelStillFree, type Panelist } from "./interview-times";

/**
 * Candidates choose their own interview's time from a link (decision 041). The recruiter sends
 * the invitation; the link opens a page offering every time the whole panel is free for the next
 * 60 days; choosing, moving and cancelling go through the same link until the interview starts.
 */

/** The invitation e-mail recruiters write once; each invitation may be edited before it is sent. */
export const invitationEmailSetting: Setting<InvitationEmailTemplate> = {
  key: "interviewInvitationEmail",
  schema: InvitationEmailSchema,
  fallback: defaultInvitationEmail,
};

export const schedulingPath = "/interview";

/** The candidate acting through their own link: named so in the audit log. */
const candidate: Actor = { id: null, email: "candidate (interview link)" };

async function issueLink(tx: DbOrTransaction, interviewId: string, { publicSiteUrl, now }: LinkDependencies) {
  const token = newToken();
  await tx.insert(interviewLinks).values({ tokenHash: tokenHash(token), interviewId, createdAt: now });
  return new URL(`${schedulingPath}/${token}`, publicSiteUrl).toString();
}

type LinkDependencies = { publicSiteUrl: string; now: Date };

/** The interview's row with what its e-mails name, or undefined. */
const interviewColumns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  durationMinutes: interviews.durationMinutes,
  invitedAt: interviews.invitedAt,
  startsAt: interviews.startsAt,
  meetingUrl: interviews.meetingUrl,
  sequence: interviews.sequence,
  slotChosenAt: interviews.slotChosenAt,
  lastReminder: interviews.lastReminder,
  ...candidateColumns,
  stageName: interviewStages.name,
};

const interviewQuery = (db: DbOrTransaction) =>
  withCandidate(db.select(interviewColumns).from(interviews).$dynamic(), interviews.applicationId).innerJoin(
    interviewStages,
    eq(interviewStages.id, interviews.stageId),
  );

type InterviewRow = Awaited<ReturnType<ReturnType<typeof interviewQuery>["execute"]>>[number];

const isWellFormedToken = (token: string) => /^[\w-]{43}$/.test(token);

/**
 * The interview a link opens: invited, of a candidate still in the running (not rejected or
 * hired), and not started. `forUpdate` locks it for a change in the caller's transaction.
 */
async function interviewOfLink(db: DbOrTransaction, token: string, now: Date, { forUpdate = false } = {}) {
  if (!isWellFormedToken(token)) return undefined;
  const query = interviewQuery(db)
    .innerJoin(interviewLinks, eq(interviewLinks.interviewId, interviews.id))
    .where(
      and(
        eq(interviewLinks.tokenHash, tokenHash(token)),
        isNotNull(interviews.invitedAt),
        ne(applications.stage, "rejected"),
        ne(applications.stage, "hired"),
        or(isNull(interviews.startsAt), gt(interviews.startsAt, now)),
      ),
    );
  const [row] = await (forUpdate ? query.for("update", { of: interviews }) : query);
  return row;
}

const scheduled = (row: InterviewRow, panel: readonly Panelist[], startsAt: Date): ScheduledInterview => ({
  interviewId: row.id,
  applicationId: row.applicationId,
  reference: row.reference,
  candidateName: row.candidateName,
  candidateEmail: row.candidateEmail,
  jobTitle: row.jobTitle,
  stageName: row.stageName,
  startsAt,
  durationMinutes: row.durationMinutes!,
  meetingUrl: row.meetingUrl,
  sequence: row.sequence,
  panel: panel.map((person) => ({ name: person.name, address: person.email })),
});

async function viewOf(db: DbOrTransaction, row: InterviewRow, now: Date): Promise<SchedulingLinkView> {
  const panel = await panelOf(db, row.id);
  const offered = await offeredTimes(db, { id: row.id, durationMinutes: row.durationMinutes! }, panel, now);
  return {
    candidateName: row.candidateName,
    jobTitle: row.jobTitle,
    stageName: row.stageName,
    durationMinutes: row.durationMinutes!,
    interviewers: panel.map((person) => person.name),
    startsAt: row.startsAt?.toISOString() ?? null,
    meetingUrl: row.meetingUrl,
    offered: offered.map(({ date, starts }) => ({ date, starts: starts.map((start) => start.toISOString()) })),
  };
}

export async function findSchedulingLink(db: Db, token: string, now: Date): Promise<SchedulingLinkView | undefined> {
  const row = await interviewOfLink(db, token, now);
  return row ? viewOf(db, row, now) : undefined;
}

// ---------------------------------------------------------------------------
// The recruiter's invitation

/**
 * Invites the candidate to choose a time for one stage's interview: the panel is whoever is
 * asked to give it; the length and the e-mail (as edited for this candidate) are the recruiter's.
 * Sending it again (a lost e-mail) sends a new link; the earlier ones keep working.
 */
export async function inviteToChoose(
  db: Db,
  actor: Actor,
  applicationId: string,
  invitation: InterviewInvitation,
  { now, publicSiteUrl, careersEmail, jitsiHost }: LinkDependencies & { careersEmail: string; jitsiHost: string },
): Promise<string[]> {
  if (!isUuid(applicationId) || !isUuid(invitation.stageId))
    throw new RefusedError("Please choose a stage that has interviewers.");
  return db.transaction(async (tx) => {
    const [row] = await interviewQuery(tx)
      .where(and(eq(interviews.applicationId, applicationId), eq(interviews.stageId, invitation.stageId)))
      .for("update", { of: interviews });
    if (!row) throw new RefusedError("Please ask at least one interviewer to give this stage's interview first.");
    const panel = await panelOf(tx, row.id);
    if (panel.length === 0)
      throw new RefusedError("Please ask at least one interviewer to give this stage's interview first.");
    if (row.startsAt && row.startsAt > now)
      throw new RefusedError("The candidate has chosen a time already; they can move it from their link.");
    const meetingUrl = row.meetingUrl ?? `https://${jitsiHost}/${jitsiRoomName("Nexora-Interview")}`;
    await tx
      .update(interviews)
      .set({ durationMinutes: invitation.durationMinutes, invitedAt: now, meetingUrl, startsAt: null, endsAt: null })
      .where(eq(interviews.id, row.id));
    const link = await issueLink(tx, row.id, { publicSiteUrl, now });
    const email = fillInvitationEmail(invitation, {
      candidateName: row.candidateName,
      jobTitle: row.jobTitle,
      stageName: row.stageName,
      durationMinutes: invitation.durationMinutes,
    });
    const queued = await queueEmails(
      tx,
      [
        invitationToChoose({ applicationId, name: row.candidateName, email: row.candidateEmail }, email, {
          careersEmail,
          link,
        }),
      ],
      now,
    );
    await audit(tx, actor, now, {
      action: "application.interview-invitation",
      subjectType: "application",
      subjectId: applicationId,
      summary: `Invited ${row.reference} to choose a time for the ${interviewName(row.stageName)} (${invitation.durationMinutes} minutes, ${panel.length} on the panel).`,
    });
    return queued;
  });
}

/** The invitation template as recruiters last saved it. */
export const invitationTemplate = (db: DbOrTransaction) => readSetting(db, invitationEmailSetting);

// ---------------------------------------------------------------------------
// The candidate's choices through their link

export type TimeChoiceResult = { outcome: InterviewTimeOutcome; queuedEmailIds: string[] };

/** Spends the quotas a change through a link costs: the interview's own and the candidate's address's. */
export type SpendLinkQuota = (interviewId: string) => Promise<QuotaAnswer>;

export type CandidateLinkDependencies = LinkDependencies & { db: Db; careersEmail: string; spendQuota: SpendLinkQuota };

const refused = (refusal: InterviewTimeRefusal, message: string): TimeChoiceResult => ({
  outcome: { ok: false, refusal, message },
  queuedEmailIds: [],
});

const gone = () => refused("gone", "This link has expired or is not valid.");

const takenMessage = "Sorry, that time was just taken. Please choose another.";

async function refusedByQuota(token: string, deps: CandidateLinkDependencies) {
  const row = await interviewOfLink(deps.db, token, deps.now);
  if (!row) return gone();
  const answer = await deps.spendQuota(row.id);
  if (answer.allowed) return undefined;
  return refused("busy", `You have made a lot of changes in a short time. ${tryAgainIn(answer.retryAfterMs)}`);
}

/** Drops reminders still waiting in the outbox: none may arrive for a time the interview left. */
async function withdrawPendingReminders(tx: DbOrTransaction, row: InterviewRow) {
  await withdrawPendingEmails(tx, { about: [aboutApplication(row.applicationId)], kind: "interview.%reminder-%" });
}

/** The e-mails of a change, with a new link for the candidate and the interview's page for the panel. */
async function queueTimeChange(
  tx: DbOrTransaction,
  interview: ScheduledInterview,
  change: TimeChange,
  { publicSiteUrl, now, careersEmail }: Omit<CandidateLinkDependencies, "db" | "spendQuota">,
) {
  const candidateLink = await issueLink(tx, interview.interviewId, { publicSiteUrl, now });
  const interviewPageUrl = backOfficeUrl(publicSiteUrl, interviewPagePath(interview.interviewId));
  return queueEmails(tx, timeChangeEmails(interview, change, { careersEmail, candidateLink, interviewPageUrl }), now);
}

/**
 * The candidate chooses a time, or moves the one they chose: under the panel's locks, the time
 * must still be one the whole panel can give; the interview takes it, reminders start again,
 * and everyone gets the calendar invite (one event, its SEQUENCE one up on a move).
 */
export async function chooseInterviewTime(
  token: string,
  startsAtIso: string,
  deps: CandidateLinkDependencies,
): Promise<TimeChoiceResult> {
  const { db, now } = deps;
  const startsAt = new Date(startsAtIso);
  if (Number.isNaN(startsAt.getTime()) || !couldBeOffered(startsAt, now))
    return refused("rule", "Please choose one of the times offered.");
  const quotaRefusal = await refusedByQuota(token, deps);
  if (quotaRefusal) return quotaRefusal;
  return changing(db, "calendar", async (tx) => {
    const row = await interviewOfLink(tx, token, now, { forUpdate: true });
    if (!row) return gone();
    if (row.startsAt?.getTime() === startsAt.getTime())
      return refused("rule", "Your interview is already at this time.");
    const panel = await panelOf(tx, row.id);
    const interview = { id: row.id, durationMinutes: row.durationMinutes! };
    if (!(await panelStillFree(tx, interview, panel, startsAt, now))) return refused("taken", takenMessage);
    const change: TimeChange = row.startsAt ? "moved" : "chosen";
    const sequence = row.startsAt || row.sequence > 0 ? row.sequence + 1 : 0;
    const endsAt = new Date(startsAt.getTime() + interview.durationMinutes * 60_000);
    await tx
      .update(interviews)
      .set({ startsAt, endsAt, sequence, slotChosenAt: now, lastReminder: null })
      .where(eq(interviews.id, row.id));
    await withdrawPendingReminders(tx, row);
    const updated = { ...row, startsAt, sequence };
    const queuedEmailIds = await queueTimeChange(tx, scheduled(updated, panel, startsAt), change, deps);
    await audit(tx, candidate, now, {
      action: `application.interview-${change}`,
      subjectType: "application",
      subjectId: row.applicationId,
      summary:
        change === "chosen"
          ? `The candidate of ${row.reference} chose ${indiaDateTime(startsAt)} for the ${interviewName(row.stageName)}.`
          : `The candidate of ${row.reference} moved the ${interviewName(row.stageName)} from ${indiaDateTime(row.startsAt!)} to ${indiaDateTime(startsAt)}.`,
    });
    return { outcome: { ok: true, value: await viewOf(tx, updated, now) }, queuedEmailIds };
  });
}

/**
 * The candidate cancels the time they chose: the panel's time is free at once, reminders are
 * withdrawn, everyone gets the calendar's CANCEL; the link still offers times to choose again.
 */
export async function cancelInterviewTime(token: string, deps: CandidateLinkDependencies): Promise<TimeChoiceResult> {
  const { db, now } = deps;
  const quotaRefusal = await refusedByQuota(token, deps);
  if (quotaRefusal) return quotaRefusal;
  return changing(db, "calendar", async (tx) => {
    const row = await interviewOfLink(tx, token, now, { forUpdate: true });
    if (!row) return gone();
    if (!row.startsAt) return refused("rule", "No time is chosen for this interview yet.");
    const panel = await panelOf(tx, row.id);
    const sequence = row.sequence + 1;
    await tx
      .update(interviews)
      .set({ startsAt: null, endsAt: null, sequence, slotChosenAt: null, lastReminder: null })
      .where(eq(interviews.id, row.id));
    await withdrawPendingReminders(tx, row);
    const queuedEmailIds = await queueTimeChange(
      tx,
      scheduled({ ...row, sequence }, panel, row.startsAt),
      "cancelled",
      deps,
    );
    await audit(tx, candidate, now, {
      action: "application.interview-cancelled",
      subjectType: "application",
      subjectId: row.applicationId,
      summary: `The candidate of ${row.reference} cancelled the ${interviewName(row.stageName)} of ${indiaDateTime(row.startsAt)}.`,
    });
    return {
      outcome: { ok: true, value: await viewOf(tx, { ...row, startsAt: null, sequence }, now) },
      queuedEmailIds,
    };
  });
}

// ---------------------------------------------------------------------------
// Reminders, a day and an hour before

const earliestLeadMs = Math.max(...Object.values(reminderLeadMinutes)) * 60_000;

/**
 * Queues the reminders due at `now` to the candidate and the panel. Each interview is claimed with
 * SKIP LOCKED and marked in the transaction that queues its reminder, so several server processes
 * never send one twice. Answers the queued e-mails' ids.
 */
export async function queueDueInterviewReminders(
  db: Db,
  {
    now,
    publicSiteUrl,
    careersEmail,
    batchSize = 100,
  }: LinkDependencies & { careersEmail: string; batchSize?: number },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const candidates = await interviewQuery(tx)
      .where(and(gt(interviews.startsAt, now), lte(interviews.startsAt, new Date(now.getTime() + earliestLeadMs))))
      .limit(batchSize)
      .for("update", { of: interviews, skipLocked: true });
    const queued: string[] = [];
    for (const row of candidates) {
      const reminder = dueReminder(
        { startsAt: row.startsAt!, slotChosenAt: row.slotChosenAt ?? now, lastReminder: row.lastReminder },
        now,
      );
      if (!reminder) continue;
      await tx.update(interviews).set({ lastReminder: reminder }).where(eq(interviews.id, row.id));
      const panel = await panelOf(tx, row.id);
      const candidateLink = await issueLink(tx, row.id, { publicSiteUrl, now });
      const interviewPageUrl = backOfficeUrl(publicSiteUrl, interviewPagePath(row.id));
      const emails = interviewReminderEmails(scheduled(row, panel, row.startsAt!), reminder, {
        careersEmail,
        candidateLink,
        interviewPageUrl,
      });
      queued.push(...(await queueEmails(tx, emails, now)));
    }
    return queued;
  });
}

/** Every minute, as the demo calls' reminders. */
export const createInterviewReminderTask = (
  dependencies: MailingTaskDependencies & { careersEmail: string },
): PeriodicTask =>
  createMailingTask(dependencies, {
    name: "interview reminders",
    queue: (db, options) => queueDueInterviewReminders(db, { ...options, careersEmail: dependencies.careersEmail }),
    firstRunAfterMs: 6_000,
  });
