import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";

import type { SiteLoadContext } from "../../domain/load-context";

export type WebOptions = {
  /** "production" serves build/; anything else runs Vite in middleware mode. */
  mode: "production" | "development";
  buildDirectory: string;
};

/** A page's HTML as written by the build, with the compressed copies scripts/precompress.mjs made. */
type PrerenderedPage = { etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Serves the React Router app: prerendered pages as files, the rest rendered per request. */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions,
  loadContext: SiteLoadContext,
): Promise<void> {
  const getLoadContext = () => loadContext;
  if (options.mode === "development") {
    await app.register(reactRouterFastify, { mode: "development", getLoadContext });
    return;
  }

  const clientDir = path.join(options.buildDirectory, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(options.buildDirectory, "server", "index.js")).href
  )) as ServerBuild;

  await app.register(reactRouterFastify, {
    mode: "production",
    buildDirectory: options.buildDirectory,
    productionServerBuild: serverBuild,
    getLoadContext,
    // Prerendered index.html files are served by the routes below under their clean URLs; the
    // .br and .gz copies go out in place of the files they compress.
    fastifyStaticOptions: { index: false, preCompressed: true, globIgnore: ["**/index.html", "**/*.br", "**/*.gz"] },
  });

  for (const [urlPath, page] of await readPrerenderedPages(clientDir)) {
    app.get(urlPath, (request, reply) => {
      reply
        .header("cache-control", "public, max-age=0, must-revalidate")
        .header("etag", page.etag)
        .header("vary", "accept-encoding");
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

async function readPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of await fs.readdir(clientDir, { recursive: true })) {
    if (path.basename(file) !== "index.html") continue;
    const full = path.join(clientDir, file);
    const identity = await fs.readFile(full);
    const dir = path.dirname(file).split(path.sep).join("/");
    const urlPath = dir === "." ? "/" : `/${dir}`;
    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    pages.set(urlPath, {
      etag,
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
