import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, notInArray } from "drizzle-orm";

import type { InterviewScheduleView, InterviewTimeState, ScheduleEntry } from "../../contracts/recruiting-work";
import type { ListPage } from "../../contracts/outcome";
import type { Db } from "../db/db";
import { applications, interviewPanelists, interviewStages, interviews, jobs, staffAccounts } from "../db/schema";
import {
  cursorTimeOf,
  decodeCursor,
  laterThan,
  newestFirst,
  olderThan,
  oldestFirst,
  pageOf,
} from "../kernel/lists/keyset";
import { accountName } from "../jobs/interview-plan";

/**
 * The recruiters' one schedule of every candidate's interviews (decision 041): the booked ones
 * to come, those waiting for a time, and those over with a scorecard still owed, a page at a time.
 */

/** Where an interview's time stands at `now`. */
export function timeStateOf(
  interview: { startsAt: Date | null; endsAt: Date | null; invitedAt: Date | null },
  now: Date,
): InterviewTimeState {
  if (interview.endsAt && interview.endsAt <= now) return "over";
  if (interview.startsAt) return "booked";
  return interview.invitedAt ? "waiting-for-time" : "not-invited";
}

/** Candidates out of the running: their interviews without a time will never get one. */
export const outOfTheRunning = ["rejected", "hired"] as const;

const pageSize = 50;

const columns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  candidateName: applications.fullName,
  reference: applications.reference,
  jobTitle: jobs.title,
  stageName: interviewStages.name,
  startsAt: interviews.startsAt,
  endsAt: interviews.endsAt,
  invitedAt: interviews.invitedAt,
};

const scorecardOwed = (db: Db) =>
  exists(
    db
      .select({ id: interviewPanelists.id })
      .from(interviewPanelists)
      .where(and(eq(interviewPanelists.interviewId, interviews.id), isNull(interviewPanelists.submittedAt))),
  );

export async function interviewSchedule(
  db: Db,
  view: InterviewScheduleView,
  { after, now }: { after?: string | undefined; now: Date },
): Promise<ListPage<ScheduleEntry>> {
  const cursor = decodeCursor(after);
  const base = () =>
    db
      .select({
        ...columns,
        cursorAt: cursorTimeOf(view === "waiting" ? interviews.createdAt : interviews.startsAt),
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(interviewStages, eq(interviewStages.id, interviews.stageId));
  const rows =
    view === "upcoming"
      ? await base()
          .where(
            and(
              isNotNull(interviews.startsAt),
              gt(interviews.endsAt, now),
              laterThan(interviews.startsAt, interviews.id, cursor),
            ),
          )
          .orderBy(...oldestFirst(interviews.startsAt, interviews.id))
          .limit(pageSize + 1)
      : view === "waiting"
        ? await base()
            .where(
              and(
                isNull(interviews.startsAt),
                notInArray(applications.stage, [...outOfTheRunning]),
                olderThan(interviews.createdAt, interviews.id, cursor),
              ),
            )
            .orderBy(...newestFirst(interviews.createdAt, interviews.id))
            .limit(pageSize + 1)
        : await base()
            .where(
              and(
                lte(interviews.endsAt, now),
                scorecardOwed(db),
                olderThan(interviews.startsAt, interviews.id, cursor),
              ),
            )
            .orderBy(...newestFirst(interviews.startsAt, interviews.id))
            .limit(pageSize + 1);
  const page = pageOf(rows, pageSize);
  const panels = await panelsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return {
    next: page.next,
    rows: page.rows.map(({ endsAt, ...row }) => ({
      ...row,
      state: timeStateOf({ ...row, endsAt }, now),
      panel: panels.get(row.id) ?? [],
    })),
  };
}

/** Each interview's panel, by name, with whether their scorecard is in. */
async function panelsOf(db: Db, interviewIds: string[]) {
  const panels = new Map<string, ScheduleEntry["panel"]>();
  if (interviewIds.length === 0) return panels;
  const seats = await db
    .select({
      interviewId: interviewPanelists.interviewId,
      name: accountName,
      submittedAt: interviewPanelists.submittedAt,
    })
    .from(interviewPanelists)
    .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId))
    .where(inArray(interviewPanelists.interviewId, interviewIds))
    .orderBy(asc(accountName));
  for (const seat of seats) {
    const panel = panels.get(seat.interviewId) ?? [];
    panel.push({ name: seat.name, submitted: seat.submittedAt !== null });
    panels.set(seat.interviewId, panel);
  }
  return panels;
}
