// `npm test`: every check the project has, stopping after the first stage that fails.
// The Node tiers run with the date moved ahead by libfaketime (Debian's faketime package), the
// database tiers on a throwaway PostgreSQL server that keeps the real clock (decision 023).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

import { startCounting } from "./cpu-seconds.mjs";
import { requireProjectNode } from "./project-node.mjs";
import { printTimings, timingsFolder } from "./suite-timings.mjs";

requireProjectNode();

/**
 * The Node tiers stand this far in the future (decision 023): a test or sample data that expires
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
 * Each stage runs its steps side by side, each step's commands one after another; a step marked
 * quiet shows its output when it ends, so steps side by side do not interleave. A vitest run uses
 * one worker on 2 cores unless it says otherwise.
 *
 * The first stage runs the Node tests in three runs: the tests that touch no database, the
 * database tier with the PostgreSQL and several-instance tests, and the production build followed
 * by the route tests that drive it. The database tier runs once, on PostgreSQL (decision 049); the
 * browser tests run the same server on PGlite. It is the longest run, and alone on one worker it
 * ended most of a minute after the others with a core idle: it has two.
 *
 * The static checks, which have no clock to miss, run from the start to the end at the lowest
 * priority (`nice`), on what the tests leave (the Node runs' last seconds, the browser tests'
 * server starting), and end during the browser tests. A failure of theirs fails the run at its
 * end (or with the first stage that fails) instead of stopping the tests.
 *
 * The browser tests keep both cores busy alone (three workers, playwright.config.ts); with a test
 * run beside them, component and browser tests timed out.
 */
const aheadRun = (...args) => ["faketime", [...ahead, ...args]];
/** A vitest run's report of each file's time, beside its usual output (scripts/suite-timings.mjs reads it). */
const reports = [];
const timed = (report) => {
  reports.push(`${report}.json`);
  return ["--reporter=default", "--reporter=json", `--outputFile.json=${path.join(timingsFolder, `${report}.json`)}`];
};
const quietly = (command, args) => ["nice", ["-n", "19", command, ...args]];
const stages = [
  [
    {
      name: `unit and component tests, ${daysAhead} days ahead (libfaketime)`,
      commands: [
        aheadRun("node_modules/.bin/vitest", "run", ...projects("unit", "dom"), ...timed("unit-and-component")),
      ],
      quiet: true,
    },
    {
      name: `the database tier, the PostgreSQL and the several-instance tests on PostgreSQL, ${daysAhead} days ahead`,
      commands: [
        aheadRun(
          "node",
          "scripts/with-postgres.mjs",
          "vitest",
          "run",
          ...projects("db", "pg", "instances"),
          "--maxWorkers=2",
          ...timed("database"),
        ),
      ],
    },
    {
      name: `the production build, then the API and back-office route tests on PostgreSQL, ${daysAhead} days ahead`,
      commands: [
        ["npm", ["run", "build"]],
        aheadRun("node", "scripts/with-postgres.mjs", "vitest", "run", ...projects("web"), ...timed("routes")),
      ],
      quiet: true,
    },
  ],
  [
    {
      name: "browser tests in Chromium",
      commands: [
        [
          "node_modules/.bin/playwright",
          ["test", "--reporter=list,json"],
          { PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(timingsFolder, "browser.json") },
        ],
      ],
    },
  ],
];

/** Steps that run from the start to the end beside the stages, and fail the run when they fail. */
const alongside = [
  // tsc first: it writes the route types (react-router typegen) that the typed lint rules read.
  {
    name: "types, then lint and the import circles (lowest priority)",
    commands: [quietly("npm", ["run", "typecheck"]), quietly("npm", ["run", "lint"])],
    quiet: true,
  },
  { name: "formatting (lowest priority)", commands: [quietly("npm", ["run", "format:check"])], quiet: true },
];

/**
 * The run's temporary files go in memory when the machine has room there (a RAM disk of at least
 * 4 GB at /dev/shm; Docker's 64 MB is not): the PostgreSQL servers' data, the browser tests'
 * embedded databases, every test's own folder. On the 2-core machine, writing them to disk cost
 * more processor time than the work itself: 30 copies of the test database took 17 CPU s on disk
 * and 1 in memory, and the database tier 116 to 136 CPU s instead of 87. Everything in it is
 * thrown away, so nothing is lost with the memory.
 */
function temporaryFolder() {
  try {
    const { bavail, bsize } = fs.statfsSync("/dev/shm");
    if (bavail * bsize < 4 * 2 ** 30) return undefined;
    const folder = fs.mkdtempSync(path.join("/dev/shm", "nexora-test-"));
    // Open to everyone, as /tmp is: PostgreSQL runs as its own user when the tests run as root.
    fs.chmodSync(folder, 0o1777);
    return folder;
  } catch {
    // No RAM disk: the system's temporary folder it is.
    return undefined;
  }
}
const inMemory = temporaryFolder();
if (inMemory) {
  process.on("exit", () => fs.rmSync(inMemory, { recursive: true, force: true }));
  // Stopped from the terminal or by CI, the run still gives the memory back.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => process.exit(128 + os.constants.signals[signal]));
  }
}

/**
 * Node's compile cache for every process of the run: the servers, the command-line tools and the
 * test workers start again and again (a test's own server about 25 times a run) and compile the
 * same modules each time, which the cache spares from the second start on (about 0.6 of a server's
 * 4.4 CPU s). It is checked against each module's contents, and kept with the run's temporary
 * files.
 */
const compileCache = path.join(inMemory ?? os.tmpdir(), "node-compile-cache");

fs.rmSync(timingsFolder, { recursive: true, force: true });
fs.mkdirSync(timingsFolder, { recursive: true });
/** The whole run's processor time: each step counts its own inside it (scripts/measured-run.mjs). */
const counting = startCounting("nexora-test");
let commandsRun = 0;

/**
 * Runs one command of a step, measured (scripts/measured-run.mjs); resolves with its exit status,
 * or the signal that ended it, and what it cost.
 */
async function runCommand(name, [command, args, env = {}], output, quiet) {
  const costFile = path.join(timingsFolder, `command-${(commandsRun += 1)}.json`);
  // Tests open their own throwaway databases; a developer's DATABASE_URL is never touched.
  const child = spawn(process.execPath, ["scripts/measured-run.mjs", costFile, command, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      DATABASE_URL: "",
      NODE_COMPILE_CACHE: compileCache,
      ...(inMemory ? { TMPDIR: inMemory } : {}),
      ...env,
    },
  });
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
  const ended = await new Promise((resolve) => child.on("close", (status, signal) => resolve({ status, signal })));
  let cost = { userSeconds: 0, systemSeconds: 0 };
  try {
    cost = JSON.parse(fs.readFileSync(costFile, "utf8"));
  } catch {
    // Killed before it could say: its time counts in the whole run's alone.
  }
  return { ...ended, cost };
}

/** Each step's wall and processor seconds, in the order they ended. */
const steps = [];

async function run({ name, commands, quiet = false }) {
  const shown = commands.map(([command, args]) => `${command} ${args.join(" ")}`).join(", then ");
  console.log(`\n=== ${name}: ${shown}${quiet ? " (output when it ends)" : ""}`);
  const started = Date.now();
  const output = [];
  let ended = { status: 0, signal: null };
  const cost = { userSeconds: 0, systemSeconds: 0, waitedForSeconds: 0 };
  for (const command of commands) {
    ended = await runCommand(name, command, output, quiet);
    cost.userSeconds += ended.cost.userSeconds;
    cost.systemSeconds += ended.cost.systemSeconds;
    cost.waitedForSeconds += ended.cost.waitedForSeconds ?? 0;
    if (ended.status !== 0) break;
  }
  steps.push({ name, wallSeconds: (Date.now() - started) / 1000, ...cost });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (quiet) process.stdout.write(Buffer.concat(output));
  const { status, signal } = ended;
  const ending = signal ? `killed by ${signal}` : `exit code ${status}`;
  console.log(`=== ${name} ${status === 0 ? "passed" : `failed (${ending})`} after ${seconds}s`);
  const text = Buffer.concat(output).toString("utf8");
  return status === 0 ? undefined : { name, ending, output: text };
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

/** Writes what the run cost (test-timings/run.json), prints it with the slowest files, and exits. */
function finish(code) {
  const counted = counting.read();
  counting.stop();
  const whole = {
    wallSeconds: performance.now() / 1000,
    ...counted,
    counted: counting.counted,
    waitedForSeconds: steps.reduce((sum, step) => sum + step.waitedForSeconds, 0),
  };
  fs.writeFileSync(path.join(timingsFolder, "run.json"), JSON.stringify({ steps, whole, reports }));
  printTimings({ top: 15 });
  process.exit(code);
}

const besideTheStages = Promise.all(alongside.map(run));
let passed = 0;
function report(results) {
  const failures = results.filter(Boolean);
  passed += results.length - failures.length;
  for (const { name, ending, output } of failures) {
    const lines = output.trim() === "" ? ["(it printed nothing)"] : failureLines(output);
    console.log(`\n=== what failed in ${name} (${ending}):\n${lines.join("\n")}`);
  }
  return failures.length;
}
for (const stage of stages) {
  const failed = report(await Promise.all(stage.map(run)));
  if (failed > 0) {
    // The static checks are let finish: their failures belong in the same report.
    const alsoFailed = report(await besideTheStages);
    console.log(`steps: ${passed} passed, ${failed + alsoFailed} failed`);
    finish(1);
  }
}
const failed = report(await besideTheStages);
console.log(`steps: ${passed} passed, ${failed} failed`);
finish(failed > 0 ? 1 : 0);
