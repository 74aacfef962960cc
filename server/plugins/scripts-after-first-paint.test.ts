import { describe, expect, it } from "vitest";

import { inlineScriptHashes } from "./inline-script-hashes.mjs";
import { startScriptsAfterFirstPaint } from "./scripts-after-first-paint.mjs";

// The shape React Router's <Scripts> writes (seen in build/client/contactUs/index.html), cut short.
const bootstrap = [
  ";",
  'import * as route0 from "/assets/root-C5dXL47-.js";',
  'import * as route1 from "/assets/contact-us-C0Ox5mZf.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-M_7N92Rr.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/contact-us":route1};',
  "",
  'import("/assets/entry.client-M_7N92Rr.js");',
].join("\n");
const page =
  '<!DOCTYPE html><html><head><title>Contact</title><link rel="modulepreload" href="/assets/entry.client-M_7N92Rr.js"/>' +
  '<link rel="modulepreload" href="/assets/root-C5dXL47-.js"/><link rel="modulepreload" href="/assets/site-frame-Cw_5OGXp.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-M_7N92Rr.js"/><link rel="modulepreload" href="/assets/contact-us-C0Ox5mZf.js"/>' +
  "</head><body><main><h1>Contact us</h1></main><script>window.__reactRouterContext = {};</script>" +
  `<script type="module" async="">${bootstrap}</script><script>$RC("B:1","S:1")</script></body></html>`;

const moduleScriptOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("a page's scripts after its first paint", () => {
  const rewritten = startScriptsAfterFirstPaint(page);
  const script = moduleScriptOf(rewritten);

  it("leaves no module for the browser to fetch before the page paints", () => {
    expect(rewritten).not.toContain('<link rel="modulepreload"');
    expect(script).not.toMatch(/^import \* as/m);
    expect(script.indexOf('"first-contentful-paint"')).toBeGreaterThan(-1);
    expect(script.indexOf('"first-contentful-paint"')).toBeLessThan(script.indexOf("import("));
  });

  it("then preloads every module the links named, once each, and imports the route modules under their names", () => {
    expect(script).toContain(
      'for(const href of ["/assets/entry.client-M_7N92Rr.js","/assets/root-C5dXL47-.js","/assets/site-frame-Cw_5OGXp.js","/assets/contact-us-C0Ox5mZf.js"]){',
    );
    expect(script).toContain(
      'const [route0,route1]=await Promise.all([import("/assets/root-C5dXL47-.js"),import("/assets/contact-us-C0Ox5mZf.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/contact-us":route1};');
    expect(script.trimEnd()).toMatch(/import\("\/assets\/entry\.client-M_7N92Rr\.js"\);$/);
  });

  it("gives the main thread back before each preload link and before the imports", () => {
    const preloading = script.slice(script.indexOf("for(const href of"), script.indexOf("const [route0"));
    const yields = preloading.match(/await\(window\.scheduler&&scheduler\.yield\?scheduler\.yield\(\)/g) ?? [];
    expect(yields).toHaveLength(2); // one in the loop's body, one after it
    expect(preloading.indexOf("scheduler.yield")).toBeLessThan(preloading.indexOf("appendChild"));
  });

  it("changes nothing else in the page, and its policy names the rewritten script", () => {
    const outside = (html: string) =>
      html
        .replace(/<script type="module" async="">[\s\S]*?<\/script>/, "")
        .replace(/<link rel="modulepreload"[^>]*>/g, "");
    expect(outside(rewritten)).toBe(outside(page));
    expect(inlineScriptHashes(rewritten)).toHaveLength(3);
    expect(inlineScriptHashes(rewritten)).not.toEqual(inlineScriptHashes(page));
  });

  it("leaves a page alone whose scripts React Router did not write in its shape", () => {
    const twoModules = page.replace("<script>$RC", `<script type="module" async="">${bootstrap}</script><script>$RC`);
    expect(startScriptsAfterFirstPaint(twoModules)).toBe(twoModules);
    const withoutRoutes = page.replace(/import \* as route\d+ from "[^"]+";\n/g, "");
    expect(startScriptsAfterFirstPaint(withoutRoutes)).toBe(withoutRoutes);
  });
});
