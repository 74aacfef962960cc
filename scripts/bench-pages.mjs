// `npm run bench:pages`: Lighthouse (mobile and desktop) on every page of the
// sitemap, against the production build, with the budgets of docs/performance.md.
// It is a report, not a test: it exits 0 whenever the runs complete.
//
//   node scripts/bench-pages.mjs [--url http://host:port] [--only /faq,/] [--json out.json]
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Lighthouse's default config is the mobile one (simulated slow 4G, mid-tier phone).
const FORM_FACTORS = [
  { name: "mobile", config: undefined },
  { name: "desktop", config: desktopConfig },
];
const HEALTH_POLL_MS = 200;
const HEALTH_TIMEOUT_MS = 60_000;
const MAX_FAILING_AUDITS = 5;
const RETRY_PAUSE_MS = 3_000; // lets a CPU burst next to us (a build, a test run) pass before the retry

const BUDGETS = {
  minPerformance: 95,
  minOtherCategories: 100,
  maxCls: 0.05, // exclusive: CLS must stay below it
  maxHomeJsKb: 150,
};

// ---------------------------------------------------------------- clean-up

/** What to stop on the way out, whichever way out it is. */
const running = { server: undefined, chrome: undefined, buildCopy: undefined };

async function cleanUp() {
  const { server, chrome, buildCopy } = running;
  running.server = running.chrome = running.buildCopy = undefined;
  await Promise.allSettled([chrome?.kill(), stopServer(server)]);
  if (buildCopy) fs.rmSync(buildCopy, { recursive: true, force: true });
}

process.once("SIGINT", () => {
  console.error("\nInterrupted: stopping Chrome and the server.");
  cleanUp().finally(() => process.exit(130));
});

// ---------------------------------------------------------------- arguments

function readOptions() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      only: { type: "string" },
      json: { type: "string" },
    },
  });
  return {
    url: values.url,
    only: values.only
      ? values.only
          .split(",")
          .map((page) => page.trim())
          .filter(Boolean)
      : undefined,
    json: values.json,
  };
}

// ---------------------------------------------------------------- the server

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(origin, server) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(HEALTH_POLL_MS);
  }
  throw new Error(`${origin}/healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** When the build was last written; the page HTML and the server bundle are written at different steps. */
function buildStamp() {
  return ["build/client/index.html", "build/node/main.js"]
    .map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0))
    .join("/");
}

/**
 * A private copy of the build to serve from. The tree is shared with the tests, which rebuild it:
 * a rebuild under a running server leaves its pages pointing at deleted assets, and the e2e server
 * clears its mail directory relative to its working directory.
 */
function snapshotBuild() {
  const stamp = buildStamp();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pages-"));
  fs.cpSync("build", path.join(directory, "build"), { recursive: true });
  fs.cpSync("drizzle", path.join(directory, "drizzle"), { recursive: true }); // migrations, next to build/
  fs.copyFileSync("package.json", path.join(directory, "package.json")); // "type": "module" for build/node
  fs.symlinkSync(path.resolve("node_modules"), path.join(directory, "node_modules"), "dir");
  if (buildStamp() !== stamp) {
    fs.rmSync(directory, { recursive: true, force: true });
    throw new Error("The build changed while it was being copied (a build is running?); try again when it is done.");
  }
  return directory;
}

/** Starts the production build on a throwaway data directory; prints its log if it fails to start. */
async function startServer(buildCopy) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.resolve("scripts/e2e-server.mjs")], {
    cwd: buildCopy,
    // Its data and mail directories go inside the copy too, so they are removed with it even when
    // the server is stopped before it could clean up after itself.
    env: { ...process.env, PORT: String(port), TMPDIR: buildCopy, E2E_MAIL_DIR: path.join(buildCopy, "mail") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.server = server; // from now on, stopped on any way out (Ctrl-C while waiting included)
  // The server logs every request; show its output only if it fails to start.
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);

  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    process.stderr.write(log.join(""));
    throw error;
  }
  return origin;
}

function stopServer(server) {
  if (!server || server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", resolve);
    process.kill(server.pid, "SIGTERM");
  });
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

async function runLighthouse(chromePort, url, formFactor) {
  const flags = { port: chromePort, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
  const result = await lighthouse(url, flags, formFactor.config);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

const categoryScore = (lhr, id) => {
  const score = lhr.categories[id]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
};

const numericValue = (lhr, auditId) => lhr.audits[auditId]?.numericValue ?? null;

/** Bytes of JavaScript as sent over the wire (compressed if the server compresses), all origins. */
function scriptTransferBytes(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items;
  if (Array.isArray(requests)) {
    return requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  }
  const summary = lhr.audits["resource-summary"]?.details?.items ?? [];
  return summary.find((row) => row.resourceType === "script")?.transferSize ?? null;
}

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
 * One page in one form factor. Lighthouse's own advice for a failed trace (NO_NAVSTART and the
 * like) is to run again, so a failed run is retried once; a run that still fails becomes a row
 * with its error, so one bad page does not lose the others.
 */
async function benchOne(chromePort, origin, page, formFactor) {
  let row;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    if (attempt > 1) await sleep(RETRY_PAUSE_MS);
    try {
      row = summarise(page, formFactor.name, await runLighthouse(chromePort, origin + page, formFactor));
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
    failingAudits: noAudits,
    runtimeError: message,
    runWarnings: [],
  };
}

function summarise(page, formFactor, lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, categoryScore(lhr, id)]));
  const jsBytes = scriptTransferBytes(lhr);
  return {
    page,
    formFactor,
    scores,
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    jsKb: jsBytes === null ? null : jsBytes / 1024,
    failingAudits: Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)])),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

// ---------------------------------------------------------------- budgets

/** Every budget one row misses, each with what to look at. */
function budgetMisses(row) {
  if (row.runtimeError) return [{ budget: "run", detail: row.runtimeError }];
  const misses = [];
  for (const id of CATEGORIES) {
    const minimum = id === "performance" ? BUDGETS.minPerformance : BUDGETS.minOtherCategories;
    const score = row.scores[id];
    if (score === null || score < minimum) {
      const audits = row.failingAudits[id];
      misses.push({
        budget: `${id} >= ${minimum}`,
        detail: `${score ?? "no score"}${audits.length ? `; failing audits: ${audits.join(", ")}` : ""}`,
      });
    }
  }
  if (row.cls === null || row.cls >= BUDGETS.maxCls) {
    misses.push({ budget: `CLS < ${BUDGETS.maxCls}`, detail: formatCls(row.cls) });
  }
  if (row.page === "/" && (row.jsKb === null || row.jsKb > BUDGETS.maxHomeJsKb)) {
    misses.push({ budget: `home JS <= ${BUDGETS.maxHomeJsKb} KB`, detail: `${formatKb(row.jsKb)} KB` });
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
  { title: "A11y", value: (row) => row.scores.accessibility ?? "-" },
  { title: "BP", value: (row) => row.scores["best-practices"] ?? "-" },
  { title: "SEO", value: (row) => row.scores.seo ?? "-" },
  { title: "LCP ms", value: (row) => formatMs(row.lcpMs) },
  { title: "TBT ms", value: (row) => formatMs(row.tbtMs) },
  { title: "CLS", value: (row) => formatCls(row.cls) },
  { title: "JS KB", value: (row) => formatKb(row.jsKb) },
];

function printTable(rows) {
  const cells = rows.map((row) => TABLE_COLUMNS.map((column) => String(column.value(row))));
  const widths = TABLE_COLUMNS.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const pad = (text, index) =>
    TABLE_COLUMNS[index].align === "left" ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (texts) => texts.map(pad).join("  ");
  console.log(line(TABLE_COLUMNS.map((column) => column.title)));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const texts of cells) console.log(line(texts));
}

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
    running.buildCopy = snapshotBuild();
    origin = await startServer(running.buildCopy);
  }

  const pages = selectPages(await sitemapPaths(origin), options.only);
  console.log(`Benching ${pages.length} pages on ${origin}, mobile and desktop (${pages.length * 2} Lighthouse runs)`);

  running.chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const rows = [];
  let runNumber = 0;
  for (const page of pages) {
    for (const formFactor of FORM_FACTORS) {
      runNumber += 1;
      process.stderr.write(`[${runNumber}/${pages.length * 2}] ${page} ${formFactor.name} ... `);
      const row = await benchOne(running.chrome.port, origin, page, formFactor);
      process.stderr.write(
        row.runtimeError ? `error ${row.runtimeError}\n` : `performance ${row.scores.performance}\n`,
      );
      rows.push(row);
    }
  }
  await cleanUp();

  console.log("");
  printTable(rows);
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
