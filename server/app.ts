import type { Server } from "node:http";
import path from "node:path";

import compress from "@fastify/compress";
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Transporter } from "nodemailer";
import type { Registry } from "prom-client";

import { createAnalytics, type Analytics } from "./analytics/analytics";
import { serverAreas, type AreaDependencies } from "./areas";
import { withHandIns } from "./back-office-access";
import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import { nextScheduledChange } from "./content/scheduled-changes";
import type { Database } from "./db/db";
import { createChangeBus } from "./kernel/changes/change-bus";
import { trackDrain } from "./kernel/requests/drain";
import { healthRoutes } from "./kernel/requests/health-routes";
import type { Bindings } from "./kernel/runtime/bindings";
import { tasksOfEveryArea, wakesThrough, type Wakes } from "./kernel/runtime/server-area";
import { stopAll } from "./kernel/runtime/stop-all";
import { calendarSecretsKeyOf } from "./kernel/secrets/calendar-secrets-key";
import { passwordCost, passwordHasher, testPasswordCost } from "./kernel/secrets/password-hashing";
import { diskFileStore, type FileStore } from "./kernel/storage/file-store";
import { s3FileStore } from "./kernel/storage/s3-file-store";
import { smtpTransport } from "./outbox/mail-outbox";
import { createPageServices } from "./page-services";
import { apiError, useJsonErrors } from "./plugins/api-errors";
import { publishApiContract } from "./plugins/api-contract";
import { answerOtherMethods, refuseTrace } from "./plugins/api-methods";
import { guardApiRequests } from "./plugins/api-requests";
import { guardBackOffice } from "./plugins/back-office-guard";
import { answerClientError } from "./plugins/client-errors";
import { appMetrics } from "./plugins/metrics";
import { refuseControlCharactersInAddresses } from "./plugins/page-addresses";
import { registerFormQuotas } from "./plugins/rate-limit";
import { childLoggerOnFirstUse, OneLinePerRequest } from "./plugins/request-log";
import { registerSecurityHeaders } from "./plugins/security";
import { registerWeb, type WebOptions } from "./plugins/web";
import { connectRedis, connected } from "./redis";
import { geoLookups } from "./staff/places";

export type AppDependencies = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where e-mails go; by default an SMTP transport for SMTP_URL, or none (e-mails wait in the outbox). */
  mailTransport?: Pick<Transporter, "sendMail">;
  /** The pages; left out by API tests, which need no build. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
  /** How long a client may take; tests shorten them to watch a slow client being cut off. */
  timeouts?: Partial<HttpTimeouts>;
  /** Where the app's measurements go (main.ts gives one when METRICS_PORT is set); none: not measured. */
  metrics?: Registry;
  /** The site's own analytics; a test hands in one it made, to write its held events when it wants. */
  analytics?: Analytics;
};

/** Where the files go: the S3 bucket when S3_BUCKET is set, each kind under its own prefix, else DATA_DIR. */
const fileStoresFor = (config: Config): { resumes: FileStore; images: FileStore; contactImportFiles: FileStore } =>
  config.s3
    ? {
        resumes: s3FileStore(config.s3),
        images: s3FileStore({ ...config.s3, prefix: config.s3.imagePrefix }),
        contactImportFiles: s3FileStore({ ...config.s3, prefix: "contact-imports/" }),
      }
    : {
        resumes: diskFileStore(path.join(config.dataDir, "resumes")),
        images: diskFileStore(path.join(config.dataDir, "images")),
        contactImportFiles: diskFileStore(path.join(config.dataDir, "contact-imports")),
      };

/** What GET /readyz checks: the database, and the storage of resumes and images. */
const readinessChecks = (database: Database, { resumes, images }: ReturnType<typeof fileStoresFor>) => [
  { name: "database", check: () => database.ping() },
  { name: "storage", check: async () => void (await Promise.all([resumes.reachable(), images.reachable()])) },
];

export type HttpTimeouts = {
  /** The whole request, headers and body: a 10 MB resume needs about 1.5 Mbit/s to fit. */
  requestMs: number;
  /** The request line and headers. */
  headersMs: number;
  /** A socket with nothing moving on it. */
  idleMs: number;
  /** An open connection between requests. */
  keepAliveMs: number;
  /** How often Node looks for requests over their time (its own default is 30 s). */
  checkEveryMs: number;
};

const defaultTimeouts: HttpTimeouts = {
  requestMs: 60_000,
  headersMs: 10_000,
  idleMs: 30_000,
  keepAliveMs: 10_000,
  checkEveryMs: 1_000,
};

/** How the server answers, from the configuration and what a test shortens. */
function serverOptions(config: Config, deps: AppDependencies) {
  const timeouts = { ...defaultTimeouts, ...deps.timeouts };
  return {
    logger: deps.logger ?? false,
    logController: new OneLinePerRequest({ every: config.requestLog === "all" }),
    childLoggerFactory: childLoggerOnFirstUse,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // The client's address drives the form quotas: only the configured proxies may name it.
    trustProxy: config.trustProxy,
    // Unknown keys are dropped by the schemas anyway; these two are dropped before anything reads them.
    onProtoPoisoning: "remove",
    onConstructorPoisoning: "remove",
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    clientErrorHandler: answerClientError,
    // The graceful shutdown (docs/deploy.md): idle connections are closed so they do not hold the
    // drain open, and a request that still arrives on an open one is served (kernel/requests/drain.ts).
    return503OnClosing: false,
    forceCloseConnections: "idle",
  } satisfies FastifyHttpOptions<Server>;
}

/** What every area's services are bound to but the wakes (kernel/runtime/server-area.ts), from the configuration. */
function bindingsOf(config: Config, deps: AppDependencies, clock: Clock): Omit<Bindings, keyof Wakes> {
  return {
    db: deps.database.db,
    clock,
    publicSiteUrl: config.publicSiteUrl,
    salesEmail: config.salesEmail,
    jitsiHost: config.jitsiHost,
    calendarFeedAllowPrivate: config.calendarFeedAllowPrivate,
    calendarSecretsKey: calendarSecretsKeyOf(config),
    careersEmail: config.careersEmail,
    passwords: passwordHasher(config.passwordHashTestCost ? testPasswordCost : passwordCost),
  };
}

/**
 * Pages, scripts and JSON go out compressed (brotli or gzip, as the browser accepts), and a
 * compressed request body is read. A GET or HEAD has none: without the plugin's preParsing hook
 * the small answers skip a step per request.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === "GET" || method === "HEAD")) route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024 });
}

/** The JSON API: its health routes, then every area's routes in the areas' order, under the API's rules. */
async function registerApi(
  app: FastifyInstance,
  areaDependencies: AreaDependencies,
  health: Parameters<typeof healthRoutes>[1],
): Promise<void> {
  await app.register(async (api) => {
    useJsonErrors(api);
    guardApiRequests(api);
    const refuseOtherMethods = answerOtherMethods(api);
    // The API speaks JSON only; anything else is answered 415 instead of being parsed as a string.
    api.removeContentTypeParser("text/plain");
    // Before the routes: it collects what each declares, for GET /api/openapi.json.
    await publishApiContract(api);
    healthRoutes(api, health);
    for (const area of serverAreas) await area.routes?.(api, areaDependencies);
    refuseOtherMethods();
    // Anything else under the API's paths is not a page: answer JSON, never the HTML error page.
    for (const url of ["/api/*", "/demo/slots/*", "/demo/dates/*", "/demo/book/*", "/contactus/*", "/media/*"]) {
      api.all(url, async (_request, reply) => reply.status(404).send(apiError("Not found")));
    }
  });
}

/**
 * Builds the Fastify instance from its dependencies, so tests build it exactly as main.ts does: what
 * every area shares, then each area of server/areas.ts with its routes, tasks, pages and desks.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify(serverOptions(config, deps));
  const metrics = deps.metrics ? appMetrics(deps.metrics, database) : undefined;
  metrics?.measureRequests(app);

  const ownTransport = !deps.mailTransport && config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const mailTransport = deps.mailTransport ?? ownTransport;
  const stores = fileStoresFor(config);
  const draining = trackDrain(app);

  registerSecurityHeaders(app, { development: deps.web?.mode === "development" });
  await registerCompression(app);
  // Commands for the form quotas and the change announcements; the bus subscribes on its own connection.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, { name: "commands", log: app.log }) : undefined;
  if (redis) app.addHook("onReady", () => connected(redis));
  const changeBus = createChangeBus({ database, log: app.log, redisUrl: config.redisUrl, redis });
  const quotas = await registerFormQuotas(app, { db: database.db, clock, max: config.formRateLimit, redis });
  const geo = await geoLookups(config.geoipDatabase);
  const analytics =
    deps.analytics ??
    createAnalytics({
      db: database.db,
      clock,
      log: app.log,
      countryOf: geo.countryOf,
      onDropped: metrics?.analyticsEventDropped,
    });
  refuseTrace(app);
  refuseControlCharactersInAddresses(app);
  // Methods Fastify does not route at all (PROPFIND, LOCK…) end here, on any path.
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(apiError("Not found")));

  // What every area's routes, tasks, page services and desks are bound to; a wake reaches the task
  // of the area that answers it, made just below.
  const wakes: Partial<Wakes> = {};
  const areaDependencies = withHandIns({
    ...bindingsOf(config, deps, clock),
    ...wakesThrough(wakes),
    log: app.log,
    ...stores,
    quotas,
    metrics,
    mailTransport,
    analytics,
    leadVisitKey: analytics.leadVisitKey,
    placeOf: geo.placeOf,
    singleSignOn: config.singleSignOn,
    newsletterRate: config.newsletterRate,
    dataProcessors: { mailRelay: mailTransport !== undefined, fileStore: config.s3 ? "s3" : "disk" },
  });
  const tasks = tasksOfEveryArea(serverAreas, areaDependencies, wakes);

  await registerApi(app, areaDependencies, { checks: readinessChecks(database, stores), draining });

  guardBackOffice(app, { publicSiteUrl: config.publicSiteUrl });
  if (deps.web) {
    await registerWeb(app, deps.web, createPageServices(areaDependencies), {
      db: database.db,
      clock,
      nextScheduledChange: (now) => nextScheduledChange(database.db, now),
    });
  }

  app.addHook("onReady", async () => {
    await changeBus?.start();
    for (const task of tasks) task.start();
  });
  app.addHook("onClose", async () => {
    // Said once the requests under way have finished: a shutdown that runs long then tells whether a
    // request or the background work held it.
    app.log.info("requests finished: stopping the background work");
    // Before the database closes: the analytics write the events they still hold. The background
    // work has half the shutdown's time; a run it cuts short is taken up again after the restart, as
    // after a crash, since each task claims its work for a while or does it in one transaction.
    const giveUpAt = performance.now() + config.shutdownTimeoutSeconds * 500;
    const deadline = () => ({ giveUpAfterMs: Math.max(0, giveUpAt - performance.now()) });
    await stopAll(tasks, app.log, deadline());
    // The pool's idle connections would otherwise hold the process open for minutes.
    ownTransport?.close();
    if (changeBus) await stopAll([{ name: "change bus", stop: () => changeBus.stop() }], app.log, deadline());
    redis?.disconnect();
    for (const store of Object.values(stores)) store.close();
    await stopAll([{ name: "database", stop: () => database.close() }], app.log, deadline());
  });
  return app;
}
