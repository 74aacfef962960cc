import { randomBytes } from "node:crypto";

import pg from "pg";

import { freePort } from "../free-port.mjs";
import { startRedisServer, type RedisServer } from "../../test-support/redis-server";
import { startS3Server, type S3TestServer } from "../../test-support/s3-server";
import { startSmtpListener, type SmtpListener } from "../../test-support/smtp-listener";
import { runOnce, startContainer, type Container } from "./containers";
import { startNginx, type Nginx } from "./nginx";
import { startPostgresServer, type PostgresServer } from "./postgres-server";

export type Stack = {
  /** nginx: where visitors and staff reach the site. */
  origin: string;
  nginx: Nginx;
  containers: [Container, Container];
  postgres: PostgresServer;
  databaseUrl: string;
  s3: S3TestServer;
  redis: RedisServer;
  /** The SMTP relay; `restartSmtp` replaces it on the same port, so read `stack.smtp` afresh. */
  smtp: SmtpListener;
  stopSmtp(): Promise<void>;
  restartSmtp(): Promise<void>;
  /** The settings every instance has (docs/deploy.md, "Settings"). */
  env: Record<string, string>;
  /** Runs the image once with the stack's settings: the release step, the staff command. */
  runOnce(command: string[]): string;
  /** Asks the stack's database. */
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  stop(): Promise<void>;
};

/**
 * docs/deploy.md's production stack on 127.0.0.1: PostgreSQL, an S3-compatible server, Redis and an
 * SMTP relay; the release step (`migrate`, from the image); two containers of the image with
 * MIGRATE_ON_START=false (the second with two workers); nginx in front, trusted for
 * X-Forwarded-For.
 */
export async function startStack({ database = "nexora" }: { database?: string } = {}): Promise<Stack> {
  const stopping: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stopping.reverse()) await step().catch((error) => console.error(error));
  };
  try {
    const postgres = await startPostgresServer();
    stopping.push(postgres.remove);
    postgres.tool("createdb", [database]);
    const s3 = await startS3Server({ bucket: "nexora-resumes" });
    stopping.push(s3.stop);
    const redis = await startRedisServer();
    stopping.push(redis.stop);
    let smtp = await startSmtpListener();
    const smtpPort = smtp.port;
    let smtpOpen = true;
    stopping.push(() => (smtpOpen ? smtp.close() : Promise.resolve()));

    // The address visitors use: the instances' links and their check of a form's Origin follow it.
    const nginxPort = await freePort();
    const env = {
      PUBLIC_SITE_URL: `http://127.0.0.1:${nginxPort}`,
      DATABASE_URL: postgres.databaseUrl(database),
      ...s3.env,
      REDIS_URL: redis.url,
      SMTP_URL: smtp.url,
      TRUST_PROXY: "127.0.0.1",
      MIGRATE_ON_START: "false",
      CALENDAR_SECRETS_KEY: randomBytes(32).toString("base64"),
      SHUTDOWN_TIMEOUT_SECONDS: "25",
    };
    const released = runOnce(env, ["node", "build/node/main.js", "migrate"]);
    if (!released.includes("The PostgreSQL database is up to date.")) throw new Error(`the release step:\n${released}`);

    const [first, second] = await Promise.all([
      startContainer({ port: await freePort(), metricsPort: await freePort(), env }),
      startContainer({ port: await freePort(), metricsPort: await freePort(), env: { ...env, WEB_CONCURRENCY: "2" } }),
    ]);
    stopping.push(first.remove, second.remove);
    const nginx: Nginx = await startNginx(
      nginxPort,
      [first, second].map((container) => `127.0.0.1:${container.port}`),
    );
    stopping.push(nginx.stop);
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
    // The drills restart PostgreSQL: an idle connection it cuts is simply dropped.
    pool.on("error", () => undefined);
    stopping.push(() => pool.end());

    return {
      origin: nginx.origin,
      nginx,
      containers: [first, second],
      postgres,
      databaseUrl: env.DATABASE_URL,
      s3,
      redis,
      get smtp() {
        return smtp;
      },
      async stopSmtp() {
        await smtp.close();
        smtpOpen = false;
      },
      async restartSmtp() {
        const before = smtp;
        smtp = await startSmtpListener(smtpPort);
        smtpOpen = true;
        // What arrived before the outage still counts.
        smtp.messages.unshift(...before.messages);
        smtp.envelopes.unshift(...before.envelopes);
      },
      env,
      runOnce: (command) => runOnce(env, command),
      query: async <Row>(text: string, values?: unknown[]) => (await pool.query(text, values)).rows as Row[],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
