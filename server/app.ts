import path from "node:path";

import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Transporter } from "nodemailer";
import type { Registry } from "prom-client";

import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/db";
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
import type { Bindings } from "./kernel/runtime/bindings";
import { applicationRoutes } from "./applications/application-routes";
import { contactRoutes } from "./enquiries/contact-routes";
import { demoRoutes } from "./bookings/demo-routes";
import { trackDrain } from "./kernel/requests/drain";
import { healthRoutes } from "./kernel/requests/health-routes";
import { jobAlertRoutes } from "./jobs/job-alert-routes";
import { jobRoutes } from "./jobs/job-routes";
import { mediaRoutes } from "./content/media-routes";
import { newsletterRoutes } from "./newsletter/newsletter-routes";
import { nextScheduledChange } from "./content/scheduled-changes";
import { createJobAlertTask } from "./jobs/job-alert-delivery";
import { createJobClosingTask } from "./jobs/job-closing";
import { createScorecardReminderTask } from "./applications/scorecard-reminders";
import { createReminderTask } from "./bookings/booking-reminders";
import { createInterviewReminderTask } from "./applications/interview-scheduling";
import { calendarReadEveryMinutes, calendarSyncTask, feedPolicyOf } from "./consultants/calendar-sync";
import { calendarSecretsKeyOf } from "./kernel/secrets/calendar-secrets-key";
import { createCallWriteTask } from "./bookings/caldav-call-writes";
import { mailboxReadingTask } from "./contacts/mailbox/mailbox-reading";
import { calDavEventWriter } from "./consultants/caldav-event-writer";
import { createBookingSurgeWatch } from "./bookings/booking-surge";
import { createOutboxWorker, smtpTransport } from "./outbox/mail-outbox";
import { createRetentionTask } from "./privacy/retention-task";
import { createPrivacyRequestReminderTask } from "./privacy/requests/request-reminders";
import { grievanceRoutes } from "./privacy/requests/grievance-routes";
import { createDailyDigestTask } from "./contacts/daily-digest";
import { createContactImportTask } from "./contacts/imports/import-worker";
import { createChangeBus } from "./kernel/changes/change-bus";
import { createPageServices } from "./page-services";
import { connectRedis, connected } from "./redis";
import { diskFileStore, type FileStore } from "./kernel/storage/file-store";
import { s3FileStore } from "./kernel/storage/s3-file-store";
import { geoLookups } from "./staff/places";
import { createAnalytics, type Analytics } from "./analytics/analytics";
import { passwordHasher, type PasswordHasher } from "./kernel/secrets/password-hashing";

export type AppDependencies = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Staff passwords' hashing: `passwordHasher()` at the real cost unless a test hands a cheaper one in. */
  passwords?: PasswordHasher;
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

/** Where resumes go: the S3 bucket when S3_BUCKET is set, else DATA_DIR/resumes on this machine. */
const resumeStoreFor = (config: Config): FileStore =>
  config.s3 ? s3FileStore(config.s3) : diskFileStore(path.join(config.dataDir, "resumes"));

/** Where editors' images go: the same bucket under their own prefix, else DATA_DIR/images. */
const imageStoreFor = (config: Config): FileStore =>
  config.s3
    ? s3FileStore({ ...config.s3, prefix: config.s3.imagePrefix })
    : diskFileStore(path.join(config.dataDir, "images"));

/** Where uploaded contact lists wait for their import: the bucket under "contact-imports/", else DATA_DIR/contact-imports. */
const contactImportStoreFor = (config: Config): FileStore =>
  config.s3
    ? s3FileStore({ ...config.s3, prefix: "contact-imports/" })
    : diskFileStore(path.join(config.dataDir, "contact-imports"));

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

/** Builds the Fastify instance from its dependencies, so tests build it exactly as main.ts does. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const timeouts = { ...defaultTimeouts, ...deps.timeouts };
  const app = Fastify({
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
  });

  const metrics = deps.metrics ? appMetrics(deps.metrics, database) : undefined;
  metrics?.measureRequests(app);

  const ownTransport = !deps.mailTransport && config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined;
  const mailTransport = deps.mailTransport ?? ownTransport;
  const outbox = mailTransport
    ? createOutboxWorker({
        db: database.db,
        transport: mailTransport,
        clock,
        log: app.log,
        onSendFailure: metrics?.outboxSendFailed,
      })
    : undefined;
  const resumes = resumeStoreFor(config);
  const images = imageStoreFor(config);
  const contactImportFiles = contactImportStoreFor(config);
  const retention = createRetentionTask({ db: database.db, resumes, clock, log: app.log });
  const onEmailsQueued = (ids: string[]) => {
    if (ids.length === 0) return;
    if (outbox) outbox.wake();
    else app.log.info({ emailIds: ids }, "SMTP_URL is not set: e-mails kept in the outbox");
  };
  // What every route and page service is bound to; the job-alert task is woken once it exists.
  const bindings: Bindings = {
    db: database.db,
    clock,
    publicSiteUrl: config.publicSiteUrl,
    salesEmail: config.salesEmail,
    jitsiHost: config.jitsiHost,
    calendarFeedAllowPrivate: config.calendarFeedAllowPrivate,
    calendarSecretsKey: calendarSecretsKeyOf(config),
    careersEmail: config.careersEmail,
    onEmailsQueued,
    onJobOpened: () => jobAlerts.wake(),
    onCalendarSaved: () => calendarFeeds.wake(),
    passwords: deps.passwords ?? passwordHasher(),
  };
  const reminders = createReminderTask({ ...bindings, log: app.log });
  const interviewReminders = createInterviewReminderTask({ ...bindings, log: app.log });
  const dailyDigests = createDailyDigestTask({ ...bindings, log: app.log });
  const privacyRequestReminders = createPrivacyRequestReminderTask({ ...bindings, log: app.log });
  const calendarFeeds = calendarSyncTask({
    db: database.db,
    clock,
    log: app.log,
    policy: feedPolicyOf(bindings),
    everyMinutes: calendarReadEveryMinutes,
    secretsKey: bindings.calendarSecretsKey,
  });
  const calendarCallWrites = createCallWriteTask({
    ...bindings,
    log: app.log,
    calendar: calDavEventWriter({ allowPrivateAddresses: config.calendarFeedAllowPrivate }),
  });
  const bookingSurge = createBookingSurgeWatch({ db: database.db, clock, log: app.log, onPace: metrics?.bookingPace });
  const jobAlertMail = { publicSiteUrl: config.publicSiteUrl, careersEmail: config.careersEmail };
  const jobAlerts = createJobAlertTask({
    db: database.db,
    clock,
    log: app.log,
    mail: jobAlertMail,
    onEmailsQueued,
  });
  const jobClosing = createJobClosingTask({ db: database.db, clock, log: app.log });
  const scorecardReminders = createScorecardReminderTask({ ...bindings, log: app.log });
  const mailboxReading = mailboxReadingTask({
    db: database.db,
    clock,
    log: app.log,
    secretsKey: bindings.calendarSecretsKey,
    files: resumes,
    salesEmail: config.salesEmail,
    outbound: { allowPrivateAddresses: config.calendarFeedAllowPrivate },
  });
  const contactImportWork = createContactImportTask({
    db: database.db,
    files: contactImportFiles,
    clock,
    log: app.log,
  });

  const draining = trackDrain(app);
  const readinessChecks = [
    { name: "database", check: () => database.ping() },
    { name: "storage", check: async () => void (await Promise.all([resumes.reachable(), images.reachable()])) },
  ];

  registerSecurityHeaders(app, { development: deps.web?.mode === "development" });
  // Pages, scripts and JSON go out compressed (brotli or gzip, as the browser accepts), and a
  // compressed request body is read. A GET or HEAD has none: without the plugin's preParsing hook
  // the small answers skip a step per request.
  app.addHook("onRoute", (route) => {
    const methods = [route.method].flat();
    if (methods.every((method) => method === "GET" || method === "HEAD")) route.decompress ??= false;
  });
  await app.register(compress, { threshold: 1024 });
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
  const leadVisitKey = analytics.leadVisitKey;
  refuseTrace(app);
  refuseControlCharactersInAddresses(app);
  // Methods Fastify does not route at all (PROPFIND, LOCK…) end here, on any path.
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(apiError("Not found")));

  await app.register(async (api) => {
    useJsonErrors(api);
    guardApiRequests(api);
    const refuseOtherMethods = answerOtherMethods(api);
    // The API speaks JSON only; anything else is answered 415 instead of being parsed as a string.
    api.removeContentTypeParser("text/plain");
    // Before the routes: it collects what each declares, for GET /api/openapi.json.
    await publishApiContract(api);
    healthRoutes(api, { checks: readinessChecks, draining });
    contactRoutes(api, { ...bindings, spendQuota: quotas.form("contact"), leadVisitKey });
    grievanceRoutes(api, { ...bindings, spendQuota: quotas.form("grievances") });
    demoRoutes(api, { ...bindings, spendQuota: quotas.form("demo"), leadVisitKey });
    jobRoutes(api, bindings);
    mediaRoutes(api, { images });
    await applicationRoutes(api, { ...bindings, resumes, spendQuota: quotas.form("applications"), leadVisitKey });
    analytics.routes(api);
    // After the applications: its one-click route takes multipart bodies as they arrive.
    await jobAlertRoutes(api, { ...bindings, mail: jobAlertMail, spendQuota: quotas.form("job-alerts") });
    await newsletterRoutes(api, { ...bindings, quotas });
    refuseOtherMethods();
    // Anything else under the API's paths is not a page: answer JSON, never the HTML error page.
    for (const url of ["/api/*", "/demo/slots/*", "/demo/dates/*", "/demo/book/*", "/contactus/*", "/media/*"]) {
      api.all(url, async (_request, reply) => reply.status(404).send(apiError("Not found")));
    }
  });

  guardBackOffice(app, { publicSiteUrl: config.publicSiteUrl });
  if (deps.web) {
    await registerWeb(
      app,
      deps.web,
      createPageServices({
        ...bindings,
        resumes,
        images,
        contactImportFiles,
        onContactImportQueued: () => contactImportWork.wake(),
        onMailboxConnected: () => mailboxReading.wake(),
        quotas,
        singleSignOn: config.singleSignOn,
        placeOf: geo.placeOf,
        dataProcessors: { mailRelay: mailTransport !== undefined, fileStore: config.s3 ? "s3" : "disk" },
      }),
      {
        db: database.db,
        clock,
        nextScheduledChange: (now) => nextScheduledChange(database.db, now),
      },
    );
  }

  app.addHook("onReady", async () => {
    await changeBus?.start();
    outbox?.start();
    retention.start();
    reminders.start();
    interviewReminders.start();
    dailyDigests.start();
    privacyRequestReminders.start();
    calendarFeeds.start();
    calendarCallWrites.start();
    bookingSurge.start();
    jobAlerts.start();
    jobClosing.start();
    scorecardReminders.start();
    mailboxReading.start();
    contactImportWork.start();
    analytics.start();
  });
  app.addHook("onClose", async () => {
    // Said once the requests under way have finished: a shutdown that runs out of time then tells
    // whether a request or the background work held it (a drill saw one wait its 25 s).
    app.log.info("requests finished: stopping the background work");
    await jobAlerts.stop();
    await jobClosing.stop();
    await scorecardReminders.stop();
    await mailboxReading.stop();
    await contactImportWork.stop();
    // Before the database closes: the events still held are written.
    await analytics.stop();
    await outbox?.stop();
    // The pool's idle connections would otherwise hold the process open for minutes.
    ownTransport?.close();
    await retention.stop();
    await reminders.stop();
    await interviewReminders.stop();
    await dailyDigests.stop();
    await privacyRequestReminders.stop();
    await calendarFeeds.stop();
    await calendarCallWrites.stop();
    await bookingSurge.stop();
    await changeBus?.stop();
    redis?.disconnect();
    resumes.close();
    images.close();
    contactImportFiles.close();
    await database.close();
  });
  return app;
}
