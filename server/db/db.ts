import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type pg from "pg";

import type * as schema from "./schema";

// The database's types, apart from the code that opens and migrates it (open-db.ts): most modules
// want only these, and importing them costs nothing at run time.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The database, or a transaction on it: what a write that may join its caller's transaction takes. */
export type DbOrTransaction = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  /** "pglite" or "postgres", for logs. */
  kind: "pglite" | "postgres";
  /** Answers when the database does; used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: a new connection of its own, outside the pool, e.g. to LISTEN on. */
  newClient?: () => pg.Client;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => PoolStats;
  /** PGlite only: the bytes of its WebAssembly memory, which holds the whole database server, for the metrics. */
  memoryBytes?: () => number;
};

export type PoolStats = { total: number; idle: number; waiting: number };
