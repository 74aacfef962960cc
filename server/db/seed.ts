import { indiaEndOfDay } from "../../domain/india-time";
import { jobs } from "./schema";
import type { Db } from "./open-db";
import { seedJobDates, seedJobs } from "./seed-jobs";

/**
 * Puts the initial content in once, dated from `now` (the jobs open, closing in the coming
 * weeks). Rows the company has since edited or closed keep their changes, and their dates:
 * existing ids are left alone.
 */
export async function seed(db: Db, now: Date): Promise<void> {
  await db
    .insert(jobs)
    .values(
      seedJobs.map((job) => {
        const { postedAt, validThrough } = seedJobDates(job, now);
        return {
          id: job.id,
          title: job.title,
          department: job.department,
          location: job.location,
          type: job.type,
          description: job.description,
          keywords: job.keywords,
          postedAt,
          updatedAt: postedAt,
          validThrough: indiaEndOfDay(validThrough),
        };
      }),
    )
    .onConflictDoNothing({ target: jobs.id });
}
