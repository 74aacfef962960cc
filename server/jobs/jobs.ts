import { and, asc, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";

import type { Job, PublishedJob } from "../../domain/jobs/job-search";
import type { JobStatus, Salary, SalaryPeriod } from "../../domain/jobs/job-posts";
import type { Db } from "../db/db";
import { jobAddressNow } from "./job-addresses";
import { jobs } from "../db/schema";
import { renderDescription } from "./job-markdown";

// Everything but the back office's own bookkeeping and its hiring rules.
const {
  closedAt: _closedAt,
  updatedAt: _updatedAt,
  offerApprovalsNeeded: _offerApprovals,
  ...columns
} = getTableColumns(jobs);

/** A salary is stored as three columns, all set or none. */
export const salaryOf = (row: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryPeriod | null;
}): Salary | null =>
  row.salaryMin !== null && row.salaryMax !== null && row.salaryPeriod
    ? { min: row.salaryMin, max: row.salaryMax, period: row.salaryPeriod }
    : null;

/** Read on every request: a job opened, edited or closed a moment ago shows as it is now. */
const selectJobs = (db: Db, where: SQL | undefined) =>
  db.select(columns).from(jobs).where(where).orderBy(asc(jobs.department), asc(jobs.title));

type JobRow = Awaited<ReturnType<typeof selectJobs>>[number];

const toJob = ({
  status: _status,
  salaryMin,
  salaryMax,
  salaryPeriod,
  postedAt,
  validThrough,
  ...row
}: JobRow): Job => ({
  ...row,
  ...renderDescription(row.description),
  postedAt: postedAt.toISOString(),
  validThrough: validThrough?.toISOString() ?? null,
  salary: salaryOf({ salaryMin, salaryMax, salaryPeriod }),
});

export async function listOpenJobs(db: Db): Promise<Job[]> {
  return (await selectJobs(db, eq(jobs.status, "open"))).map(toJob);
}

/** When each open job was last changed, by its id (its `updated_at`, which the public reads leave out). */
export async function openJobsChangedAt(db: Db): Promise<Map<string, Date>> {
  const rows = await db.select({ id: jobs.id, updatedAt: jobs.updatedAt }).from(jobs).where(eq(jobs.status, "open"));
  return new Map(rows.map((row) => [row.id, row.updatedAt]));
}

/**
 * An open job, or undefined for an unknown, draft or closed one. An earlier address finds the job
 * too: an application sent from a page opened before the job moved is not lost.
 */
export async function findOpenJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await selectJobs(db, and(eq(jobs.id, id), eq(jobs.status, "open")));
  if (row) return toJob(row);
  const now = await jobAddressNow(db, id);
  return now === undefined ? undefined : findOpenJob(db, now);
}

/** An open or a closed job, for its page; undefined for a draft or an unknown id. */
export async function findPublishedJob(db: Db, id: string): Promise<PublishedJob | undefined> {
  const [row] = await selectJobs(db, and(eq(jobs.id, id), inArray(jobs.status, ["open", "closed"])));
  return row ? { job: toJob(row), open: row.status === "open" } : undefined;
}

/** Any job, a draft too, as its public page would show it: the back office's preview. */
export async function previewJob(db: Db, id: string): Promise<{ job: Job; status: JobStatus } | undefined> {
  const [row] = await selectJobs(db, eq(jobs.id, id));
  return row ? { job: toJob(row), status: row.status } : undefined;
}
