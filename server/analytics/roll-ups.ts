import { addHours } from "date-fns";
import { inArray, sql, type SQL } from "drizzle-orm";

import type { Clock } from "../clock";
import type { Db } from "../db/db";
import { analyticsDirtyHours, analyticsHourlyPages, analyticsHourlyVisits, analyticsVisits } from "../db/schema";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import type { Logger } from "../kernel/runtime/logger";
import { sourceNameSql } from "./source-name-sql";
import { buildDailyRollUps, forgetDailyRollUps } from "./reports/daily-roll-ups";

/** Hours rebuilt per transaction: a day's worth at most, so one run never holds locks long. */
const hoursPerBatch = 24;

/** sourceName() in SQL over analytics_visits' columns, as the hourly roll-up stores it. */
export const visitSourceSql: SQL<string> = sourceNameSql({
  utmSource: analyticsVisits.utmSource,
  searchEngine: analyticsVisits.searchEngine,
  referrer: analyticsVisits.referrerHost,
});

/** Rebuilds one India hour's roll-ups from the raw visits that began in it and their page views. */
async function rebuildHour(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], hour: Date): Promise<void> {
  const end = addHours(hour, 1);
  await tx.delete(analyticsHourlyVisits).where(sql`${analyticsHourlyVisits.hour} = ${hour}`);
  await tx.delete(analyticsHourlyPages).where(sql`${analyticsHourlyPages.hour} = ${hour}`);
  // A visit's length is the time of its views that have one (the last view's only once it is left).
  await tx.execute(sql`
    insert into analytics_hourly_visits (hour, entry_path, source, referrer_host, search_engine, utm_source,
      utm_medium, utm_campaign, device, country, visits, visitors, page_views, bounces, duration_s,
      enquiries, bookings, applications, lead_visits, enquiry_visits, booking_visits, application_visits)
    select ${hour}::timestamptz, v.entry_path, v.source, v.referrer_host, v.search_engine, v.utm_source,
      v.utm_medium, v.utm_campaign, v.device, v.country, count(*), count(*) filter (where v.first_of_day),
      sum(v.page_views), count(*) filter (where v.page_views = 1), coalesce(sum(v.duration_s), 0),
      sum(v.enquiries), sum(v.bookings), sum(v.applications),
      count(*) filter (where v.enquiries + v.bookings + v.applications > 0), count(*) filter (where v.enquiries > 0),
      count(*) filter (where v.bookings > 0), count(*) filter (where v.applications > 0)
    from (
      select ${analyticsVisits.entryPath} as entry_path, ${visitSourceSql} as source,
        coalesce(${analyticsVisits.referrerHost}, '') as referrer_host,
        coalesce(${analyticsVisits.searchEngine}, '') as search_engine,
        coalesce(${analyticsVisits.utmSource}, '') as utm_source,
        coalesce(${analyticsVisits.utmMedium}, '') as utm_medium,
        coalesce(${analyticsVisits.utmCampaign}, '') as utm_campaign,
        ${analyticsVisits.device} as device, coalesce(${analyticsVisits.country}, '') as country,
        ${analyticsVisits.firstOfDay} as first_of_day, ${analyticsVisits.pageViews} as page_views,
        ${analyticsVisits.enquiries} as enquiries, ${analyticsVisits.bookings} as bookings,
        ${analyticsVisits.applications} as applications,
        (select round(coalesce(sum(p.duration_ms), 0) / 1000.0) from analytics_page_views p
          where p.visit_id = ${analyticsVisits.id}) as duration_s
      from ${analyticsVisits}
      where ${analyticsVisits.startedAt} >= ${hour} and ${analyticsVisits.startedAt} < ${end}
    ) v
    group by v.entry_path, v.source, v.referrer_host, v.search_engine, v.utm_source, v.utm_medium,
      v.utm_campaign, v.device, v.country`);
  // Page views count under the hour their visit began, as the visit does, so one mark covers both.
  await tx.execute(sql`
    insert into analytics_hourly_pages (hour, path, views, entries, exits, time_ms, timed_views)
    select ${hour}::timestamptz, p.path, count(*), count(*) filter (where p.nth = 1),
      count(*) filter (where p.nth_from_end = 1), coalesce(sum(p.duration_ms), 0), count(p.duration_ms)
    from (
      select pv.path, pv.duration_ms,
        row_number() over (partition by pv.visit_id order by pv.at, pv.id) as nth,
        row_number() over (partition by pv.visit_id order by pv.at desc, pv.id desc) as nth_from_end
      from analytics_page_views pv
      join analytics_visits v on v.id = pv.visit_id
      where v.started_at >= ${hour} and v.started_at < ${end}
    ) p
    group by p.path`);
}

/**
 * Rebuilds the hourly roll-ups of every hour marked dirty, a batch of hours per transaction with
 * their marks. The marks are taken FOR UPDATE SKIP LOCKED, so two instances share the work; a
 * mark made again while its hour is being rebuilt waits for the rebuild and stays for the next
 * run. Answers how many hours were rebuilt. The analytics page calls it before reading, so it is
 * never a minute behind.
 */
export async function rollUpDirtyHours(db: Db): Promise<number> {
  let rebuilt = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const marks = await tx
        .select({ hour: analyticsDirtyHours.hour })
        .from(analyticsDirtyHours)
        .orderBy(analyticsDirtyHours.hour)
        .limit(hoursPerBatch)
        .for("update", { skipLocked: true });
      for (const { hour } of marks) await rebuildHour(tx, hour);
      if (marks.length > 0) {
        // A late event for a day already added up by day: that day is added up again.
        await forgetDailyRollUps(
          tx,
          marks.map(({ hour }) => hour),
        );
        await tx.delete(analyticsDirtyHours).where(
          inArray(
            analyticsDirtyHours.hour,
            marks.map(({ hour }) => hour),
          ),
        );
      }
      return marks.length;
    });
    rebuilt += batch;
    if (batch < hoursPerBatch) return rebuilt;
  }
}

/**
 * Rolls up the hours whose page views or leads arrived since they were last rolled up, then adds
 * up by day the days that are over (reports/daily-roll-ups.ts): what a report reads is then up to date.
 */
export async function bringRollUpsUpToDate(db: Db, now: Date): Promise<{ hours: number; days: number }> {
  const hours = await rollUpDirtyHours(db);
  const days = await buildDailyRollUps(db, now);
  return { hours, days };
}

/** Every minute, the roll-ups are brought up to date, so a report seldom has any work left to do first. */
export function createRollUpTask({ db, clock, log }: { db: Db; clock: Clock; log: Logger }): PeriodicTask {
  return createPeriodicTask({
    name: "analytics-roll-up",
    run: async () => {
      const done = await bringRollUpsUpToDate(db, clock());
      return done.hours > 0 || done.days > 0 ? done : undefined;
    },
    log,
    firstRunAfterMs: 60_000,
    everyMs: 60_000,
  });
}
