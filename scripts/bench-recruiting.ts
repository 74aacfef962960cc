// How fast the recruiters' board and bulk work answer: a job's board with 2,000
// applications (budget: 100 ms on the server, on PostgreSQL), with and without a tag filter, among
// 100,000 applications to other jobs; and bulk rejections of 500 with the rejection e-mail (budget:
// 5 s to queue all 500), after which the outbox worker sends every one and each exactly once.
//   npm run bench:recruiting                                   (PGlite, in memory)
//   node scripts/with-postgres.mjs npm run bench:recruiting    (PostgreSQL)
// Figures go in docs/performance.md ("The board and bulk work").
import { performance } from "node:perf_hooks";

import { eq, inArray, sql } from "drizzle-orm";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";

import { ApplicationBoardPage } from "../app/features/admin/applications/application-board-page";

import type { StaffMember } from "../domain/staff/staff";
import { bulkLimit } from "../domain/applications/recruiting-board";
import { applicationDesk } from "../server/applications/application-desk";
import { openDb } from "../server/db/open-db";
import { applications, outboxEmails, staffAccounts } from "../server/db/schema";
import { seed } from "../server/db/seed";
import { seedJobs } from "../server/db/seed-jobs";
import { diskFileStore } from "../server/kernel/storage/file-store";
import { createOutboxWorker } from "../server/outbox/mail-outbox";
import { measure, printFigures } from "./bench-figures";

const database = await openDb({ databaseUrl: process.env.DATABASE_URL, statementTimeoutMs: 60 * 60_000 });
const { db } = database;
const boardRows = 2_000;
const otherRows = 100_000;
const runs = 20;
/** The table's first column. */
const width = 52;
const batches = 5;
await seed(db, new Date());

const [account] = await db
  .insert(staffAccounts)
  .values({
    email: "recruiter.bench@nexora.example",
    name: "Bench recruiter",
    role: "recruiter",
    createdAt: new Date(),
  })
  .returning({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name, role: staffAccounts.role });
const member = account as StaffMember;
const queued: string[][] = [];
const desk = applicationDesk(
  {
    db,
    clock: () => new Date(),
    careersEmail: "careers@nexora.example",
    publicSiteUrl: "https://nexora.example",
    jitsiHost: "meet.jit.si",
    resumes: diskFileStore("/nonexistent"),
    onEmailsQueued: (ids) => queued.push(ids),
  },
  member,
);

const [boardJob, bulkJob, ...otherJobs] = seedJobs.map((job) => job.id);
console.log(
  `Filling ${boardRows.toLocaleString("en")} applications to one job, ` +
    `${(bulkLimit * batches).toLocaleString("en")} to another for the bulk rejections and ` +
    `${otherRows.toLocaleString("en")} to the rest (${database.kind})...`,
);
const filling = performance.now();

/** Applications as the careers form stores them, `count` of them to `job`, numbered from `first`. */
const fill = (job: string, first: number, count: number, stages: string) =>
  db.execute(sql`
  insert into applications (reference, job_id, full_name, email, phone, country, city, preferred_location,
                            eligible_to_work, requires_sponsorship, resume_key, resume_file_name, resume_media_type,
                            resume_bytes, stage, created_at)
  select 'APP-' || lpad(n::text, 8, '0'), ${job}, 'Candidate ' || n, 'candidate' || n || '@example.in',
         '+91 90' || lpad(n::text, 8, '0'), 'India', 'Gwalior', 'Remote (India)', 'yes', 'no', n || '.pdf', 'cv.pdf',
         'application/pdf', 1000, (${sql.raw(stages)})[1 + n % 10], now() - (n || ' minutes')::interval
  from generate_series(${first}::int, ${first + count - 1}::int) as n`);

// A board as a busy job has it: most still new or in screening, a good share rejected.
const boardStages = `array['new','new','new','screening','screening','interview','offer','hired','rejected','rejected']`;
await fill(boardJob!, 1, boardRows, boardStages);
await fill(
  bulkJob!,
  boardRows + 1,
  bulkLimit * batches,
  `array['new','new','new','new','new','new','new','new','new','new']`,
);
const jobsArray = sql.raw(`array['${otherJobs.join("','")}']`);
await db.execute(sql`
  insert into applications (reference, job_id, full_name, email, phone, country, city, preferred_location,
                            eligible_to_work, requires_sponsorship, resume_key, resume_file_name, resume_media_type,
                            resume_bytes, stage, created_at)
  select 'APP-' || lpad(n::text, 8, '0'), (${jobsArray})[1 + n % ${otherJobs.length}], 'Candidate ' || n,
         'candidate' || n || '@example.in', '+91 91' || lpad(n::text, 8, '0'), 'India', 'Gwalior', 'Remote (India)',
         'yes', 'no', n || '.pdf', 'cv.pdf', 'application/pdf', 1000, 'new', now() - (n || ' minutes')::interval
  from generate_series(${boardRows + bulkLimit * batches + 1}::int, ${boardRows + bulkLimit * batches + otherRows}::int) as n`);
// One application in five of the board's job tagged "shortlist", one in three "relocating".
await db.execute(sql`
  insert into application_tags (application_id, tag, created_at)
  select id, tag, now() from applications, unnest(array['shortlist', 'relocating']) as tag
  where job_id = ${boardJob} and ((tag = 'shortlist' and hashtext(id::text) % 5 = 0)
                                 or (tag = 'relocating' and hashtext(id::text) % 3 = 0))`);
await db.execute(sql`analyze`);
console.log(`filled and analysed in ${((performance.now() - filling) / 1000).toFixed(0)} s\n`);
console.log(`${"measure".padEnd(width)} ${"median".padStart(9)} ${"p95".padStart(9)}`);

const timed = (label: string, query: () => Promise<unknown>) => measure(label, query, { runs, width });

const board = await desk.board(boardJob!, {});
const cards = board!.columns.reduce((sum, column) => sum + column.cards.length, 0);
const counted = board!.columns.reduce((sum, column) => sum + column.count, 0);
if (counted !== boardRows) throw new Error(`The board counted ${counted} applications, not ${boardRows}.`);
await timed(`board: ${boardRows.toLocaleString("en")} applications (${cards} cards shown)`, () =>
  desk.board(boardJob!, {}),
);
await timed("board: filtered by a tag on 1 in 5", () => desk.board(boardJob!, { tag: "shortlist" }));
await timed("board and its page's other read (the reasons)", () =>
  Promise.all([desk.board(boardJob!, {}), desk.rejectionReasons()]),
);

// The page as the server draws it from that answer (React's production build when run with
// NODE_ENV=production, as `npm run bench:recruiting` does): what the loader's data costs to become HTML.
const reasons = await desk.rejectionReasons();
const BoardPage = createRoutesStub([
  { path: "/", Component: () => createElement(ApplicationBoardPage, { board: board!, tag: undefined, reasons }) },
]);
const html = renderToString(createElement(BoardPage, { initialEntries: ["/"] }));
await timed(`board page drawn (${Math.round(html.length / 1024)} KB of HTML)`, async () =>
  renderToString(createElement(BoardPage, { initialEntries: ["/"] })),
);
await timed("board: answer and page drawn", async () => {
  const [answer, listed] = await Promise.all([desk.board(boardJob!, {}), desk.rejectionReasons()]);
  const Page = createRoutesStub([
    {
      path: "/",
      Component: () => createElement(ApplicationBoardPage, { board: answer!, tag: undefined, reasons: listed }),
    },
  ]);
  return renderToString(createElement(Page, { initialEntries: ["/"] }));
});

// Bulk rejections: each batch 500 applications still new, rejected with the e-mail in one action.
const ids = (
  await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.jobId, bulkJob!))
    .orderBy(applications.createdAt)
).map((one) => one.id);
const rejections: number[] = [];
for (let batch = 0; batch < batches; batch += 1) {
  const selection = ids.slice(batch * bulkLimit, (batch + 1) * bulkLimit);
  const start = performance.now();
  const outcome = await desk.bulk(
    { intent: "bulk-reject", ids: selection, reason: "Position filled", notify: true },
    { jobId: bulkJob },
  );
  rejections.push(performance.now() - start);
  if (!outcome.ok) throw new Error(outcome.message);
}
printFigures(`bulk rejection of ${bulkLimit}, e-mails queued (${batches} batches)`, rejections, width);

const emails = await db
  .select({ id: outboxEmails.id, to: outboxEmails.toAddress })
  .from(outboxEmails)
  .where(eq(outboxEmails.kind, "application.rejection"));
const told = queued.flat();
if (emails.length !== bulkLimit * batches || new Set(emails.map((email) => email.to)).size !== emails.length)
  throw new Error(`${emails.length} rejection e-mails queued for ${bulkLimit * batches} candidates.`);
if (told.length !== emails.length)
  throw new Error(`The outbox was told of ${told.length} e-mails, not ${emails.length}.`);

// The outbox sends them, each exactly once, through a transport that only counts.
const sends = new Map<string, number>();
const worker = createOutboxWorker({
  db,
  clock: () => new Date(),
  log: { info() {}, warn() {}, error() {} } as never,
  batchSize: 100,
  transport: {
    sendMail: async (message: { headers?: unknown; to?: unknown }) => {
      const to = JSON.stringify(message.to);
      sends.set(to, (sends.get(to) ?? 0) + 1);
      return {} as never;
    },
  } as never,
});
const sending = performance.now();
while ((await worker.runOnce()) > 0);
const sent = [...sends.values()];
if (sent.length !== emails.length || sent.some((times) => times !== 1))
  throw new Error(`Sent ${sent.reduce((a, b) => a + b, 0)} e-mails to ${sent.length} addresses for ${emails.length}.`);
const left = await db
  .select({ count: sql<number>`count(*)::int` })
  .from(outboxEmails)
  .where(inArray(outboxEmails.status, ["pending"]));
console.log(
  `\nThe outbox sent all ${emails.length.toLocaleString("en")} rejections, each exactly once, in ` +
    `${((performance.now() - sending) / 1000).toFixed(1)} s (to a transport that only counts); ${left[0]!.count} left pending.`,
);

await database.close();
