// `npm test`: every check the project has, in order, stopping at the first failure.
// The database tiers run twice: on PGlite today, and on a throwaway PostgreSQL server with the
// date moved ahead by libfaketime (Debian's faketime package).
import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";

import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

/**
 * The second run stands this far in the future (decision 023): a test or sample data that expires
 * fails the day it is written, not a year later. The PostgreSQL server keeps the real clock, so a
 * comparison of the application's clock with the database's fails too.
 */
const daysAhead = 400;

const projects = (...names) => names.flatMap((name) => ["--project", name]);
/**
 * `-m` preloads libfaketime's multi-threaded build: Node starts threads of its own at once, and the
 * single-threaded build's lazy set-up can race them (a CI run's unit step once died before printing
 * a line). The program runs without npx between: one process fewer under the preloaded clock.
 */
const ahead = ["-m", "-f", `+${daysAhead}d`];

/**
 * Each stage runs its steps side by side; a step marked quiet shows its output when it ends,
 * so steps side by side do not interleave. Each vitest run uses one worker on 2 cores. The tests
 * that touch no database (unit, component, and those that start processes) run once, ahead: a
 * test that depends on today's date fails there, and running them today as well cost the Node
 * stage a minute. The database tiers run on both. The route tests (web) run once, on PostgreSQL
 * ahead: its pool answers requests side by side as production does and its clock is not the
 * application's, and the browser tests run the same server on PGlite; running them on both cost
 * the stage a minute of both cores. Four runs side by side keep both cores busy until the last
 * ends (the route tests beside the other PostgreSQL tiers, on a server of their own, so no run is
 * much longer than the rest); fewer left one core idle once the shorter ones were done. The
 * browser tests keep both cores busy alone: with a Node run beside them, component and browser
 * tests timed out.
 */
const stages = [
  // Lint, the import circles and the formatting check the code while tsc does; the build needs none of them.
  [
    ["types", "npm", ["run", "typecheck"]],
    ["lint", "npm", ["run", "lint"], { quiet: true }],
    ["formatting", "npm", ["run", "format:check"], { quiet: true }],
    ["production build", "npm", ["run", "build"], { quiet: true }],
  ],
  [
    ["the database tier on PGlite", "npx", ["vitest", "run", ...projects("db")]],
    [
      `unit and component tests, ${daysAhead} days ahead (libfaketime)`,
      "faketime",
      [...ahead, "node_modules/.bin/vitest", "run", ...projects("unit", "dom")],
      { quiet: true },
    ],
    [
      `the same database tier, the PostgreSQL and the several-instance tests on PostgreSQL, ${daysAhead} days ahead`,
      "faketime",
      [...ahead, "node", "scripts/with-postgres.mjs", "vitest", "run", ...projects("db", "pg", "instances")],
      { quiet: true },
    ],
    [
      `API and back-office route tests on PostgreSQL, ${daysAhead} days ahead`,
      "faketime",
      [...ahead, "node", "scripts/with-postgres.mjs", "vitest", "run", ...projects("web")],
      { quiet: true },
    ],
  ],
  [["browser tests in Chromium", "npx", ["playwright", "test"]]],
];

function run([name, command, args, { quiet = false } = {}]) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}${quiet ? " (output when it ends)" : ""}`);
  const started = Date.now();
  // Tests open their own throwaway databases; a developer's DATABASE_URL is never touched.
  const child = spawn(command, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATABASE_URL: "" },
  });
  const output = [];
  for (const [stream, shown] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => {
      output.push(chunk);
      if (!quiet) shown.write(chunk);
    });
  }
  // A missing program (faketime before `apt-get install faketime`) is named, then fails the step.
  child.on("error", (error) => console.error(`${name}: cannot run ${command}: ${error.message}`));
  return new Promise((resolve) => {
    child.on("close", (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) process.stdout.write(Buffer.concat(output));
      const ending = signal ? `killed by ${signal}` : `exit code ${status}`;
      console.log(`=== ${name} ${status === 0 ? "passed" : `failed (${ending})`} after ${seconds}s`);
      const text = Buffer.concat(output).toString("utf8");
      resolve(status === 0 ? undefined : { name, ending, output: text });
    });
  });
}

/**
 * The lines of a failed step's output that name what failed. They are printed again last: a
 * long run's log is often read from its end (CI keeps only the tail), where a step that ran beside
 * a longer one would otherwise have scrolled its failures out of sight.
 */
function failureLines(output) {
  const lines = stripVTControlCharacters(output)
    .split("\n")
    .filter((line) =>
      /\bFAIL\b|[×✘]|\b\w*Error\b|\bUnhandled\b|\bunhandled errors?\b|\d+ failed|error TS\d+|^\[warn\]|^\s+\d+:\d+\s+error\b/.test(
        line,
      ),
    );
  // A run that ends badly without naming a failure (a crash, a killed worker) shows its end instead.
  const named = lines.length > 0 ? lines : stripVTControlCharacters(output).split("\n").slice(-40);
  return [...new Set(named.map((line) => line.trimEnd()))].slice(0, 60);
}

let passed = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  const failures = results.filter(Boolean);
  passed += results.length - failures.length;
  if (failures.length > 0) {
    for (const { name, ending, output } of failures) {
      const lines = output.trim() === "" ? ["(it printed nothing)"] : failureLines(output);
      console.log(`\n=== what failed in ${name} (${ending}):\n${lines.join("\n")}`);
    }
    console.log(`steps: ${passed} passed, ${failures.length} failed`);
    process.exit(1);
  }
}
console.log(`steps: ${passed} passed, 0 failed`);
