import { sql } from "drizzle-orm";

import { longestStepSeconds } from "../../../domain/analytics/application-steps";
import { indiaDateOf } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { applicationStepDays, applicationStepSpends, jobs } from "../../db/schema";
import type { StepEvent } from "../counted-events";

/** What a step event spends of its page's form: each step reached and completed once, and the page left once. */
const spendOf = (event: StepEvent) => (event.event === "left" ? "left" : `${event.step} ${event.event}`);

/** A batch's events, each form's spend once: the first of a repeat is the one that may count. */
function firstOfEach(events: readonly StepEvent[]): StepEvent[] {
  const seen = new Set<string>();
  return events.filter((event) => {
    const key = `${event.form} ${spendOf(event)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Adds a batch of the application's step events to their India days' counts per job, channel and
 * step, in one statement: an event counts only if its form has not spent it before (decision 072),
 * and a job id no job has adds nothing (the join drops it), so a made-up id never makes a row.
 */
export async function writeStepEvents(db: Db, events: readonly StepEvent[]): Promise<void> {
  const sent = firstOfEach(events);
  if (sent.length === 0) return;
  const values = sql.join(
    sent.map((event) => {
      const seconds = event.event === "reached" ? 0 : Math.min(event.seconds ?? 0, longestStepSeconds);
      return sql`(${event.form}::text, ${spendOf(event)}::text, ${event.at.toISOString()}::timestamptz, ${indiaDateOf(event.at)}::text, ${event.jobId}::text, ${event.channel}::text, ${event.step}::int, ${event.event}::text, ${seconds}::bigint)`;
    }),
    sql`, `,
  );
  await db.execute(sql`
    with sent (form, spend, at, day, job_id, channel, step, event, seconds) as (values ${values}),
    fresh as (
      insert into ${applicationStepSpends} (form, spend, spent_at)
      select sent.form, sent.spend, sent.at from sent join ${jobs} on ${jobs.id} = sent.job_id
      on conflict do nothing
      returning form, spend
    )
    insert into ${applicationStepDays} (day, job_id, channel, step, reached, completed, abandoned, seconds)
    select sent.day, sent.job_id, sent.channel, sent.step,
      count(*) filter (where sent.event = 'reached'), count(*) filter (where sent.event = 'completed'),
      count(*) filter (where sent.event = 'left'), sum(sent.seconds)
    from sent join fresh using (form, spend)
    group by sent.day, sent.job_id, sent.channel, sent.step
    on conflict (day, job_id, channel, step) do update set
      reached = ${applicationStepDays}.reached + excluded.reached,
      completed = ${applicationStepDays}.completed + excluded.completed,
      abandoned = ${applicationStepDays}.abandoned + excluded.abandoned,
      seconds = ${applicationStepDays}.seconds + excluded.seconds`);
}
