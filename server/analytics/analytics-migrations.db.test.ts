import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { openDb } from "../db/open-db";
import type { Database, Db } from "../db/db";
import { createDatabaseOn } from "../../test-support/postgres-databases";
import { rollUpDirtyHours } from "./roll-ups";

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

/** A copy of the migrations folder that stops before the migration under test. */
function migrationsBefore(tag: string, into: string): string {
  fs.cpSync(migrationsFolder, into, { recursive: true });
  const journalFile = path.join(into, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at, `${tag} in the journal`).toBeGreaterThan(0);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return into;
}

/** A database of its own, opened twice: first migrated up to the migration, then all the way. */
async function databaseToUpgrade(scratch: string) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await createDatabaseOn(serverUrl);
    return {
      open: (migrationsDir?: string) => openDb({ databaseUrl: created.url, migrationsDir }),
      drop: created.drop,
    };
  }
  const pgliteDir = path.join(scratch, "pglite");
  return { open: (migrationsDir?: string) => openDb({ pgliteDir, migrationsDir }), drop: async () => {} };
}

const token = "9f2c4b7a1e6d3058c2b4a6e8d0f1a3c5";
const otherToken = "0a1b2c3d4e5f60718293a4b5c6d7e8f9";
const hour = "2026-11-20T04:30:00Z";

async function seedTheOldForm(db: Db) {
  await db.execute(sql`
    insert into analytics_visits (id, visitor_key, first_of_day, started_at, last_seen_at, entry_path, exit_path,
      page_views, device)
    values ('00000000-0000-4000-8000-000000000001', 'k1', true, ${hour}, ${hour}, ${`/demo/manage/${token}`},
      ${`/Interview/${token}`}, 3, 'desktop')`);
  await db.execute(sql`
    insert into analytics_page_views (id, visit_id, at, path, duration_ms) values
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', ${hour},
        ${`/demo/manage/${token}`}, 1000),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', ${hour}, '/services', 2000),
      ('00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000001', ${hour},
        ${`/Interview/${token}`}, null),
      ('00000000-0000-4000-8000-000000000014', '00000000-0000-4000-8000-000000000001', ${hour},
        ${`//job-alerts/confirm/${token}`}, null),
      ('00000000-0000-4000-8000-000000000015', '00000000-0000-4000-8000-000000000001', ${hour},
        ${`/job-alerts/unsubscribe/${token}/`}, null)`);
  await db.execute(sql`
    insert into analytics_hourly_pages (hour, path, views, entries, exits, time_ms, timed_views) values
      (${hour}, ${`/demo/manage/${token}`}, 2, 1, 0, 3000, 2),
      (${hour}, ${`/demo/manage/${otherToken}`}, 1, 1, 1, 500, 1),
      (${hour}, '/services', 4, 0, 1, 8000, 4)`);
  await db.execute(sql`
    insert into analytics_daily_pages (day, path, views, entries, exits, time_ms, timed_views) values
      ('2026-11-20', ${`/demo/manage/${token}`}, 2, 1, 0, 3000, 2),
      ('2026-11-20', ${`/demo/manage/${otherToken}`}, 1, 1, 1, 500, 1)`);
  const visitRow = (entryPath: string, visits: number) => sql`(${hour}, ${entryPath}, 'direct', '', '', '', '', '',
    'desktop', '', ${visits}, ${visits}, ${visits}, 0, 10, 1, 0, 0)`;
  await db.execute(sql`
    insert into analytics_hourly_visits (hour, entry_path, source, referrer_host, search_engine, utm_source,
      utm_medium, utm_campaign, device, country, visits, visitors, page_views, bounces, duration_s, enquiries,
      bookings, applications)
    values ${visitRow(`/demo/manage/${token}`, 1)}, ${visitRow(`/demo/manage/${otherToken}`, 2)},
      ${visitRow("/services", 5)}`);
  await db.execute(sql`
    insert into analytics_daily_visits (day, kind, name, source, medium, visits, visitors, page_views, bounces,
      duration_s, enquiries, bookings, applications) values
      ('2026-11-20', 'entry', ${`/demo/manage/${token}`}, '', '', 1, 1, 1, 0, 10, 1, 0, 0),
      ('2026-11-20', 'entry', ${`/demo/manage/${otherToken}`}, '', '', 2, 2, 2, 0, 20, 0, 0, 0),
      ('2026-11-20', 'source', 'direct', '', '', 3, 3, 3, 0, 30, 1, 0, 0)`);
  const touch = JSON.stringify({
    referrer: "www.google.com",
    searchEngine: "Google",
    landingPage: `/demo/manage/${token}`,
    pagesSeen: [`/demo/manage/${token}`, "/services", `/interview/${otherToken}`, "/contactUs"],
  });
  await db.execute(sql`
    insert into contacts (id, email_key, email, first_name, created_at, updated_at, last_activity_at, first_touch) values
      ('00000000-0000-4000-8000-000000000021', 'asha@example.test', 'asha@example.test', 'Asha', now(), now(), now(),
        ${touch}::jsonb)`);
  await db.execute(sql`
    insert into enquiries (id, first_name, last_name, email, message, source, first_touch, created_at) values
      ('00000000-0000-4000-8000-000000000031', 'Asha', 'Rao', 'asha@example.test', 'Hello', 'contact', ${touch}::jsonb,
        now()),
      ('00000000-0000-4000-8000-000000000032', 'Ravi', 'Iyer', 'ravi@example.test', 'Hello', 'contact', null, now())`);
  await db.execute(sql`
    insert into contact_merges (id, survivor_id, merged_contact_id, merged_row, survivor_before, moved, actor_name,
      created_at) values
      ('00000000-0000-4000-8000-000000000041', '00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000022',
        ${JSON.stringify({ email: "a.rao@example.test", firstTouch: JSON.parse(touch) })}::jsonb, '{}'::jsonb,
        '{}'::jsonb, 'Admin', now())`);
}

/** The rows a query answers, on PostgreSQL and PGlite alike. */
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

/**
 * The database of a site already running, its rows written by `seed` before the migration `tag`,
 * then brought up to date by the migrator as a release does; closed and removed after the tests.
 */
function upgradedAcross(tag: string) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "analytics-migration-"));
  let upgraded: Database | undefined;
  let drop = async () => {};
  afterAll(async () => {
    await upgraded?.close();
    await drop();
    fs.rmSync(scratch, { recursive: true, force: true });
  });
  return async (seed: (db: Db) => Promise<void>): Promise<Db> => {
    const target = await databaseToUpgrade(scratch);
    drop = target.drop;
    const before = await target.open(migrationsBefore(tag, path.join(scratch, "drizzle")));
    await seed(before.db);
    await before.close();
    upgraded = await target.open();
    return upgraded.db;
  };
}

describe("migration 0036: private links' secrets out of the stored analytics", () => {
  const upgrade = upgradedAcross("0036_analytics-secret-paths");

  it("rewrites every path written before to its pattern, merging the roll-ups' rows", async () => {
    const db = await upgrade(seedTheOldForm);

    expect(await rows(db, sql`select entry_path, exit_path from analytics_visits`)).toEqual([
      { entry_path: "/demo/manage/…", exit_path: "/interview/…" },
    ]);
    expect(await rows(db, sql`select path from analytics_page_views order by id`)).toEqual(
      ["/demo/manage/…", "/services", "/interview/…", "/job-alerts/confirm/…", "/job-alerts/unsubscribe/…"].map(
        (each) => ({ path: each }),
      ),
    );
    expect(
      await rows(
        db,
        sql`select path, views, entries, exits, time_ms::int as time_ms, timed_views from analytics_hourly_pages order by path`,
      ),
    ).toEqual([
      { path: "/demo/manage/…", views: 3, entries: 2, exits: 1, time_ms: 3500, timed_views: 3 },
      { path: "/services", views: 4, entries: 0, exits: 1, time_ms: 8000, timed_views: 4 },
    ]);
    expect(await rows(db, sql`select path, views from analytics_daily_pages`)).toEqual([
      { path: "/demo/manage/…", views: 3 },
    ]);
    expect(
      await rows(db, sql`select entry_path, visits, enquiries from analytics_hourly_visits order by entry_path`),
    ).toEqual([
      { entry_path: "/demo/manage/…", visits: 3, enquiries: 2 },
      { entry_path: "/services", visits: 5, enquiries: 1 },
    ]);
    expect(await rows(db, sql`select kind, name, visits from analytics_daily_visits order by kind, name`)).toEqual([
      { kind: "entry", name: "/demo/manage/…", visits: 3 },
      { kind: "source", name: "direct", visits: 3 },
    ]);
    const touchAfter = {
      referrer: "www.google.com",
      searchEngine: "Google",
      landingPage: "/demo/manage/…",
      pagesSeen: ["/demo/manage/…", "/services", "/interview/…", "/contactUs"],
    };
    expect(await rows(db, sql`select first_touch from contacts`)).toEqual([{ first_touch: touchAfter }]);
    expect(await rows(db, sql`select first_touch from enquiries order by first_name`)).toEqual([
      { first_touch: touchAfter },
      { first_touch: null },
    ]);
    expect(await rows(db, sql`select merged_row from contact_merges`)).toEqual([
      { merged_row: { email: "a.rao@example.test", firstTouch: touchAfter } },
    ]);
    const everything = await rows(
      db,
      sql`select string_agg(t::text, ' ') as text from (
        select to_jsonb(v) as t from analytics_visits v union all select to_jsonb(p) from analytics_page_views p
        union all select to_jsonb(h) from analytics_hourly_pages h union all select to_jsonb(d) from analytics_daily_pages d
        union all select to_jsonb(h) from analytics_hourly_visits h union all select to_jsonb(d) from analytics_daily_visits d
        union all select first_touch from contacts union all select first_touch from enquiries
        union all select merged_row from contact_merges) as every_row`,
    );
    expect(String(everything[0]!.text)).not.toMatch(new RegExp(`${token}|${otherToken}`));
    // Nothing of the migration's own is left behind.
    expect(await rows(db, sql`select proname from pg_proc where proname like 'analytics_secret_%'`)).toEqual([]);
  });
});

/** Visits from a real Google, from a look-alike host, and a look-alike's visit that came with a campaign. */
async function seedLookAlikeEngines(db: Db) {
  const visit = (id: string, referrer: string, engine: string) => sql`(${id}, ${`k-${id}`}, true, ${hour}, ${hour},
    '/services', '/services', 1, 'desktop', ${referrer}, ${engine})`;
  await db.execute(sql`
    insert into analytics_visits (id, visitor_key, first_of_day, started_at, last_seen_at, entry_path, exit_path,
      page_views, device, referrer_host, search_engine)
    values ${visit("00000000-0000-4000-8000-000000000101", "www.google.co.in", "Google")},
      ${visit("00000000-0000-4000-8000-000000000102", "google.evil.example", "Google")},
      ${visit("00000000-0000-4000-8000-000000000103", "yandex.evil.example", "Yandex")},
      ${visit("00000000-0000-4000-8000-000000000104", "www.bing.com", "Bing")}`);
  const hourly = (at: string, source: string, referrer: string, engine: string, utmSource: string) => sql`(${at},
    '/services', ${source}, ${referrer}, ${engine}, ${utmSource}, '', '', 'desktop', '', 1, 1, 1, 1, 0, 0, 0, 0)`;
  const earlier = "2026-11-10T04:30:00Z";
  await db.execute(sql`
    insert into analytics_hourly_visits (hour, entry_path, source, referrer_host, search_engine, utm_source,
      utm_medium, utm_campaign, device, country, visits, visitors, page_views, bounces, duration_s, enquiries,
      bookings, applications)
    values ${hourly(hour, "Google", "www.google.co.in", "Google", "")},
      ${hourly(hour, "Google", "WWW.Google.Evil.Example", "Google", "")},
      ${hourly(hour, "newsletter", "google.evil.example", "Google", "Newsletter")},
      ${hourly(earlier, "Google", "www.google.com", "Google", "")}`);
  await db.execute(sql`
    insert into analytics_daily_visits (day, kind, name, source, medium, visits, visitors, page_views, bounces,
      duration_s, enquiries, bookings, applications) values
      ('2026-11-20', 'source', 'Google', '', '', 2, 2, 2, 2, 0, 0, 0, 0),
      ('2026-11-10', 'source', 'Google', '', '', 1, 1, 1, 1, 0, 0, 0, 0)`);
  await db.execute(sql`
    insert into analytics_daily_pages (day, path, views, entries, exits, time_ms, timed_views) values
      ('2026-11-20', '/services', 3, 3, 3, 0, 0), ('2026-11-10', '/services', 1, 1, 1, 0, 0)`);
  await db.execute(sql`insert into analytics_daily_built (day) values ('2026-11-20'), ('2026-11-10')`);
  const touch = (referrer: string) =>
    JSON.stringify({ referrer, searchEngine: "Google", landingPage: "/services", pagesSeen: ["/services"] });
  await db.execute(sql`
    insert into enquiries (id, first_name, last_name, email, message, source, first_touch, created_at) values
      ('00000000-0000-4000-8000-000000000131', 'Asha', 'Rao', 'asha@example.test', 'Hello', 'contact',
        ${touch("google.evil.example")}::jsonb, now()),
      ('00000000-0000-4000-8000-000000000132', 'Ravi', 'Iyer', 'ravi@example.test', 'Hello', 'contact',
        ${touch("www.google.co.in")}::jsonb, now())`);
}

describe("migration 0038: a search engine only on the engine's own host names", () => {
  const upgrade = upgradedAcross("0038_analytics-search-engine-hosts");

  it("takes the engine from look-alike hosts' visits, roll-ups and leads, and adds their days up again", async () => {
    const db = await upgrade(seedLookAlikeEngines);
    expect(await rows(db, sql`select referrer_host, search_engine from analytics_visits order by id`)).toEqual([
      { referrer_host: "www.google.co.in", search_engine: "Google" },
      { referrer_host: "google.evil.example", search_engine: null },
      { referrer_host: "yandex.evil.example", search_engine: null },
      { referrer_host: "www.bing.com", search_engine: "Bing" },
    ]);
    expect(
      await rows(
        db,
        sql`select to_char(hour at time zone 'UTC', 'YYYY-MM-DD') as day, source, referrer_host, search_engine
          from analytics_hourly_visits order by hour, source`,
      ),
    ).toEqual([
      { day: "2026-11-10", source: "Google", referrer_host: "www.google.com", search_engine: "Google" },
      { day: "2026-11-20", source: "Google", referrer_host: "www.google.co.in", search_engine: "Google" },
      { day: "2026-11-20", source: "google.evil.example", referrer_host: "WWW.Google.Evil.Example", search_engine: "" },
      { day: "2026-11-20", source: "newsletter", referrer_host: "google.evil.example", search_engine: "" },
    ]);
    // The day with a look-alike is built again from its hourly rows; the other day stays built.
    expect(await rows(db, sql`select day from analytics_daily_built`)).toEqual([{ day: "2026-11-10" }]);
    expect(await rows(db, sql`select distinct day from analytics_daily_visits`)).toEqual([{ day: "2026-11-10" }]);
    expect(await rows(db, sql`select distinct day from analytics_daily_pages`)).toEqual([{ day: "2026-11-10" }]);
    expect(await rows(db, sql`select first_touch from enquiries order by first_name`)).toEqual([
      { first_touch: { referrer: "google.evil.example", landingPage: "/services", pagesSeen: ["/services"] } },
      {
        first_touch: {
          referrer: "www.google.co.in",
          searchEngine: "Google",
          landingPage: "/services",
          pagesSeen: ["/services"],
        },
      },
    ]);
    expect(await rows(db, sql`select proname from pg_proc where proname like 'analytics_engine_%'`)).toEqual([]);
  });
});

/**
 * Before 0040: an hour whose visits are gone (kept 30 days) and one whose visits are all still
 * kept, each rolled up with a visit that booked three calls and one that sent an enquiry. The
 * oldest visit kept began in the hour before, so that hour may have lost some to the retention
 * but the next ones lost none.
 */
async function seedLeadsOfVisits(db: Db) {
  const old = "2026-10-01T04:30:00Z";
  const kept = "2026-11-20T04:30:00Z";
  await db.execute(sql`
    insert into analytics_visits (id, visitor_key, first_of_day, started_at, last_seen_at, entry_path, exit_path,
      device, enquiries, bookings)
    values ('00000000-0000-4000-8000-000000000201', 'a', true, ${"2026-11-20T04:40:00Z"}, ${"2026-11-20T04:41:00Z"},
        '/demo', '/demo', 'desktop', 0, 3),
      ('00000000-0000-4000-8000-000000000202', 'b', true, ${"2026-11-20T04:50:00Z"}, ${"2026-11-20T04:51:00Z"},
        '/demo', '/demo', 'desktop', 1, 0),
      ('00000000-0000-4000-8000-000000000203', 'c', true, ${"2026-11-20T03:45:00Z"}, ${"2026-11-20T03:46:00Z"},
        '/', '/', 'desktop', 0, 0)`);
  const hourRow = (hour: string) => sql`(${hour}, '/demo', 'direct', '', '', '', '', '', 'desktop', '', 2, 2, 2, 2, 0,
    1, 3, 0)`;
  await db.execute(sql`
    insert into analytics_hourly_visits (hour, entry_path, source, referrer_host, search_engine, utm_source,
      utm_medium, utm_campaign, device, country, visits, visitors, page_views, bounces, duration_s, enquiries,
      bookings, applications)
    values ${hourRow(old)}, ${hourRow(kept)}`);
  await db.execute(sql`
    insert into analytics_daily_visits (day, kind, name, source, medium, visits, visitors, page_views, bounces,
      duration_s, enquiries, bookings, applications)
    values ('2026-10-01', 'total', '', '', '', 2, 2, 2, 2, 0, 1, 3, 0)`);
}

describe("migration 0040: the visits that ended in a lead, which rates of visits divide", () => {
  const upgrade = upgradedAcross("0040_analytics-lead-visits");

  it("bounds the old rows by their sums and marks the hours whose visits are kept to be rolled up again", async () => {
    const db = await upgrade(seedLeadsOfVisits);
    const counted = sql`lead_visits, enquiry_visits, booking_visits, application_visits`;
    expect(
      await rows(
        db,
        sql`select to_char(hour at time zone 'UTC', 'MM-DD') as day, ${counted} from analytics_hourly_visits order by hour`,
      ),
    ).toEqual([
      { day: "10-01", lead_visits: 2, enquiry_visits: 1, booking_visits: 2, application_visits: 0 },
      { day: "11-20", lead_visits: 2, enquiry_visits: 1, booking_visits: 2, application_visits: 0 },
    ]);
    expect(await rows(db, sql`select ${counted} from analytics_daily_visits`)).toEqual([
      { lead_visits: 2, enquiry_visits: 1, booking_visits: 2, application_visits: 0 },
    ]);
    expect(
      await rows(db, sql`select to_char(hour at time zone 'UTC', 'MM-DD HH24:MI') as hour from analytics_dirty_hours`),
    ).toEqual([{ hour: "11-20 04:30" }]);
    // Rolled up again from its visits, the kept hour is exact: one visit booked (three calls).
    await rollUpDirtyHours(db);
    expect(
      await rows(db, sql`select ${counted} from analytics_hourly_visits where hour = ${"2026-11-20T04:30:00Z"}`),
    ).toEqual([{ lead_visits: 2, enquiry_visits: 1, booking_visits: 1, application_visits: 0 }]);
  });
});
