import fs from "node:fs/promises";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import { contentSecurityPolicy, hashSource } from "./content-security-policy";
import { etagOf, revalidatedPage, sendRepresentation, type Representation } from "./representation";

/**
 * A page's HTML as written by the build, with the compressed copies scripts/precompress.mjs made
 * and the policy that lets exactly its inline scripts run.
 */
type PrerenderedPage = Representation & { policy: string };

/** Written by scripts/hash-inline-scripts.mjs: page file in build/client → its inline scripts' hashes. */
const scriptHashesFile = "inline-script-hashes.json";

/** Serves each index.html of the build's client directory under its clean URL. */
export async function registerPrerenderedPages(app: FastifyInstance, buildDirectory: string): Promise<void> {
  for (const [urlPath, page] of await readPrerenderedPages(buildDirectory)) {
    app.get(urlPath, { compress: false }, (request, reply) => {
      reply
        .header("cache-control", revalidatedPage)
        .header("content-security-policy", page.policy)
        .type("text/html; charset=utf-8");
      return sendRepresentation(request, reply, page);
    });
  }
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
      etag: etagOf(identity),
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
