import type { FastifyInstance } from "fastify";

import { apiError } from "./api-errors";

/**
 * Every API path answers every method: the ones it serves, and 405 with `Allow` for the
 * rest (docs/design.md, "HTTP API"). Call the returned function after the API's routes are
 * registered; it adds the 405 routes for what it saw.
 */
export function answerOtherMethods(api: FastifyInstance): () => void {
  const methodsByUrl = new Map<string, Set<string>>();
  let collecting = true;
  api.addHook("onRoute", (route) => {
    if (!collecting || route.url.endsWith("*")) return;
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  return () => {
    collecting = false;
    for (const [url, methods] of methodsByUrl) {
      const allow = [...methods].sort().join(", ");
      api.route({
        method: api.supportedMethods.filter((method) => !methods.has(method)),
        url,
        handler: async (request, reply) =>
          reply
            .status(405)
            .header("allow", allow)
            .send(apiError(`${request.method} is not allowed here; this address answers ${allow}.`)),
      });
    }
  };
}

/**
 * TRACE would echo a request back, and the fetch API React Router runs on refuses to build
 * one: the pages answer it 405 (the API's paths do so with their own `Allow`).
 */
export function refuseTrace(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request.
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method !== "TRACE" || request.routeOptions.url !== "*") return done();
    reply.status(405).header("allow", "GET, HEAD").send(apiError("TRACE is not allowed."));
  });
}
