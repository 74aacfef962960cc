// Rewrites each prerendered page so its module scripts start after its first paint
// (server/plugins/scripts-after-first-paint.mjs); the pages rendered per request get the same when
// the server keeps them (server/plugins/rendered-pages.ts). Runs before scripts/hash-inline-scripts.mjs,
// which then hashes the rewritten script.
import fs from "node:fs/promises";
import path from "node:path";

import { startScriptsAfterFirstPaint } from "../server/plugins/scripts-after-first-paint.mjs";

const clientDir = path.join("build", "client");

let pages = 0;
let rewritten = 0;
for (const file of await fs.readdir(clientDir, { recursive: true })) {
  if (path.basename(file) !== "index.html") continue;
  const page = path.join(clientDir, file);
  const html = await fs.readFile(page, "utf8");
  const started = startScriptsAfterFirstPaint(html);
  pages += 1;
  if (started === html) continue;
  await fs.writeFile(page, started);
  rewritten += 1;
}
console.log(`started the scripts of ${rewritten} of ${pages} prerendered pages after their first paint`);
