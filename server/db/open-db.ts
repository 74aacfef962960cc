import fs from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import type { Database, Db } from "./db";
import { pgliteExtensions } from "./pglite-extensions";
import * as schema from "./schema";
import { warmUpTickQueue } from "./tick-queue-warm-up";
import { TransactionSafePool } from "./transaction-safe-pool";

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");
/** The empty cluster `npm run build` makes (scripts/pglite-cluster.mjs), from the source and the bundle alike. */
const builtCluster = path.resolve(import.meta.dirname, "../../build/pglite-cluster.tar.gz");

export type OpenDbOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent too, PGlite keeps everything in memory (tests). */
  pgliteDir?: string | undefined;
  /** A dump of a database to start PGlite from (tests start from one already migrated). */
  pgliteTemplate?: Blob | undefined;
  migrationsDir?: string;
  /** How long start-up keeps trying to reach PostgreSQL before giving up (0: one try). */
  waitForServerMs?: number;
  /** Told each time PostgreSQL could not be reached and another try follows. */
  onUnreachable?: (message: string) => void;
  /** A statement running longer is cancelled (a lock held elsewhere, a hung server). */
  statementTimeoutMs?: number;
  /** PostgreSQL connections this process may hold (each worker has its own pool). */
  poolSize?: number;
  /** How long a query waits for one of them (or for a new connection) before it fails; 5 s unless given. */
  connectionWaitMs?: number;
  /**
   * False leaves the schema as it is: a cluster's workers, whose primary migrated, and instances
   * started with MIGRATE_ON_START=false after a release step ran `npm run db:migrate`.
   */
  migrate?: boolean;
  /** Runs after the migrations, under the same lock (the seed). */
  afterMigrate?: (db: Db) => Promise<void>;
};

/**
 * The embedded database's memory, sized for a small server. PostgreSQL's defaults (128 MB of shared
 * buffers, 64 MB for index builds, room for 100 connections) live inside PGlite's WebAssembly memory,
 * which grows as they are touched and never shrinks: it reached 326 MB after one trigram index was
 * built and searched, against 128 MB (the memory's least) with these. PGlite's data files are read
 * through the operating system's page cache, which holds what the smaller buffers do not.
 */
const pgliteMemorySettings = ["shared_buffers=32MB", "maintenance_work_mem=16MB", "max_connections=5"];

/** pg_advisory_lock's key for migrating: any constant that no other lock of the site uses. */
const migrationLockKey = 160_001;

/**
 * Two machines starting at once would both apply the same migration; the second fails on the
 * tables the first created. One session lock makes them take turns: the second finds the
 * schema current. Its own connection, without the pool's statement timeout, since waiting for
 * another machine's migrations may take longer than any one statement should.
 */
async function oneAtATime(databaseUrl: string, run: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
    await run();
  } finally {
    // Ending the session releases the lock, also when run() failed.
    await client.end();
  }
}

/** A PostgreSQL URL as it may be printed: host, port and database, never the user's password. */
export function describeServer(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || "5432"}${url.pathname}`;
  } catch {
    return "the configured server";
  }
}

/** The first line of what went wrong, without the stack. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message || ("code" in error ? String(error.code) : error.name) : String(error)).split(
    "\n",
  )[0];

/** Asks PostgreSQL a trivial question until it answers, doubling the pause up to 5 s, within `waitMs`. */
async function waitForServer(pool: pg.Pool, databaseUrl: string, options: OpenDbOptions): Promise<void> {
  const deadline = Date.now() + (options.waitForServerMs ?? 0);
  for (let pauseMs = 250; ; pauseMs = Math.min(pauseMs * 2, 5_000)) {
    try {
      await pool.query("select 1");
      return;
    } catch (error) {
      const problem = `PostgreSQL at ${describeServer(databaseUrl)} is not reachable: ${reasonOf(error)}`;
      if (Date.now() + pauseMs > deadline) throw new DatabaseUnreachableError(problem);
      options.onUnreachable?.(`${problem}; trying again in ${(pauseMs / 1000).toFixed(1)} s`);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
}

/** Start-up gave up on the database; the message is one line and names no password. */
export class DatabaseUnreachableError extends Error {}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  const folder = options.migrationsDir ?? migrationsFolder;
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
    const pool = new TransactionSafePool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that accepts the connection and then says nothing must not hold a request.
      connectionTimeoutMillis: options.connectionWaitMs ?? 5_000,
      statement_timeout: statementTimeoutMs,
      // The server enforces statement_timeout; this is for a server that has stopped answering at all.
      query_timeout: statementTimeoutMs + 2_000,
      idle_in_transaction_session_timeout: 30_000,
    });
    // An idle connection the server dropped (restart, admin termination) is replaced
    // by the pool; without a listener its error would crash the process.
    pool.on("error", () => {});
    // The pool listens only while a connection is idle. One a transaction holds between two
    // statements gets the server's ending as an event too, with no query to fail: the next
    // statement fails instead, the transaction with it, and the pool replaces the connection.
    // Unheard, the event ended the process (the PostgreSQL restart drill, docs/deploy.md).
    pool.on("connect", (client) => client.on("error", () => {}));
    try {
      await waitForServer(pool, options.databaseUrl, options);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    if (options.migrate ?? true) {
      try {
        await oneAtATime(options.databaseUrl, async () => {
          await migratePg(db, { migrationsFolder: folder });
          await options.afterMigrate?.(db as unknown as Db);
        });
      } catch (error) {
        await pool.end();
        throw error;
      }
    }
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
      newClient: () =>
        new pg.Client({
          connectionString: options.databaseUrl,
          connectionTimeoutMillis: options.connectionWaitMs ?? 5_000,
          query_timeout: 5_000,
          // A connection that only listens sends nothing for hours: keepalives find a dead peer.
          keepAlive: true,
        }),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const template = options.pgliteTemplate ?? (options.pgliteDir ? await builtClusterFor(options.pgliteDir) : undefined);
  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  await warmUpTickQueue();
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: template,
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...pgliteMemorySettings.flatMap((setting) => ["-c", setting])],
  });
  const db = drizzlePglite(client, { schema });
  if (options.migrate ?? true) {
    await migratePglite(db, { migrationsFolder: folder });
    await options.afterMigrate?.(db as unknown as Db);
  }
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
    memoryBytes: () => client.Module.wasmMemory.buffer.byteLength,
  };
}

/**
 * The cluster the build made, for an embedded database whose folder is missing or empty, so that its
 * first start does not create one. Without a build (the tests, `npm run dev` before any build),
 * PGlite creates the cluster itself.
 */
async function builtClusterFor(folder: string): Promise<Blob | undefined> {
  const present = await fs.readdir(folder).catch(() => []);
  if (present.length > 0) return undefined;
  const dump = await fs.readFile(builtCluster).catch(() => undefined);
  return dump && new Blob([dump]);
}
