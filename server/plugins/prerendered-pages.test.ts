import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";

import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { registerPrerenderedPages } from "./prerendered-pages";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;
const homeHtml = "<!doctype html><title>Home</title><script>home()</script>";
const faqHtml = "<!doctype html><title>FAQ</title><script>faq()</script><script>shared()</script>";

/** A build directory as `npm run build` leaves it, for the two pages above. */
async function writeBuild(hashesByPage: Record<string, string[]>) {
  const buildDirectory = await fs.mkdtemp(path.join(os.tmpdir(), "prerendered-pages-"));
  await fs.mkdir(path.join(buildDirectory, "client", "faq"), { recursive: true });
  await fs.writeFile(path.join(buildDirectory, "client", "index.html"), homeHtml);
  await fs.writeFile(path.join(buildDirectory, "client", "faq", "index.html"), faqHtml);
  await fs.writeFile(path.join(buildDirectory, "client", "faq", "index.html.br"), brotliCompressSync(faqHtml));
  await fs.writeFile(path.join(buildDirectory, "inline-script-hashes.json"), JSON.stringify(hashesByPage));
  return buildDirectory;
}

describe("registerPrerenderedPages", () => {
  let app: FastifyInstance;
  let buildDirectory: string;
  beforeAll(async () => {
    buildDirectory = await writeBuild({
      "index.html": [sha256("home()")],
      "faq/index.html": [sha256("faq()"), sha256("shared()")],
    });
    app = Fastify();
    await registerPrerenderedPages(app, buildDirectory);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(buildDirectory, { recursive: true });
  });

  it("allows exactly the page's own inline scripts, by their hashes", async () => {
    const faq = await app.inject({ url: "/faq" });
    expect(faq.body).toBe(faqHtml);
    expect(faq.headers["content-security-policy"]).toContain(
      `script-src 'self' '${sha256("faq()")}' '${sha256("shared()")}';`,
    );
    const home = await app.inject({ url: "/" });
    expect(home.headers["content-security-policy"]).toContain(`script-src 'self' '${sha256("home()")}';`);
  });

  it("sends the brotli copy to a browser that takes it, and says the page varies by encoding", async () => {
    const response = await app.inject({ url: "/faq", headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("accept-encoding");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(faqHtml);
  });

  it("answers 304 to a browser that has the page", async () => {
    const { etag } = (await app.inject({ url: "/faq" })).headers;
    const response = await app.inject({ url: "/faq", headers: { "if-none-match": String(etag) } });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe("");
  });
});

it("refuses to start on a build whose pages have no hashes, whose scripts would all be blocked", async () => {
  const buildDirectory = await writeBuild({ "index.html": [sha256("home()")] });
  await expect(registerPrerenderedPages(Fastify(), buildDirectory)).rejects.toThrow(
    /no entry for faq\/index.html: run npm run build/,
  );
  await fs.rm(buildDirectory, { recursive: true });
});
