import fs from "node:fs";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { seed } from "../db/seed";
import { productionServer } from "../../test-support/production-server";

/**
 * Every answer with an ETag reads If-None-Match as RFC 9110 §13.1.2 says, on the production build
 * (run `npm run build` first) through the whole server: a list of tags, weak tags (compared
 * weakly) and `*` are a 304; another tag, or a header that is no list of tags, get the answer.
 * The prerendered pages and the kept renders go through server/plugins/representation.ts; the
 * build's files through @fastify/static's send, whose tags are weak (size and time).
 */
describe("conditional requests", () => {
  const host = "127.0.0.1:3000";
  const server = productionServer("conditional", {
    env: { PUBLIC_SITE_URL: `http://${host}` },
    beforeBuilding: (database) => seed(database.db, new Date()),
  });
  // A client file with brotli and gzip copies beside it, and one sent as it is.
  const assets = fs.readdirSync(path.resolve("build", "client", "assets"));
  const compressedAsset = assets.find((file) => file.endsWith(".js") && assets.includes(`${file}.br`));
  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "GET", url, headers: { host, ...headers } });

  const answers = [
    { name: "a prerendered page", url: "/privacy", acceptEncoding: "" },
    { name: "a prerendered page, in brotli", url: "/privacy", acceptEncoding: "br, gzip" },
    { name: "a kept render", url: "/portfolio", acceptEncoding: "" },
    { name: "a kept render, in gzip", url: "/portfolio", acceptEncoding: "gzip" },
    { name: "a build file", url: `/assets/${compressedAsset}`, acceptEncoding: "" },
    { name: "a build file, in brotli", url: `/assets/${compressedAsset}`, acceptEncoding: "br" },
    { name: "a public file", url: "/og-image.png", acceptEncoding: "" },
  ];

  describe.each(answers)("$name", ({ url, acceptEncoding }) => {
    const headers: Record<string, string> = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    let whole: Awaited<ReturnType<typeof get>>;
    let tag = "";
    beforeAll(async () => {
      whole = await get(url, headers);
      tag = String(whole.headers.etag);
    });

    it("carries an ETag", () => {
      expect(compressedAsset).toBeDefined();
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-encoding"]).toBe(acceptEncoding ? acceptEncoding.split(",")[0] : undefined);
      expect(tag).toMatch(/^(W\/)?"[^",]+"$/);
    });

    it("answers 304 to its tag, alone, in a list, weak or strong, and to *", async () => {
      const opaque = tag.replace(/^W\//, "");
      for (const ifNoneMatch of [tag, `"elsewhere", ${tag}`, `${tag},"elsewhere"`, `W/${opaque}`, opaque, "*"]) {
        const answer = await get(url, { ...headers, "if-none-match": ifNoneMatch });
        expect(answer.statusCode, ifNoneMatch).toBe(304);
        expect(answer.body, ifNoneMatch).toBe("");
        expect(answer.headers.etag, ifNoneMatch).toBe(tag);
      }
    });

    it("sends the whole answer for another tag or a malformed header", async () => {
      const opaque = tag.replace(/^W\//, "");
      for (const ifNoneMatch of [
        '"elsewhere"',
        'W/"elsewhere", "other"',
        opaque.slice(0, -1),
        `${opaque}x`,
        "W/",
        ",,",
      ]) {
        const answer = await get(url, { ...headers, "if-none-match": ifNoneMatch });
        expect(answer.statusCode, ifNoneMatch).toBe(200);
        expect(answer.rawPayload.equals(whole.rawPayload), ifNoneMatch).toBe(true);
      }
    });
  });

  it("gives a compressed copy a tag of its own, so a 304 never stands for another copy", async () => {
    for (const url of ["/privacy", "/portfolio", `/assets/${compressedAsset}`]) {
      const tags = await Promise.all(
        ["", "br", "gzip"].map(async (coding) => String((await get(url, { "accept-encoding": coding })).headers.etag)),
      );
      expect(new Set(tags).size, url).toBe(3);
      const plainHeld = await get(url, { "accept-encoding": "br", "if-none-match": tags[0]! });
      expect(plainHeld.statusCode, url).toBe(200);
      expect(plainHeld.headers["content-encoding"], url).toBe("br");
    }
  });
});
