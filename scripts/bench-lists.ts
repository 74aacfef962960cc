// How fast the back office's lists answer with a lot in them: 100,000 enquiries and 100,000
// applications, the first page, a deep page, filters and searches, median of 5 runs each.
//   npm run bench:lists                                   (PGlite, in memory)
//   node scripts/with-postgres.mjs npm run bench:lists    (PostgreSQL)
// Figures go in docs/performance.md ("Back-office lists").
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { ApplicationFilterSchema } from "../domain/recruiting";
import { EnquiryFilterSchema } from "../domain/enquiry-triage";
import { openDb } from "../server/db/open-db";
import { seed } from "../server/db/seed";
import { seedJobs } from "../server/db/seed-jobs";
import { listApplications, stageCounts } from "../server/careers/application-inbox";
import { listEnquiries } from "../server/enquiries/enquiry-inbox";

const rows = 100_000;
const runs = 5;

const database = await openDb({ databaseUrl: process.env.DATABASE_URL });
const { db } = database;
await seed(db, new Date());

console.log(`Filling ${rows} enquiries and ${rows} applications (${database.kind})...`);
await db.execute(sql`
  insert into enquiries (first_name, last_name, email, phone, message, source, status, created_at)
  select 'Person' || n, 'Surname' || (n % 997), 'person' || n || '@example.in', '+91 98100 ' || lpad((n % 100000)::text, 5, '0'),
         'We would like a quote for project number ' || n || '. ' || repeat('Some details about the work. ', 8),
         'contact', (array['new','replied','closed'])[1 + n % 3], now() - (n || ' minutes')::interval
  from generate_series(1, ${rows}) as n`);
const jobIds = seedJobs.map((job) => job.id);
await db.execute(sql`
  insert into applications (reference, job_id, full_name, email, phone, country, city, preferred_location,
                            eligible_to_work, requires_sponsorship, resume_key, resume_file_name, resume_media_type,
                            resume_bytes, stage, created_at)
  select 'APP-' || lpad(n::text, 8, '0'), (${sql.raw(`array['${jobIds.join("','")}']`)})[1 + n % ${jobIds.length}],
         'Candidate ' || n, 'candidate' || n || '@example.in', '+91 90000 ' || lpad((n % 100000)::text, 5, '0'),
         'India', 'Gwalior', 'Remote (India)', 'yes', 'no', n || '.pdf', 'cv.pdf', 'application/pdf', 1000,
         (array['new','screening','interview','offer','hired','rejected'])[1 + n % 6], now() - (n || ' minutes')::interval
  from generate_series(1, ${rows}) as n`);
await db.execute(sql`analyze`);

async function median(label: string, query: () => Promise<unknown>) {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await query();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} ${times[Math.floor(runs / 2)]!.toFixed(1)} ms`);
}

/** The cursor of the page after `pages` pages, walked once beforehand. */
async function cursorAfter(pages: number, next: (after?: string) => Promise<{ next?: string | undefined }>) {
  let after: string | undefined;
  for (let page = 0; page < pages; page += 1) after = (await next(after)).next;
  return after;
}

const enquiries = (input: Record<string, string> = {}) => EnquiryFilterSchema.parse(input);
const enquiryDeep = await cursorAfter(1000, (after) => listEnquiries(db, enquiries(), { after }));
await median("enquiries: first page", () => listEnquiries(db, enquiries()));
await median("enquiries: page 1,001", () => listEnquiries(db, enquiries(), { after: enquiryDeep }));
await median("enquiries: status filter", () => listEnquiries(db, enquiries({ status: "replied" })));
await median("enquiries: search, common word", () => listEnquiries(db, enquiries({ q: "quote" })));
await median("enquiries: search, one address", () => listEnquiries(db, enquiries({ q: "person77777@example.in" })));

const applications = (input: Record<string, string> = {}) => ApplicationFilterSchema.parse(input);
const applicationDeep = await cursorAfter(1000, (after) => listApplications(db, applications(), { after }));
await median("applications: first page", () => listApplications(db, applications()));
await median("applications: page 1,001", () => listApplications(db, applications(), { after: applicationDeep }));
await median("applications: one job", () => listApplications(db, applications({ job: jobIds[3]! })));
await median("applications: one stage", () => listApplications(db, applications({ stage: "interview" })));
await median("applications: search, one reference", () => listApplications(db, applications({ q: "APP-00077777" })));
await median("applications: stage counts, all jobs", () => stageCounts(db, applications()));
await median("applications: stage counts, one job", () => stageCounts(db, applications({ job: jobIds[3]! })));

await database.close();
