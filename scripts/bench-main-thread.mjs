// `npm run bench:main-thread`: what each page's main thread does after its first paint, read from
// Chromium's own trace of the load, in turns beside a second build or beside the same page with its
// scripts blocked (its ceiling). Lighthouse's score moves 8-11 points between runs of one build on
// this machine; the tasks themselves, over many loads, show what a change did to them.
//
//   node scripts/bench-main-thread.mjs [--only /,/faq] [--loads 8] [--against DIR] [--keep] [--trace lighthouse|top-level]
//
// --keep leaves this build's copy in place and prints its directory: build the next change and
// pass that directory as --against to set the two side by side. --trace lighthouse (the default)
// records what Lighthouse records, with the debugger on as Lighthouse has it, whose own bookkeeping
// lengthens every task that runs a script; top-level records only the tasks, which adds nothing to
// them: what a visitor's browser does. The pages benched must be pages the page counter counts.
import { parseArgs } from "node:util";

import { chromium } from "playwright-core";
import TraceGatherer from "lighthouse/core/gather/gatherers/trace.js";

import { cleanUpOnSignals, removeBuildCopy, snapshotBuild, startServer, stopServer } from "./bench-server.mjs";
import { chromiumLaunchOptions } from "./chromium.mjs";
import { printTable } from "./bench-table.mjs";
import { median } from "./median.mjs";

const DEFAULT_PAGES = ["/", "/faq", "/portfolio"];
const DEFAULT_LOADS = 8;
/** How long after hydration the trace goes on: the effects, the beacon and link discovery that follow it. */
const AFTER_HYDRATION_MS = 1_500;
/** Lighthouse's mobile setting: its simulation takes each task as four times as long. */
const CPU_SLOWDOWN = 4;
/** A task blocks input for what it lasts beyond 50 ms; the simulation drops tasks under 10 ms. */
const BLOCKING_AFTER_MS = 50;
const SIGNIFICANT_TASK_MS = 10;
const VIEWPORT = { width: 412, height: 823 }; // Lighthouse's mobile screen
const BEACON_PATH = "/api/analytics/events";
const TRACES = {
  lighthouse: {
    categories: TraceGatherer.getDefaultTraceCategories().filter((category) => category !== "-*"),
    asyncStacks: true,
  },
  "top-level": { categories: ["toplevel", "loading"], asyncStacks: false },
};

/**
 * What Lighthouse asks of the page before it loads (its `enableAsyncStacks`, for the initiators of
 * requests): the debugger on, never pausing, keeping eight async frames. With it V8 records a stack
 * each time a script schedules work (a timer, a frame, a promise's reaction).
 */
async function recordAsyncStacksAsLighthouseDoes(context, page) {
  const session = await context.newCDPSession(page);
  await session.send("Debugger.enable");
  await session.send("Debugger.setSkipAllPauses", { skip: true });
  await session.send("Debugger.setAsyncCallStackDepth", { maxDepth: 8 });
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      loads: { type: "string" },
      against: { type: "string" },
      keep: { type: "boolean", default: false },
      trace: { type: "string", default: "lighthouse" },
    },
  });
  const loads = Number(values.loads ?? DEFAULT_LOADS);
  if (!Number.isInteger(loads) || loads < 1)
    throw new Error(`--loads must be a positive whole number, not ${values.loads}`);
  if (!(values.trace in TRACES)) throw new Error(`--trace is lighthouse or top-level, not ${values.trace}`);
  const pages = values.only
    ? values.only
        .split(",")
        .map((page) => page.trim())
        .filter(Boolean)
    : DEFAULT_PAGES;
  return { pages, loads, against: values.against, keep: values.keep, trace: TRACES[values.trace] };
}

/** The main thread's tasks from the first paint on: each one's length after the paint, in ms. */
function tasksAfterFirstPaint(traceEvents) {
  const paint = traceEvents.find((event) => event.name === "firstContentfulPaint");
  if (!paint) throw new Error("the trace has no first contentful paint");
  const isTask = (event) =>
    event.ph === "X" &&
    event.pid === paint.pid &&
    event.tid === paint.tid &&
    (event.name === "RunTask" || event.name === "ThreadControllerImpl::RunTask");
  return traceEvents
    .filter((event) => isTask(event) && event.ts + event.dur > paint.ts)
    .map((task) => (task.ts + task.dur - Math.max(task.ts, paint.ts)) / 1000);
}

function figuresOf(tasks) {
  const significant = tasks.filter((ms) => ms >= SIGNIFICANT_TASK_MS);
  return {
    largestTaskMs: Math.max(0, ...tasks),
    blockingMs: significant.reduce((sum, ms) => sum + Math.max(0, ms * CPU_SLOWDOWN - BLOCKING_AFTER_MS), 0),
    busyMs: tasks.reduce((sum, ms) => sum + ms, 0),
  };
}

const isViewBeacon = (request) => request.method() === "POST" && new URL(request.url()).pathname === BEACON_PATH;

async function traceLoad(browser, url, { trace: { categories, asyncStacks }, withoutScripts }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    if (withoutScripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
    if (asyncStacks) await recordAsyncStacksAsLighthouseDoes(context, page);
    await browser.startTracing(page, { categories });
    // Hydrated once the page-view beacon goes out (it waits for the effects after hydration), so
    // the pages benched are pages the counter counts. Watched on the network, not asked of the page:
    // every evaluation Playwright makes in the page (its injected script alone is 330 KB to compile)
    // is a task on the main thread it would count.
    const loaded = page.goto(url, { waitUntil: "load" });
    await (withoutScripts ? loaded : Promise.all([page.waitForRequest(isViewBeacon), loaded]));
    await page.waitForTimeout(AFTER_HYDRATION_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    return figuresOf(tasksAfterFirstPaint(trace.traceEvents));
  } finally {
    await context.close();
  }
}

const medianMs = (figure) => (row) => `${median(row.loads.map((load) => load[figure])).toFixed(0)} ms`;
const TABLE_COLUMNS = [
  { title: "page", value: (row) => row.page, align: "left" },
  { title: "build", value: (row) => row.label, align: "left" },
  { title: "largest task", value: medianMs("largestTaskMs") },
  { title: "blocking (x4)", value: medianMs("blockingMs") },
  { title: "busy", value: medianMs("busyMs") },
  { title: "loads", value: (row) => row.loads.length },
];

function printFigures(rows) {
  printTable(TABLE_COLUMNS, rows);
  console.log("\nMedians. Each task is counted from the first paint; blocking is what Lighthouse's mobile simulation");
  console.log(
    `counts: each task of ${SIGNIFICANT_TASK_MS} ms or more taken ${CPU_SLOWDOWN} times, less ${BLOCKING_AFTER_MS} ms.`,
  );
}

const options = readOptions();
const running = { servers: [], browser: undefined, buildCopy: undefined };
async function cleanUp() {
  await running.browser?.close();
  await Promise.allSettled(running.servers.map((server) => stopServer(server)));
  if (!options.keep) removeBuildCopy(running.buildCopy);
}
cleanUpOnSignals(cleanUp);

try {
  running.buildCopy = snapshotBuild("bench-main-thread-");
  const onSpawn = (server) => running.servers.push(server);
  const origin = await startServer(running.buildCopy, { onSpawn });
  const other = options.against ? await startServer(options.against, { onSpawn }) : origin;
  const sides = [
    { label: "this build", origin, withoutScripts: false },
    options.against
      ? { label: options.against, origin: other, withoutScripts: false }
      : { label: "without scripts", origin, withoutScripts: true },
  ];
  running.browser = await chromium.launch(chromiumLaunchOptions);
  const rows = options.pages.flatMap((page) => sides.map((side) => ({ page, ...side, loads: [] })));
  for (let turn = 0; turn < options.loads; turn++)
    for (const page of options.pages) {
      // Each turn starts with the other side, so neither always has the warmer machine.
      const pageRows = rows.filter((row) => row.page === page);
      const order = turn % 2 === 0 ? pageRows : pageRows.toReversed();
      for (const row of order) {
        const figures = await traceLoad(running.browser, row.origin + page, {
          trace: options.trace,
          withoutScripts: row.withoutScripts,
        });
        row.loads.push(figures);
        process.stdout.write(`${page} (${row.label}): largest ${figures.largestTaskMs.toFixed(0)} ms\n`);
      }
    }
  console.log("");
  printFigures(rows);
  if (options.keep) console.log(`\nThis build's copy is kept for --against: ${running.buildCopy}`);
} finally {
  await cleanUp();
}
