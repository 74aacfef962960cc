import { and, count, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";

import type { RecruitingReport } from "../../contracts/recruiting-reports";
import {
  reachedStages,
  hireDayBins,
  periodStart,
  waitingStages,
  type RecruitingReportFilter,
} from "../../domain/applications/recruiting-reports";
import type { Db } from "../db/db";
import { landingPageOf, leadsBesideVisits, sourceNameOf } from "../analytics/lead-conversion";
import { applicationStageChanges, applications, interviews, jobs } from "../db/schema";
import { shownRecruitingReport, type RawRecruitingReport } from "./shown-recruiting-report";

/**
 * The recruiting reports' figures (decision 041): each one aggregate query over the
 * applications of the selection (one job or all, received in the period up to `now`), so the
 * page costs the same few queries for ten applications or ten thousand; then shown as decision 072
 * says (shown-recruiting-report.ts).
 */

const daySeconds = 24 * 60 * 60;

/** The applications the report is about: the job's (or every job's), received in the period. */
export function selectionOf(filter: RecruitingReportFilter, now: Date): SQL | undefined {
  const from = periodStart(filter.period, now);
  return and(
    filter.job ? eq(applications.jobId, filter.job) : undefined,
    from ? gte(applications.createdAt, from) : undefined,
    lte(applications.createdAt, now),
  );
}

/** A stage's position in the stages reached (0 for "new"; "rejected" is none, so 0 too). */
const rankOf = (stage: SQL) =>
  sql`case ${stage} ${sql.raw(reachedStages.map((name, rank) => `when '${name}' then ${rank}`).join(" "))} else 0 end`;

const interviewRank = reachedStages.indexOf("interview");
const hiredRank = reachedStages.indexOf("hired");

/**
 * How far along the stages an application went, over its stage entries joined and grouped by
 * application: the furthest stage it is in or ever entered, so a rejected one counts where it
 * was, one moved back where it had been, and one moved straight from new to interview counts as
 * having passed screening. A hire is the one exception: only an application in Hired now is one
 * (hire-offers.ts), so a hire undone or rejected afterwards counts as far as the offer.
 */
const furthest = sql<number>`greatest(${rankOf(sql`${applications.stage}`)}, least(coalesce(max(${rankOf(sql`${applicationStageChanges.stage}`)}), 0), ${sql.raw(String(hiredRank - 1))}))`;

async function funnelAndSources(db: Db, where: SQL | undefined) {
  // How far each application went, worked out once per application, then counted per source.
  const selected = db
    .select({
      source: applications.source,
      sourceName: applications.sourceName,
      furthest: furthest.as("furthest"),
      hasInterview: sql<boolean>`bool_or(${interviews.id} is not null)`.as("has_interview"),
    })
    .from(applications)
    // Both joins only repeat an application's rows; max() and bool_or() are the same over repeats.
    .leftJoin(applicationStageChanges, eq(applicationStageChanges.applicationId, applications.id))
    .leftJoin(interviews, eq(interviews.applicationId, applications.id))
    .where(where)
    .groupBy(applications.id)
    .as("selected");
  const reachedRank = (rank: number) => sql`${selected.furthest} >= ${sql.raw(String(rank))}`;
  const reached = reachedStages.map((_, rank) =>
    sql<number>`count(*) filter (where ${reachedRank(rank)})`.mapWith(Number),
  );
  const rows = await db
    .select({
      source: selected.source,
      sourceName: selected.sourceName,
      applications: count(),
      interviewed:
        sql<number>`count(*) filter (where ${selected.hasInterview} or ${reachedRank(interviewRank)})`.mapWith(Number),
      hired: sql<number>`count(*) filter (where ${reachedRank(hiredRank)})`.mapWith(Number),
      ...Object.fromEntries(reached.map((column, rank) => [`reached${rank}`, column])),
    })
    .from(selected)
    .groupBy(selected.source, selected.sourceName);
  const stagesReached = reachedStages.map((stage, rank) => ({
    stage,
    reached: rows.reduce((sum, row) => sum + Number((row as Record<string, unknown>)[`reached${rank}`]), 0),
  }));
  const sources: RawRecruitingReport["sources"] = rows
    .map(({ source, sourceName, applications: received, interviewed, hired }) => ({
      source,
      sourceName,
      applications: received,
      interviewed,
      hired,
    }))
    .sort((a, b) => b.applications - a.applications || a.source.localeCompare(b.source));
  return { stagesReached, sources };
}

/**
 * Each stay in a stage, from entering it ("new": the application's own time) to entering the
 * next; stays still under way have no end and are left out of the times.
 */
type StayRow = { stage: string; left: number; median: number | null; average: number | null };

async function stageTimes(db: Db, where: SQL | undefined): Promise<RawRecruitingReport["stageTimes"]> {
  const result = await db.execute<StayRow>(sql`
    with selected as (
      select ${applications.id} as id, ${applications.createdAt} as created_at from ${applications} where ${where ?? sql`true`}
    ), entries as (
      select id, 'new' as stage, created_at as entered_at from selected
      union all
      select ${applicationStageChanges.applicationId}, ${applicationStageChanges.stage}, ${applicationStageChanges.changedAt}
      from ${applicationStageChanges} join selected on selected.id = ${applicationStageChanges.applicationId}
    ), stays as (
      select stage, extract(epoch from lead(entered_at) over (partition by id order by entered_at) - entered_at) as seconds
      from entries
    )
    select stage, count(seconds)::int as left,
      percentile_cont(0.5) within group (order by seconds) as median,
      avg(seconds)::float8 as average
    from stays where seconds is not null group by stage`);
  const rows = (result as unknown as { rows: StayRow[] }).rows;
  const days = (seconds: number | null) => (seconds === null ? null : Number(seconds) / daySeconds);
  return waitingStages.map((stage) => {
    const row = rows.find((one) => one.stage === stage);
    return {
      stage,
      left: row?.left ?? 0,
      medianDays: days(row?.median ?? null),
      averageDays: days(row?.average ?? null),
    };
  });
}

/**
 * Days from application to hire, per application in Hired now: median, average and in bins. The
 * hire that stands is its last move to Hired (one undone and made again counts from the second).
 */
async function timeToHire(db: Db, where: SQL | undefined) {
  const hiredAt = db
    .select({
      days: sql<number>`extract(epoch from max(${applicationStageChanges.changedAt}) - ${applications.createdAt}) / ${sql.raw(String(daySeconds))}`.as(
        "days",
      ),
    })
    .from(applicationStageChanges)
    .innerJoin(applications, eq(applications.id, applicationStageChanges.applicationId))
    .where(and(where, eq(applications.stage, "hired"), eq(applicationStageChanges.stage, "hired")))
    .groupBy(applications.id, applications.createdAt)
    .as("hires");
  let lower = sql`-1`;
  const bins = hireDayBins.map(({ upTo }) => {
    const bin = Number.isFinite(upTo)
      ? sql<number>`count(*) filter (where ${hiredAt.days} > ${lower} and ${hiredAt.days} <= ${sql.raw(String(upTo))})`
      : sql<number>`count(*) filter (where ${hiredAt.days} > ${lower})`;
    lower = sql.raw(String(upTo));
    return bin.mapWith(Number);
  });
  const [row] = await db
    .select({
      hires: count(),
      median: sql<number | null>`percentile_cont(0.5) within group (order by ${hiredAt.days})`,
      average: sql<number | null>`avg(${hiredAt.days})::float8`,
      ...Object.fromEntries(bins.map((bin, index) => [`bin${index}`, bin])),
    })
    .from(hiredAt);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    timeToHire: { hires: row?.hires ?? 0, medianDays: number(row?.median), averageDays: number(row?.average) },
    hiresByDays: hireDayBins.map(({ label }, index) => ({
      label,
      hires: Number((row as Record<string, unknown> | undefined)?.[`bin${index}`] ?? 0),
    })),
  };
}

/**
 * The selection's applications by their visit's source and landing page, beside the visits from
 * each over the same period. Visits are the whole site's: a job's own report divides its
 * applications by every visit from the source.
 */
async function visitConversion(db: Db, where: SQL | undefined, filter: RecruitingReportFilter, now: Date) {
  const source = sourceNameOf(applications.firstTouch);
  const landingPage = landingPageOf(applications.firstTouch);
  const rows = await db
    .select({ source, landingPage, count: count() })
    .from(applications)
    .where(where)
    .groupBy(source, landingPage);
  const { bySource, byLandingPage } = await leadsBesideVisits(
    db,
    { from: periodStart(filter.period, now), to: now },
    { applications: "applicationVisits" },
    rows.map((row) => ({ ...row, kind: "applications" as const })),
  );
  return { visitSources: bySource, landingPages: byLandingPage };
}

async function rejectionReasons(db: Db, where: SQL | undefined) {
  const rejected = count();
  return db
    .select({ reason: applications.rejectionReason, count: rejected })
    .from(applications)
    .where(and(where, eq(applications.stage, "rejected")))
    .groupBy(applications.rejectionReason)
    .orderBy(desc(rejected), applications.rejectionReason);
}

async function interviewCount(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ interviews: count() })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(where);
  return row?.interviews ?? 0;
}

async function jobTitleOf(db: Db, jobId: string | undefined) {
  if (!jobId) return undefined;
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  return job?.title;
}

/** The selection's figures as counted, before decision 072 decides what of them is shown. */
export async function recruitingFigures(
  db: Db,
  filter: RecruitingReportFilter,
  now: Date,
): Promise<RawRecruitingReport> {
  const jobTitle = await jobTitleOf(db, filter.job);
  // An unknown job reports on every job, as the list filters do, and says so by naming none.
  const shown = { ...filter, job: jobTitle === undefined ? undefined : filter.job };
  const where = selectionOf(shown, now);
  const [counted, converted, times, hires, reasons, interviewsArranged] = await Promise.all([
    funnelAndSources(db, where),
    visitConversion(db, where, shown, now),
    stageTimes(db, where),
    timeToHire(db, where),
    rejectionReasons(db, where),
    interviewCount(db, where),
  ]);
  return {
    asOf: now,
    filter: shown,
    jobTitle,
    interviews: interviewsArranged,
    stagesReached: counted.stagesReached,
    stageTimes: times,
    ...hires,
    sources: counted.sources,
    ...converted,
    rejectionReasons: reasons,
  };
}

export async function recruitingReport(db: Db, filter: RecruitingReportFilter, now: Date): Promise<RecruitingReport> {
  return shownRecruitingReport(await recruitingFigures(db, filter, now));
}
