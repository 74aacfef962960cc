import { and, asc, eq, lt } from "drizzle-orm";

import type { Clock } from "../clock";
import type { Db } from "../db/db";
import { jobs } from "../db/schema";
import { closeJobPastItsDate } from "./job-admin";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";

/**
 * Closes every open job whose closing date has passed at `now` the way a recruiter closes one
 * (every instance drops its cached board, sitemap and API answers at once), audited as the
 * system's doing. Answers the ids of the jobs it closed; when two instances run at once, the
 * second finds each job closed already and changes nothing.
 */
export async function closeExpiredJobs(db: Db, now: Date): Promise<string[]> {
  const expired = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, "open"), lt(jobs.validThrough, now)))
    .orderBy(asc(jobs.id));
  const closed: string[] = [];
  for (const { id } of expired) {
    if (await closeJobPastItsDate(db, id, now)) closed.push(id);
  }
  return closed;
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
