// What the last `npm test` cost: each step's wall and processor seconds, and every test file's
// time, slowest first (the Node tiers' files from vitest's JSON report, the browser specs from
// Playwright's). `npm test` prints the head of it when it ends; `node scripts/suite-timings.mjs`
// prints it all again, `--top 20` the slowest 20 of each list.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { waitedForCount } from "./cpu-seconds.mjs";

export const timingsFolder = path.resolve("test-timings");

const readJson = (file) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(timingsFolder, file), "utf8"));
  } catch {
    return undefined;
  }
};

/** Each test file of a vitest JSON report, with its seconds. */
const vitestFiles = (report) =>
  (report?.testResults ?? []).map((file) => ({
    file: path.relative(process.cwd(), file.name),
    seconds: (file.endTime - file.startTime) / 1000,
  }));

/** Each spec file of a Playwright JSON report, with the seconds of its tests in every project added up. */
function playwrightFiles(report) {
  const seconds = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          seconds.set(spec.file, (seconds.get(spec.file) ?? 0) + result.duration / 1000);
        }
      }
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...seconds].map(([file, total]) => ({ file: path.join("e2e", file), seconds: total }));
}

/** Seconds as the timing lists print them, right-aligned. */
export const figure = (seconds) => seconds.toFixed(1).padStart(7);

export function printTimings({ top = Infinity } = {}) {
  const run = readJson("run.json");
  if (!run) {
    console.log("No timings yet: `npm test` writes them.");
    return;
  }
  const counted = run.whole.counted ?? waitedForCount;
  // Runs counted in a control group also say what the processes waited for alone came to: the
  // figure of the runs before, which missed orphans (scripts/cpu-seconds.mjs).
  const both = run.whole.waitedForSeconds !== undefined && counted !== waitedForCount;
  console.log(`\n=== what the run cost (seconds; processor = user + system, counted: ${counted})`);
  console.log(`   wall   processor${both ? "  waited-for" : ""}  step`);
  const waited = (seconds) => (both ? `  ${figure(seconds)}  ` : "");
  for (const step of run.steps) {
    console.log(
      `${figure(step.wallSeconds)} ${figure(step.userSeconds + step.systemSeconds)}${waited(step.waitedForSeconds)}     ${step.name}`,
    );
  }
  const { wallSeconds, userSeconds, systemSeconds, waitedForSeconds } = run.whole;
  console.log(
    `${figure(wallSeconds)} ${figure(userSeconds + systemSeconds)}${waited(waitedForSeconds)}     the whole run (user ${userSeconds.toFixed(1)}, system ${systemSeconds.toFixed(1)})`,
  );
  for (const [title, files] of [
    ["Node test files", run.reports.flatMap((report) => vitestFiles(readJson(report)))],
    ["browser spec files (their tests' time, every width added up)", playwrightFiles(readJson("browser.json"))],
  ]) {
    const slowest = files.sort((a, b) => b.seconds - a.seconds);
    const shown = slowest.slice(0, top);
    console.log(
      `\n=== ${title}, slowest first${shown.length < slowest.length ? ` (${shown.length} of ${slowest.length})` : ""}`,
    );
    for (const { file, seconds } of shown) console.log(`${figure(seconds)}  ${file}`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const topAt = process.argv.indexOf("--top");
  printTimings({ top: topAt > 0 ? Number(process.argv[topAt + 1]) : Infinity });
}
