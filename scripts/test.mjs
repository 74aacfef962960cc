// `npm test`: every check the project has, in order, stopping at the first failure.
// The database tests run twice: on PGlite, then on a throwaway PostgreSQL server.
import { spawn } from "node:child_process";

import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

/**
 * Each stage runs its steps side by side; a step marked quiet shows its output when it ends,
 * so steps side by side do not interleave. The PostgreSQL run shares a stage with the browser
 * tests, which are bound by the one server process they drive and leave most of a second core
 * idle. Adding the PGlite run to that stage as well overloaded the machine (timeouts in
 * component and browser tests), so it runs before them.
 */
const stages = [
  // Lint reads no types, so it checks the code while tsc does.
  [
    ["types", "npm", ["run", "typecheck"]],
    ["lint", "npx", ["eslint", "."], { quiet: true }],
  ],
  // Before the tests: the web project (the back office's authorisation table) drives the build.
  [["production build", "npm", ["run", "build"]]],
  [["unit, component, API and back-office route tests on PGlite", "npx", ["vitest", "run"]]],
  [
    ["browser tests in Chromium", "npx", ["playwright", "test"]],
    [
      "database, back-office route and several-instance tests on PostgreSQL",
      "node",
      [
        "scripts/with-postgres.mjs",
        ...["vitest", "run", "--project", "db", "--project", "pg", "--project", "web", "--project", "instances"],
      ],
      { quiet: true },
    ],
  ],
];

function run([name, command, args, { quiet = false } = {}]) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}${quiet ? " (output when it ends)" : ""}`);
  const started = Date.now();
  // Tests open their own throwaway databases; a developer's DATABASE_URL is never touched.
  const child = spawn(command, args, {
    stdio: quiet ? ["ignore", "pipe", "pipe"] : "inherit",
    env: { ...process.env, DATABASE_URL: "" },
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (quiet) process.stdout.write(Buffer.concat(output));
      console.log(`=== ${name} ${status === 0 ? "passed" : "failed"} after ${seconds}s`);
      resolve(status === 0);
    });
  });
}

let passed = 0;
for (const stage of stages) {
  const results = await Promise.all(stage.map(run));
  const failed = results.filter((ok) => !ok).length;
  passed += results.length - failed;
  if (failed > 0) {
    console.log(`steps: ${passed} passed, ${failed} failed`);
    process.exit(1);
  }
}
console.log(`steps: ${passed} passed, 0 failed`);
