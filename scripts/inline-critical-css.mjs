// Compiles the public stylesheet (app/public.css, as built) into build/critical-css-plan.json and
// inlines each prerendered page's critical CSS into its index.html (server/plugins/critical-css.mjs);
// the pages rendered per request get theirs when the server keeps them (server/plugins/rendered-pages.ts),
// as they get the same rewrite of their scripts, to start after the first paint
// (server/plugins/scripts-after-first-paint.mjs). Runs before scripts/hash-inline-scripts.mjs, which
// then hashes the rewritten scripts and the one that loads the stylesheet.
import fs from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";

import { criticalCssInliner, criticalCssPlanFile, fitsFirstRoundTrip } from "../server/plugins/critical-css.mjs";
import { criticalCssPlan } from "../server/plugins/critical-css-plan.mjs";
import { startScriptsAfterFirstPaint } from "../server/plugins/scripts-after-first-paint.mjs";

const buildDir = "build";
const clientDir = path.join(buildDir, "client");
const assetsDir = path.join(clientDir, "assets");

const stylesheets = (await fs.readdir(assetsDir)).filter((file) => /^public-[\w-]+\.css$/.test(file));
if (stylesheets.length !== 1)
  throw new Error(`expected one public stylesheet in ${assetsDir}, found ${stylesheets.length}: ${stylesheets}`);
const [stylesheet = ""] = stylesheets;
const css = await fs.readFile(path.join(assetsDir, stylesheet), "utf8");
const plan = criticalCssPlan(css, `/assets/${stylesheet}`);
await fs.writeFile(path.join(buildDir, criticalCssPlanFile), JSON.stringify(plan));

const inline = criticalCssInliner([plan]);
let pages = 0;
let inlined = 0;
for (const file of await fs.readdir(clientDir, { recursive: true })) {
  if (path.basename(file) !== "index.html") continue;
  const page = path.join(clientDir, file);
  const html = startScriptsAfterFirstPaint(await fs.readFile(page, "utf8"));
  const withCriticalCss = inline(html);
  // A page the inlined rules would push past the first round trip keeps its link (critical-css.mjs).
  const finished = fitsFirstRoundTrip(brotliCompressSync(withCriticalCss).length) ? withCriticalCss : html;
  await fs.writeFile(page, finished);
  pages += 1;
  if (finished !== html) inlined += 1;
}
console.log(`inlined the critical CSS of ${stylesheet} into ${inlined} of ${pages} prerendered pages`);
