import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { contentSecurityPolicy, hashSource } from "./content-security-policy";

/**
 * A page's HTML as written by the build, with the compressed copies scripts/precompress.mjs made
 * and the policy that lets exactly its inline scripts run.
 */
type PrerenderedPage = { etag: string; policy: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Written by scripts/hash-inline-scripts.mjs: page file in build/client → its inline scripts' hashes. */
const scriptHashesFile = "inline-script-hashes.json";

/** Serves each index.html of the build's client directory under its clean URL. */
export async function registerPrerenderedPages(app: FastifyInstance, buildDirectory: string): Promise<void> {
  for (const [urlPath, page] of await readPrerenderedPages(buildDirectory)) {
    app.get(urlPath, (request, reply) => {
      reply
        .header("cache-control", "public, max-age=0, must-revalidate")
        .header("etag", page.etag)
        .header("vary", "accept-encoding")
        .header("content-security-policy", page.policy);
      if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
      reply.type("text/html; charset=utf-8");
      const encoding = preferredEncoding(request.headers["accept-encoding"], page);
      if (encoding === "identity") return reply.send(page.identity);
      return reply.header("content-encoding", encoding).send(page[encoding]);
    });
  }
}

/** Brotli, then gzip, when the browser accepts it and the build made the copy. */
function preferredEncoding(acceptEncoding: string | undefined, page: PrerenderedPage): "br" | "gzip" | "identity" {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (coding && !refused) accepted.add(coding);
  }
  if (page.br && accepted.has("br")) return "br";
  if (page.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}

async function readPrerenderedPages(buildDirectory: string): Promise<Map<string, PrerenderedPage>> {
  const clientDir = path.join(buildDirectory, "client");
  const hashesFile = path.join(buildDirectory, scriptHashesFile);
  const hashesByPage = JSON.parse(await fs.readFile(hashesFile, "utf8")) as Record<string, string[]>;
  const pages = new Map<string, PrerenderedPage>();
  for (const file of await fs.readdir(clientDir, { recursive: true })) {
    if (path.basename(file) !== "index.html") continue;
    const pageFile = file.split(path.sep).join("/");
    const hashes = hashesByPage[pageFile];
    // Without its hashes the page's scripts would be refused: the build is older than this server.
    if (!hashes) throw new Error(`${hashesFile} has no entry for ${pageFile}: run npm run build`);
    const full = path.join(clientDir, file);
    const identity = await fs.readFile(full);
    const dir = path.posix.dirname(pageFile);
    const urlPath = dir === "." ? "/" : `/${dir}`;
    pages.set(urlPath, {
      etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
      policy: contentSecurityPolicy(hashes.map(hashSource)),
      identity,
      br: await readIfPresent(`${full}.br`),
      gzip: await readIfPresent(`${full}.gz`),
    });
  }
  return pages;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
