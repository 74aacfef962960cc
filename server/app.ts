import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";

import type { Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/open-db";
import { apiError, useJsonErrors } from "./plugins/api-errors";
import { registerSecurityHeaders } from "./plugins/security";
import { registerWeb, type WebOptions } from "./plugins/web";
import { healthRoutes } from "./routes/health";

export type AppDependencies = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** The pages; left out by API tests, which need no build. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the Fastify instance from its dependencies, so tests build it exactly as main.ts does. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // Behind one reverse proxy in production; the client's address drives rate limits.
    trustProxy: "127.0.0.1",
  });

  await registerSecurityHeaders(app, { development: deps.web?.mode === "development" });

  await app.register(async (api) => {
    useJsonErrors(api);
    healthRoutes(api, deps.database);
    // Anything else under /api is not a page: answer JSON, never the HTML error page.
    api.all("/api/*", async (_request, reply) => reply.status(404).send(apiError("Not found")));
  });

  if (deps.web) await registerWeb(app, deps.web);

  app.addHook("onClose", async () => {
    await deps.database.close();
  });

  return app;
}
