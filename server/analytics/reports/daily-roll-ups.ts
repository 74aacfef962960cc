import { inArray, lt, min, sql } from "drizzle-orm";

import {
  indiaDateOf,
  indiaDatesRange,
  indiaTimeZone,
  isoDate,
  shiftDate,
  type IsoDate,
} from "../../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../../db/db";
import {
  analyticsDailyBuilt,
  analyticsDailyPages,
  analyticsDailyVisits,
  analyticsDirtyHours,
  analyticsHourlyVisits,
} from "../../db/schema";

/**
 * The daily roll-ups: a year of hourly rows is a million and more, too many to
 * add up in 200 ms, so each finished India day's hourly rows are added up once more per what the
 * page groups by. A day is built once it is final: over a day before yesterday in India (no visit
 * lasts a day: it ends after 30 idle minutes) and with no hour waiting to be rolled up again.
 * The report reads the built days from here and the others (today, yesterday, any forgotten
 * since) from the hourly rows.
 */

const zone = sql.raw(`'${indiaTimeZone}'`);
const indiaDayOf = (column: unknown) => sql<IsoDate>`to_char(${column} at time zone ${zone}, 'YYYY-MM-DD')`;

/** The days of a range whose daily roll-ups are built. */
export async function builtDaysIn(db: Db, from: IsoDate, to: IsoDate): Promise<Set<IsoDate>> {
  const rows = await db
    .select({ day: analyticsDailyBuilt.day })
    .from(analyticsDailyBuilt)
    .where(sql`${analyticsDailyBuilt.day} between ${from} and ${to}`);
  return new Set(rows.map(({ day }) => day));
}

/**
 * Builds the daily roll-ups of the final days not built yet, and forgets those of days whose
 * hourly rows are gone (the retention setting deleted them). Answers how many days were built.
 * Two instances may run it at once: each day is claimed in analytics_daily_built, once.
 */
export async function buildDailyRollUps(db: Db, now: Date): Promise<number> {
  const builtDays = await buildFinalDays(db, now);
  // A catch-up (the first build after an upgrade, or days missed while the site was stopped) adds
  // many days at once, and the planner's figures are then of the tables before it: with two years
  // built it guessed 9 rows for a year's 81,000, sorted them on disk and took 114 ms where it
  // takes 40. PostgreSQL's autovacuum would analyze them a minute later; PGlite never does.
  if (builtDays >= catchUpDays) await db.execute(sql`analyze ${analyticsDailyVisits}, ${analyticsDailyPages}`);
  return builtDays;
}

/** More days than a site that runs every day builds at once. */
const catchUpDays = 7;

async function buildFinalDays(db: Db, now: Date): Promise<number> {
  const lastFinal = shiftDate(indiaDateOf(now), -2);
  return db.transaction(async (tx) => {
    const [oldest] = await tx.select({ hour: min(analyticsHourlyVisits.hour) }).from(analyticsHourlyVisits);
    const oldestDay = oldest?.hour ? indiaDateOf(new Date(oldest.hour)) : undefined;
    await forgetDaysBefore(tx, oldestDay);
    if (!oldestDay) return 0;

    const [dirty] = await tx.select({ hour: min(analyticsDirtyHours.hour) }).from(analyticsDirtyHours);
    // A day with an hour still to roll up again is not final.
    const last = dirty?.hour ? minDay(lastFinal, shiftDate(indiaDateOf(new Date(dirty.hour)), -1)) : lastFinal;
    const built = new Set(
      (await tx.select({ day: analyticsDailyBuilt.day }).from(analyticsDailyBuilt)).map(({ day }) => day),
    );
    const days: IsoDate[] = [];
    for (let day = oldestDay; day <= last; day = shiftDate(day, 1)) if (!built.has(day)) days.push(day);
    if (days.length === 0) return 0;
    const claimed = await tx
      .insert(analyticsDailyBuilt)
      .values(days.map((day) => ({ day })))
      .onConflictDoNothing()
      .returning({ day: analyticsDailyBuilt.day });
    if (claimed.length === 0) return 0;
    const claimedDays = sql`${`{${claimed.map(({ day }) => day).join(",")}}`}::text[]`;
    const sorted = claimed.map(({ day }) => day).sort();
    const span = indiaDatesRange(sorted[0]!, sorted.at(-1)!);
    await tx.execute(sql`
      insert into ${analyticsDailyVisits} (day, kind, name, source, medium, visits, visitors, page_views, bounces,
        duration_s, enquiries, bookings, applications, lead_visits, enquiry_visits, booking_visits, application_visits)
      select day,
        case when grouping(source) = 0 then 'source' when grouping(utm_campaign) = 0 then 'campaign'
             when grouping(entry_path) = 0 then 'entry' when grouping(device) = 0 then 'device'
             when grouping(country) = 0 then 'country' else 'total' end,
        coalesce(source, utm_campaign, entry_path, device, country, ''),
        case when grouping(utm_campaign) = 0 then utm_source else '' end,
        case when grouping(utm_campaign) = 0 then utm_medium else '' end,
        sum(visits), sum(visitors), sum(page_views), sum(bounces), sum(duration_s), sum(enquiries), sum(bookings),
        sum(applications), sum(lead_visits), sum(enquiry_visits), sum(booking_visits), sum(application_visits)
      from (
        select ${indiaDayOf(analyticsHourlyVisits.hour)} as day, source, utm_campaign, utm_source, utm_medium,
          entry_path, device::text as device, country, visits, visitors, page_views, bounces, duration_s, enquiries,
          bookings, applications, lead_visits, enquiry_visits, booking_visits, application_visits
        from ${analyticsHourlyVisits} where hour >= ${span[0]} and hour < ${span[1]}
      ) as hours
      where day = any(${claimedDays})
      group by grouping sets ((day), (day, source), (day, utm_campaign, utm_source, utm_medium), (day, entry_path),
        (day, device), (day, country))`);
    await tx.execute(sql`
      insert into ${analyticsDailyPages} (day, path, views, entries, exits, time_ms, timed_views)
      select ${indiaDayOf(sql`hour`)}, path, sum(views), sum(entries), sum(exits), sum(time_ms), sum(timed_views)
      from analytics_hourly_pages where hour >= ${span[0]} and hour < ${span[1]}
        and ${indiaDayOf(sql`hour`)} = any(${claimedDays})
      group by 1, 2`);
    return claimed.length;
  });
}

const minDay = (a: IsoDate, b: IsoDate) => (a < b ? a : b);

/** The daily roll-ups of days before `day` (all of them without one): their hourly rows are gone. */
async function forgetDaysBefore(tx: DbOrTransaction, day: IsoDate | undefined) {
  const before = day ?? isoDate("9999-12-31");
  await tx.delete(analyticsDailyVisits).where(lt(analyticsDailyVisits.day, before));
  await tx.delete(analyticsDailyPages).where(lt(analyticsDailyPages.day, before));
  await tx.delete(analyticsDailyBuilt).where(lt(analyticsDailyBuilt.day, before));
}

/**
 * Forgets the daily roll-ups of the days of some hours, so that they are built again: for an
 * hour rolled up again after its day was built (which the rule above makes rare, but a late
 * event may still do).
 */
export async function forgetDailyRollUps(tx: DbOrTransaction, hours: Date[]): Promise<void> {
  const days = [...new Set(hours.map((hour) => indiaDateOf(hour)))];
  if (days.length === 0) return;
  await tx.delete(analyticsDailyVisits).where(inArray(analyticsDailyVisits.day, days));
  await tx.delete(analyticsDailyPages).where(inArray(analyticsDailyPages.day, days));
  await tx.delete(analyticsDailyBuilt).where(inArray(analyticsDailyBuilt.day, days));
}
