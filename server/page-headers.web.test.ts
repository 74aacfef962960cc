import type { OutgoingHttpHeaders } from "node:http";

import { describe, expect, it } from "vitest";

import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { inlineScriptHashes } from "./plugins/inline-script-hashes.mjs";
import { revalidatedPage } from "./plugins/representation";
import { directiveSources } from "../test-support/policy-directives";
import { productionServer } from "../test-support/production-server";
import { pages } from "../test-support/public-pages";

/** The one Content-Security-Policy header of an answer. */
function policyOf(headers: OutgoingHttpHeaders): string {
  const policy = headers["content-security-policy"];
  expect(typeof policy, "one Content-Security-Policy header").toBe("string");
  return policy as string;
}

/** The sources script-src allows. */
const scriptSources = (policy: string) => directiveSources(policy, "script-src")!;

/**
 * The headers of the pages, on the production build (run `npm run build` first) through the whole
 * server: a HEAD answers what a GET would, an error page is kept by nobody, and every page's policy
 * lets run exactly the scripts it wrote (docs/decisions/004-content-security-policy.md; the browser
 * tests see it enforced).
 */
describe("the pages' headers", () => {
  const host = "127.0.0.1:3000";
  const server = productionServer("page-headers", {
    env: { PUBLIC_SITE_URL: `http://${host}` },
    beforeBuilding: (database) => seed(database.db, new Date()),
  });
  const ask = (method: "GET" | "HEAD" | "PUT", url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url, headers: { host, ...headers } });

  /**
   * What a HEAD and a GET share: every header but the moment, the connection's and how a streamed
   * body is framed; a script nonce is new for every answer. A page rendered for each request is
   * compressed as it streams: its HEAD, with nothing to compress, may leave out the coding (RFC
   * 9110 §9.3.2, fields "determined only while generating the content").
   */
  const shared = (headers: OutgoingHttpHeaders, streamed: boolean) => {
    const { date: _date, connection: _connection, "transfer-encoding": _framing, ...rest } = headers;
    const { "content-encoding": _coding, vary: _vary, ...beyondTheCoding } = rest;
    const kept = JSON.stringify(streamed ? beyondTheCoding : rest);
    return JSON.parse(kept.replace(/'nonce-[^']+'/g, "'nonce'")) as OutgoingHttpHeaders;
  };

  describe.each([
    { name: "a prerendered page", url: "/services", status: 200, streamed: false },
    { name: "the home page, rendered once and kept", url: "/", status: 200, streamed: false },
    {
      name: "a job's page, rendered once and kept",
      url: "/career/apply/senior-react-engineer-bengaluru",
      status: 200,
      streamed: false,
    },
    { name: "a page rendered for each request", url: "/privacy/your-data", status: 200, streamed: true },
    { name: "a missing page", url: "/no-such-page", status: 404, streamed: true },
    { name: "a missing job", url: "/career/apply/no-such-job", status: 404, streamed: true },
  ])("HEAD of $name", ({ url, status, streamed }) => {
    it.each(["", "br, gzip"])("answers GET's headers without the body (Accept-Encoding: %j)", async (encoding) => {
      const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
      // HEAD first: one that finds nothing kept yet answers as the GET that follows.
      const head = await ask("HEAD", url, headers);
      const get = await ask("GET", url, headers);
      expect([get.statusCode, head.statusCode]).toEqual([status, status]);
      expect(get.headers["content-type"]).toMatch(/^text\/html/);
      expect(get.headers["cache-control"]).toBeDefined();
      expect(get.rawPayload.length).toBeGreaterThan(0);
      expect(head.body).toBe("");
      expect(shared(head.headers, streamed)).toEqual(shared(get.headers, streamed));
    });
  });

  it("marks every error page no-store, and leaves a page's own Cache-Control alone", async () => {
    const missing = ["/no-such-page", "/career/apply/no-such-job", "/blog/no-such-post", "/case-study/no-such-study"];
    for (const url of missing) {
      const answer = await ask("GET", url);
      expect([url, answer.statusCode, answer.headers["cache-control"]]).toEqual([url, 404, "no-store"]);
    }
    const refused = await ask("PUT", "/contactUs", { "content-type": "text/plain" });
    expect([refused.statusCode, refused.headers["cache-control"]]).toEqual([405, "no-store"]);
    expect((await ask("GET", "/services")).headers["cache-control"]).toBe(revalidatedPage);
    expect((await ask("GET", "/privacy/your-data")).headers["cache-control"]).toBe("no-store");
  });

  it("allows every page's scripts by a nonce or their hashes, never 'unsafe-inline'", async () => {
    for (const { path } of pages) {
      const sources = scriptSources(policyOf((await ask("GET", path)).headers));
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(sources.filter((source) => /^'(nonce|sha256)-/.test(source)).length, path).toBeGreaterThan(0);
    }
  });

  it("gives a page rendered per request a fresh nonce, on every script it writes", async () => {
    const nonces: string[] = [];
    // A page for an address that does not exist is rendered for each request that asks.
    for (const answer of [await ask("GET", "/no-such-page"), await ask("GET", "/no-such-page")]) {
      const nonce = /^'nonce-(.+)'$/.exec(scriptSources(policyOf(answer.headers))[1] ?? "")?.[1];
      expect(nonce, "nonce in script-src").toBeTruthy();
      const executable = answer.body
        .match(/<script\b[^>]*>/g)!
        .filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length).toBeGreaterThan(0);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("names exactly a prerendered page's, or a kept render's, inline scripts' hashes in its policy", async () => {
    const kept = ["/demo", "/career", "/career?q=react", "/portfolio", `/career/apply/${seedJobs[0]!.id}`];
    for (const path of ["/", "/faq", "/case-study/erp", "/error", ...kept]) {
      const answer = await ask("GET", path);
      const hashes = inlineScriptHashes(answer.body).map((hash) => `'${hash}'`);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSources(policyOf(answer.headers)), path).toEqual(["'self'", ...hashes]);
    }
  });

  it("sends a page's Permissions-Policy without X-Frame-Options, and a build file's compressed copies varying by encoding", async () => {
    const home = await ask("GET", "/");
    expect(home.headers["permissions-policy"]).toContain("camera=()");
    expect(home.headers["x-frame-options"]).toBeUndefined();
    // The client entry, which carries React and React Router (the largest script), always has compressed copies.
    const framework = /"(\/assets\/entry\.client-[^"]+\.js)"/.exec(home.body)![1]!;
    for (const encoding of ["br", "gzip", "identity"]) {
      const asset = await ask("GET", framework, { "accept-encoding": encoding });
      expect(asset.headers["content-encoding"], encoding).toBe(encoding === "identity" ? undefined : encoding);
      expect(asset.headers.vary, encoding).toBe("accept-encoding");
      // A file carries what protects a file, not the policies of a document.
      expect(asset.headers["x-content-type-options"], encoding).toBe("nosniff");
      expect(asset.headers["content-security-policy"], encoding).toBeUndefined();
    }
  });
});
