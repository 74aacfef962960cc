// How fast the analytics page answers: a year of hourly roll-ups as 10 million
// page views make them (about 40 pages, 30 sources, 15 campaigns, 3 devices, 10 entry pages; a
// row per hour and combination that occurred), added up by day as the page's first report does,
// then every range the page offers, each timed as the page reads it: the range's figures and the
// previous range's, in one call of the desk; median and 95th percentile of 20 runs each.
//   node scripts/with-postgres.mjs npm run bench:analytics   (PostgreSQL: what the 200 ms is about)
//   npm run bench:analytics                                  (PGlite, in memory)
//   npm run bench:analytics -- --page-views 2000000          (another size)
//   npm run bench:analytics -- --days 730                    (two such years: the 12 months' comparison reads one)
// Figures go in docs/performance.md ("Analytics").
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { presetRange, reportRangeFrom } from "../domain/analytics/report-range";
import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { analyticsReportDesk } from "../server/analytics/reports/analytics-report-desk";
import { buildDailyRollUps } from "../server/analytics/reports/daily-roll-ups";
import { openDb } from "../server/db/open-db";
import { fillHourlyRollUps } from "./analytics-bench-rows";
import { measure } from "./bench-figures";

const { values: options } = parseArgs({ options: { "page-views": { type: "string" }, days: { type: "string" } } });
/** Page views a year; `--days 730` fills two such years, so the last 12 months' comparison reads a full year too. */
const pageViewsWanted = Number(options["page-views"] ?? 10_000_000);
const days = Number(options.days ?? 365);
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 60 * 60_000 });
const { db } = database;
const now = new Date();
const today = indiaDateOf(now);

await fillHourlyRollUps(db, { now, days, pageViewsWanted, databaseKind: database.kind });

// The first report of a server adds up every finished day by day; the later ones find them built.
const building = performance.now();
const builtDays = await buildDailyRollUps(db, now);
console.log(`${builtDays} finished days added up by day in ${((performance.now() - building) / 1000).toFixed(1)} s.\n`);

const desk = analyticsReportDesk({ db, clock: () => now });
console.log(`${"range (with the previous one)".padEnd(48)}    median       p95`);
for (const kind of ["today", "7d", "30d", "90d", "12m"] as const) {
  const range = presetRange(kind, today);
  await measure(`${kind}: ${range.from} to ${range.to}, by ${range.grain}`, () => desk.report(range));
}
const longest = reportRangeFrom(
  new URLSearchParams({ range: "custom", from: shiftDate(today, -364), to: today }),
  today,
).range;
await measure(`custom 365 days, by ${longest.grain}`, () => desk.report(longest));
await measure("12m, every page (its CSV file)", () => desk.report(presetRange("12m", today), { allPages: true }));
await measure("12m without comparison", () => desk.report(presetRange("12m", today, false)));

await database.close();
