import { sql } from "drizzle-orm";

import { longestStepSeconds } from "../../../domain/analytics/application-steps";
import { indiaDateOf } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { applicationStepDays, jobs } from "../../db/schema";
import type { StepEvent } from "../counted-events";

type DayCounts = {
  day: string;
  jobId: string;
  channel: string;
  step: number;
  reached: number;
  completed: number;
  abandoned: number;
  seconds: number;
};

/** A batch's events added up per India day, job, channel and step. */
function countsOf(events: readonly StepEvent[]): DayCounts[] {
  const sums = new Map<string, DayCounts>();
  for (const event of events) {
    const day = indiaDateOf(event.at);
    const key = `${day} ${event.jobId} ${event.channel} ${event.step}`;
    const counts = sums.get(key) ?? {
      day,
      jobId: event.jobId,
      channel: event.channel,
      step: event.step,
      reached: 0,
      completed: 0,
      abandoned: 0,
      seconds: 0,
    };
    if (event.event === "reached") counts.reached += 1;
    else {
      if (event.event === "completed") counts.completed += 1;
      else counts.abandoned += 1;
      counts.seconds += Math.min(event.seconds ?? 0, longestStepSeconds);
    }
    sums.set(key, counts);
  }
  return [...sums.values()];
}

/**
 * Adds a batch of the application's step events to their days' counts in one statement. A job id
 * no job has adds nothing (the join drops it), so a made-up id never makes a row.
 */
export async function writeStepEvents(db: Db, events: readonly StepEvent[]): Promise<void> {
  const counts = countsOf(events);
  if (counts.length === 0) return;
  const values = sql.join(
    counts.map(
      (row) =>
        sql`(${row.day}::text, ${row.jobId}::text, ${row.channel}::text, ${row.step}::int, ${row.reached}::int, ${row.completed}::int, ${row.abandoned}::int, ${row.seconds}::bigint)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${applicationStepDays} (day, job_id, channel, step, reached, completed, abandoned, seconds)
    select v.day, v.job_id, v.channel, v.step, v.reached, v.completed, v.abandoned, v.seconds
    from (values ${values}) as v(day, job_id, channel, step, reached, completed, abandoned, seconds)
    join ${jobs} on ${jobs.id} = v.job_id
    on conflict (day, job_id, channel, step) do update set
      reached = ${applicationStepDays}.reached + excluded.reached,
      completed = ${applicationStepDays}.completed + excluded.completed,
      abandoned = ${applicationStepDays}.abandoned + excluded.abandoned,
      seconds = ${applicationStepDays}.seconds + excluded.seconds`);
}
