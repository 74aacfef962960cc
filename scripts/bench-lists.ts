// How fast the back office's lists answer with a lot in them: enquiries from one contact in five
// (1,000,000 and 200,000 on PostgreSQL, 100,000 and 20,000 on PGlite), 100,000 applications, and
// every list, filter and search of the sales desk, the inbox and the recruiting lists, the first
// page, a deep page and the Overview's counts; median and 95th percentile of 20 runs each.
//   npm run bench:lists                                   (PGlite, in memory)
//   node scripts/with-postgres.mjs npm run bench:lists    (PostgreSQL)
//   npm run bench:lists -- --enquiries 300000             (another size)
// Figures go in docs/performance.md ("Back-office lists").
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { eq, sql } from "drizzle-orm";

import { ApplicationFilterSchema } from "../domain/applications/recruiting";
import { EnquiryFilterSchema } from "../domain/enquiries/enquiry-triage";
import type { StaffMember } from "../domain/staff/staff";
import { openDb } from "../server/db/open-db";
import { staffAccounts } from "../server/db/schema";
import { seed } from "../server/db/seed";
import { seedJobs } from "../server/db/seed-jobs";
import { listApplications, stageCounts } from "../server/applications/application-inbox";
import { countNewEnquiries, listEnquiries } from "../server/enquiries/enquiry-inbox";
import { contactDesk } from "../server/contacts/contact-desk";
import { measure } from "./bench-figures";

const { values: options } = parseArgs({ options: { enquiries: { type: "string" } } });
// Filling a million rows with their indexes takes minutes, not the server's ten seconds a statement.
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 60 * 60_000 });
const { db } = database;
const enquiryRows = Number(options.enquiries ?? (database.kind === "postgres" ? 1_000_000 : 100_000));
const contactRows = Math.floor(enquiryRows / 5);
const applicationRows = 100_000;
await seed(db, new Date());

console.log(
  `Filling ${enquiryRows.toLocaleString("en")} enquiries from ${contactRows.toLocaleString("en")} contacts ` +
    `and ${applicationRows.toLocaleString("en")} applications (${database.kind})...`,
);
const filling = performance.now();

// Five sales people; one contact in six has no owner yet.
await db.execute(sql`
  insert into staff_accounts (email, name, role, created_at)
  select 'seller' || n || '@nexora.example', 'Seller ' || n, 'sales', now() from generate_series(1, 5) as n`);
const [seller] = await db
  .select({ id: staffAccounts.id })
  .from(staffAccounts)
  .where(eq(staffAccounts.email, "seller1@nexora.example"));
const member: StaffMember = { id: seller!.id, email: "seller1@nexora.example", name: "Seller 1", role: "sales" };

// Stages as a desk ends up: most leads went nowhere or were settled long ago.
await db.execute(sql`
  insert into contacts (email_key, email, first_name, last_name, phone, owner_id, stage, expected_value,
                        created_at, updated_at, last_activity_at)
  select 'person' || c || '@example.in', 'Person' || c || '@example.in', 'Person' || c, 'Surname' || (c % 997),
         '+91 98' || lpad(c::text, 8, '0'),
         case when c % 6 = 0 then null
              else (select id from staff_accounts where email = 'seller' || (1 + c % 5) || '@nexora.example') end,
         (array['new','new','new','contacted','contacted','qualified','qualified','proposal','won','won',
                'lost','lost','lost','lost','lost','lost','lost','lost','lost','lost'])[1 + c % 20],
         case when c % 4 = 0 then 50000 + (c % 40) * 25000 end,
         now() - (c * 5 || ' minutes')::interval, now() - (c * 5 || ' minutes')::interval,
         now() - (c * 5 || ' minutes')::interval
  from generate_series(1, ${contactRows}) as c`);

// Enquiry n comes from contact 1 + n % contacts; the newest are still new. Messages vary; one word
// is in one message in a hundred ("ERP") and one in one in fifty thousand ("Zanzibar").
const batch = 100_000;
for (let first = 1; first <= enquiryRows; first += batch) {
  await db.execute(sql`
  insert into enquiries (first_name, last_name, email, phone, message, source, status, contact_id, created_at)
  select 'Person' || c, 'Surname' || (c % 997), 'Person' || c || '@example.in', '+91 98' || lpad(c::text, 8, '0'),
         'We would like a quote for project number ' || n || '. '
           || (array['Our shop needs a new website. ', 'We want a mobile app for our customers. ',
                     'Can you move our servers to the cloud? ', 'We need help with digital marketing. ',
                     'Please look at our IT infrastructure. '])[1 + n % 5]
           || case when n % 100 = 3 then 'We also run an ERP we would like to connect. ' else '' end
           || case when n % 50000 = 7 then 'Our office is in Zanzibar. ' else '' end
           || repeat('Some details about the work and the timeline. ', 1 + n % 4),
         case when n % 4 = 0 then 'project:erp-suite' else 'contact' end,
         case when n <= ${enquiryRows} / 50 then 'new' when n % 5 < 3 then 'replied' else 'closed' end,
         contacts.id, now() - (n || ' minutes')::interval
  from generate_series(${first}::int, ${Math.min(first + batch - 1, enquiryRows)}::int) as n
  cross join lateral (select 1 + n % ${contactRows} as c) as person
  join contacts on contacts.email_key = 'person' || person.c || '@example.in'`);
}

// A follow-up on one contact in four, most of them done.
await db.execute(sql`
  insert into contact_tasks (contact_id, title, due_at, assignee_id, done_at, created_by, created_at)
  select id, 'Call back', last_activity_at + interval '2 days', owner_id,
         case when random() < 0.8 then last_activity_at + interval '2 days' end, 'bench', last_activity_at
  from contacts where email_key like 'person%' and random() < 0.25`);

const jobIds = seedJobs.map((job) => job.id);
await db.execute(sql`
  insert into applications (reference, job_id, full_name, email, phone, country, city, preferred_location,
                            eligible_to_work, requires_sponsorship, resume_key, resume_file_name, resume_media_type,
                            resume_bytes, stage, created_at)
  select 'APP-' || lpad(n::text, 8, '0'), (${sql.raw(`array['${jobIds.join("','")}']`)})[1 + n % ${jobIds.length}],
         'Candidate ' || n, 'candidate' || n || '@example.in', '+91 90000 ' || lpad((n % 100000)::text, 5, '0'),
         'India', 'Gwalior', 'Remote (India)', 'yes', 'no', n || '.pdf', 'cv.pdf', 'application/pdf', 1000,
         (array['new','screening','interview','offer','hired','rejected'])[1 + n % 6], now() - (n || ' minutes')::interval
  from generate_series(1, ${applicationRows}) as n`);
await db.execute(sql`analyze`);
console.log(`filled and analysed in ${((performance.now() - filling) / 1000).toFixed(0)} s\n`);
console.log(`${"query".padEnd(48)} ${"median".padStart(9)} ${"p95".padStart(9)}`);

/** The cursor of the page after `pages` pages, walked once beforehand. */
async function cursorAfter(pages: number, next: (after?: string) => Promise<{ next?: string | undefined }>) {
  let after: string | undefined;
  for (let page = 0; page < pages; page += 1) after = (await next(after)).next;
  return after;
}

const enquiries = (input: Record<string, string> = {}) => EnquiryFilterSchema.parse(input);
const enquiryDeep = await cursorAfter(1000, (after) => listEnquiries(db, enquiries(), { after }));
await measure("enquiries: first page", () => listEnquiries(db, enquiries()));
await measure("enquiries: page 1,001", () => listEnquiries(db, enquiries(), { after: enquiryDeep }));
await measure("enquiries: status new", () => listEnquiries(db, enquiries({ status: "new" })));
await measure("enquiries: status closed", () => listEnquiries(db, enquiries({ status: "closed" })));
await measure("enquiries: from project pages", () => listEnquiries(db, enquiries({ source: "project" })));
await measure("enquiries: search, word in every one", () => listEnquiries(db, enquiries({ q: "quote" })));
await measure("enquiries: search, word in 1 of 100", () => listEnquiries(db, enquiries({ q: "ERP" })));
await measure("enquiries: search, rare word", () => listEnquiries(db, enquiries({ q: "zanzibar" })));
await measure("enquiries: search, one address", () => listEnquiries(db, enquiries({ q: "person77777@example.in" })));
await measure("enquiries: search, a surname", () => listEnquiries(db, enquiries({ q: "Surname512" })));
await measure("enquiries: search, no match", () => listEnquiries(db, enquiries({ q: "qwertyuiop" })));
await measure("overview: new enquiries", () => countNewEnquiries(db));

const desk = contactDesk({ db, clock: () => new Date() }, member);
const contactDeep = await cursorAfter(1000, (after) => desk.list({ view: "everyone", after }));
await measure("contacts: everyone's, first page", () => desk.list({ view: "everyone" }));
await measure("contacts: everyone's, page 1,001", () => desk.list({ view: "everyone", after: contactDeep }));
await measure("contacts: mine", () => desk.list({ view: "mine" }));
await measure("contacts: unassigned", () => desk.list({ view: "unassigned" }));
await measure("contacts: stage proposal", () => desk.list({ view: "everyone", stage: "proposal" }));
await measure("contacts: mine, stage won", () => desk.list({ view: "mine", stage: "won" }));
await measure("contacts: search, one address", () => desk.list({ view: "everyone", q: "person12345@example.in" }));
await measure("contacts: search, a name", () => desk.list({ view: "everyone", q: "Person 12345" }));
await measure("contacts: search, a phone number", () => desk.list({ view: "everyone", q: "00012345" }));
await measure("contacts: board, everyone's", () => desk.board("everyone"));
await measure("contacts: board, mine", () => desk.board("mine"));
await measure("overview: assignments", () => desk.assignments());

const applications = (input: Record<string, string> = {}) => ApplicationFilterSchema.parse(input);
const applicationDeep = await cursorAfter(1000, (after) => listApplications(db, applications(), { after }));
await measure("applications: first page", () => listApplications(db, applications()));
await measure("applications: page 1,001", () => listApplications(db, applications(), { after: applicationDeep }));
await measure("applications: one job", () => listApplications(db, applications({ job: jobIds[3]! })));
await measure("applications: one stage", () => listApplications(db, applications({ stage: "interview" })));
await measure("applications: search, one reference", () => listApplications(db, applications({ q: "APP-00077777" })));
await measure("applications: stage counts, all jobs", () => stageCounts(db, applications()));
await measure("applications: stage counts, one job", () => stageCounts(db, applications({ job: jobIds[3]! })));

await database.close();
