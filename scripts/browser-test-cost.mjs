// `npm run test:cost [-- <playwright arguments>]`: what each browser test costs the machine. The
// tests run one at a time in a control group of their own (scripts/cpu-seconds.mjs), and each
// test's processor seconds are what the group counted from its start to its end: Chromium, the
// servers and Playwright, whoever did the work. Slowest first, then each spec's total; the list is
// kept in test-timings/browser-cost.json. One at a time it takes about 20 minutes, so it is not part
// of `npm test`; it is for choosing what to make cheaper.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import { startCounting } from "./cpu-seconds.mjs";
import { requireProjectNode } from "./project-node.mjs";
import { figure, timingsFolder } from "./suite-timings.mjs";

requireProjectNode();

const counting = startCounting("nexora-browser-cost");
if (!counting.folder) {
  console.error("Each test's cost needs a control group of its own: run this as root, or in a delegated group.");
  process.exit(1);
}
fs.mkdirSync(timingsFolder, { recursive: true });
const listFile = path.join(timingsFolder, "browser-cost.json");
const reporter = path.resolve("scripts/browser-test-cost-reporter.mjs");
const run = spawnSync(
  "node_modules/.bin/playwright",
  ["test", "--workers=1", `--reporter=dot,${reporter}`, ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, BROWSER_COST_GROUP: counting.folder, BROWSER_COST_FILE: listFile } },
);
counting.stop();

const tests = JSON.parse(fs.readFileSync(listFile, "utf8"));
const total = tests.reduce((sum, test) => sum + test.processorSeconds, 0);
console.log(
  `\n=== each browser test's processor seconds, one at a time (${tests.length} tests, ${total.toFixed(1)} s)`,
);
for (const test of tests) console.log(`${figure(test.processorSeconds)}  ${test.project}  ${test.file}: ${test.title}`);
const bySpec = new Map();
for (const test of tests) bySpec.set(test.file, (bySpec.get(test.file) ?? 0) + test.processorSeconds);
console.log("\n=== each spec's processor seconds, every width added up");
for (const [file, seconds] of [...bySpec].sort((a, b) => b[1] - a[1])) console.log(`${figure(seconds)}  ${file}`);
process.exit(run.status ?? 1);
