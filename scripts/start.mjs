// `npm start`: builds when the sources are newer than the build (or the public
// site URL it was built for changed), then serves the production build. The
// server migrates and seeds the database itself on start (unless MIGRATE_ON_START=false);
// with WEB_CONCURRENCY > 1 its primary process does that once, then forks the workers.
// `npm run db:migrate` (`start.mjs migrate`): the same build check, then migrates, seeds and exits.
// Both read ./.env first, when it exists (scripts/env-file.mjs); the build they may run sees it too.
import "./env-file.mjs";

import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

const sourceRoots = [
  "app",
  "server",
  "domain",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const stampFile = path.resolve("build/stamp.json");
// The origin the build was made for: unset means the configuration's default (server/config.ts).
const siteUrl = process.env.PUBLIC_SITE_URL ?? "";

function newestModification(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), stat.mtimeMs);
}

function buildIsCurrent() {
  if (!fs.existsSync(stampFile) || !fs.existsSync("build/node/main.js")) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  const newestSource = Math.max(...sourceRoots.map(newestModification));
  return stamp.siteUrl === siteUrl && newestSource <= fs.statSync(stampFile).mtimeMs;
}

if (!buildIsCurrent()) {
  console.log("Building the site (first start or sources changed)...");
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  fs.writeFileSync(stampFile, JSON.stringify({ siteUrl }) + "\n");
}

process.env.NODE_ENV = "production";
await import(pathToFileURL(path.resolve("build/node/main.js")).href);
