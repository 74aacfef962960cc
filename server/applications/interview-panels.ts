import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";

import type { ApplicationInterviews, ScorecardView } from "../../contracts/applications";
import { interviewName, type AttributeRating, type Rating } from "../../domain/applications/interviews";
import type { Db } from "../db/db";
import {
  applications,
  hiringTeamMembers,
  interviewPanelists,
  interviewStages,
  interviews,
  jobs,
  staffAccounts,
} from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { audit, type Actor } from "../kernel/audit/audit";
import { accountName, hiringTeamOf } from "../jobs/interview-plan";
import { invitationTemplate } from "./interview-scheduling";
import { fillInvitationEmail } from "../../domain/applications/interview-scheduling";
import { backOfficeUrl } from "../emails/back-office-links";
import { queueEmails } from "../outbox/mail-outbox";
import { interviewRequestEmail } from "./interviewer-request-email";
import { interviewPagePath } from "./interview-emails";
import { pickColumns } from "../db/columns";

/**
 * Who interviews a candidate, as recruiters arrange it: one stage of the job's plan at a time, a
 * panel of the job's hiring team, and the scorecards they have submitted (drafts stay their own).
 */

/** A panelist's row as a scorecard others may read. */
export const scorecardOf = (row: {
  interviewerName: string;
  ratings: { attribute: string; rating: string | null; note: string }[];
  overall: Rating | null;
  summary: string;
  submittedAt: Date | null;
}): ScorecardView => ({ ...row, ratings: row.ratings as AttributeRating[] });

const panelistColumns = {
  panelistId: interviewPanelists.id,
  interviewId: interviewPanelists.interviewId,
  accountId: interviewPanelists.accountId,
  interviewerName: accountName,
  ratings: interviewPanelists.ratings,
  overall: interviewPanelists.overall,
  summary: interviewPanelists.summary,
  submittedAt: interviewPanelists.submittedAt,
};

/** Panel seats as `panelistColumns` read them, their interviewer's account joined for the name; the caller narrows them. */
export const selectPanelists = (db: Db) =>
  db
    .select(panelistColumns)
    .from(interviewPanelists)
    .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId));

/** What every list of a member's seats names of each interview: which one, whose, for which job and stage. */
export const seatInterviewColumns = {
  id: interviews.id,
  candidateName: applications.fullName,
  jobTitle: jobs.title,
  stageName: interviewStages.name,
};

/**
 * Joins to a query of panel seats (`interview_panelists`, made dynamic) the interview, its stage,
 * the application and its job each seat is for: what every list of seats names.
 */
export const withSeatsInterview = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(interviews, eq(interviews.id, interviewPanelists.interviewId))
    .innerJoin(interviewStages, eq(interviewStages.id, interviews.stageId))
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId));

async function applicationOf(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  const [application] = await db
    .select({
      ...pickColumns(applications, "jobId", "reference"),
      candidateName: applications.fullName,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id));
  return application;
}

export async function applicationInterviews(db: Db, id: string): Promise<ApplicationInterviews | undefined> {
  const application = await applicationOf(db, id);
  if (!application) return undefined;
  const [stages, given, interviewers, times, template] = await Promise.all([
    db
      .select({ id: interviewStages.id, name: interviewStages.name })
      .from(interviewStages)
      .where(eq(interviewStages.jobId, application.jobId))
      .orderBy(asc(interviewStages.position)),
    db
      .select({ stageId: interviews.stageId, ...panelistColumns })
      .from(interviews)
      .innerJoin(interviewPanelists, eq(interviewPanelists.interviewId, interviews.id))
      .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId))
      .where(eq(interviews.applicationId, id))
      .orderBy(asc(accountName)),
    hiringTeamOf(db, application.jobId),
    db
      .select({
        stageId: interviews.stageId,
        durationMinutes: interviews.durationMinutes,
        invitedAt: interviews.invitedAt,
        startsAt: interviews.startsAt,
        meetingUrl: interviews.meetingUrl,
      })
      .from(interviews)
      .where(eq(interviews.applicationId, id)),
    invitationTemplate(db),
  ]);
  return {
    stages: stages.map((stage) => ({
      stageId: stage.id,
      stageName: stage.name,
      panel: given
        .filter((panelist) => panelist.stageId === stage.id)
        .map((panelist) => ({
          panelistId: panelist.panelistId,
          accountId: panelist.accountId,
          name: panelist.interviewerName,
          scorecard: panelist.submittedAt ? scorecardOf(panelist) : null,
        })),
      schedule: times.find((time) => time.stageId === stage.id) ?? null,
      invitation: fillInvitationEmail(template, {
        candidateName: application.candidateName,
        jobTitle: application.jobTitle,
        stageName: stage.name,
      }),
    })),
    interviewers,
  };
}

/**
 * Puts a member of the job's hiring team on the stage's panel and e-mails them at once, in the
 * same transaction: nobody learns only from the booking that they were asked. Answers the queued e-mail's id.
 */
export async function askToInterview(
  db: Db,
  actor: Actor,
  id: string,
  choice: { stageId: string; accountId: string },
  { now, careersEmail, publicSiteUrl }: { now: Date; careersEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  const application = await applicationOf(db, id);
  if (!application) throw new RefusedError("This application does not exist (any more).");
  if (!isUuid(choice.stageId) || !isUuid(choice.accountId))
    throw new RefusedError("Please choose a stage of the plan and a member of the hiring team.");
  return db.transaction(async (tx) => {
    const [stage] = await tx
      .select({ name: interviewStages.name })
      .from(interviewStages)
      .where(and(eq(interviewStages.id, choice.stageId), eq(interviewStages.jobId, application.jobId)));
    const [member] = await tx
      .select({ name: accountName, address: staffAccounts.email })
      .from(hiringTeamMembers)
      .innerJoin(staffAccounts, eq(staffAccounts.id, hiringTeamMembers.accountId))
      .where(and(eq(hiringTeamMembers.jobId, application.jobId), eq(hiringTeamMembers.accountId, choice.accountId)));
    if (!stage || !member) throw new RefusedError("Please choose a stage of the plan and a member of the hiring team.");
    await tx
      .insert(interviews)
      .values({ applicationId: id, stageId: choice.stageId, createdAt: now })
      .onConflictDoNothing();
    const [interview] = await tx
      .select({ id: interviews.id, startsAt: interviews.startsAt, durationMinutes: interviews.durationMinutes })
      .from(interviews)
      .where(and(eq(interviews.applicationId, id), eq(interviews.stageId, choice.stageId)));
    const [added] = await tx
      .insert(interviewPanelists)
      .values({ interviewId: interview!.id, accountId: choice.accountId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: interviewPanelists.id });
    if (!added) throw new RefusedError(`${member.name} is asked to give this interview already.`);
    await audit(tx, actor, now, {
      action: "application.interviewer-asked",
      subjectType: "application",
      subjectId: id,
      summary: `Asked ${member.name} to give the ${interviewName(stage.name)} of ${application.reference}.`,
    });
    const { startsAt, durationMinutes } = interview!;
    const request = interviewRequestEmail(
      {
        applicationId: id,
        reference: application.reference,
        candidateName: application.candidateName,
        jobTitle: application.jobTitle,
        stageName: stage.name,
        booked: startsAt && durationMinutes ? { startsAt, durationMinutes } : null,
        interviewer: member,
        interviewPageUrl: backOfficeUrl(publicSiteUrl, interviewPagePath(interview!.id)),
      },
      { careersEmail },
    );
    return queueEmails(tx, [request], now);
  });
}

export async function removeInterviewer(db: Db, actor: Actor, id: string, panelistId: string, now: Date) {
  const application = await applicationOf(db, id);
  const notThere = () => new RefusedError("This interviewer is not on the panel (any more).");
  if (!application || !isUuid(panelistId)) throw notThere();
  await db.transaction(async (tx) => {
    const [panelist] = await tx
      .select({ submittedAt: interviewPanelists.submittedAt, name: accountName, stage: interviewStages.name })
      .from(interviewPanelists)
      .innerJoin(interviews, eq(interviews.id, interviewPanelists.interviewId))
      .innerJoin(interviewStages, eq(interviewStages.id, interviews.stageId))
      .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId))
      .where(and(eq(interviewPanelists.id, panelistId), eq(interviews.applicationId, id)));
    if (!panelist) throw notThere();
    if (panelist.submittedAt) throw new RefusedError(`${panelist.name} has submitted a scorecard: it stays.`);
    await tx.delete(interviewPanelists).where(inArray(interviewPanelists.id, [panelistId]));
    await audit(tx, actor, now, {
      action: "application.interviewer-removed",
      subjectType: "application",
      subjectId: id,
      summary: `Took ${panelist.name} off the ${interviewName(panelist.stage)} of ${application.reference}.`,
    });
  });
}
