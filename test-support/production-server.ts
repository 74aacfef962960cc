import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";

import { buildApp, type AppDependencies } from "../server/app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/db";
import { serverLogOptions } from "../server/plugins/log-options";
import { openTestDatabase } from "./test-database";

export type ProductionServerOptions = {
  /** Configuration variables, besides a data folder of its own and no rate limit on the forms. */
  env?: Record<string, string>;
  /** What the app is built with besides its configuration, database and pages (a clock, a logger…). */
  dependencies?: Omit<Partial<AppDependencies>, "config" | "database" | "web">;
  /** What the database holds before the app is built (the seed, say). */
  beforeBuilding?: (database: Database) => Promise<void>;
  /** On a port of 127.0.0.1, for a real socket or a browser; otherwise ready to be injected into. */
  listen?: boolean;
};

export type ProductionServer = {
  readonly app: FastifyInstance;
  readonly database: Database;
  /** The port it listens on (with `listen`). */
  readonly port: number;
};

/**
 * The production build (run `npm run build` first) served by the real app on a fresh test
 * database and a data folder of its own (`name` in its name), for the tests of the describe block
 * that calls this: built before them, closed and its folder removed after them. Its parts are
 * there to read inside the block's hooks and tests.
 */
export function productionServer(name: string, options: ProductionServerOptions = {}): ProductionServer {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nexora-${name}-`));
  let built: { app: FastifyInstance; database: Database } | undefined;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await options.beforeBuilding?.(database);
    const app = await buildApp({
      ...options.dependencies,
      config: loadConfig({ FORM_RATE_LIMIT: "0", ...options.env, DATA_DIR: dataDir }),
      database,
      web: { mode: "production", buildDirectory: path.resolve("build") },
    });
    built = { app, database };
    if (options.listen) await app.listen({ port: 0, host: "127.0.0.1" });
    else await app.ready();
  });
  afterAll(async () => {
    await built?.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!built) throw new Error("The production server starts before the tests: read it inside a hook or a test.");
    return built;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get port() {
      return (started().app.server.address() as AddressInfo).port;
    },
  };
}

/** The server's log as main.ts writes it, each line kept in `lines` for the test to read. */
export function serverLogInto(lines: string[]): AppDependencies["logger"] {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { ...serverLogOptions, stream };
}
