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

type PrerenderedPage = { html: string; etag: string };

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
    // Prerendered index.html files are served by the routes below under their clean URLs.
    fastifyStaticOptions: { index: false, globIgnore: ["**/index.html"] },
  });

  for (const [urlPath, page] of await readPrerenderedPages(clientDir)) {
    app.get(urlPath, (request, reply) => {
      reply.header("cache-control", "public, max-age=0, must-revalidate").header("etag", page.etag);
      if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
      return reply.type("text/html; charset=utf-8").send(page.html);
    });
  }
}

async function readPrerenderedPages(clientDir: string): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const file of await fs.readdir(clientDir, { recursive: true })) {
    if (path.basename(file) !== "index.html") continue;
    const html = await fs.readFile(path.join(clientDir, file), "utf8");
    const dir = path.dirname(file).split(path.sep).join("/");
    const urlPath = dir === "." ? "/" : `/${dir}`;
    const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
    pages.set(urlPath, { html, etag });
  }
  return pages;
}
