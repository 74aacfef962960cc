// `npm start`: builds when the sources are newer than the build (or the public
// site URL it was built for changed), then serves the production build. The
// server migrates and seeds the database itself on start (unless MIGRATE_ON_START=false);
// with WEB_CONCURRENCY > 1 its primary process does that once, then forks the workers.
// `npm run db:migrate` (`start.mjs migrate`): the same build check, then migrates, seeds and exits.
// Both read ./.env first, when it exists (scripts/env-file.mjs); the build they may run sees it too.
import "./env-file.mjs";

import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { buildIsCurrent } from "./build-stamp.mjs";
import { requireProjectNode } from "./project-node.mjs";

requireProjectNode();

if (!buildIsCurrent()) {
  console.log("Building the site (first start or sources changed)...");
  // The build writes its own stamp (scripts/build-stamp.mjs), so `npm run build` alone serves too.
  execFileSync("npm", ["run", "build"], { stdio: "inherit" });
}

process.env.NODE_ENV = "production";
await import(pathToFileURL(path.resolve("build/node/main.js")).href);
