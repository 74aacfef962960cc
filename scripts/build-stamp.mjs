// The build's stamp: which public site URL it was made for, written when it ends. `npm start`
// (scripts/start.mjs) serves the build as it is while the stamp is newer than every source and names
// the same URL, and builds again otherwise. `node scripts/build-stamp.mjs` writes it: the last step
// of `npm run build`, so a build made by hand (or by a Dockerfile) is the one `npm start` serves.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const sourceRoots = [
  "app",
  "server",
  "domain",
  "contracts",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const stampFile = path.resolve("build/stamp.json");
// The origin the build was made for: unset means the configuration's default (server/config.ts).
const siteUrl = () => process.env.PUBLIC_SITE_URL ?? "";

function newestModification(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), stat.mtimeMs);
}

export function buildIsCurrent() {
  if (!fs.existsSync(stampFile) || !fs.existsSync("build/node/main.js")) return false;
  const stamp = JSON.parse(fs.readFileSync(stampFile, "utf8"));
  const newestSource = Math.max(...sourceRoots.map(newestModification));
  return stamp.siteUrl === siteUrl() && newestSource <= fs.statSync(stampFile).mtimeMs;
}

export function writeBuildStamp() {
  fs.writeFileSync(stampFile, JSON.stringify({ siteUrl: siteUrl() }) + "\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) writeBuildStamp();
