import { randomBytes } from "node:crypto";
import { brotliCompressSync } from "node:zlib";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, hashSource } from "./content-security-policy";
import {
  criticalCssInliner,
  firstRoundTripHtmlBytes,
  fitsFirstRoundTrip,
  surelyOutgrowsFirstRoundTrip,
} from "./critical-css.mjs";
import { criticalCssPlan } from "./critical-css-plan.mjs";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";
import { quickBrotliBytes } from "./representation";
import { blockingStylesheetsIn, inlineStylesIn, policyAllowsInlineStyle } from "../../test-support/critical-css";

const href = "/assets/public-abc123.css";
const css =
  ".used{color:red}.unused{color:blue}.card .title{font-weight:700}.card .subtitle{font-style:italic}:where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}" +
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-font-weight{syntax:"*";inherits:false}';
const page = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>A page</title><link rel="stylesheet" href="${href}"></head><body><div class="card space-y-2"><p class="used title">Hello</p></div><script type="module" src="/assets/entry.js"></script></body></html>`;

describe("the critical CSS of a page", () => {
  const inline = criticalCssInliner([criticalCssPlan(css, href)]);
  const html = inline(page);

  it("inlines the rules the page uses, and only those, in its head", () => {
    const [style = ""] = inlineStylesIn(html);
    expect(style).toContain(".used{color:red}");
    expect(style).toContain(".card .title{font-weight:700}");
    // Beasties would leave out a selector that starts with a pseudo-class: Tailwind's spacing utilities.
    expect(style).toContain(":where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}");
    // Each at-rule as the stylesheet wrote it: a stray ";" after one would make the browser drop the next.
    expect(style).toContain(
      '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-font-weight{',
    );
    expect(style).not.toContain(".unused");
    expect(style).not.toContain("subtitle");
  });

  it("leaves no stylesheet in the head for the first paint to wait for, and one in <noscript> without JavaScript", () => {
    expect(blockingStylesheetsIn(page)).toEqual([href]);
    expect(blockingStylesheetsIn(html)).toEqual([]);
    expect(html).toMatch(new RegExp(`<link[^>]*href="${href}"[^>]*media="print"[^>]*data-beasties-media="all"`));
    expect(html).toMatch(new RegExp(`<noscript><link rel="stylesheet" href="${href}"`));
  });

  it("is allowed by the policy that names the page's inline scripts, the one giving the stylesheet its media among them", () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    const policy = contentSecurityPolicy(hashes.map(hashSource));
    for (const style of inlineStylesIn(html)) expect(policyAllowsInlineStyle(policy, style)).toBe(true);
  });

  it("leaves a page without the stylesheet as it was", () => {
    const other = page.replace(href, "/assets/admin-abc123.css");
    expect(inline(other)).toBe(other);
  });

  it("tells a page that would outgrow the first round trip with its critical CSS (its callers then keep its link)", () => {
    // Random text compresses to no less than its bytes: twice what the first round trip holds.
    const filler = randomBytes(firstRoundTripHtmlBytes * 2).toString("base64");
    const heavy = page.replace("Hello", `Hello ${filler}`);
    expect(fitsFirstRoundTrip(brotliCompressSync(inline(heavy)).length)).toBe(false);
    expect(fitsFirstRoundTrip(brotliCompressSync(html).length)).toBe(true);
  });

  it("tells a page far past the first round trip by a quick compression, and never one that fits", async () => {
    const farPast = randomBytes(firstRoundTripHtmlBytes * 2).toString("base64");
    const quickly = async (markup: string) => surelyOutgrowsFirstRoundTrip(await quickBrotliBytes(Buffer.from(markup)));
    expect(await quickly(inline(page.replace("Hello", `Hello ${farPast}`)))).toBe(true);
    expect(await quickly(inline(html))).toBe(false);
    // Just past the limit at brotli's highest setting is for the slow compression to tell.
    const justPast = randomBytes(Math.round(firstRoundTripHtmlBytes * 1.05)).toString("base64");
    const heavier = inline(page.replace("Hello", `Hello ${justPast}`));
    expect(fitsFirstRoundTrip(brotliCompressSync(heavier).length)).toBe(false);
    expect(await quickly(heavier)).toBe(false);
  });
});

describe("policyAllowsInlineStyle", () => {
  it("follows the hash when the policy names one, and 'unsafe-inline' only when it names none", () => {
    expect(policyAllowsInlineStyle("default-src 'self'; style-src 'self' 'unsafe-inline'", "a{}")).toBe(true);
    expect(policyAllowsInlineStyle("default-src 'self'; style-src 'self'", "a{}")).toBe(false);
    expect(policyAllowsInlineStyle("default-src 'self'", "a{}")).toBe(false);
    const hash = "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"; // of "a{}"
    expect(policyAllowsInlineStyle(`style-src 'self' 'unsafe-inline' ${hash}`, "a{}")).toBe(true);
    expect(policyAllowsInlineStyle(`style-src 'self' 'unsafe-inline' ${hash}`, "b{}")).toBe(false);
    expect(policyAllowsInlineStyle(`style-src 'unsafe-inline'; style-src-elem 'self'`, "a{}")).toBe(false);
  });
});
