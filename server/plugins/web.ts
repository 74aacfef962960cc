import path from "node:path";
import { pathToFileURL } from "node:url";

import { fastifyReactRouter, type FastifyReactRouterOptions } from "@mcansh/remix-fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";

import {
  clientIpContext,
  processWideContexts,
  renderingContext,
  type PageRendering,
} from "../../contracts/load-context";
import { requireEveryKeyGiven, type PageServices } from "../kernel/runtime/page-service";
import { closeAfterRefusedBody, refuseOversizedPageBodies } from "./page-bodies";
import { readCriticalCssInliner } from "./critical-css.mjs";
import { registerPrerenderedPages } from "./prerendered-pages";
import { registerRenderedPageCache, type PageCaching } from "./rendered-pages";
import { withScriptNonce } from "./script-nonce";
import { staticFileHeaders } from "./static-file-headers";

export type WebOptions = {
  /** "production" serves build/; anything else runs Vite in middleware mode. */
  mode: "production" | "development";
  buildDirectory: string;
};

/** React Router's catch-all route: its actions read the raw request, so bodies are fenced here. */
const pageRoute = { onRequest: refuseOversizedPageBodies, onSend: closeAfterRefusedBody };

/** Serves the React Router app: prerendered pages as files, the rest rendered per request. */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions,
  pageServices: PageServices,
  caching: PageCaching,
): Promise<void> {
  /** What a page's loaders and actions read: the page services, and the request's address and rendering. */
  const contextOf = (request: Pick<FastifyRequest, "ip">, rendering: PageRendering) =>
    new RouterContextProvider(
      new Map<RouterContext<unknown>, unknown>([
        ...pageServices,
        [clientIpContext, request.ip],
        [renderingContext, rendering],
      ]),
    );
  const renderingOf = (request: Pick<FastifyRequest, "log">): PageRendering => ({
    logError: (error) => request.log.error({ err: error }, "page request failed"),
    // The method and address are on the request's own line; the router's message would repeat them.
    logRefusal: (status) => request.log.warn({ status }, "page request refused"),
  });
  if (options.mode === "development") {
    await registerDevelopmentPages(app, {
      // No Content-Security-Policy in development (server/plugins/security.ts), so no nonce.
      getLoadContext: (request) => contextOf(request, renderingOf(request)),
      routeOptions: pageRoute,
    });
    return;
  }

  const clientDir = path.join(options.buildDirectory, "client");
  const serverBuild = (await import(
    pathToFileURL(path.join(options.buildDirectory, "server", "index.js")).href
  )) as ServerBuild;
  // The build's modules have made every key its loaders and actions read (Vite, in development, makes
  // a page's only when it is asked for, so only here can they all be checked before the first request).
  requireEveryKeyGiven(processWideContexts(), [...pageServices.keys(), clientIpContext, renderingContext]);

  const pageCache = registerRenderedPageCache(app, caching, await readCriticalCssInliner(options.buildDirectory));
  await app.register(fastifyReactRouter, {
    mode: "production",
    build: serverBuild,
    clientBuildDirectory: clientDir,
    routeOptions: pageRoute,
    getLoadContext: (request, reply) =>
      contextOf(
        request,
        pageCache.rendersForCache(request) ? renderingOf(request) : withScriptNonce(renderingOf(request), reply),
      ),
    // Prerendered index.html files are served by registerPrerenderedPages under their clean URLs;
    // the .br and .gz copies go out in place of the files they compress.
    staticOptions: {
      index: false,
      preCompressed: true,
      globIgnore: ["**/index.html", "**/*.br", "**/*.gz"],
      setHeaders: await staticFileHeaders(clientDir),
    },
  });

  await registerPrerenderedPages(app, options.buildDirectory);
}

/**
 * Vite in middleware mode, hot reload and all, in front of React Router's development build;
 * imported only here, since the production install has neither Vite nor middie.
 */
async function registerDevelopmentPages(
  app: FastifyInstance,
  options: Pick<FastifyReactRouterOptions, "getLoadContext" | "routeOptions">,
): Promise<void> {
  const [{ createServer }, { default: middie }] = await Promise.all([import("vite"), import("@fastify/middie")]);
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", () => vite.close());
  await app.register(fastifyReactRouter, { ...options, mode: "development", devServer: vite });
}
