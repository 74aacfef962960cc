// `npm run bench:pages`: Lighthouse (mobile and desktop) on every page of the
// sitemap, against the production build, with the budgets of docs/performance.md; the mobile CPU
// slowdown calibrated to the machine's BenchmarkIndex (scripts/cpu-slowdown.mjs), printed with
// the scores. It is a report, not a test: it exits 0 whenever the runs complete.
//
//   node scripts/bench-pages.mjs [--url http://host:port] [--only /faq,/] [--runs 3] [--json out.json] [--no-ceiling]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

import { removeBuildCopy, sleep, snapshotBuild, startServer, stopServer } from "./bench-server.mjs";
import { chromiumArgs, chromiumPath } from "./chromium.mjs";
import { cpuSlowdownFor } from "./cpu-slowdown.mjs";
import { printTable } from "./bench-table.mjs";

const CHROME_PATH = chromiumPath;
const CHROME_FLAGS = ["--headless=new", ...chromiumArgs];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Lighthouse's default config is the mobile one (simulated slow 4G, mid-tier phone); its CPU slowdown
// is calibrated to the machine (`calibrated`, scripts/cpu-slowdown.mjs). The desktop one has none.
const MOBILE = { name: "mobile", config: undefined, calibrated: true };
const DESKTOP = { name: "desktop", config: desktopConfig };
/**
 * The page's ceiling on this machine, printed beside it: the same page on mobile with every script
 * blocked, so the same HTML and CSS without the framework's evaluation and hydration. What it misses
 * of 100 is what the machine and the page's markup cost; what the page loses under it, its scripts.
 */
const MOBILE_WITHOUT_SCRIPTS = {
  name: "mobile, no JS",
  config: undefined,
  calibrated: true,
  blockedUrlPatterns: ["*.js"],
};
const MAX_FAILING_AUDITS = 5;
// Lighthouse's advice for its own variance: several runs, reported by the median.
const DEFAULT_RUNS = 3;
const RETRY_PAUSE_MS = 3_000; // lets a CPU burst next to us (a build, a test run) pass before the retry

// The byte budgets are what each page's HTML, stylesheets and scripts cost as transferred (brotli as
// the server sends them, headers included); docs/performance.md, "Budgets", says why each is what it is.
const BUDGETS = {
  minPerformance: { mobile: 98, desktop: 100 },
  minOtherCategories: 100,
  maxCls: 0,
  // Lighthouse's mobile simulation brings 10 TCP segments of 1,460 bytes in a new connection's first
  // round trip: a larger page waits 150 ms more before its stylesheet and scripts are even asked for.
  maxDocumentBytes: 14_600,
  // The one stylesheet every page loaded before each area had its own (10.4 KB and its headers; decision
  // 058): no page pays more for its styles than it did then.
  maxCssKb: 12,
  // React and React Router (37 KB), React DOM (57 KB) and the site's frame (15 KB) are every page's
  // floor; a page's own code has the rest (docs/performance.md, "Budgets").
  maxJsKb: 120,
  // Pages that open on a form bring its rules (zod's schemas, react-hook-form) before the visitor types.
  maxFormPageJsKb: 180,
};

/** The pages whose first screen is a form: the contact form, the booking calendar, a job's application. */
const formPages = [/^\/contactUs$/, /^\/demo$/, /^\/career\/apply\//];

const jsBudgetKb = (page) =>
  formPages.some((pattern) => pattern.test(page.split("?")[0])) ? BUDGETS.maxFormPageJsKb : BUDGETS.maxJsKb;

// ---------------------------------------------------------------- clean-up

/** What to stop on the way out, whichever way out it is. */
const running = { server: undefined, chrome: undefined, buildCopy: undefined };

async function cleanUp() {
  const { server, chrome, buildCopy } = running;
  running.server = running.chrome = running.buildCopy = undefined;
  await Promise.allSettled([chrome?.kill(), stopServer(server)]);
  removeBuildCopy(buildCopy);
}

process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping Chrome and the server.");
  void cleanUp().finally(() => process.exit(130));
});

// ---------------------------------------------------------------- arguments

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      only: { type: "string" },
      json: { type: "string" },
      runs: { type: "string" },
      ceiling: { type: "boolean", default: true },
    },
    allowNegative: true,
  });
  const runs = Number(values.runs ?? DEFAULT_RUNS);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive whole number, not ${values.runs}`);
  return {
    url: values.url,
    only: values.only
      ? values.only
          .split(",")
          .map((page) => page.trim())
          .filter(Boolean)
      : undefined,
    json: values.json,
    runs,
    formFactors: values.ceiling ? [MOBILE, MOBILE_WITHOUT_SCRIPTS, DESKTOP] : [MOBILE, DESKTOP],
  };
}

// ---------------------------------------------------------------- the pages

/** The sitemap's origin is the configured public URL, so only its paths are used. */
async function sitemapPaths(origin) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`${origin}/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => unescapeXml(match[1]));
  return locations.map((location) => {
    const url = new URL(location);
    return url.pathname + url.search;
  });
}

const unescapeXml = (value) =>
  value
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

function selectPages(allPaths, only) {
  if (!only) return allPaths;
  const unknown = only.filter((page) => !allPaths.includes(page));
  if (unknown.length > 0) console.warn(`Not in the sitemap (benched anyway): ${unknown.join(", ")}`);
  return only;
}

// ---------------------------------------------------------------- Lighthouse

/**
 * The machine's speed as Lighthouse measures it (its BenchmarkIndex), the latest measured: every run
 * measures it before loading the page, and the next mobile run is slowed to match. A short run
 * before the first page gives the first; this machine's speed changes from hour to hour.
 */
const machine = { benchmarkIndex: undefined };

async function calibrate(chromePort, origin) {
  const flags = { port: chromePort, output: "json", logLevel: "error", onlyAudits: ["viewport"] };
  const result = await lighthouse(`${origin}/`, flags);
  machine.benchmarkIndex = result?.lhr.environment?.benchmarkIndex;
  if (!machine.benchmarkIndex) throw new Error("Lighthouse measured no BenchmarkIndex");
}

async function runLighthouse(chromePort, url, formFactor) {
  const cpuSlowdown = formFactor.calibrated ? cpuSlowdownFor(machine.benchmarkIndex) : undefined;
  const flags = {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
    blockedUrlPatterns: formFactor.blockedUrlPatterns ?? [],
    ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
  };
  const result = await lighthouse(url, flags, formFactor.config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  machine.benchmarkIndex = result.lhr.environment?.benchmarkIndex || machine.benchmarkIndex;
  return result.lhr;
}

const categoryScore = (lhr, id) => {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
};

const numericValue = (lhr, auditId) => lhr.audits[auditId]?.numericValue ?? null;

/**
 * The budgets' measure of a page's scripts or stylesheets: the bytes of every such request as it
 * came over the network (Lighthouse's transferSize), so brotli from the build's precompressed copies
 * plus each response's headers, which is what a phone pays for.
 */
const transferBytes = (lhr, resourceType) =>
  (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((request) => request.resourceType === resourceType)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);

/** The page's own HTML as it came over the network, headers included (the first Document request). */
const documentTransferBytes = (lhr) =>
  (lhr.audits["network-requests"]?.details?.items ?? []).find((request) => request.resourceType === "Document")
    ?.transferSize ?? null;

/**
 * The audits that cost the category points, worst first: scored audits below 1 by the points
 * they lose, then the unweighted ones (performance insights and diagnostics) by the time
 * Lighthouse estimates fixing them would save, since those name the cause.
 */
function failingAudits(lhr, categoryId) {
  const refs = lhr.categories[categoryId]?.auditRefs ?? [];
  return refs
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const pointsLost = typeof audit?.score === "number" ? ref.weight * (1 - audit.score) : 0;
      const savingsMs = Object.values(audit?.metricSavings ?? {}).reduce((sum, ms) => sum + ms, 0);
      return { id: ref.id, score: audit?.score, pointsLost, savingsMs };
    })
    .filter((audit) => typeof audit.score === "number" && audit.score < 1)
    .sort((a, b) => b.pointsLost - a.pointsLost || b.savingsMs - a.savingsMs || a.score - b.score)
    .slice(0, MAX_FAILING_AUDITS)
    .map((audit) => audit.id);
}

/**
 * One page in one form factor, run `runs` times; the row is the run with the median performance
 * score. Mobile scores are simulated from the observed run, and on a fast local server the same
 * page lands on either side of a few points from one run to the next.
 */
async function benchMedian(chromePort, origin, page, formFactor, runs) {
  const rows = [];
  for (let run = 0; run < runs; run += 1) rows.push(await benchOne(chromePort, origin, page, formFactor));
  const scored = rows.filter((row) => !row.runtimeError);
  if (scored.length === 0) return rows[0];
  scored.sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...scored[Math.floor(scored.length / 2)], performanceRuns: scored.map((row) => row.scores.performance) };
}

/**
 * One Lighthouse run. Lighthouse's own advice for a failed trace (NO_NAVSTART and the like) is to
 * run again, so a failed run is retried once; a run that still fails becomes a row with its error,
 * so one bad page does not lose the others.
 */
async function benchOne(chromePort, origin, page, formFactor) {
  let row;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    if (attempt > 1) await sleep(RETRY_PAUSE_MS);
    try {
      const lhr = await runLighthouse(chromePort, origin + page, formFactor);
      row = summarise(page, formFactor.name, lhr);
    } catch (error) {
      row = failedRun(page, formFactor.name, error instanceof Error ? error.message : String(error));
    }
    if (!row.runtimeError) return row;
  }
  return row;
}

function failedRun(page, formFactor, message) {
  const noScores = Object.fromEntries(CATEGORIES.map((id) => [id, null]));
  const noAudits = Object.fromEntries(CATEGORIES.map((id) => [id, []]));
  return {
    page,
    formFactor,
    scores: noScores,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    jsKb: null,
    cssKb: null,
    documentBytes: null,
    failingAudits: noAudits,
    runtimeError: message,
    runWarnings: [],
    cpuSlowdown: null,
  };
}

function summarise(page, formFactor, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id)]));
  return {
    page,
    formFactor,
    scores,
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    jsKb: transferBytes(lhr, "Script") / 1024,
    cssKb: transferBytes(lhr, "Stylesheet") / 1024,
    documentBytes: documentTransferBytes(lhr),
    failingAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

// ---------------------------------------------------------------- budgets

/** Every budget one row misses, each with what to look at. */
function budgetMisses(row) {
  if (row.formFactor === MOBILE_WITHOUT_SCRIPTS.name) return []; // a reference, not a page anyone is sent
  if (row.runtimeError) return [{ budget: "run", detail: row.runtimeError }];
  const misses = [];
  for (const id of CATEGORIES) {
    const minimum = id === "performance" ? BUDGETS.minPerformance[row.formFactor] : BUDGETS.minOtherCategories;
    const score = row.scores[id];
    if (score === null || score < minimum) {
      const audits = row.failingAudits[id];
      misses.push({
        budget: `${id} >= ${minimum}`,
        detail: `${score ?? "no score"}${audits.length ? `; failing audits: ${audits.join(", ")}` : ""}`,
      });
    }
  }
  // As Lighthouse reports it, to three decimals: a shift of 0.00002 (a pixel's fraction) reads 0.
  if (row.cls === null || Number(row.cls.toFixed(3)) > BUDGETS.maxCls) {
    misses.push({ budget: `CLS <= ${BUDGETS.maxCls}`, detail: formatCls(row.cls) });
  }
  if (row.documentBytes === null || row.documentBytes > BUDGETS.maxDocumentBytes) {
    misses.push({
      budget: `HTML <= ${BUDGETS.maxDocumentBytes} bytes transferred`,
      detail: `${row.documentBytes ?? "-"} bytes`,
    });
  }
  if (row.cssKb === null || row.cssKb > BUDGETS.maxCssKb) {
    misses.push({ budget: `CSS <= ${BUDGETS.maxCssKb} KB transferred`, detail: `${formatKb(row.cssKb)} KB` });
  }
  const jsBudget = jsBudgetKb(row.page);
  if (row.jsKb === null || row.jsKb > jsBudget) {
    misses.push({ budget: `JS <= ${jsBudget} KB transferred`, detail: `${formatKb(row.jsKb)} KB` });
  }
  return misses;
}

// ---------------------------------------------------------------- output

const formatMs = (value) => (value === null ? "-" : String(Math.round(value)));
const formatCls = (value) => (value === null ? "-" : value.toFixed(3));
const formatKb = (value) => (value === null ? "-" : value.toFixed(1));

const TABLE_COLUMNS = [
  { title: "Page", value: (row) => row.page, align: "left" },
  { title: "Form", value: (row) => row.formFactor, align: "left" },
  { title: "Perf", value: (row) => row.scores.performance ?? "-" },
  { title: "Runs", value: (row) => row.performanceRuns?.join("/") ?? "-", align: "left" },
  { title: "A11y", value: (row) => row.scores.accessibility ?? "-" },
  { title: "BP", value: (row) => row.scores["best-practices"] ?? "-" },
  { title: "SEO", value: (row) => row.scores.seo ?? "-" },
  { title: "LCP ms", value: (row) => formatMs(row.lcpMs) },
  { title: "TBT ms", value: (row) => formatMs(row.tbtMs) },
  { title: "CLS", value: (row) => formatCls(row.cls) },
  { title: "JS KB", value: (row) => formatKb(row.jsKb) },
  { title: "CSS KB", value: (row) => formatKb(row.cssKb) },
  { title: "HTML KB", value: (row) => formatKb(row.documentBytes === null ? null : row.documentBytes / 1024) },
  { title: "CPU", value: (row) => (row.benchmarkIndex === null ? "-" : Math.round(row.benchmarkIndex)) },
  { title: "CPU x", value: (row) => (row.cpuSlowdown === null ? "-" : row.cpuSlowdown.toFixed(2)) },
];

function printMisses(rows) {
  let count = 0;
  console.log("");
  for (const row of rows) {
    for (const miss of budgetMisses(row)) {
      count += 1;
      console.log(`MISS  ${row.page} (${row.formFactor})  ${miss.budget}: ${miss.detail}`);
    }
  }
  if (count === 0) console.log("Every page meets every budget.");
  console.log(`\nbudget misses: ${count}`);
}

function writeJson(file, rows, context) {
  const report = {
    ...context,
    budgets: BUDGETS,
    results: rows.map((row) => ({ ...row, budgetMisses: budgetMisses(row) })),
  };
  fs.writeFileSync(file, JSON.stringify(report, null, 2) + "\n");
  console.log(`Raw figures written to ${file}`);
}

// ---------------------------------------------------------------- main

async function benchPages(options) {
  if (!options.url && !fs.existsSync(path.resolve("build/node/main.js"))) {
    console.error("Run `npm run build` first");
    process.exit(1);
  }

  let origin;
  if (options.url) {
    origin = new URL(options.url).origin;
  } else {
    running.buildCopy = snapshotBuild("bench-pages-");
    origin = await startServer(running.buildCopy, {
      // The server's data directory goes inside the copy too, so it is removed with it even when
      // the server is stopped before it could clean up after itself.
      env: { TMPDIR: running.buildCopy },
      onSpawn: (server) => {
        running.server = server;
      },
    });
  }

  const pages = selectPages(await sitemapPaths(origin), options.only);
  const { formFactors } = options;
  const runCount = pages.length * formFactors.length * options.runs;
  const settings = formFactors.map((formFactor) => formFactor.name).join("; ");
  console.log(`Benching ${pages.length} pages on ${origin}: ${settings} (${runCount} Lighthouse runs)`);

  running.chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
    // Our own SIGINT handler stops Chrome and the server and removes the build copy.
    handleSIGINT: false,
  });
  await calibrate(running.chrome.port, origin);
  console.log(
    `CPU: BenchmarkIndex ${Math.round(machine.benchmarkIndex)}, so the mobile runs start at a slowdown of ${cpuSlowdownFor(machine.benchmarkIndex).toFixed(2)} (index / 440, within 1 and 4); each run measures it again for the next`,
  );
  const rows = [];
  let runNumber = 0;
  for (const page of pages) {
    for (const formFactor of formFactors) {
      runNumber += 1;
      process.stderr.write(`[${runNumber}/${pages.length * formFactors.length}] ${page} ${formFactor.name} ... `);
      const row = await benchMedian(running.chrome.port, origin, page, formFactor, options.runs);
      process.stderr.write(
        row.runtimeError
          ? `error ${row.runtimeError}\n`
          : `performance ${row.performanceRuns.join("/")} (CPU ${Math.round(row.benchmarkIndex)}${row.cpuSlowdown ? `, slowed ${row.cpuSlowdown.toFixed(2)}x` : ""})\n`,
      );
      rows.push(row);
    }
  }
  await cleanUp();

  console.log("");
  printTable(TABLE_COLUMNS, rows);
  if (options.json) {
    writeJson(options.json, rows, {
      date: new Date().toISOString(),
      origin,
      chromePath: CHROME_PATH,
      lighthouseVersion: rows.find((row) => row.lighthouseVersion)?.lighthouseVersion,
      userAgent: rows.find((row) => row.userAgent)?.userAgent,
    });
  }
  printMisses(rows);
}

try {
  await benchPages(readOptions());
} catch (error) {
  await cleanUp();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
