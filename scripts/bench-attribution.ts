// How fast revenue by where it came from and the Content report answer: two
// years of hourly roll-ups at 10 million page views a year (as bench:analytics fills them, their
// 40 pages being 8 case studies, 30 blog posts, /services and /portfolio), added up by day; and
// two years of the sales desk as the reports read it: 20,000 leads a year (60% enquiries, 40% calls
// booked, each with a first touch of up to 12 pages seen), their contacts, calls held and missed,
// one contact in ten won with its audit entry among 300,000 others. Then each range the dashboard's
// form offers, the Content report's, and one page's 90 days as its editor sees it: median and 95th
// percentile of 20 runs each; then the analytics page and the dashboard, which count the same leads.
// The raw visits are not filled: these reports never read them.
//   node scripts/with-postgres.mjs npm run bench:attribution   (PostgreSQL: what the 200 ms is about)
//   npm run bench:attribution                                  (PGlite, in memory)
//   npm run bench:attribution -- --leads 5000                  (another size: leads a year)
// Figures go in docs/performance.md ("Revenue by source and content").
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";

import { presetRange } from "../domain/analytics/report-range";
import { caseStudyPath, serviceMenu } from "../domain/company/service-menu";
import { indiaDateOf } from "../domain/time/india-dates";
import { contentSalesDesk, pageSalesDesk } from "../server/analytics/attribution/attribution-desks";
import { revenueBySource } from "../server/analytics/attribution/revenue-by-source";
import { analyticsReportDesk } from "../server/analytics/reports/analytics-report-desk";
import { buildDailyRollUps } from "../server/analytics/reports/daily-roll-ups";
import { salesDashboard } from "../server/contacts/dashboard";
import { openDb } from "../server/db/open-db";
import { fillHourlyRollUps } from "./analytics-bench-rows";
import { measure } from "./bench-figures";

const { values: options } = parseArgs({ options: { leads: { type: "string" }, "page-views": { type: "string" } } });
const leadsPerYear = Number(options.leads ?? 20_000);
const pageViewsWanted = Number(options["page-views"] ?? 10_000_000);
const days = 730;
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 60 * 60_000 });
const { db } = database;
const now = new Date();
const today = indiaDateOf(now);

const posts = Array.from({ length: 30 }, (_, index) => `post-${index + 1}`);
const pagePaths = [
  ...serviceMenu.map((service) => caseStudyPath(service.slug)),
  ...posts.map((slug) => `/blog/${slug}`),
  "/services",
  "/portfolio",
];
await fillHourlyRollUps(db, { now, days, pageViewsWanted, pagePaths, databaseKind: database.kind });
const building = performance.now();
const builtDays = await buildDailyRollUps(db, now);
console.log(`${builtDays} finished days added up by day in ${((performance.now() - building) / 1000).toFixed(1)} s.`);

const filling = performance.now();
await db.execute(sql`
  insert into blog_posts (slug, status, title, summary, body, category, author, author_image, image, read_time,
    created_at, updated_at)
  select slug, 'published', 'Post ' || slug, 'A summary.', 'A body.', 'Product', 'Editor', '/images/a.png',
    '/images/b.png', '4 min', now(), now()
  from unnest(${sql.raw(`array[${posts.map((slug) => `'${slug}'`).join(", ")}]`)}) as slug`);

// The leads of two years, spread evenly, each with a contact (a contact in four writes twice);
// their first touches name the roll-ups' sources, campaigns and entry pages, and see 1 to 12 of the
// 40 pages. Enquiries first, then calls booked, which start two days after they were booked.
const leads = leadsPerYear * 2;
const contactRows = Math.round(leads * 0.75);
await db.execute(sql`
  insert into contacts (email_key, email, first_name, stage, expected_value, created_at, updated_at, last_activity_at)
  select 'person' || c || '@example.in', 'person' || c || '@example.in', 'Person' || c,
    case when c % 10 = 0 then 'won' when c % 10 < 4 then 'lost' else 'new' end,
    case when c % 3 = 0 then 50000 + (c % 40) * 25000 end,
    ${now}::timestamptz - interval '730 days', ${now}::timestamptz - interval '730 days', ${now}::timestamptz
  from generate_series(1, ${contactRows}) as c`);
const touch = sql.raw(`jsonb_strip_nulls(jsonb_build_object(
    'utmSource', case when n % 30 < 12 then (array['newsletter','linkedin','facebook','instagram','twitter','google-ads',
      'youtube','quora','reddit','medium','clutch','goodfirms'])[1 + n % 12] end,
    'utmCampaign', case when n % 30 < 12 then 'campaign-' || (1 + n % 15) end,
    'searchEngine', case when n % 30 between 12 and 16 then (array['Google','Bing','DuckDuckGo','Yahoo','Ecosia'])[1 + n % 5] end,
    'referrer', case when n % 30 between 17 and 28 then 'partner' || (n % 30) || '.example.com' end,
    'landingPage', pages[1 + n % 40],
    'pagesSeen', to_jsonb(pages[1 + n % 40 : 1 + n % 40 + n % 12])))`);
const pagesArray = sql.raw(`array[${pagePaths.map((path) => `'${path}'`).join(", ")}]`);
const enquiryRows = Math.round(leads * 0.6);
await db.execute(sql`
  insert into enquiries (first_name, last_name, email, message, source, contact_id, first_touch, created_at)
  select 'Person', '', 'person' || n || '@example.in', 'We need a quote.', 'contact',
    (select id from contacts where email_key = 'person' || (1 + n % ${contactRows}) || '@example.in'),
    ${touch}, ${now}::timestamptz - (n * ${(days * 86_400) / enquiryRows} || ' seconds')::interval
  from generate_series(1, ${enquiryRows}) as n, (select ${pagesArray} as pages) as p`);
const bookingRows = leads - enquiryRows;
await db.execute(sql`
  insert into bookings (reference, first_name, email, phone, domain, starts_at, ends_at, slot_chosen_at, consultant_id,
    contact_id, first_touch, outcome, outcome_at, created_at)
  select 'BENCH-' || n, 'Person', 'person' || n || '@example.in', '+91 98100 12345',
    (array['Web development','App development','UI/UX design','Cloud services','IoT services','Hosting','Security'])[1 + n % 7],
    at + interval '2 days', at + interval '2 days 30 minutes', at, (select id from consultants limit 1),
    (select id from contacts where email_key = 'person' || (1 + (n * 7) % ${contactRows}) || '@example.in'),
    ${touch},
    case when at + interval '2 days' > ${now}::timestamptz then null when n % 20 < 11 then 'held' when n % 20 < 14 then 'no-show' end,
    case when at + interval '2 days' <= ${now}::timestamptz and n % 20 < 14 then at + interval '2 days 30 minutes' end,
    at
  from (
    select n, ${now}::timestamptz - (n * ${(days * 86_400) / bookingRows} || ' seconds')::interval - (n % 97 || ' minutes')::interval as at
    from generate_series(1, ${bookingRows}) as n
  ) as booked, (select ${pagesArray} as pages) as p`);
// Each won contact's move to won, 1 to 60 days after its leads began; and the rest of a busy audit log.
await db.execute(sql`
  insert into audit_log (at, actor_email, action, subject_type, subject_id, summary, details)
  select ${now}::timestamptz - (((c * 7919) % (${days} * 24)) || ' hours')::interval, 'seller@nexora.example',
    'contact.stage', 'contact', id::text, 'Moved to won.', '{"from":"proposal","to":"won"}'::jsonb
  from (select id, row_number() over (order by email_key) as c from contacts where stage = 'won') as won`);
await db.execute(sql`
  insert into audit_log (at, actor_email, action, subject_type, subject_id, summary, details)
  select ${now}::timestamptz - ((n % 1000000) || ' minutes')::interval, 'seller@nexora.example',
    (array['contact.note','enquiry.status','booking.outcome','contact.stage'])[1 + n % 4], 'contact',
    gen_random_uuid()::text, 'Something changed.', '{"from":"new","to":"contacted"}'::jsonb
  from generate_series(1, 300000) as n`);
for (const table of ["contacts", "enquiries", "bookings", "audit_log", "blog_posts"])
  await db.execute(sql.raw(`analyze ${table}`));
console.log(
  `${leads.toLocaleString("en")} leads (${enquiryRows.toLocaleString("en")} enquiries, ${bookingRows.toLocaleString("en")} calls), ` +
    `${contactRows.toLocaleString("en")} contacts and the audit log in ${((performance.now() - filling) / 1000).toFixed(0)} s.\n`,
);

const clock = () => now;
const content = contentSalesDesk({ db, clock });
const pages = pageSalesDesk({ db, clock }, { id: "0", email: "admin@nexora.example", name: "Admin", role: "admin" });
console.log(`${"report and range (with the previous one)".padEnd(48)}    median       p95`);
for (const kind of ["7d", "30d", "90d", "12m"] as const) {
  const range = presetRange(kind, today);
  await measure(`revenue by source, ${kind}`, () => revenueBySource(db, range, now));
}
await measure("revenue by source, 12m without comparison", () =>
  revenueBySource(db, presetRange("12m", today, false), now),
);
for (const kind of ["30d", "12m"] as const) {
  const range = presetRange(kind, today);
  await measure(`content report, ${kind}`, () => content.report(range));
}
await measure("one case study's editor page, 90 days", () => pages.ofPath(pagePaths[0]!));
// The analytics page and the dashboard count the same leads (decision 073): both read them here too.
const analytics = analyticsReportDesk({ db, clock });
for (const kind of ["30d", "12m"] as const)
  await measure(`analytics page, ${kind}`, () => analytics.report(presetRange(kind, today)));
await measure("sales dashboard, 12 weeks and 12 months", () => salesDashboard(db, now));

await database.close();
