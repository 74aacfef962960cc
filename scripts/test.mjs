// `npm test`: every check the project has, in order, stopping at the first failure.
// The database tests run twice: on PGlite, then on a throwaway PostgreSQL server.
import { spawnSync } from "node:child_process";

import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

const steps = [
  ["types", "npm", ["run", "typecheck"]],
  ["lint", "npx", ["eslint", "."]],
  // Early, because the web project (the back office's authorisation table) drives the build.
  ["production build", "npm", ["run", "build"]],
  ["unit, component, API and back-office route tests on PGlite", "npx", ["vitest", "run"]],
  [
    "database and back-office route tests on PostgreSQL",
    "node",
    ["scripts/with-postgres.mjs", "vitest", "run", "--project", "db", "--project", "pg", "--project", "web"],
  ],
  ["browser tests in Chromium", "npx", ["playwright", "test"]],
];

let passed = 0;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  // Tests open their own throwaway databases; a developer's DATABASE_URL is never touched.
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: "" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n=== ${name} failed after ${seconds}s`);
    console.log(`steps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
  passed += 1;
}
console.log(`steps: ${passed} passed, 0 failed`);
