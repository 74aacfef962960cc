import { and, asc, count, eq, isNull, max, notInArray, sql } from "drizzle-orm";

import type { InterviewPlanView } from "../../contracts/jobs";
import {
  hiringTeamRoleLabels,
  type HiringTeamRole,
  type InterviewStageForm,
} from "../../domain/applications/interviews";
import type { Db, DbOrTransaction } from "../db/db";
import { hiringTeamMembers, interviewStages, interviews, jobs, staffAccounts } from "../db/schema";
import { actorNameOf } from "../kernel/lists/actor-names";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { audit, changeRecord, type Actor } from "../kernel/audit/audit";

/**
 * A job's interview plan (its stages, each with the kit interviewers use) and its hiring team, as
 * recruiters set them on the job. Each change is in the job's audit log.
 */

/** The name staff go by on the hiring pages. */
export const accountName = actorNameOf(staffAccounts.email, staffAccounts.name);

/**
 * Still to take up their invitation (no password set, no single sign-on yet). They may join a
 * hiring team all the same: the team is who may be asked, and a recruiter plans a job's team as a
 * new colleague is invited; what they are asked shows once they sign in. A disabled account may not.
 */
const invitedOnly = sql<boolean>`${staffAccounts.joinedAt} is null`;

/** A job's hiring team, hiring managers first. */
export const hiringTeamOf = (db: DbOrTransaction, jobId: string) =>
  db
    .select({
      accountId: hiringTeamMembers.accountId,
      name: accountName,
      role: hiringTeamMembers.role,
      approvesOffers: hiringTeamMembers.approvesOffers,
      invited: invitedOnly,
    })
    .from(hiringTeamMembers)
    .innerJoin(staffAccounts, eq(staffAccounts.id, hiringTeamMembers.accountId))
    .where(eq(hiringTeamMembers.jobId, jobId))
    .orderBy(asc(hiringTeamMembers.role), asc(accountName));

async function jobNamed(db: DbOrTransaction, jobId: string): Promise<string> {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw new RefusedError("This job does not exist (any more).");
  return job.title;
}

export async function interviewPlan(db: Db, jobId: string): Promise<InterviewPlanView | undefined> {
  const [job] = await db
    .select({ id: jobs.id, offerApprovalsNeeded: jobs.offerApprovalsNeeded })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return undefined;
  const [stages, team] = await Promise.all([
    db
      .select({
        id: interviewStages.id,
        name: interviewStages.name,
        attributes: interviewStages.attributes,
        questions: interviewStages.questions,
        interviewCount: sql<number>`(select count(*)::int from ${interviews} where ${interviews.stageId} = ${interviewStages.id})`,
      })
      .from(interviewStages)
      .where(eq(interviewStages.jobId, jobId))
      .orderBy(asc(interviewStages.position)),
    hiringTeamOf(db, jobId),
  ]);
  const onTeam = team.map((member) => member.accountId);
  const candidatesForTeam = await db
    .select({ id: staffAccounts.id, name: accountName, invited: invitedOnly })
    .from(staffAccounts)
    .where(and(isNull(staffAccounts.disabledAt), onTeam.length ? notInArray(staffAccounts.id, onTeam) : undefined))
    .orderBy(asc(accountName));
  return { stages, team, candidatesForTeam, offerApprovalsNeeded: job.offerApprovalsNeeded };
}

export async function addInterviewStage(
  db: Db,
  actor: Actor,
  jobId: string,
  stage: InterviewStageForm,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    const [last] = await tx
      .select({ position: max(interviewStages.position) })
      .from(interviewStages)
      .where(eq(interviewStages.jobId, jobId));
    await tx.insert(interviewStages).values({ jobId, ...stage, position: (last?.position ?? 0) + 1, createdAt: now });
    await audit(tx, actor, now, {
      action: "job.interview-stage-added",
      subjectType: "job",
      subjectId: jobId,
      summary: `Added the interview stage “${stage.name}” to ${title}.`,
    });
  });
}

const stageOf = (jobId: string, stageId: string) =>
  and(eq(interviewStages.jobId, jobId), eq(interviewStages.id, stageId));

const noSuchStage = () => new RefusedError("This interview stage does not exist (any more).");

export async function updateInterviewStage(
  db: Db,
  actor: Actor,
  jobId: string,
  stageId: string,
  stage: InterviewStageForm,
  now: Date,
): Promise<void> {
  if (!isUuid(stageId)) throw noSuchStage();
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    const [updated] = await tx
      .update(interviewStages)
      .set(stage)
      .where(stageOf(jobId, stageId))
      .returning({ id: interviewStages.id });
    if (!updated) throw noSuchStage();
    await audit(tx, actor, now, {
      action: "job.interview-stage-changed",
      subjectType: "job",
      subjectId: jobId,
      summary: `Changed the interview stage “${stage.name}” of ${title}.`,
    });
  });
}

export async function removeInterviewStage(
  db: Db,
  actor: Actor,
  jobId: string,
  stageId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(stageId)) throw noSuchStage();
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    const [given] = await tx.select({ count: count() }).from(interviews).where(eq(interviews.stageId, stageId));
    if ((given?.count ?? 0) > 0)
      throw new RefusedError("Candidates have this interview: it stays in the plan, with their scorecards.");
    const [removed] = await tx
      .delete(interviewStages)
      .where(stageOf(jobId, stageId))
      .returning({ name: interviewStages.name });
    if (!removed) throw noSuchStage();
    await audit(tx, actor, now, {
      action: "job.interview-stage-removed",
      subjectType: "job",
      subjectId: jobId,
      summary: `Removed the interview stage “${removed.name}” from ${title}.`,
    });
  });
}

export async function addHiringTeamMember(
  db: Db,
  actor: Actor,
  jobId: string,
  member: { accountId: string; role: HiringTeamRole; approvesOffers: boolean },
  now: Date,
): Promise<void> {
  if (!isUuid(member.accountId)) throw new RefusedError("Please choose a person.");
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    const [account] = await tx
      .select({ name: accountName })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.id, member.accountId), isNull(staffAccounts.disabledAt)));
    if (!account) throw new RefusedError("This person's account is disabled: choose someone else.");
    const [added] = await tx
      .insert(hiringTeamMembers)
      .values({ jobId, ...member, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: hiringTeamMembers.id });
    if (!added) throw new RefusedError(`${account.name} is on the hiring team already.`);
    await audit(tx, actor, now, {
      action: "job.hiring-team-added",
      subjectType: "job",
      subjectId: jobId,
      summary: `Added ${account.name} to the hiring team of ${title} as ${hiringTeamRoleLabels[member.role].toLowerCase()}${member.approvesOffers ? ", approving offers" : ""}.`,
    });
  });
}

export async function removeHiringTeamMember(
  db: Db,
  actor: Actor,
  jobId: string,
  accountId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(accountId)) throw new RefusedError("This person is not on the hiring team.");
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    const [removed] = await tx
      .delete(hiringTeamMembers)
      .where(and(eq(hiringTeamMembers.jobId, jobId), eq(hiringTeamMembers.accountId, accountId)))
      .returning({ id: hiringTeamMembers.id });
    if (!removed) throw new RefusedError("This person is not on the hiring team.");
    const [account] = await tx.select({ name: accountName }).from(staffAccounts).where(eq(staffAccounts.id, accountId));
    await audit(tx, actor, now, {
      action: "job.hiring-team-removed",
      subjectType: "job",
      subjectId: jobId,
      summary: `Took ${account?.name ?? "someone"} off the hiring team of ${title}. Interviews they were asked to give stay theirs.`,
    });
  });
}

/** A duplicated job keeps its interview plan: the stages and their kits, not the team. */
export async function copyInterviewPlan(tx: DbOrTransaction, fromJobId: string, toJobId: string, now: Date) {
  const stages = await tx.select().from(interviewStages).where(eq(interviewStages.jobId, fromJobId));
  if (stages.length === 0) return;
  await tx.insert(interviewStages).values(
    stages.map(({ id: _id, jobId: _job, createdAt: _at, ...stage }) => ({
      ...stage,
      jobId: toJobId,
      createdAt: now,
    })),
  );
}

/** How many of the job's offer approvers must approve an offer: a number, or all of them. */
export async function setOfferApprovalsNeeded(
  db: Db,
  actor: Actor,
  jobId: string,
  needed: number | "all",
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const title = await jobNamed(tx, jobId);
    await changeRecord(tx, actor, jobs, jobId, { offerApprovalsNeeded: needed === "all" ? null : needed }, now, {
      action: "job.offer-approvals",
      subjectType: "job",
      summary: `Offers for ${title} now need ${needed === "all" ? "every approver's approval" : `the approval of any ${needed} approvers`}.`,
    });
  });
}
