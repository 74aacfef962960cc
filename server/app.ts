import compress from "@fastify/compress";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";

import { systemClock, type Clock } from "./clock";
import type { Config } from "./config";
import type { Database } from "./db/open-db";
import { apiError, useJsonErrors } from "./plugins/api-errors";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerSecurityHeaders } from "./plugins/security";
import { registerWeb, type WebOptions } from "./plugins/web";
import { applicationRoutes } from "./routes/applications";
import { contactRoutes } from "./routes/contact";
import { demoRoutes } from "./routes/demo";
import { healthRoutes } from "./routes/health";
import { jobRoutes } from "./routes/jobs";
import { findOpenJob, listOpenJobs } from "./services/jobs";
import { createOutboxWorker } from "./services/mail-outbox";

export type AppDependencies = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Where e-mails go; by default an SMTP transport for SMTP_URL, or none (e-mails wait in the outbox). */
  mailTransport?: Pick<Transporter, "sendMail">;
  /** The pages; left out by API tests, which need no build. */
  web?: WebOptions;
  logger?: FastifyServerOptions["logger"];
};

/** Builds the Fastify instance from its dependencies, so tests build it exactly as main.ts does. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 64 * 1024,
    // Behind one reverse proxy in production; the client's address drives rate limits.
    trustProxy: "127.0.0.1",
  });

  const mailTransport = deps.mailTransport ?? (config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined);
  const outbox = mailTransport
    ? createOutboxWorker({ db: database.db, transport: mailTransport, clock, log: app.log })
    : undefined;
  const onEmailsQueued = (ids: string[]) => {
    if (ids.length === 0) return;
    if (outbox) outbox.wake();
    else app.log.info({ emailIds: ids }, "SMTP_URL is not set: e-mails kept in the outbox");
  };

  await registerSecurityHeaders(app, { development: deps.web?.mode === "development" });
  // Pages, scripts and JSON go out compressed (brotli or gzip, as the browser accepts).
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app);

  await app.register(async (api) => {
    useJsonErrors(api);
    // The API speaks JSON only; anything else is answered 415 instead of being parsed as a string.
    api.removeContentTypeParser("text/plain");
    healthRoutes(api, database);
    const forms = { db: database.db, salesEmail: config.salesEmail, rateLimit: config.formRateLimit, onEmailsQueued };
    contactRoutes(api, forms);
    demoRoutes(api, { ...forms, clock });
    jobRoutes(api, { db: database.db });
    await applicationRoutes(api, {
      ...forms,
      dataDir: config.dataDir,
      careersEmail: config.careersEmail,
    });
    // Anything else under /api is not a page: answer JSON, never the HTML error page.
    api.all("/api/*", async (_request, reply) => reply.status(404).send(apiError("Not found")));
  });

  if (deps.web) {
    await registerWeb(app, deps.web, {
      jobs: { listOpen: () => listOpenJobs(database.db), findOpen: (id) => findOpenJob(database.db, id) },
    });
  }

  app.addHook("onReady", async () => outbox?.start());
  app.addHook("onClose", async () => {
    await outbox?.stop();
    await database.close();
  });
  return app;
}
