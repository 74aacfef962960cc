import { describe, expect, it } from "vitest";

import { seed } from "../db/seed";
import { productionServer } from "../../test-support/production-server";
import {
  blockingStylesheetsIn,
  inlineStylesIn,
  policyAllowsInlineStyle,
  stylesheetsIn,
} from "../../test-support/critical-css";
import { inlineScriptHashes } from "./inline-script-hashes.mjs";

/**
 * The public pages carry their critical CSS and wait for no stylesheet, and each area loads only
 * its own stylesheet (decision 058), on the production build (run `npm run build` first).
 */
describe("the pages' stylesheets", () => {
  const host = "127.0.0.1:3000";
  const server = productionServer("critical-css", {
    env: { PUBLIC_SITE_URL: `http://${host}` },
    beforeBuilding: (database) => seed(database.db, new Date()),
  });
  const get = async (url: string) => {
    const answer = await server.app.inject({ method: "GET", url, headers: { host, accept: "text/html" } });
    expect(answer.statusCode, url).toBe(200);
    return { html: answer.body, policy: String(answer.headers["content-security-policy"]) };
  };
  const isPublic = (href: string | undefined) => /^\/assets\/public-[\w-]+\.css$/.test(href ?? "");
  const isAdmin = (href: string | undefined) => /^\/assets\/admin-[\w-]+\.css$/.test(href ?? "");

  describe.each([
    // Not /privacy: with its grievance form its HTML would pass the first round trip with
    // the rules inlined, so it keeps its stylesheet link, as the home page does (critical-css.mjs).
    { name: "a prerendered page", url: "/terms-condition" },
    { name: "a kept render", url: "/faq" },
  ])("$name", ({ url }) => {
    it("has its critical CSS inline and no stylesheet in its head for the first paint to wait for", async () => {
      const { html } = await get(url);
      const [style = ""] = inlineStylesIn(html);
      // The entry overlay, the first thing on every public page, is drawn by the inline rules.
      expect(style).toContain(".loading-overlay{");
      expect(style).toContain(".bg-white{");
      expect(blockingStylesheetsIn(html)).toEqual([]);
    });

    it("loads the public stylesheet and nothing of the back office's", async () => {
      const { html } = await get(url);
      const stylesheets = stylesheetsIn(html);
      expect(stylesheets.some(isPublic)).toBe(true);
      expect(stylesheets.filter(isAdmin)).toEqual([]);
      expect(html).not.toMatch(/\/assets\/admin-[\w-]+\.css/);
    });

    it("is allowed its inline style and its inline scripts by its Content-Security-Policy", async () => {
      const { html, policy } = await get(url);
      for (const style of inlineStylesIn(html)) expect(policyAllowsInlineStyle(policy, style)).toBe(true);
      for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'${hash}'`);
    });
  });

  it("leaves the home page its stylesheet link: with its critical CSS it would outgrow the first round trip", async () => {
    const { html, policy } = await get("/");
    expect(inlineStylesIn(html)).toEqual([]);
    expect(blockingStylesheetsIn(html).filter(isPublic)).toHaveLength(1);
    expect(stylesheetsIn(html).filter(isAdmin)).toEqual([]);
    for (const hash of inlineScriptHashes(html)) expect(policy).toContain(`'${hash}'`);
  });

  it("gives the back office's sign-in page the back office's stylesheet and nothing of the public site's", async () => {
    const { html } = await get("/admin/sign-in");
    const stylesheets = stylesheetsIn(html);
    expect(stylesheets.some(isAdmin)).toBe(true);
    expect(html).not.toMatch(/\/assets\/public-[\w-]+\.css/);
  });
});
