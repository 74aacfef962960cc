import type { OutgoingHttpHeaders } from "node:http";

import { describe, expect, it } from "vitest";

import { seed } from "./db/seed";
import { revalidatedPage } from "./plugins/representation";
import { productionServer } from "../test-support/production-server";

/**
 * The headers of the pages, on the production build (run `npm run build` first) through the whole
 * server: a HEAD answers what a GET would, and an error page is kept by nobody.
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
});
