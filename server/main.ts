import cluster from "node:cluster";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { pino } from "pino";

import { systemClock } from "./clock";
import { ConfigError, configurationWarnings, loadConfig, type Config } from "./config";
import { DatabaseUnreachableError, openDb } from "./db/open-db";
import type { Db } from "./db/db";
import { exposeMetrics, serveClusterMetrics } from "./metrics-port";
import { serverLogOptions } from "./plugins/log-options";
import { superviseWorkers } from "./worker-supervisor";

const development = process.env.NODE_ENV !== "production";
const loggerOptions = development ? { ...serverLogOptions, transport: { target: "pino-pretty" } } : serverLogOptions;
/**
 * A server's lines go to standard output in blocks of 4 KB, and at least every quarter of a second:
 * one write per line was a tenth of the time of a small answer. Writes stay synchronous, so what is
 * held is written on any exit but SIGKILL's.
 */
function bufferedStandardOutput() {
  const destination = pino.destination({ dest: 1, sync: true, minLength: 4096 });
  setInterval(() => destination.flush(), 250).unref();
  process.on("exit", () => destination.flushSync());
  return destination;
}

/** The database, migrated and seeded (one process at a time) when `migrate` says so. */
function openConfiguredDb(config: Config, migrate: boolean) {
  return openDb({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, "db"),
    waitForServerMs: config.databaseWaitSeconds * 1000,
    onUnreachable: (message) => console.error(message),
    poolSize: config.databasePoolSize,
    migrate,
    // A new site's sample jobs count their dates from today.
    afterMigrate: async (db) => (await import("./db/seed")).seed(db, systemClock()),
  });
}

/** `npm run db:migrate`: the release step of deployments that start instances with MIGRATE_ON_START=false. */
async function migrateOnly(config: Config): Promise<void> {
  const database = await openConfiguredDb(config, true);
  await database.close();
  console.log(`The ${database.kind === "postgres" ? "PostgreSQL" : "embedded"} database is up to date.`);
}

/** One process serving the port: the whole server, or one worker of a cluster. */
async function serve(config: Config, migrate: boolean): Promise<void> {
  // Signalled while still starting: no request can be under way yet.
  const stopStarting = () => process.exit(0);
  process.on("SIGTERM", stopStarting).on("SIGINT", stopStarting);
  const database = await openConfiguredDb(config, migrate);
  // The application's modules load only now: a bad setting or an unreachable database is reported
  // in a second rather than after the whole server has loaded, and a cluster's primary never loads them.
  const { buildApp } = await import("./app");
  const metrics = config.metricsPort ? (await import("./plugins/metrics")).createMetricsRegistry() : undefined;
  const app = await buildApp({
    config,
    database,
    metrics,
    web: { mode: development ? "development" : "production", buildDirectory: path.resolve("build") },
    logger: development ? loggerOptions : { ...loggerOptions, stream: bufferedStandardOutput() },
  });
  process.off("SIGTERM", stopStarting).off("SIGINT", stopStarting);
  // An error nothing caught goes through the log like every other line (no query values, tokens or
  // addresses), not raw onto stderr; the process still ends, as Node would have ended it.
  process.on("uncaughtException", (error) => {
    app.log.fatal({ err: error }, "uncaught exception: exiting");
    process.exit(1);
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error(
        `shutdown did not finish within ${config.shutdownTimeoutSeconds} s: exiting with requests unfinished`,
      );
      process.exit(1);
    }, config.shutdownTimeoutSeconds * 1000);
    // close() stops accepting, closes idle connections, serves what still arrives on an open one
    // with Connection: close (/readyz answers 503), waits for the requests under way, then runs the
    // onClose hooks (background tasks, database).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", shutdown).on("SIGINT", shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (metrics && config.metricsPort) {
    await exposeMetrics(metrics, { port: config.metricsPort, host: config.metricsHost });
  }
  app.log.info({ database: database.kind, dataDir: config.dataDir }, "ready");
  for (const warning of configurationWarnings(config)) app.log.warn(warning);
  // One worker of a cluster offers it; every instance started without an account adds a link of its own.
  if (!cluster.isWorker || cluster.worker?.id === 1) await printFirstRunLink(database.db, config.publicSiteUrl);
}

/**
 * With no staff account, the one way in: printed on the terminal, not written to the log, which keeps
 * no token (docs/security.md, "First run"). It stops working once any account exists.
 */
async function printFirstRunLink(db: Db, publicSiteUrl: string): Promise<void> {
  const { firstRunLinkHours, offerFirstRun } = await import("./staff/first-run");
  const link = await offerFirstRun(db, systemClock(), publicSiteUrl);
  if (!link) return;
  process.stdout.write(
    `\nNo staff account exists yet. Open this link within ${firstRunLinkHours} hours to create the first admin account (it works once):\n${link}\n\n`,
  );
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.argv[2] === "migrate") return migrateOnly(config);
  // A worker's primary migrated before forking it.
  if (cluster.isWorker) return serve(config, false);
  if (config.webConcurrency === 1) return serve(config, config.migrateOnStart);

  if (config.migrateOnStart) await (await openConfiguredDb(config, true)).close();
  // The workers hand their metrics to the primary, which serves them summed on the metrics port.
  if (config.metricsPort) await serveClusterMetrics({ port: config.metricsPort, host: config.metricsHost });
  superviseWorkers({
    exec: fileURLToPath(import.meta.url),
    count: config.webConcurrency,
    shutdownTimeoutSeconds: config.shutdownTimeoutSeconds,
    log: pino(loggerOptions),
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
