import { and, asc, eq, lt } from "drizzle-orm";

import { indiaDay } from "../../domain/india-time";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { jobs } from "../db/schema";
import { setJobStatus } from "./job-admin";
import type { Logger } from "../kernel/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/periodic-task";
import { system } from "../staff/audit";

/**
 * Closes every open job whose closing date has passed at `now` the way a recruiter closes one
 * (setJobStatus: every instance drops its cached board, sitemap and API answers at once), audited
 * as the system's doing. Answers the ids of the jobs it found past their date; when two instances
 * run at once, the second finds each job closed already and changes nothing.
 */
export async function closeExpiredJobs(db: Db, now: Date): Promise<string[]> {
  const expired = await db
    .select({ id: jobs.id, validThrough: jobs.validThrough })
    .from(jobs)
    .where(and(eq(jobs.status, "open"), lt(jobs.validThrough, now)))
    .orderBy(asc(jobs.id));
  for (const job of expired) {
    const reason = `its closing date (${indiaDay(job.validThrough!)}) has passed`;
    await setJobStatus(db, system, job.id, "closed", now, reason);
  }
  return expired.map((job) => job.id);
}

/**
 * Every minute, the first time soon after start: a job leaves the board within a minute of the
 * end of its closing day, or as soon as the server is back after being down over it.
 */
export function createJobClosingTask({
  db,
  clock,
  log,
  firstRunAfterMs = 5_000,
  everyMs = 60_000,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  firstRunAfterMs?: number;
  everyMs?: number;
}): PeriodicTask {
  return createPeriodicTask({
    name: "job closing",
    run: async () => {
      const closed = await closeExpiredJobs(db, clock());
      return closed.length > 0 ? { closed } : undefined;
    },
    log,
    firstRunAfterMs,
    everyMs,
  });
}
