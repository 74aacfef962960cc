// `npm run bench:booking`: the demo-booking API under load, against the production build.
//   1. throughput of GET /demo/slots/<date> (autocannon);
//   2. a race: 100 concurrent POST /demo/book for each of 10 slots, all at once.
// The database is PGlite, or PostgreSQL when DATABASE_URL is set:
//   node scripts/with-postgres.mjs npm run bench:booking
// Exits 1 when the race double-books, leaves a slot unbooked or gets an unexpected answer.
//
//   node scripts/bench-booking.mjs [--duration 10] [--connections 50]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import autocannon from "autocannon";

import { removeBuildCopy, snapshotBuild, startServer, stopServer } from "./bench-server.mjs";

const STOP_TIMEOUT_MS = 15_000;
const SLOTS_PER_DAY = 16;
const DATE_SEARCH_DAYS = 14;
const RACE_SLOTS = 10;
const RACERS_PER_SLOT = 100;
const TIME_ZONE = "Asia/Kolkata";

// ---------------------------------------------------------------- clean-up

/** What to stop on the way out, whichever way out it is. */
const running = { server: undefined, workDir: undefined };

async function cleanUp() {
  const { server, workDir } = running;
  running.server = running.workDir = undefined;
  // The server finishes in-flight requests on SIGTERM, but a hung one must not hold the exit.
  await stopServer(server, { killAfterMs: STOP_TIMEOUT_MS });
  removeBuildCopy(workDir);
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the server.`);
    cleanUp().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}

// ---------------------------------------------------------------- arguments

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      connections: { type: "string", default: "50" },
    },
  });
  return {
    duration: positiveInteger("--duration", values.duration),
    connections: positiveInteger("--connections", values.connections),
  };
}

function positiveInteger(name, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${text}"`);
  return value;
}

// ---------------------------------------------------------------- dates and slots

/** Today in India, where the booking calendar lives. */
const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());

function shiftDate(isoDate, days) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function slotsOn(origin, date) {
  const response = await fetch(`${origin}/demo/slots/${date}`);
  if (response.status !== 200) throw new Error(`GET /demo/slots/${date} answered ${response.status}`);
  return (await response.json()).data.availableSlots;
}

/** A date with the whole day free; the day after tomorrow is clear of the 60-minute notice. */
async function findBookableDate(origin) {
  const first = shiftDate(indiaToday(), 2);
  for (let offset = 0; offset < DATE_SEARCH_DAYS; offset += 1) {
    const date = shiftDate(first, offset);
    const slots = await slotsOn(origin, date);
    if (slots.length === SLOTS_PER_DAY) return { date, slots };
  }
  throw new Error(`No date with ${SLOTS_PER_DAY} free slots in the ${DATE_SEARCH_DAYS} days from ${first}`);
}

// ---------------------------------------------------------------- throughput

async function measureThroughput(url, { duration, connections }) {
  const result = await autocannon({ url, duration, connections });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

// ---------------------------------------------------------------- the race

/** "10:30 AM" -> "1030am", for e-mail addresses. */
const slotSlug = (slot) => slot.replace(/[^0-9A-Za-z]/g, "").toLowerCase();

function bookingRequest(date, slot, n) {
  return {
    firstName: "Race",
    lastName: `Runner ${n}`,
    email: `race-${slotSlug(slot)}-${n}@example.in`,
    phone: "+91 98100 12345",
    message: "bench:booking race",
    domain: "Web development",
    date,
    time: slot,
  };
}

/** The answer's status, or the network error's name. */
async function book(origin, body) {
  try {
    const response = await fetch(`${origin}/demo/book`, {
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

async function race(origin, date, slots) {
  const attempts = slots.flatMap((slot) =>
    Array.from({ length: RACERS_PER_SLOT }, (_, n) => ({ slot, body: bookingRequest(date, slot, n + 1) })),
  );
  const started = performance.now();
  const answers = await Promise.all(
    attempts.map(async ({ slot, body }) => ({ slot, status: await book(origin, body) })),
  );
  const seconds = (performance.now() - started) / 1000;

  const stillOffered = new Set(await slotsOn(origin, date));
  const rows = slots.map((slot) => tally(slot, answers, stillOffered));
  return { seconds, rows };
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

function verdict(row) {
  if (row.created > 1) return "DOUBLE BOOKED";
  if (row.created === 0) return "NOT BOOKED";
  if (row.others > 0) return "UNEXPECTED STATUS";
  if (row.conflicts !== RACERS_PER_SLOT - 1) return "MISSING ANSWERS";
  if (!row.gone) return "STILL OFFERED";
  return "ok";
}

// ---------------------------------------------------------------- output

function printTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(column.value(row))));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const pad = (text, index) =>
    columns[index].align === "left" ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (texts) => texts.map(pad).join("  ").trimEnd();
  console.log(line(columns.map((column) => column.title)));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const texts of cells) console.log(line(texts));
}

const RACE_COLUMNS = [
  { title: "Slot", value: (row) => row.slot, align: "left" },
  { title: "201", value: (row) => row.created },
  { title: "409", value: (row) => row.conflicts },
  { title: "other", value: (row) => (row.others ? `${row.others} (${row.otherStatuses})` : 0) },
  { title: "gone after", value: (row) => (row.gone ? "yes" : "NO") },
  { title: "verdict", value: (row) => row.verdict, align: "left" },
];

function printThroughput(date, options, t) {
  console.log(`\nThroughput: GET /demo/slots/${date}, ${options.connections} connections, ${options.duration} s`);
  console.log(`  requests/s (average)  ${t.requestsPerSecond.toFixed(0)}  (${t.total} requests)`);
  console.log(`  latency ms            p50 ${t.p50}  p99 ${t.p99}  max ${t.max}`);
  console.log(`  non-2xx ${t.non2xx}  errors ${t.errors}  timeouts ${t.timeouts}`);
}

function printSummary(database, throughput, raceResult) {
  const failed = raceResult.rows.filter((row) => row.verdict !== "ok");
  const doubleBooked = raceResult.rows.filter((row) => row.created > 1).length;
  console.log(`\nSummary (${database})`);
  console.log(`  slots throughput  ${throughput.requestsPerSecond.toFixed(0)} req/s, p99 ${throughput.p99} ms`);
  console.log(
    `  race              ${RACE_SLOTS * RACERS_PER_SLOT} bookings in ${raceResult.seconds.toFixed(2)} s; ` +
      `${raceResult.rows.length - failed.length}/${raceResult.rows.length} slots ok, double bookings: ${doubleBooked}`,
  );
  console.log(
    failed.length === 0 ? "  PASS" : `  FAIL: ${failed.map((row) => `${row.slot} ${row.verdict}`).join("; ")}`,
  );
  return failed.length === 0;
}

// ---------------------------------------------------------------- main

async function benchBooking(options) {
  if (!fs.existsSync(path.resolve("build/node/main.js"))) {
    console.error("Run `npm run build` first");
    process.exit(1);
  }
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  running.workDir = snapshotBuild("bench-booking-");
  const origin = await startServer(running.workDir, {
    // The race sends 1000 bookings from one address: a rate limit would turn it into a test of the limiter.
    env: { FORM_RATE_LIMIT: "0" },
    onSpawn: (server) => {
      running.server = server;
    },
  });
  console.log(`Server on ${origin}, database ${database}`);

  const { date, slots } = await findBookableDate(origin);
  console.log(`Bookable date: ${date} (${slots.length} slots)`);

  const throughput = await measureThroughput(`${origin}/demo/slots/${date}`, options);
  printThroughput(date, options, throughput);

  const raceSlots = slots.slice(0, RACE_SLOTS);
  console.log(`\nRace: ${RACERS_PER_SLOT} concurrent POST /demo/book for each of ${raceSlots.length} slots on ${date}`);
  const raceResult = await race(origin, date, raceSlots);
  printTable(RACE_COLUMNS, raceResult.rows);
  console.log(`Race took ${raceResult.seconds.toFixed(2)} s`);

  await cleanUp();
  return printSummary(database, throughput, raceResult);
}

try {
  const passed = await benchBooking(readOptions());
  process.exit(passed ? 0 : 1);
} catch (error) {
  await cleanUp();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
