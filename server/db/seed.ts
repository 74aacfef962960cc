import { indiaEndOfDay } from "../../domain/india-time";
import { jobs } from "./schema";
import type { Db } from "./open-db";
import { seedJobs } from "./seed-jobs";

/**
 * Puts the initial content in once. Rows the company has since edited or closed
 * keep their changes: existing ids are left alone.
 */
export async function seed(db: Db): Promise<void> {
  await db
    .insert(jobs)
    .values(
      seedJobs.map((job) => ({
        id: job.id,
        title: job.title,
        department: job.department,
        location: job.location,
        type: job.type,
        description: job.description,
        keywords: job.keywords,
        postedAt: new Date(`${job.postedOn}T09:00:00+05:30`),
        updatedAt: new Date(`${job.postedOn}T09:00:00+05:30`),
        validThrough: indiaEndOfDay(job.validThrough),
      })),
    )
    .onConflictDoNothing({ target: jobs.id });
}
