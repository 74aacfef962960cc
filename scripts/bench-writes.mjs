// `npm run bench:writes`: the form endpoints and the mail outbox under load, against the production build.
//   1. POST /contactus/submit and POST /demo/book at a fixed rate (autocannon), every request a
//      distinct valid body (a new e-mail address; for bookings a free slot of its own);
//   2. a race: 100 concurrent POST /demo/book for each of 10 slots, all at once;
//   3. the outbox: 1,000 e-mails queued while the mail server holds every delivery, then released
//      and timed until all have arrived.
// All e-mail goes to an SMTP listener this script runs on 127.0.0.1, which counts Message-IDs (the
// outbox sends each e-mail under one made from its row id): none may be missing or arrive twice.
// The database is PGlite, or PostgreSQL when DATABASE_URL is set:
//   node scripts/with-postgres.mjs npm run bench:writes
// Exits 1 on a double booking, a lost e-mail or a duplicated one.
//
//   node scripts/bench-writes.mjs [--rate 300] [--seconds 10] [--booking-seconds 3] [--connections 50]
//                                 [--emails 1000] [--find-max] [--profile <dir>]
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { removeBuildCopy, snapshotBuild, startServer, stopServer, cleanUpOnSignals } from "./bench-server.mjs";
import { printTable } from "./bench-table.mjs";
import { MAIL_WAIT_MS, startMailSink } from "./mail-sink.mjs";

const STOP_TIMEOUT_MS = 30_000;
const SLOTS_PER_DAY = 16;
const RACE_SLOTS = 10;
const RACERS_PER_SLOT = 100;
/** Each accepted enquiry queues two e-mails: one to sales, one to the visitor. */
const EMAILS_PER_ENQUIRY = 2;
const WARM_UP_REQUESTS = 200;
const P99_GOAL_MS = 100;
const DELIVERY_GOAL_S = 60;
/** Rates tried by --find-max, after the fixed rate. */
const RATE_STEP = 100;
const FIND_MAX_SECONDS = 5;

// ---------------------------------------------------------------- clean-up

/** What to stop on the way out, whichever way out it is. */
const running = { server: undefined, workDir: undefined, mail: undefined };

async function cleanUp() {
  const { server, workDir, mail } = running;
  running.server = running.workDir = running.mail = undefined;
  // The server finishes in-flight requests on SIGTERM, but a hung one must not hold the exit.
  await stopServer(server, { killAfterMs: STOP_TIMEOUT_MS });
  removeBuildCopy(workDir);
  await mail?.close();
}

cleanUpOnSignals(cleanUp);

// ---------------------------------------------------------------- arguments

function readOptions() {
  const { values } = parseArgs({
    options: {
      rate: { type: "string", default: "300" },
      seconds: { type: "string", default: "10" },
      "booking-seconds": { type: "string", default: "3" },
      connections: { type: "string", default: "50" },
      emails: { type: "string", default: "1000" },
      "find-max": { type: "boolean", default: false },
      profile: { type: "string" },
      team: { type: "boolean", default: false },
    },
  });
  const emails = positiveInteger("--emails", values.emails);
  if (emails % EMAILS_PER_ENQUIRY !== 0) throw new Error(`--emails must be a multiple of ${EMAILS_PER_ENQUIRY}`);
  return {
    rate: positiveInteger("--rate", values.rate),
    seconds: positiveInteger("--seconds", values.seconds),
    bookingSeconds: positiveInteger("--booking-seconds", values["booking-seconds"]),
    connections: positiveInteger("--connections", values.connections),
    emails,
    findMax: values["find-max"],
    profileDir: values.profile && path.resolve(values.profile),
    team: values.team,
  };
}

function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${text}"`);
  return value;
}

// ---------------------------------------------------------------- request bodies

const runId = Date.now().toString(36);
let submissions = 0;

/** An enquiry from a new address: `<prefix>-<run>-<n>@example.in`. */
function contactBody(prefix = "writes") {
  submissions += 1;
  return {
    firstName: "Bench",
    lastName: `Writer ${submissions}`,
    email: `${prefix}-${runId}-${submissions}@example.in`,
    phone: "+91 98100 12345",
    message: "bench:writes: please quote for an ERP rollout across two plants in Manesar.",
  };
}

function bookingBody({ date, slot }) {
  submissions += 1;
  return {
    firstName: "Bench",
    lastName: `Booker ${submissions}`,
    email: `writes-${runId}-${submissions}@example.in`,
    phone: "+91 98100 12345",
    message: "bench:writes booking",
    domain: "Web development",
    date,
    time: slot,
  };
}

async function getJson(origin, urlPath) {
  const response = await fetch(`${origin}${urlPath}`);
  if (response.status !== 200) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return (await response.json()).data;
}

/** Every free slot in the booking window, day by day: [{ date, slots }]. */
async function freeSlots(origin) {
  const { bookableDates } = await getJson(origin, "/demo/dates");
  const days = [];
  for (const date of bookableDates) {
    const { availableSlots } = await getJson(origin, `/demo/slots/${date}`);
    if (availableSlots.length > 0) days.push({ date, slots: availableSlots });
  }
  return days;
}

/** The status of one POST, or the network error's code. */
async function post(origin, urlPath, body) {
  try {
    const response = await fetch(`${origin}${urlPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer(); // frees the connection
    return response.status;
  } catch (error) {
    return error.cause?.code ?? error.name;
  }
}

/** Sends `count` POSTs with `concurrency` in flight; answers the statuses. */
async function postMany(origin, urlPath, makeBody, count, concurrency) {
  const statuses = [];
  let next = 0;
  const lane = async () => {
    while (next < count) {
      next += 1;
      statuses.push(await post(origin, urlPath, makeBody()));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}

// ---------------------------------------------------------------- load at a fixed rate

/** Linux's clock ticks a second, in which /proc reports CPU time (USER_HZ, 100 on every common build). */
const TICKS_PER_SECOND = 100;

/** A process and its descendants (a cluster's workers), from /proc. */
function processTree(pid) {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(" ").filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** A process's CPU time so far, in ms (user + system). */
function processCpuMs(pid) {
  // The command name in brackets may hold spaces: the fields are counted after it.
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * The CPU time the server has used so far, in ms (its process and, with WEB_CONCURRENCY above 1,
 * its workers), or undefined where there is no /proc. Unlike requests a second, it does not depend
 * on what else the machine runs.
 */
function serverCpuMs() {
  try {
    return processTree(running.server?.pid).reduce((sum, pid) => sum + processCpuMs(pid), 0);
  } catch {
    return undefined;
  }
}

/**
 * The CPU time every process on the machine has used so far, in ms (all cores, from /proc/stat:
 * everything but idle and I/O wait), or undefined where there is no /proc. Per request it is what
 * the whole system spends on one: the server, the database, the SMTP listener and the load
 * generator, which share this machine's cores.
 */
function machineCpuMs() {
  try {
    const [cpu] = fs.readFileSync("/proc/stat", "utf8").split("\n");
    const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
    return ((user + nice + system + irq + softirq + steal) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

const perRequest = (before, after, requests) =>
  before === undefined || after === undefined ? undefined : (after - before) / requests;

/**
 * `amount` POSTs at `rate` a second over `connections` (autocannon's overallRate), each with the
 * body `makeBody()` gives. A server that keeps up finishes in amount / rate seconds.
 */
async function loadAtRate(origin, urlPath, makeBody, { rate, amount, connections }) {
  const started = performance.now();
  const cpuBefore = serverCpuMs();
  const machineBefore = machineCpuMs();
  const result = await autocannon({
    url: `${origin}${urlPath}`,
    connections,
    overallRate: rate,
    amount,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(makeBody()) }),
      },
    ],
  });
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = serverCpuMs();
  const machineAfter = machineCpuMs();
  const accepted = result["2xx"];
  return {
    // Includes whatever the outbox sent meanwhile (it yields to requests, so little).
    cpuMsPerRequest: perRequest(cpuBefore, cpuAfter, result.requests.total),
    machineCpuMsPerRequest: perRequest(machineBefore, machineAfter, result.requests.total),
    path: urlPath,
    rate,
    answered: result.requests.total,
    accepted,
    non2xx: result.non2xx,
    errors: result.errors, // timeouts included
    seconds,
    acceptedPerSecond: accepted / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
  };
}

const meetsGoal = (run) =>
  run.non2xx === 0 && run.errors === 0 && run.acceptedPerSecond >= run.rate * 0.97 && run.p99 < P99_GOAL_MS;

/** Steps the rate up from the fixed one until the enquiry endpoint no longer keeps up. */
async function findMaxRate(origin, options) {
  const runs = [];
  for (let rate = options.rate + RATE_STEP; ; rate += RATE_STEP) {
    const run = await loadAtRate(origin, "/contactus/submit", contactBody, {
      rate,
      amount: rate * FIND_MAX_SECONDS,
      connections: options.connections,
    });
    runs.push(run);
    console.log(
      `  ${rate} req/s: ${run.acceptedPerSecond.toFixed(0)} accepted/s, p99 ${run.p99} ms, non-2xx ${run.non2xx}`,
    );
    if (!meetsGoal(run)) return runs;
  }
}

// ---------------------------------------------------------------- the race

/** "10:30 AM" -> "1030am", for e-mail addresses. */
const slotSlug = (slot) => slot.replace(/[^0-9A-Za-z]/g, "").toLowerCase();

function raceBody(date, slot, n) {
  return {
    firstName: "Race",
    lastName: `Runner ${n}`,
    email: `race-${runId}-${slotSlug(slot)}-${n}@example.in`,
    phone: "+91 98100 12345",
    message: "bench:writes race",
    domain: "Web development",
    date,
    time: slot,
  };
}

async function race(origin, date, slots) {
  const attempts = slots.flatMap((slot) =>
    Array.from({ length: RACERS_PER_SLOT }, (_, n) => ({ slot, body: raceBody(date, slot, n + 1) })),
  );
  const started = performance.now();
  const answers = await Promise.all(
    attempts.map(async ({ slot, body }) => ({ slot, status: await post(origin, "/demo/book", body) })),
  );
  const seconds = (performance.now() - started) / 1000;
  const stillOffered = new Set((await getJson(origin, `/demo/slots/${date}`)).availableSlots);
  return {
    date,
    seconds,
    rows: slots.map((slot) => tally(slot, answers, stillOffered)),
    unanswered: answers.filter((answer) => typeof answer.status !== "number").length,
  };
}

function tally(slot, answers, stillOffered) {
  const statuses = answers.filter((answer) => answer.slot === slot).map((answer) => answer.status);
  const others = statuses.filter((status) => status !== 201 && status !== 409);
  const row = {
    slot,
    created: statuses.filter((status) => status === 201).length,
    conflicts: statuses.filter((status) => status === 409).length,
    others: others.length,
    otherStatuses: [...new Set(others)].join(" "),
    gone: !stillOffered.has(slot),
  };
  row.verdict = verdict(row);
  return row;
}

/** Calls one slot takes: one, or one per consultant with --team (scripts/seed-bench-team.ts). */
let callsPerSlot = 1;

function verdict(row) {
  if (row.created > callsPerSlot) return "DOUBLE BOOKED";
  if (row.created < callsPerSlot) return "NOT BOOKED";
  if (row.others > 0) return "UNEXPECTED STATUS";
  if (row.conflicts !== RACERS_PER_SLOT - callsPerSlot) return "MISSING ANSWERS";
  if (!row.gone) return "STILL OFFERED";
  return "ok";
}

// ---------------------------------------------------------------- the outbox

/**
 * Queues `emails` e-mails (two per enquiry) while the mail server holds every delivery, then
 * releases it and times the outbox until the last one has arrived. Its e-mails are told from any
 * late ones of the runs before by the enquirers' addresses, in To or Reply-To.
 */
async function drainOutbox(origin, mail, { emails, connections }) {
  const prefix = "outbox";
  const ours = mail.watch(`${prefix}-${runId}-`);
  mail.hold();
  const queueStarted = performance.now();
  const statuses = await postMany(
    origin,
    "/contactus/submit",
    () => contactBody(prefix),
    emails / EMAILS_PER_ENQUIRY,
    Math.min(connections, 20),
  );
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  const refused = statuses.filter((status) => status !== 201);
  if (refused.length > 0) throw new Error(`Queueing the outbox run: ${refused.length} enquiries were not accepted`);
  const released = performance.now();
  mail.release();
  const complete = await ours.waitFor(emails);
  const seconds = (performance.now() - released) / 1000;
  return { emails, queueSeconds, seconds, complete, delivered: ours.count() };
}

// ---------------------------------------------------------------- output

const LOAD_COLUMNS = [
  { title: "POST", value: (run) => run.path, align: "left" },
  { title: "rate", value: (run) => run.rate },
  { title: "answered", value: (run) => run.answered },
  { title: "2xx", value: (run) => run.accepted },
  { title: "non-2xx", value: (run) => run.non2xx },
  { title: "errors", value: (run) => run.errors },
  { title: "seconds", value: (run) => run.seconds.toFixed(2) },
  { title: "2xx/s", value: (run) => run.acceptedPerSecond.toFixed(0) },
  { title: "p50 ms", value: (run) => run.p50 },
  { title: "p99 ms", value: (run) => run.p99 },
  { title: "max ms", value: (run) => run.max },
  { title: "CPU ms/req", value: (run) => run.cpuMsPerRequest?.toFixed(2) ?? "n/a" },
  { title: "machine CPU ms/req", value: (run) => run.machineCpuMsPerRequest?.toFixed(2) ?? "n/a" },
  { title: "goal", value: (run) => (meetsGoal(run) ? "met" : "MISSED"), align: "left" },
];

const RACE_COLUMNS = [
  { title: "Slot", value: (row) => row.slot, align: "left" },
  { title: "201", value: (row) => row.created },
  { title: "409", value: (row) => row.conflicts },
  { title: "other", value: (row) => (row.others ? `${row.others} (${row.otherStatuses})` : 0) },
  { title: "gone after", value: (row) => (row.gone ? "yes" : "NO") },
  { title: "verdict", value: (row) => row.verdict, align: "left" },
];

// ---------------------------------------------------------------- main

async function benchWrites(options) {
  if (!fs.existsSync(path.resolve("build/node/main.js"))) {
    console.error("Run `npm run build` first");
    process.exit(1);
  }
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  running.mail = await startMailSink();
  const mail = running.mail;
  running.workDir = snapshotBuild("bench-writes-");
  const origin = await startServer(running.workDir, {
    // Every request comes from this one address: a rate limit would turn the run into a test of the limiter.
    env: { FORM_RATE_LIMIT: "0", E2E_SMTP_URL: mail.url },
    nodeArgs: options.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${options.profileDir}`] : [],
    onSpawn: (server) => {
      running.server = server;
    },
  });
  console.log(`Server on ${origin}, database ${database}, mail to ${mail.url}`);
  // A booking e-mails sales and the visitor; with --team its consultant too (their invite).
  let emailsPerBooking = 2;
  // Five consultants with free calendars take each slot: the race books each five times, once per consultant.
  if (options.team) {
    if (!process.env.DATABASE_URL)
      throw new Error("--team needs PostgreSQL: run it through scripts/with-postgres.mjs.");
    execFileSync(process.execPath, ["--import", "tsx", path.resolve("scripts/seed-bench-team.ts"), "0"], {
      stdio: "inherit",
    });
    callsPerSlot = 5;
    emailsPerBooking = 3;
  }

  // The e-mails accepted submissions queued, and those of requests that got no answer (a client
  // timeout, a dropped connection), which may or may not have been written: theirs may arrive.
  const emails = { queued: 0, possible: 0 };
  const countStatuses = (statuses, each) => {
    emails.queued += statuses.filter((status) => status === 201).length * each;
    emails.possible += statuses.filter((status) => typeof status !== "number").length * each;
  };
  const countRun = (run, each) => {
    emails.queued += run.accepted * each;
    emails.possible += run.errors * each;
  };
  const allMailArrived = () => mail.waitFor(emails.queued);
  const days = await freeSlots(origin);
  const raceDay = days.find((day) => day.slots.length === SLOTS_PER_DAY);
  if (!raceDay) throw new Error(`No date with all ${SLOTS_PER_DAY} slots free for the race`);
  const raceSlots = raceDay.slots.slice(0, RACE_SLOTS);
  const bookable = days.flatMap(({ date, slots }) =>
    slots.filter((slot) => date !== raceDay.date || !raceSlots.includes(slot)).map((slot) => ({ date, slot })),
  );
  const bookingAmount = Math.min(options.rate * options.bookingSeconds, bookable.length);
  console.log(
    `${bookable.length} free slots besides the race's (${days.length} days): ` +
      `the booking run sends ${bookingAmount} bookings at ${options.rate}/s`,
  );

  const warmUp = await postMany(origin, "/contactus/submit", contactBody, WARM_UP_REQUESTS, 10);
  countStatuses(warmUp, EMAILS_PER_ENQUIRY);
  await allMailArrived();

  const load = { rate: options.rate, connections: options.connections };
  console.log(`\nFixed rate: ${options.rate} req/s, ${options.connections} connections, every body distinct`);
  const contactRun = await loadAtRate(origin, "/contactus/submit", contactBody, {
    ...load,
    amount: options.rate * options.seconds,
  });
  countRun(contactRun, EMAILS_PER_ENQUIRY);
  await allMailArrived();
  let nextSlot = 0;
  const bookingRun = await loadAtRate(origin, "/demo/book", () => bookingBody(bookable[nextSlot++]), {
    ...load,
    amount: bookingAmount,
  });
  countRun(bookingRun, emailsPerBooking);
  printTable(LOAD_COLUMNS, [contactRun, bookingRun]);

  let maxRuns = [];
  if (options.findMax) {
    await allMailArrived();
    console.log(`\nHighest rate for POST /contactus/submit, ${FIND_MAX_SECONDS} s per step:`);
    maxRuns = await findMaxRate(origin, options);
    for (const run of maxRuns) countRun(run, EMAILS_PER_ENQUIRY);
  }

  await allMailArrived();
  console.log(
    `\nRace: ${RACERS_PER_SLOT} concurrent POST /demo/book for each of ${RACE_SLOTS} slots on ${raceDay.date}`,
  );
  const raceResult = await race(origin, raceDay.date, raceSlots);
  emails.queued += raceResult.rows.reduce((sum, row) => sum + row.created, 0) * emailsPerBooking;
  emails.possible += raceResult.unanswered * emailsPerBooking;
  printTable(RACE_COLUMNS, raceResult.rows);
  console.log(`Race took ${raceResult.seconds.toFixed(2)} s`);

  await allMailArrived();
  console.log(`\nOutbox: ${options.emails} e-mails queued while the mail server holds them, then released`);
  const outbox = await drainOutbox(origin, mail, options);
  emails.queued += outbox.emails;
  console.log(
    `  queued in ${outbox.queueSeconds.toFixed(2)} s; ${outbox.delivered} delivered in ${outbox.seconds.toFixed(2)} s ` +
      `(${(outbox.delivered / outbox.seconds).toFixed(0)}/s)`,
  );

  // After the server has stopped, nothing more can arrive: the count is final.
  const { server } = running;
  running.server = undefined;
  await stopServer(server, { killAfterMs: STOP_TIMEOUT_MS });
  const received = mail.count();
  await cleanUp();
  return printSummary({ database, contactRun, bookingRun, maxRuns, raceResult, outbox, emails, received });
}

/** `emails` are those the runs queued and might have queued; `received`, what the mail server counted of them. */
function printSummary({ database, contactRun, bookingRun, maxRuns, raceResult, outbox, emails, received }) {
  const expected = { least: emails.queued, most: emails.queued + emails.possible };
  const { distinct, duplicates } = received;
  const failures = raceResult.rows.filter((row) => row.verdict !== "ok").map((row) => `${row.slot} ${row.verdict}`);
  const doubleBooked = raceResult.rows.filter((row) => row.created > callsPerSlot).length;
  if (distinct < expected.least) failures.push(`${expected.least - distinct} e-mails lost`);
  if (distinct > expected.most) failures.push(`${distinct - expected.most} e-mails nobody queued`);
  if (duplicates > 0) failures.push(`${duplicates} e-mails sent twice`);
  if (!outbox.complete) failures.push(`the outbox run did not finish within ${MAIL_WAIT_MS / 1000} s`);
  const rateLine = (run) =>
    `${run.acceptedPerSecond.toFixed(0)} accepted/s of ${run.rate}, p99 ${run.p99} ms, non-2xx ${run.non2xx} ` +
    `(${meetsGoal(run) ? "goal met" : "goal MISSED"})`;
  const sustained = [contactRun, ...maxRuns].filter(meetsGoal).at(-1);

  console.log(`\nSummary (${database})`);
  console.log(`  POST /contactus/submit  ${rateLine(contactRun)}`);
  console.log(`  POST /demo/book         ${rateLine(bookingRun)}`);
  if (maxRuns.length > 0)
    console.log(`  highest sustained       ${sustained ? `${sustained.rate} req/s` : "none"} (enquiries)`);
  console.log(
    `  race                    ${RACE_SLOTS * RACERS_PER_SLOT} bookings in ${raceResult.seconds.toFixed(2)} s; ` +
      `${raceResult.rows.filter((row) => row.verdict === "ok").length}/${raceResult.rows.length} slots ok, ` +
      `double bookings: ${doubleBooked}`,
  );
  console.log(
    `  outbox                  ${outbox.delivered} of ${outbox.emails} delivered in ${outbox.seconds.toFixed(2)} s ` +
      `(${outbox.seconds < DELIVERY_GOAL_S ? "goal met" : "goal MISSED"})`,
  );
  const expectedText =
    expected.least === expected.most
      ? `${expected.least}`
      : `${expected.least} to ${expected.most} (requests without an answer may have been written)`;
  console.log(`  all e-mails             ${distinct} received of ${expectedText}, duplicates: ${duplicates}`);
  console.log(failures.length === 0 ? "  PASS" : `  FAIL: ${failures.join("; ")}`);
  return failures.length === 0;
}

try {
  const passed = await benchWrites(readOptions());
  process.exit(passed ? 0 : 1);
} catch (error) {
  await cleanUp();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
