import path from "node:path";
import { pathToFileURL } from "node:url";

import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerBuild } from "react-router";

import type { SiteLoadContext } from "../../contracts/load-context";
import type { Clock } from "../clock";
import { closeAfterRefusedBody, refuseOversizedPageBodies } from "./page-bodies";
import { settleFailedBodyReads } from "./page-streams";
import { registerPrerenderedPages } from "./prerendered-pages";
import { registerRenderedPageCache } from "./rendered-pages";
import { withScriptNonce } from "./script-nonce";
import { staticFileHeaders } from "./static-file-headers";

export type WebOptions = {
  /** "production" serves build/; anything else runs Vite in middleware mode. */
  mode: "production" | "development";
  buildDirectory: string;
};

/** What every page's load context carries; the rest is added for each request. */
export type SharedLoadContext = Omit<SiteLoadContext, "clientIp" | "cspNonce" | "logError">;

/**
 * React Router's catch-all route: its actions read the raw request, so bodies are fenced here; a
 * streamed answer that fails mid-way cuts its connection without taking the process down.
 */
const pageRoute = { onRequest: refuseOversizedPageBodies, onSend: [closeAfterRefusedBody, settleFailedBodyReads] };

/** Serves the React Router app: prerendered pages as files, the rest rendered per request. */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions,
  sharedContext: SharedLoadContext,
  caching: { db: object; clock: Clock },
): Promise<void> {
  const contextOf = (request: Pick<FastifyRequest, "ip" | "log">): SiteLoadContext => ({
    ...sharedContext,
    clientIp: request.ip,
    logError: (error) => request.log.error({ err: error }, "page request failed"),
  });
  if (options.mode === "development") {
    // No Content-Security-Policy in development (server/plugins/security.ts), so no nonce.
    await app.register(reactRouterFastify, {
      mode: "development",
      getLoadContext: (request) => contextOf(request),
      childServerOptions: pageRoute,
    });
    return;
  }

  const clientDir = path.join(options.buildDirectory, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(options.buildDirectory, "server", "index.js")).href
  )) as ServerBuild;

  const pageCache = registerRenderedPageCache(app, caching);
  await app.register(reactRouterFastify, {
    mode: "production",
    buildDirectory: options.buildDirectory,
    productionServerBuild: serverBuild,
    childServerOptions: pageRoute,
    getLoadContext: (request, reply) =>
      pageCache.rendersForCache(request) ? contextOf(request) : withScriptNonce(contextOf(request), reply),
    // Prerendered index.html files are served by registerPrerenderedPages under their clean URLs;
    // the .br and .gz copies go out in place of the files they compress.
    fastifyStaticOptions: {
      index: false,
      preCompressed: true,
      globIgnore: ["**/index.html", "**/*.br", "**/*.gz"],
      setHeaders: await staticFileHeaders(clientDir),
    },
  });

  await registerPrerenderedPages(app, options.buildDirectory);
}
