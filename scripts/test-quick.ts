// `npm run test:quick [-- <revision>] [e2e/<name>.spec.ts ...]`: the inner loop, the tests of what
// changed since <revision> (HEAD by default: what is not committed yet), where `npm test` is the
// whole suite. The Node tests that import a changed file (vitest --changed), on PGlite and today's
// date; then, when pages or the server changed, the build (only when stale), the route tests that
// import a changed file, and the browser specs that reach one: a spec that imports it, or that opens
// the address of a page whose module imports it (dependency-cruiser's --affected). Specs named on
// the command line run too. What it leaves out (a server change only a browser flow would show,
// another date, PostgreSQL's own tests) is `npm test`'s: run it before you stop.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";

import type { RouteConfigEntry } from "@react-router/dev/routes";

import routes from "../app/routes";
import { buildIsCurrent } from "./build-stamp.mjs";

const args = process.argv.slice(2);
const namedSpecs = args.filter((arg) => arg.endsWith(".spec.ts"));
const revision = args.find((arg) => !arg.endsWith(".spec.ts")) ?? "HEAD";

const lines = (text: string) => text.split("\n").filter(Boolean);
const git = (...gitArgs: string[]) => lines(execFileSync("git", gitArgs, { encoding: "utf8" }));
const changed = [...git("diff", "--name-only", revision), ...git("ls-files", "--others", "--exclude-standard")];

function run(command: string, commandArgs: string[]): void {
  console.log(`\n=== ${command} ${commandArgs.join(" ")}`);
  const { status } = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
}

/** Every page module with the addresses it answers, its parents' paths joined to its own. */
function pageAddresses(entries: RouteConfigEntry[], parent = ""): [string, string][] {
  return entries.flatMap((entry) => {
    const address = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, "/");
    return [[`app/${entry.file}`, address || "/"] as [string, string], ...pageAddresses(entry.children ?? [], address)];
  });
}

/** The modules under app/ and e2e/ that import a changed file, however indirectly (and the changed ones). */
function affectedModules(): string[] {
  const output = execFileSync(
    "node_modules/.bin/depcruise",
    ["--config", ".dependency-cruiser.mjs", "--affected", revision, "--output-type", "json", "app", "e2e"],
    { encoding: "utf8", maxBuffer: 64 * 2 ** 20 },
  );
  return (JSON.parse(output) as { modules: { source: string }[] }).modules.map((module) => module.source);
}

/** The browser specs that reach a changed file: by importing it, or by opening a page that does. */
function specsReached(): string[] {
  const affected = new Set(affectedModules());
  const addresses = pageAddresses(routes)
    .filter(([file]) => affected.has(file))
    // The address up to its first parameter: a spec opens /blog/<slug> by a slug of its own.
    .map(([, address]) => address.split(/[:*]/)[0]!.replace(/(.)\/$/, "$1"));
  const specs = fs.globSync("e2e/*.spec.ts");
  return specs.filter((spec) => {
    if (affected.has(spec)) return true;
    const text = fs.readFileSync(spec, "utf8");
    return addresses.some((address) =>
      address === "/" ? /goto\(\s*["'`]\/["'`]/.test(text) : new RegExp(`["'\`]${address}(["'\`/?#$]|$)`).test(text),
    );
  });
}

if (changed.length === 0 && namedSpecs.length === 0) {
  console.log(`Nothing changed since ${revision}.`);
  process.exit(0);
}
console.log(`Changed since ${revision}: ${changed.length} files.`);
run("node_modules/.bin/vitest", [
  "run",
  "--project",
  "unit",
  "--project",
  "dom",
  "--project",
  "db",
  "--changed",
  revision,
  "--passWithNoTests",
]);

const servedChanged = changed.some((file) => /^(app|server|domain|contracts|public|drizzle|e2e)\//.test(file));
if (!servedChanged && namedSpecs.length === 0) process.exit(0);
const specs = [...new Set([...specsReached(), ...namedSpecs])];
if (!buildIsCurrent()) run("npm", ["run", "build"]);
run("node", [
  "scripts/with-postgres.mjs",
  "node_modules/.bin/vitest",
  "run",
  "--project",
  "web",
  "--changed",
  revision,
  "--passWithNoTests",
]);
if (specs.length === 0) {
  console.log("\nNo browser spec reaches what changed.");
} else {
  run("node_modules/.bin/playwright", ["test", ...specs]);
}
