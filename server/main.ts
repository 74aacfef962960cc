import path from "node:path";

import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { DatabaseUnreachableError, openDb } from "./db/open-db";
import { seed } from "./db/seed";
import { exposeMetrics } from "./metrics-port";
import { redactPersonalData } from "./plugins/log-redaction";
import { logSerializers } from "./plugins/log-serializers";
import { createMetricsRegistry } from "./plugins/metrics";

const development = process.env.NODE_ENV !== "production";

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    waitForServerMs: config.databaseWaitSeconds * 1000,
    onUnreachable: (message) => console.error(message),
  });
  await seed(database.db);

  const metrics = config.metricsPort ? createMetricsRegistry() : undefined;
  // No e-mail address or phone number reaches a log line, whichever field it hides in.
  const hooks = { streamWrite: redactPersonalData };
  const app = await buildApp({
    config,
    database,
    metrics,
    web: { mode: development ? "development" : "production", buildDirectory: path.resolve("build") },
    logger: development
      ? { transport: { target: "pino-pretty" }, serializers: logSerializers, hooks }
      : { level: "info", serializers: logSerializers, hooks },
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // close() stops accepting connections, waits for in-flight requests, then runs
    // the onClose hooks (database, outbox worker).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metricsPort) {
    await exposeMetrics(metrics, { port: config.metricsPort, host: config.metricsHost });
  }
  app.log.info({ database: database.kind, dataDir: config.dataDir }, "ready");
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
