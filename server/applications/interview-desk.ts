import { and, asc, desc, eq, isNotNull, isNull, ne, notInArray, or, sql } from "drizzle-orm";

import type { InterviewCandidate, InterviewDesk, InterviewView, MyInterview } from "../../contracts/applications";
import type { FewOf, InterviewToGive } from "../../contracts/recruiting-work";
import { interviewName, type ScorecardValues } from "../../domain/applications/interviews";
import type { StaffMember } from "../../domain/staff/staff";
import type { Db } from "../db/db";
import { applications, interviewPanelists, interviewStages, interviews, jobs } from "../db/schema";
import type { Bindings } from "../kernel/runtime/bindings";
import type { FileStore } from "../kernel/storage/file-store";
import { isUuid } from "../kernel/lists/keyset";
import { outcomeOf, RefusedError } from "../kernel/requests/outcome";
import { audit } from "../kernel/audit/audit";
import { detailColumns, toDetail } from "./application-rows";
import { scorecardOf, seatInterviewColumns, selectPanelists, withSeatsInterview } from "./interview-panels";
import { accountName } from "../jobs/interview-plan";
import { outOfTheRunning, timeStateOf } from "./interview-schedule";
import { downloadResume } from "./resume-downloads";
import { pickColumns } from "../db/columns";

/**
 * The interviews a member is asked to give, whatever their role: the only way an interviewer
 * reaches a candidate. Every read starts from the member's own panel seat, so an interview they
 * are not asked to give answers "not yours" and shows nothing of the candidate.
 */

async function myInterviews(db: Db, memberId: string): Promise<MyInterview[]> {
  const seats = db
    .select({
      ...seatInterviewColumns,
      submittedAt: interviewPanelists.submittedAt,
      startsAt: interviews.startsAt,
    })
    .from(interviewPanelists)
    .$dynamic();
  const rows = await withSeatsInterview(seats)
    .where(eq(interviewPanelists.accountId, memberId))
    .orderBy(asc(interviewPanelists.submittedAt), desc(interviews.createdAt));
  return rows.map(({ submittedAt, ...row }) => ({ ...row, submitted: submittedAt !== null }));
}

/** How many of a person's interviews to give their Overview lists; the list of all is on their Interviews page. */
const fewToGive = 20;

/**
 * The interviews the member still owes: to give, or to score once given. Those over come first
 * (a scorecard late), then the booked ones soonest first, then those waiting for a time; an
 * interview without a time is left out once its candidate is rejected or hired, as it never happens.
 */
async function interviewsToGive(db: Db, memberId: string, now: Date): Promise<FewOf<InterviewToGive>> {
  const over = sql<boolean>`coalesce(${interviews.endsAt} <= ${now.toISOString()}::timestamptz, false)`;
  const seats = db
    .select({
      ...seatInterviewColumns,
      startsAt: interviews.startsAt,
      endsAt: interviews.endsAt,
      invitedAt: interviews.invitedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(interviewPanelists)
    .$dynamic();
  const rows = await withSeatsInterview(seats)
    .where(
      and(
        eq(interviewPanelists.accountId, memberId),
        isNull(interviewPanelists.submittedAt),
        or(isNotNull(interviews.startsAt), notInArray(applications.stage, [...outOfTheRunning])),
      ),
    )
    .orderBy(desc(over), sql`${interviews.startsAt} asc nulls last`, asc(interviews.createdAt))
    .limit(fewToGive);
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, endsAt, invitedAt, ...row }) => ({
      ...row,
      state: timeStateOf({ startsAt: row.startsAt, endsAt, invitedAt }, now),
    })),
  };
}

/** The member's seat on the interview's panel, with what the interview is of. */
async function seatOf(db: Db, memberId: string, interviewId: string) {
  if (!isUuid(interviewId)) return undefined;
  const [interview] = await db
    .select({
      ...pickColumns(interviews, "applicationId", "startsAt", "durationMinutes", "meetingUrl"),
      ...pickColumns(interviewStages, "attributes", "questions"),
      stageName: interviewStages.name,
    })
    .from(interviews)
    .innerJoin(interviewStages, eq(interviewStages.id, interviews.stageId))
    .where(eq(interviews.id, interviewId));
  if (!interview) return undefined;
  const [seat] = await selectPanelists(db).where(
    and(eq(interviewPanelists.interviewId, interviewId), eq(interviewPanelists.accountId, memberId)),
  );
  return seat ? { interview, seat } : ("not yours" as const);
}

async function candidateOf(
  db: Db,
  applicationId: string,
): Promise<{ jobTitle: string; candidate: InterviewCandidate }> {
  const [row] = await db
    .select(detailColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId));
  const {
    source: _source,
    sourceName: _sourceName,
    referrer: _referrer,
    referred: _referred,
    referrerName: _referrerName,
    heardAbout: _heardAbout,
    stage: _stage,
    ...candidate
  } = toDetail(row!, undefined);
  return { jobTitle: candidate.jobTitle, candidate };
}

async function findInterview(
  db: Db,
  memberId: string,
  interviewId: string,
): Promise<InterviewView | "not yours" | undefined> {
  const found = await seatOf(db, memberId, interviewId);
  if (found === undefined || found === "not yours") return found;
  const { interview, seat } = found;
  const { jobTitle, candidate } = await candidateOf(db, interview.applicationId);
  let others: InterviewView["others"] = null;
  if (seat.submittedAt) {
    const panel = await selectPanelists(db)
      .where(and(eq(interviewPanelists.interviewId, interviewId), ne(interviewPanelists.accountId, memberId)))
      .orderBy(asc(accountName));
    others = {
      submitted: panel.filter((panelist) => panelist.submittedAt).map(scorecardOf),
      waitingFor: panel.filter((panelist) => !panelist.submittedAt).map((panelist) => panelist.interviewerName),
    };
  }
  return {
    id: interviewId,
    jobTitle,
    stage: { name: interview.stageName, attributes: interview.attributes, questions: interview.questions },
    schedule:
      interview.startsAt && interview.durationMinutes
        ? { startsAt: interview.startsAt, durationMinutes: interview.durationMinutes, meetingUrl: interview.meetingUrl }
        : null,
    candidate,
    mine: scorecardOf(seat),
    others,
  };
}

async function saveScorecard(
  db: Db,
  member: StaffMember,
  interviewId: string,
  values: ScorecardValues,
  { submit, now }: { submit: boolean; now: Date },
): Promise<void> {
  const found = await seatOf(db, member.id, interviewId);
  if (found === undefined || found === "not yours") throw new RefusedError("You are not asked to give this interview.");
  const { interview, seat } = found;
  if (seat.submittedAt) throw new RefusedError("Your scorecard is submitted; it can no longer change.");
  const attributes = values.ratings.map((rating) => rating.attribute);
  if (JSON.stringify(attributes) !== JSON.stringify(interview.attributes))
    throw new RefusedError(
      "The interview kit changed while you wrote. Please look over your scorecard and save it again.",
    );
  await db.transaction(async (tx) => {
    await tx
      .update(interviewPanelists)
      .set({ ...values, submittedAt: submit ? now : null })
      .where(eq(interviewPanelists.id, seat.panelistId));
    if (!submit) return;
    const [application] = await tx
      .select({ reference: applications.reference })
      .from(applications)
      .where(eq(applications.id, interview.applicationId));
    await audit(tx, member, now, {
      action: "application.scorecard-submitted",
      subjectType: "application",
      subjectId: interview.applicationId,
      summary: `Submitted a scorecard for the ${interviewName(interview.stageName)} of ${application!.reference}.`,
    });
  });
}

export function interviewDesk(
  { db, clock, resumes }: Pick<Bindings, "db" | "clock"> & { resumes: FileStore },
  member: StaffMember,
): InterviewDesk {
  return {
    mine: () => myInterviews(db, member.id),
    toGive: () => interviewsToGive(db, member.id, clock()),
    find: (id) => findInterview(db, member.id, id),
    saveScorecard: (id, values, { submit }) =>
      outcomeOf(() => saveScorecard(db, member, id, values, { submit, now: clock() })),
    downloadResume: async (id, purpose) => {
      const found = await seatOf(db, member.id, id);
      if (found === undefined || found === "not yours") return undefined;
      return downloadResume(db, member, found.interview.applicationId, { resumes, now: clock(), purpose });
    },
  };
}
