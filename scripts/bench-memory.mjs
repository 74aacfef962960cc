// `npm run bench:memory`: the server's memory under a steady mixed load, against the production
// build. The server runs as the image runs it (`node build/node/main.js` with the production flags
// and environment, scripts/server-node-flags.mjs) with its metrics port; the load is the drills' visitors (scripts/image/load.ts) at a fixed rate, most
// of them reading pages. Every `--sample-seconds` it prints the server's resident memory (VmRSS, from
// /proc) and, from the metrics port, the V8 heap used and its spaces, external memory, array
// buffers and the embedded database's memory; at the end whether the resident memory stayed flat
// and within the budget (docs/performance.md, "Memory"), then what holds the heap, from a heap
// snapshot the server writes on SIGUSR2 (a flag this run alone gives it).
//
//   npm run build                                              # once; the script serves build/
//   npm run bench:memory                                       # PGlite, 10 a second, 10 + 30 minutes
//   npm run bench:memory -- --database postgres                # a throwaway PostgreSQL server
//   npm run bench:memory -- --rate 10 --warm-up 3 --minutes 5 --sample-seconds 30 --no-snapshot
//   npm run bench:memory -- --keep-snapshot warm.heapsnapshot    # to open in Chrome's DevTools (Memory)
//   npm run bench:memory -- --node-flags="--single-threaded-gc --max-semi-space-size=4"   # other flags than production's
//   npm run image && npm run bench:memory -- --image           # the image under --memory 1g (--memory-limit), PGlite
//   npm run bench:memory -- --image --database postgres        # ... beside PostgreSQL in a 1 GB server's configuration
//
// With --image the server is the image's container (its own flags, the Dockerfile's), and each sample
// adds the container's cgroup usage and PostgreSQL's processes' memory; the run ends with whether the
// kernel killed or the engine restarted the container (scripts/image/memory-container.ts).
//
// A report, not a test: it exits 0 when the run completes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import {
  cleanUpOnSignals,
  freePort,
  removeBuildCopy,
  sleep,
  snapshotBuild,
  startServer,
  stopServer,
} from "./bench-server.mjs";
import { printTable } from "./bench-table.mjs";
import { summariseHeap } from "./heap-snapshot-summary.ts";
import { hasImage } from "./image/engine.mjs";
import { imageTag } from "./image/image-tag.mjs";
import { MixedLoad } from "./image/load.ts";
import { startMemoryContainer } from "./image/memory-container.ts";
import { startMailSink } from "./mail-sink.mjs";
import { flatness, memoryGaugesOf, readMemoryOptions, residentBytes } from "./memory-figures.ts";
import { serverEnvironment, serverNodeFlags } from "./server-node-flags.mjs";

/** Resident memory a process may hold (docs/performance.md, "Budgets"): the product and PostgreSQL on a 1 GB server. */
const BUDGET_MB = { postgres: 256, pglite: 512 };
const STOP_TIMEOUT_MS = 30_000;
/** Each visitor sends one request per this many ms at most: the rate sets how many visitors there are. */
const VISITOR_PACE_MS = 500;
/** A branch of the heap's dominator tree is printed when it retains at least this share of the heap. */
const BRANCH_SHARE = 0.01;
/** How deep the tree is printed: below that, a branch is mostly one object's own parts. */
const BRANCH_DEPTH = 4;
const SNAPSHOT_TIMEOUT_MS = 120_000;
const MB = 1024 * 1024;

/**
 * A visitor's day, 40 requests long: half read pages, the page counter's beacons, an enquiry in ten,
 * an application in twenty and a booking in forty (the calendar's free times last the 40 minutes).
 */
const twenty = (tenth) => [
  ...["page", "view", "page", "enquiry", "page", "view", "page", "page", "view", tenth],
  ...["page", "view", "page", "enquiry", "page", "view", "page", "page", "view", "application"],
];
const visitorsDay = [...twenty("booking"), ...twenty("page")];

const running = { server: undefined, image: undefined, load: undefined, mail: undefined, workDir: undefined };

async function cleanUp() {
  const { server, image, load, mail, workDir } = running;
  Object.assign(running, { server: undefined, image: undefined, load: undefined, mail: undefined, workDir: undefined });
  await load?.stop();
  await stopServer(server, { killAfterMs: STOP_TIMEOUT_MS });
  await image?.remove();
  await mail?.close();
  removeBuildCopy(workDir);
}

cleanUpOnSignals(cleanUp);

async function gaugesOf(metricsOrigin) {
  const response = await fetch(`${metricsOrigin}/metrics`);
  if (!response.ok) throw new Error(`the metrics port answered ${response.status}`);
  return memoryGaugesOf(await response.text());
}

/** One sample of the server's memory, with the load's requests and errors since the one before. */
async function sample(pid, metricsOrigin, load, since, phase, minute) {
  const now = Date.now();
  const sent = load.since(since);
  return {
    minute,
    phase,
    resident: residentBytes(fs.readFileSync(`/proc/${pid}/status`, "utf8")),
    ...(await gaugesOf(metricsOrigin)),
    ...running.image?.memory(),
    requestsPerSecond: sent.length / Math.max(1, (now - since) / 1000),
    errors: sent.filter((one) => one.status === 0 || one.status >= 500).length,
    at: now,
  };
}

const mb = (bytes) => (bytes === undefined ? "-" : (bytes / MB).toFixed(1));
const spaceOf = (row, name) => row.spaces[name] ?? 0;
// prom-client names each space without its "_space".
const mainSpaces = ["new", "old", "code", "large_object"];

const SAMPLE_COLUMNS = [
  { title: "minute", value: (row) => row.minute.toFixed(1) },
  { title: "phase", value: (row) => row.phase, align: "left" },
  { title: "RSS MB", value: (row) => mb(row.resident) },
  { title: "heap used", value: (row) => mb(row.heapUsed) },
  { title: "new", value: (row) => mb(spaceOf(row, "new")) },
  { title: "old", value: (row) => mb(spaceOf(row, "old")) },
  { title: "code", value: (row) => mb(spaceOf(row, "code")) },
  { title: "large", value: (row) => mb(spaceOf(row, "large_object")) },
  {
    title: "other spaces",
    value: (row) =>
      mb(Object.entries(row.spaces).reduce((sum, [name, bytes]) => sum + (mainSpaces.includes(name) ? 0 : bytes), 0)),
  },
  { title: "heap total", value: (row) => mb(row.heapTotal) },
  { title: "external", value: (row) => mb(row.external) },
  { title: "array buffers", value: (row) => mb(row.arrayBuffers) },
  { title: "database", value: (row) => mb(row.embeddedDatabase) },
  { title: "req/s", value: (row) => row.requestsPerSecond.toFixed(1) },
  { title: "errors", value: (row) => row.errors },
];

/** With --image: the container's cgroup, and PostgreSQL beside it. */
const IMAGE_COLUMNS = [
  { title: "cgroup MB", value: (row) => mb(row.cgroupUsage) },
  { title: "cgroup anon", value: (row) => mb(row.cgroupAnonymous) },
  { title: "PostgreSQL", value: (row) => mb(row.postgres) },
];

/** The snapshot Node writes in the server's working directory on SIGUSR2, once it is whole. */
async function heapSnapshotOf(server, directory) {
  const before = new Set(fs.readdirSync(directory));
  process.kill(server.pid, "SIGUSR2");
  const deadline = Date.now() + SNAPSHOT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await sleep(1000);
    const file = fs.readdirSync(directory).find((name) => name.endsWith(".heapsnapshot") && !before.has(name));
    if (!file) continue;
    const full = path.join(directory, file);
    const text = fs.readFileSync(full, "utf8");
    // Written in the server's main thread, in one go: whole when it parses.
    try {
      return { file: full, heap: JSON.parse(text) };
    } catch {
      // Still being written.
    }
  }
  throw new Error(`no heap snapshot within ${SNAPSHOT_TIMEOUT_MS / 1000} s`);
}

function printHeap({ totalBytes, branches, constructors }) {
  console.log(
    `\nThe heap snapshot: ${mb(totalBytes)} MB reachable. What retains it (the dominator tree's branches of ${BRANCH_SHARE * 100} % of the heap used or more, ${BRANCH_DEPTH} deep):\n`,
  );
  for (const branch of branches)
    console.log(`${"  ".repeat(branch.depth)}${mb(branch.retainedBytes).padStart(6)} MB  ${branch.name}`);
  console.log("\nBy constructor (shallow size):\n");
  printTable(
    [
      { title: "constructor", value: (row) => row.name, align: "left" },
      { title: "count", value: (row) => row.count },
      { title: "MB", value: (row) => mb(row.selfBytes) },
    ],
    constructors,
  );
}

/** The production build run by node, as `npm start` runs it: its origin, process and metrics. */
async function startBuild(options) {
  if (!fs.existsSync("build/node/main.js")) throw new Error("No build: run npm run build first.");
  running.workDir = snapshotBuild("bench-memory-");
  const metricsPort = await freePort();
  const origin = await startServer(running.workDir, {
    entry: "build/node/main.js",
    nodeArgs: [...options.nodeFlags, "--heapsnapshot-signal=SIGUSR2"],
    env: {
      ...serverEnvironment,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: path.join(running.workDir, "data"),
      SMTP_URL: running.mail.url,
      METRICS_PORT: String(metricsPort),
      // Every request comes from the same address.
      FORM_RATE_LIMIT: "0",
    },
    onSpawn: (child) => (running.server = child),
  });
  const flags = `server flags ${options.nodeFlags.join(" ") || "none"}, ${Object.entries(serverEnvironment)
    .map(([name, value]) => `${name}=${value}`)
    .join(" ")}`;
  return { origin, pid: running.server.pid, metricsOrigin: `http://127.0.0.1:${metricsPort}`, flags };
}

/** The image's container under its memory limit (scripts/image/memory-container.ts). */
async function startImage(options) {
  if (!hasImage(imageTag)) throw new Error(`No image ${imageTag}: run npm run image first.`);
  running.image = await startMemoryContainer({
    memoryLimit: options.image,
    postgres: options.database === "postgres",
    env: { SMTP_URL: running.mail.url, FORM_RATE_LIMIT: "0" },
  });
  const { container, pid } = running.image;
  const flags = `the image ${imageTag} under --memory ${options.image}, its own flags (Dockerfile)`;
  return { origin: container.origin, pid, metricsOrigin: container.metricsOrigin, flags };
}

/** Whether the image's container held: no kill for memory, no restart, still running. */
function printImageState({ oomKilled, restarts, running: stillRunning, limitHits }, rows, options) {
  const measured = rows.filter((row) => row.phase === "measured");
  const together = measured.map((row) => row.cgroupUsage + (row.postgres ?? 0));
  const limitMb = Number.parseInt(options.image, 10) * { k: 1 / 1024, m: 1, g: 1024 }[options.image.at(-1)];
  console.log(
    `the container: ${stillRunning ? "running" : "NOT RUNNING"}, ${oomKilled ? "KILLED FOR MEMORY" : "not killed for memory"}, ${restarts} restarts, the limit reached ${limitHits} times (page cache given back)`,
  );
  if (together.length > 0)
    console.log(
      `the container's cgroup${options.database === "postgres" ? " and PostgreSQL together" : ""}, measured: peak ${mb(Math.max(...together))} MB of ${limitMb} MB`,
    );
}

async function main() {
  const options = readMemoryOptions(process.argv.slice(2), serverNodeFlags);
  if (options.database === "postgres" && !process.env.DATABASE_URL && !options.image) {
    // Again, inside a throwaway PostgreSQL server.
    const child = spawn(
      process.execPath,
      ["scripts/with-postgres.mjs", "tsx", "scripts/bench-memory.mjs", ...process.argv.slice(2)],
      { stdio: "inherit" },
    );
    process.exitCode = await new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
    return;
  }
  if (options.database === "pglite" && process.env.DATABASE_URL)
    throw new Error("DATABASE_URL is set: say --database postgres, or run without it for PGlite.");

  running.mail = await startMailSink();
  const { origin, pid, metricsOrigin, flags } = await (options.image ? startImage(options) : startBuild(options));
  const visitors = Math.max(1, Math.round((options.rate * VISITOR_PACE_MS) / 1000));
  const paceMs = (visitors * 1000) / options.rate;
  console.log(
    `${options.database === "postgres" ? "PostgreSQL" : "PGlite"}: ${options.rate} requests a second (${visitors} visitors, one request per ${paceMs} ms each), ${options.warmUpMinutes} minutes' warm-up, then ${options.minutes} minutes measured; a sample every ${options.sampleSeconds} s; Node ${process.version}, ${flags}\n`,
  );

  const started = Date.now();
  const rows = [await sample(pid, metricsOrigin, { since: () => [] }, started, "idle", 0)];
  running.load = new MixedLoad(origin, visitorsDay);
  running.load.start(visitors, paceMs);
  const warmUpEnds = started + options.warmUpMinutes * 60_000;
  const ends = warmUpEnds + options.minutes * 60_000;
  for (let next = started + options.sampleSeconds * 1000; next <= ends; next += options.sampleSeconds * 1000) {
    await sleep(next - Date.now());
    const row = await sample(
      pid,
      metricsOrigin,
      running.load,
      rows.at(-1).at,
      next <= warmUpEnds ? "warm-up" : "measured",
      (next - started) / 60_000,
    );
    rows.push(row);
    console.log(
      `${row.minute.toFixed(1)} min: RSS ${mb(row.resident)} MB, heap used ${mb(row.heapUsed)} MB, external ${mb(row.external)} MB, database ${mb(row.embeddedDatabase)} MB, ${row.requestsPerSecond.toFixed(1)} req/s, ${row.errors} errors${options.image ? `; cgroup ${mb(row.cgroupUsage)} MB (anonymous ${mb(row.cgroupAnonymous)} MB), PostgreSQL ${mb(row.postgres)} MB` : ""}`,
    );
  }
  const sent = await running.load.stop();
  running.load = undefined;

  console.log("");
  printTable(options.image ? [...SAMPLE_COLUMNS, ...IMAGE_COLUMNS] : SAMPLE_COLUMNS, rows);
  const measured = rows.filter((row) => row.phase === "measured").map((row) => row.resident);
  const byKind = Object.entries(Object.groupBy(sent, (one) => `${one.kind} ${one.status}`))
    .map(([key, ones]) => `${key} ×${ones.length}`)
    .sort();
  console.log(`\nrequests: ${sent.length} (${byKind.join(", ")})`);
  if (measured.length >= 3) {
    const budget = BUDGET_MB[options.database];
    const peak = Math.max(...measured);
    const { secondThird, lastThird, change, flat } = flatness(measured);
    console.log(
      `resident memory, measured: peak ${mb(peak)} MB (budget ${budget} MB: ${peak <= budget * MB ? "met" : "MISSED"}); second third ${mb(secondThird)} MB, last third ${mb(lastThird)} MB, ${(change * 100).toFixed(1)} % (${flat ? "flat" : "NOT FLAT"}: within 5 %)`,
    );
  }

  if (options.image) printImageState(running.image.state(), rows, options);

  if (options.snapshot) {
    const { file, heap } = await heapSnapshotOf(running.server, running.workDir);
    printHeap(summariseHeap(heap, { minimumBytes: BRANCH_SHARE * rows.at(-1).heapUsed, maxDepth: BRANCH_DEPTH }));
    if (options.keepSnapshot) {
      // Across file systems (the copy is in the system's temporary folder), so copied, not renamed.
      fs.copyFileSync(file, options.keepSnapshot);
      console.log(`\nThe heap snapshot: ${path.resolve(options.keepSnapshot)}`);
    }
    fs.rmSync(file);
  }
}

try {
  await main();
} finally {
  await cleanUp();
}
