import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import type { Db } from "../server/db/db";

/**
 * The analytics roll-ups a benchmark reads: `days` of hourly visit and page roll-ups up to `now`
 * as `pageViewsWanted` page views a year make them (about 30 sources, 15 campaigns, 3 devices and
 * 10 entry pages; a row per hour and combination that occurred), and each hour's views spread
 * over 40 pages in falling shares. bench:analytics and bench:attribution fill the same.
 */
export async function fillHourlyRollUps(
  db: Db,
  {
    now,
    days,
    pageViewsWanted,
    pagePaths = Array.from({ length: 40 }, (_, index) => `/page-${index + 1}`),
    databaseKind,
  }: {
    now: Date;
    days: number;
    pageViewsWanted: number;
    /** The 40 pages, the most viewed first. */
    pagePaths?: string[];
    databaseKind: string;
  },
): Promise<void> {
  // Rows per hour follow the day in India (few at night, most in office hours) and are fewer on
  // Sundays; each row's visits 1 to 5 with 1 to 4 pages each (2.5 on average). Rows of an hour
  // are grouped by their combination, as the roll-up writes them.
  const rowsPerHourAtPeak = Math.round((pageViewsWanted / 10_000_000) * 260);
  console.log(
    `Filling ${days} days of hourly roll-ups at about ${pageViewsWanted.toLocaleString("en")} page views a year (${databaseKind})...`,
  );
  const filling = performance.now();
  await db.execute(sql`
    insert into analytics_hourly_visits (hour, entry_path, source, referrer_host, search_engine, utm_source, utm_medium,
      utm_campaign, device, country, visits, visitors, page_views, bounces, duration_s, enquiries, bookings, applications)
    with hours as (
      select h, extract(hour from h at time zone 'Asia/Kolkata')::int as hod, extract(dow from h at time zone 'Asia/Kolkata')::int as dow
      from generate_series(date_trunc('hour', ${now}::timestamptz) - (${days} || ' days')::interval + interval '30 minutes',
                           ${now}::timestamptz, interval '1 hour') as h
    ), combos as (
      select h, i,
        abs(hashint4(i * 7919 + extract(epoch from h)::int)) as r
      from hours,
        generate_series(1, greatest(4, (${rowsPerHourAtPeak} * (case when hod between 9 and 20 then 1.0 when hod between 6 and 23 then 0.45 else 0.12 end)
          * (case when dow = 0 then 0.5 else 1 end))::int)) as i
    ), picked as (
      select h, r,
        (array['/', '/services', '/services/web-development', '/services/mobile-apps', '/services/cloud', '/contact',
               '/careers', '/blog/erp-for-small-business', '/case-studies', '/book-a-demo'])[1 + (r % 97) % 10] as entry_path,
        (r / 97) % 30 as s,
        (array['phone','phone','phone','desktop','desktop','tablet'])[1 + (r / 2910) % 6] as device,
        1 + (r / 17460) % 5 as visits
      from combos
    ), named as (
      select h, entry_path, device, visits, r,
        case when s < 12 then 'utm' when s < 17 then 'search' when s < 29 then 'site' else 'direct' end as kind,
        (array['Google','Bing','DuckDuckGo','Yahoo','Ecosia'])[1 + s % 5] as engine,
        'partner' || s || '.example.com' as site,
        (array['newsletter','linkedin','facebook','instagram','twitter','google-ads','youtube','quora','reddit','medium',
               'clutch','goodfirms'])[1 + s % 12] as utm_source,
        (array['email','social','social','social','social','cpc','video','social','social','referral','referral','referral'])[1 + s % 12] as utm_medium,
        'campaign-' || (1 + (r / 87380) % 15) as utm_campaign
      from picked
    )
    select h, entry_path,
      case kind when 'utm' then utm_source when 'search' then engine when 'site' then site else 'direct' end,
      case kind when 'search' then 'www.' || lower(engine) || '.com' when 'site' then site else '' end,
      case kind when 'search' then engine else '' end,
      case kind when 'utm' then utm_source else '' end,
      case kind when 'utm' then utm_medium else '' end,
      case kind when 'utm' then utm_campaign else '' end,
      device, '',
      sum(visits), sum(visits), sum(visits * (1 + (r / 7) % 4)), sum(case when r % 3 = 0 then visits else 0 end),
      sum(visits * (20 + r % 400)),
      sum(case when r % 211 = 0 then 1 else 0 end), sum(case when r % 389 = 0 then 1 else 0 end),
      sum(case when r % 503 = 0 then 1 else 0 end)
    from named
    group by 1, 2, 3, 4, 5, 6, 7, 8, 9`);
  // The pages: each hour, each of 40 pages seen in proportion to the hour's page views.
  await db.execute(sql`
    insert into analytics_hourly_pages (hour, path, views, entries, exits, time_ms, timed_views)
    select hour, (array[${sql.join(
      pagePaths.map((path) => sql`${path}`),
      sql`, `,
    )}])[p], greatest(1, (page_views * (41 - p) / 820)::int), (visits * (41 - p) / 820)::int,
      (visits * (41 - p) / 820)::int, (page_views * (41 - p) / 820)::bigint * 45000, greatest(1, (page_views * (41 - p) / 900)::int)
    from (select hour, sum(page_views)::int as page_views, sum(visits)::int as visits from analytics_hourly_visits group by hour) as hours,
      generate_series(1, 40) as p
    where page_views * (41 - p) >= 410`);
  await db.execute(sql`analyze analytics_hourly_visits`);
  await db.execute(sql`analyze analytics_hourly_pages`);
  const [filled] = (
    (await db.execute(sql`
      select (select count(*) from analytics_hourly_visits)::int as visit_rows,
        (select sum(page_views) from analytics_hourly_visits)::float8 as page_views,
        (select sum(visits) from analytics_hourly_visits)::float8 as visits,
        (select count(*) from analytics_hourly_pages)::int as page_rows`)) as unknown as {
      rows: { visit_rows: number; page_views: number; visits: number; page_rows: number }[];
    }
  ).rows;
  console.log(
    `${Number(filled!.visit_rows).toLocaleString("en")} visit roll-up rows (${Number(filled!.visits).toLocaleString("en")} visits, ` +
      `${Number(filled!.page_views).toLocaleString("en")} page views), ${Number(filled!.page_rows).toLocaleString("en")} page roll-up rows, ` +
      `in ${((performance.now() - filling) / 1000).toFixed(0)} s.\n`,
  );
}
