import { asc, count, desc, eq, getTableColumns, sql } from "drizzle-orm";

import { indiaDateOf } from "../../domain/time/india-dates";
import { indiaDay, indiaEndOfDay } from "../../domain/time/india-dates";
import { jobTextOf, type JobForm, type JobListItem, type JobRecord, type JobStatus } from "../../domain/jobs/job-posts";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db, DbOrTransaction } from "../db/db";
import { applications, jobs } from "../db/schema";
import { salaryOf } from "./jobs";
import { copyInterviewPlan } from "./interview-plan";
import { isFreeJobAddress } from "./job-addresses";
import { audit, system, type Actor } from "../kernel/audit/audit";
import { changing } from "../kernel/changes/public-changes";

/**
 * Jobs as recruiters write them. A job starts as a draft, which only staff see; opening it
 * puts it on the public board, closing it takes it off and stops applications. The public
 * pages read the table on every request (server/jobs/jobs.ts), so every change here
 * shows there at once.
 */

const notFound = () => new RefusedError("This job does not exist (any more).");

const idLength = 80;

/**
 * A job's id, which is also its public address: the title and location in lower-case words,
 * as the seed's ids are ("Node.js Backend Engineer", "New Delhi": nodejs-backend-engineer-new-delhi).
 */
export function jobSlug(title: string, location: string): string {
  const slug = `${title} ${location}`
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f'’.]/g, "")
    .replace(/[^a-z\d]+/g, "-")
    .replace(/^-|-$/g, "");
  if (slug.length <= idLength) return slug || "job";
  return slug.slice(0, idLength).replace(/-[^-]*$/, "");
}

/**
 * Inserts a job under its slug, or the first of slug-2, slug-3 ... that is free (no job has it, or
 * had it: an earlier address still leads to its job); answers the id.
 */
async function insertWithFreeId(tx: DbOrTransaction, row: Omit<typeof jobs.$inferInsert, "id">): Promise<string> {
  const base = jobSlug(row.title, row.location);
  for (let suffix = 1; ; suffix += 1) {
    const id = suffix === 1 ? base : `${base}-${suffix}`;
    if (!(await isFreeJobAddress(tx, id))) continue;
    const [inserted] = await tx
      .insert(jobs)
      .values({ ...row, id })
      .onConflictDoNothing({ target: jobs.id })
      .returning({ id: jobs.id });
    if (inserted) return inserted.id;
  }
}

/** The columns a form sets; the closing date is kept as the end of that day in India. */
const columnsOf = (job: JobForm) => ({
  ...jobTextOf(job),
  validThrough: job.validThrough ? indiaEndOfDay(job.validThrough) : null,
  salaryMin: job.salaryMin ?? null,
  salaryMax: job.salaryMax ?? null,
  salaryPeriod: job.salaryMin === undefined ? null : job.salaryPeriod,
});

type Columns = ReturnType<typeof columnsOf>;

/** What an audit entry calls each column a form sets. */
const columnLabels: Record<keyof Columns, string> = {
  title: "title",
  department: "department",
  location: "location",
  type: "type",
  description: "description",
  keywords: "keywords",
  validThrough: "closing date",
  salaryMin: "salary",
  salaryMax: "salary",
  salaryPeriod: "salary",
};

const selectRecord = (db: DbOrTransaction, id: string) => db.select().from(jobs).where(eq(jobs.id, id));

type RecordRow = Awaited<ReturnType<typeof selectRecord>>[number];

/** The dates as staff read them: the closing day in India, and no posting date for a draft (its posted_at is when it was written). */
const shownDates = (row: { status: JobStatus; postedAt: Date; validThrough: Date | null }) => ({
  validThrough: row.validThrough ? indiaDateOf(row.validThrough) : null,
  postedAt: row.status === "draft" ? null : row.postedAt,
});

// The offer approvals are the hiring plan's (interview-plan.ts), not the job's text.
const toRecord = ({
  salaryMin,
  salaryMax,
  salaryPeriod,
  offerApprovalsNeeded: _offerApprovals,
  ...row
}: RecordRow): JobRecord => ({
  ...row,
  ...shownDates(row),
  salary: salaryOf({ salaryMin, salaryMax, salaryPeriod }),
});

const named = (job: { title: string; location: string }) => `“${job.title}” (${job.location})`;

/** Every job with its applications counted in the same query: open first, then drafts, then closed. */
export async function listJobs(db: Db): Promise<JobListItem[]> {
  // The list shows no text: every column but the description, keywords and salary.
  const {
    description: _description,
    keywords: _keywords,
    salaryMin: _salaryMin,
    salaryMax: _salaryMax,
    salaryPeriod: _salaryPeriod,
    offerApprovalsNeeded: _offerApprovals,
    ...listed
  } = getTableColumns(jobs);
  const rows = await db
    .select({
      ...listed,
      applications: count(applications.id),
      newApplications: sql<number>`count(*) filter (where ${applications.stage} = 'new')`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(applications, eq(applications.jobId, jobs.id))
    .groupBy(jobs.id)
    .orderBy(
      sql`case ${jobs.status} when 'open' then 0 when 'draft' then 1 else 2 end`,
      desc(jobs.updatedAt),
      asc(jobs.id),
    );
  return rows.map((row) => ({ ...row, ...shownDates(row) }));
}

export async function findJob(db: Db, id: string): Promise<JobRecord | undefined> {
  const [row] = await selectRecord(db, id);
  return row ? toRecord(row) : undefined;
}

/** Saves a new draft; answers its id, its public address until a recruiter changes it (job-addresses.ts). */
export async function createJob(db: Db, actor: Actor, job: JobForm, now: Date): Promise<{ id: string }> {
  return changing(db, "jobs", async (tx) => {
    const id = await insertWithFreeId(tx, { ...columnsOf(job), status: "draft", postedAt: now, updatedAt: now });
    await audit(tx, actor, now, {
      action: "job.create",
      subjectType: "job",
      subjectId: id,
      summary: `Wrote the draft job ${named(job)}.`,
    });
    return { id };
  });
}

const pastClosingDate = (validThrough: Date) =>
  new RefusedError(
    `The closing date (${indiaDay(validThrough)}) has passed: set a later “Valid through” date first, or leave it empty.`,
  );

/** Saves what the job says; the same text again changes (and logs) nothing. */
export async function updateJob(db: Db, actor: Actor, id: string, job: JobForm, now: Date): Promise<void> {
  await changing(db, "jobs", async (tx) => {
    const [current] = await selectRecord(tx, id).for("update");
    if (!current) throw notFound();
    const next = columnsOf(job);
    // An open job with a past closing date would be on the board yet no longer wanted.
    if (current.status === "open" && next.validThrough && next.validThrough < now)
      throw pastClosingDate(next.validThrough);
    const changed = (Object.keys(next) as (keyof Columns)[]).filter(
      (key) => JSON.stringify(current[key]) !== JSON.stringify(next[key]),
    );
    if (changed.length === 0) return;
    await tx
      .update(jobs)
      .set({ ...next, updatedAt: now })
      .where(eq(jobs.id, id));
    const fields = [...new Set(changed.map((key) => columnLabels[key]))];
    await audit(tx, actor, now, {
      action: "job.update",
      subjectType: "job",
      subjectId: id,
      summary: `Edited the ${fields.join(", ")} of the job ${named(job)}.`,
      details: { changed: fields },
    });
  });
}

/**
 * A new draft with the job's text and the same title: the copy's id comes from the title
 * (slug-2, slug-3 ...); the recruiter gives it its own address when it becomes another role
 * (job-addresses.ts). The list tells them apart by status.
 */
export async function duplicateJob(db: Db, actor: Actor, id: string, now: Date): Promise<{ id: string }> {
  return changing(db, "jobs", async (tx) => {
    const [original] = await selectRecord(tx, id);
    if (!original) throw notFound();
    const {
      id: _id,
      status: _status,
      postedAt: _postedAt,
      closedAt: _closedAt,
      updatedAt: _updatedAt,
      ...text
    } = original;
    const copyId = await insertWithFreeId(tx, { ...text, status: "draft", postedAt: now, updatedAt: now });
    await copyInterviewPlan(tx, id, copyId, now);
    await audit(tx, actor, now, {
      action: "job.duplicate",
      subjectType: "job",
      subjectId: copyId,
      summary: `Copied the job ${named(original)} into a new draft.`,
      details: { from: id },
    });
    return { id: copyId };
  });
}

/**
 * Opens a draft (its posting date becomes now) or reopens a closed job, or closes an open
 * one. The same status again changes nothing; a draft cannot be closed, and a job whose
 * closing date has passed cannot be opened. `reason` ends the audit entry's sentence when
 * the change was not a person's choice.
 */
/** The job as it stands, locked until the transaction ends: a status change reads and writes it. */
async function lockedJob(tx: DbOrTransaction, id: string) {
  const [current] = await tx
    .select({ status: jobs.status, title: jobs.title, location: jobs.location, validThrough: jobs.validThrough })
    .from(jobs)
    .where(eq(jobs.id, id))
    .for("update");
  return current;
}

export async function setJobStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: "open" | "closed",
  now: Date,
): Promise<void> {
  await changing(db, "jobs", async (tx) => {
    const current = await lockedJob(tx, id);
    if (!current) throw notFound();
    if (current.status === status) return;
    if (status === "closed" && current.status === "draft")
      throw new RefusedError("A draft is not on the board, so there is nothing to close.");
    if (status === "open" && current.validThrough && current.validThrough < now)
      throw pastClosingDate(current.validThrough);
    await changeStatus(tx, actor, { id, ...current }, status, now);
  });
}

/**
 * Closes an open job whose closing date has passed at `now`, as the system. Its date is read under
 * the row's lock, so a recruiter who extends it a moment before keeps the job open. Answers whether
 * the job was closed.
 */
export async function closeJobPastItsDate(db: Db, id: string, now: Date): Promise<boolean> {
  return changing(db, "jobs", async (tx) => {
    const current = await lockedJob(tx, id);
    if (current?.status !== "open" || !current.validThrough || current.validThrough >= now) return false;
    const reason = `its closing date (${indiaDay(current.validThrough)}) has passed`;
    await changeStatus(tx, system, { id, ...current }, "closed", now, reason);
    return true;
  });
}

async function changeStatus(
  tx: DbOrTransaction,
  actor: Actor,
  current: { id: string; status: JobStatus; title: string; location: string },
  status: "open" | "closed",
  now: Date,
  reason?: string,
): Promise<void> {
  const { id } = current;
  const change =
    status === "closed"
      ? { closedAt: now }
      : current.status === "draft"
        ? { postedAt: now, closedAt: null }
        : { closedAt: null };
  await tx
    .update(jobs)
    .set({ status, ...change, updatedAt: now })
    .where(eq(jobs.id, id));
  const verb = status === "closed" ? "Closed" : current.status === "draft" ? "Opened" : "Reopened";
  await audit(tx, actor, now, {
    action: status === "open" ? "job.open" : "job.close",
    subjectType: "job",
    subjectId: id,
    summary: `${verb} the job ${named(current)}${reason ? `: ${reason}` : ""}.`,
    details: { from: current.status, to: status },
  });
}
