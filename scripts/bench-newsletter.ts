// `npm run bench:newsletter`: a post sent to 10,000 subscribers (decision 079) by the server's own
// newsletter task and outbox, at NEWSLETTER_RATE, through an SMTP listener this script runs on
// 127.0.0.1 (it counts each recipient and keeps nothing of the messages). Prints, every two seconds,
// the e-mails received and the process's resident memory, then how long the sending took beside
// what the rate allows, and the memory's start, peak and end. The server runs in this process
// (its API and tasks, no pages): its memory is the process's, the listener's being a few counters.
//   npm run bench:newsletter                                   (PGlite, on disk)
//   node scripts/with-postgres.mjs npm run bench:newsletter    (PostgreSQL)
//   npm run bench:newsletter -- --subscribers 2000 --rate 6000
// Exits 1 when an address is missed or sent twice. Figures go in docs/performance.md ("Newsletter").
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";

import { sendingTimeMs } from "../domain/newsletter/newsletter-sending";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { openDb } from "../server/db/open-db";
import { newsletters } from "../server/db/schema";
import { commandLine } from "../server/kernel/audit/audit";
import { scheduleNewsletter } from "../server/newsletter/newsletter-sending";
import { addPost, addSubscribers } from "../test-support/newsletter-fixtures";

const { values: options } = parseArgs({
  // 6,000 a minute: a hundred a second, which this 2-core machine's outbox keeps up with beside the rest.
  options: { subscribers: { type: "string", default: "10000" }, rate: { type: "string", default: "6000" } },
});
const subscribers = Number(options.subscribers);
const rate = Number(options.rate);
const sampleEveryMs = 2_000;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

// The mail server: every recipient counted, every message read and dropped.
const received = new Map<string, number>();
let lastReceivedAt = 0;
const smtp = new SMTPServer({
  disabledCommands: ["STARTTLS", "AUTH"],
  disableReverseLookup: true,
  logger: false,
  onRcptTo(address, _session, callback) {
    received.set(address.address, (received.get(address.address) ?? 0) + 1);
    lastReceivedAt = Date.now();
    callback();
  },
  onData(stream, _session, callback) {
    stream.on("end", () => callback());
    stream.resume();
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as { port: number }).port;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-newsletter-"));
// PGlite on disk, as a server keeps it in DATA_DIR: in memory, the database itself would be the process's memory.
const database = await openDb({ databaseUrl: process.env.DATABASE_URL, pgliteDir: path.join(dataDir, "db") });
const { db } = database;
const now = new Date();
const post = await addPost(db, { publishAt: new Date(now.getTime() - 86_400_000) });
await addSubscribers(db, subscribers, { confirmedAt: new Date(now.getTime() - 3 * 86_400_000), prefix: "bench" });

const app = await buildApp({
  config: loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NEWSLETTER_RATE: String(rate),
    SALES_EMAIL: "sales@nexora.example",
    PUBLIC_SITE_URL: "https://nexora.example",
  }),
  database,
});
await app.ready();

const mail = { publicSiteUrl: "https://nexora.example", salesEmail: "sales@nexora.example" };
const { id } = await scheduleNewsletter(
  db,
  commandLine,
  { postId: post.id, audience: "all", when: "now" },
  new Date(),
  mail,
);
const startRss = process.memoryUsage().rss;
const startHeap = process.memoryUsage().heapUsed;
let peakHeap = startHeap;
let peakRss = startRss;
const began = performance.now();
console.log(
  `${subscribers} subscribers at ${rate} a minute (${(sendingTimeMs(subscribers, rate) / 1000).toFixed(0)} s at the rate); database: ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`,
);
// The JavaScript heap apart: on PGlite the resident memory also holds the database's own, which grows with its tables.
console.log("seconds  received  resident MB  JS heap MB");

const stateOf = async () =>
  (
    await db
      .select({ state: newsletters.state, startedAt: newsletters.startedAt })
      .from(newsletters)
      .where(eq(newsletters.id, id))
  )[0]!;
const deadline = began + sendingTimeMs(subscribers, rate) * 3 + 120_000;
let lastLine = began;
for (;;) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  if (performance.now() - lastLine >= sampleEveryMs) {
    lastLine = performance.now();
    const { rss, heapUsed } = process.memoryUsage();
    console.log(
      `${((lastLine - began) / 1000).toFixed(0).padStart(7)}  ${String(received.size).padStart(8)}  ${String(mb(rss)).padStart(11)}  ${String(mb(heapUsed)).padStart(10)}`,
    );
  }
  if (received.size >= subscribers && (await stateOf()).state === "sent") break;
  if (performance.now() > deadline) break;
}
const { state, startedAt } = await stateOf();
const endRss = process.memoryUsage().rss;
const endHeap = process.memoryUsage().heapUsed;
// The server closes its database as it stops.
await app.close();
await new Promise<void>((resolve) => smtp.close(() => resolve()));
fs.rmSync(dataDir, { recursive: true, force: true });

const twice = [...received.values()].filter((copies) => copies > 1).length;
const took = startedAt ? (lastReceivedAt - startedAt.getTime()) / 1000 : Number.NaN;
console.log(
  `\nsent ${received.size} of ${subscribers} (${twice} twice), newsletter ${state}, in ${took.toFixed(1)} s from its start (the rate allows ${(sendingTimeMs(subscribers, rate) / 1000).toFixed(1)} s)`,
);
console.log(`resident memory: ${mb(startRss)} MB at the start, ${mb(peakRss)} MB at most, ${mb(endRss)} MB at the end`);
console.log(`JS heap: ${mb(startHeap)} MB at the start, ${mb(peakHeap)} MB at most, ${mb(endHeap)} MB at the end`);
console.log(
  `load average: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
process.exit(received.size === subscribers && twice === 0 ? 0 : 1);
