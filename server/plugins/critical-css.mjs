// The critical CSS of a public page (decision 058): the rules of the public stylesheet its HTML uses,
// inlined in a <style>, while the stylesheet's <link> waits as media="print" and one script at the
// end of the body gives it its media back, so the first paint waits for no stylesheet. The
// build compiles the stylesheet into a plan once (critical-css-plan.mjs); pages apply it
// with beasties' runtime, a single pass over the HTML with no parsing of CSS. The script is always
// the same text, and pages name their inline scripts' hashes in their policy, which allows it
// (server/plugins/inline-script-hashes.mjs); the policy's style-src already allows inline styles
// (React's style attributes and the dialogs' scroll lock need 'unsafe-inline', which any hash
// there would switch off).
import fs from "node:fs/promises";
import path from "node:path";

import { createProcessor } from "beasties/runtime";

/** Written by the build beside build/client: the public stylesheet's plan. */
export const criticalCssPlanFile = "critical-css-plan.json";

/**
 * The most a page's HTML may weigh, compressed, with its critical CSS: what a new connection's first
 * round trip brings (14,600 bytes, docs/performance.md "Budgets") less its headers, about 1.6 KB
 * with the page's policy. A heavier page keeps its stylesheet link: on the home page the inlined
 * rules (about 4 KB) pushed the page past it, and its mobile score went from 98 to 97, a second
 * round trip costing more than the stylesheet's request. Each caller decides on the brotli copy it
 * makes anyway: the build's step (scripts/inline-critical-css.mjs) and the kept renders
 * (rendered-pages.ts), which compressed the page twice, once on the event loop, while this decided.
 */
export const firstRoundTripHtmlBytes = 13_000;

/**
 * Whether a page that brotli compresses to `brotliBytes` with its critical CSS comes in a new
 * connection's first round trip; if not, the page goes out as it was, with its stylesheet link.
 * @param {number} brotliBytes
 */
export const fitsFirstRoundTrip = (brotliBytes) => brotliBytes <= firstRoundTripHtmlBytes;

/**
 * Whether a page is sure to outgrow the first round trip with its critical CSS, told by the bytes
 * brotli's quick setting makes of it: the highest makes a page at most a fifth smaller than the
 * quick one (0.87-0.91 on the home page, the FAQ and the terms). A kept render then spends the slow
 * compression only on the page it keeps: the home page, refused every time, was compressed twice at
 * the highest setting per change.
 * @param {number} quickBrotliBytes
 */
export const surelyOutgrowsFirstRoundTrip = (quickBrotliBytes) => quickBrotliBytes * 0.8 > firstRoundTripHtmlBytes;

/**
 * Inlines the critical CSS of `plans`' stylesheets into an HTML page. Without JavaScript the
 * stylesheet loads through the <noscript> copy of its link.
 * @param {import("beasties/runtime").CompactPlan[]} plans
 * @returns {(html: string) => string}
 */
export function criticalCssInliner(plans) {
  // Every @keyframes (four, 0.4 KB): beasties finds an animation's keyframes by name, and Tailwind names
  // the spinner's through a variable (--animate-spin-slow), so "critical" left the entry overlay's spinner still.
  const processor = createProcessor(plans, { preload: "media-script", keyframes: "all" });
  return (html) => processor.process(html);
}

/**
 * The inliner of a build's plan.
 * @param {string} buildDirectory
 * @returns {Promise<(html: string) => string>}
 */
export async function readCriticalCssInliner(buildDirectory) {
  const planFile = path.join(buildDirectory, criticalCssPlanFile);
  // Without it the kept pages would wait for the whole stylesheet: the build is older than this server.
  const text = await fs.readFile(planFile, "utf8").catch(() => {
    throw new Error(`${planFile} is missing: run npm run build`);
  });
  return criticalCssInliner([JSON.parse(text)]);
}
