import { and, asc, eq } from "drizzle-orm";

import type { Job } from "../../domain/job-search";
import type { Db } from "../db/open-db";
import { jobs } from "../db/schema";

const columns = {
  id: jobs.id,
  title: jobs.title,
  department: jobs.department,
  location: jobs.location,
  type: jobs.type,
  description: jobs.description,
  keywords: jobs.keywords,
  postedAt: jobs.postedAt,
  validThrough: jobs.validThrough,
};

const toJob = (row: { postedAt: Date; validThrough: Date | null } & Omit<Job, "postedAt" | "validThrough">): Job => ({
  ...row,
  postedAt: row.postedAt.toISOString(),
  validThrough: row.validThrough?.toISOString() ?? null,
});

export async function listOpenJobs(db: Db): Promise<Job[]> {
  const rows = await db
    .select(columns)
    .from(jobs)
    .where(eq(jobs.status, "open"))
    .orderBy(asc(jobs.department), asc(jobs.title));
  return rows.map(toJob);
}

/** An open job, or undefined for an unknown or closed one. */
export async function findOpenJob(db: Db, id: string): Promise<Job | undefined> {
  const [row] = await db
    .select(columns)
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.status, "open")));
  return row ? toJob(row) : undefined;
}
