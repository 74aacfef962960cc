import { sql, type SQL } from "drizzle-orm";

import type { CareersChannel } from "../../../domain/analytics/application-steps";
import type { Db } from "../../db/db";
import { applicationStageChanges, applications, interviews, offers } from "../../db/schema";

/**
 * How far applications went, by the careers reports' channel (decision 066): the
 * application's stored source, and for one from the careers page whether its visit came from a
 * campaign. Counted once per application: interviewed when it has an interview or ever entered
 * Interview or later, offered when it has an offer or ever entered Offer or later, hired while it
 * is in Hired now (as the recruiting reports count a hire).
 */

/** The channel of an application row, as domain/analytics/application-steps.ts channelOfArrival names a page's. */
export const applicationChannelSql = sql<CareersChannel>`case
  when ${applications.source} in ('referral', 'job-alert', 'job-board') then ${applications.source}
  when coalesce(${applications.firstTouch}->>'utmCampaign', '') <> '' then 'campaign'
  else 'careers-page' end`;

const everEntered = (stages: string[]) =>
  sql`(${applications.stage} in (${sql.join(
    stages.map((stage) => sql`${stage}`),
    sql`, `,
  )}) or exists (select 1 from ${applicationStageChanges} c where c.application_id = ${applications.id}
      and c.stage in (${sql.join(
        stages.map((stage) => sql`${stage}`),
        sql`, `,
      )})))`;

export type Progress = {
  /** null: every channel together. */
  channel: CareersChannel | null;
  applications: number;
  interviewed: number;
  offered: number;
  hired: number;
  /** Days from application to its hire (its last move to Hired), the median; null with no hire. */
  medianDaysToHire: number | null;
};

type Row = Omit<Progress, "medianDaysToHire"> & { median_days: number | null };

/** The applications `where` selects, counted per channel and all together (the row whose channel is null). */
export async function applicationProgress(db: Db, where: SQL): Promise<Progress[]> {
  const result = await db.execute<Row>(sql`
    with selected as (
      select ${applicationChannelSql} as channel,
        ${everEntered(["interview", "offer", "hired"])}
          or exists (select 1 from ${interviews} i where i.application_id = ${applications.id}) as interviewed,
        ${everEntered(["offer", "hired"])}
          or exists (select 1 from ${offers} o where o.application_id = ${applications.id}) as offered,
        ${applications.stage} = 'hired' as hired,
        case when ${applications.stage} = 'hired' then extract(epoch from
          (select max(c.changed_at) from ${applicationStageChanges} c
            where c.application_id = ${applications.id} and c.stage = 'hired') - ${applications.createdAt}) / 86400.0
        end as hire_days
      from ${applications}
      where ${where}
    )
    select channel, count(*)::int as applications, (count(*) filter (where interviewed))::int as interviewed,
      (count(*) filter (where offered))::int as offered, (count(*) filter (where hired))::int as hired,
      percentile_cont(0.5) within group (order by hire_days) as median_days
    from selected
    group by grouping sets ((channel), ())`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows.map(({ median_days, ...row }) => ({
    ...row,
    applications: Number(row.applications),
    interviewed: Number(row.interviewed),
    offered: Number(row.offered),
    hired: Number(row.hired),
    medianDaysToHire: median_days === null ? null : Number(median_days),
  }));
}
