import fs from "node:fs/promises";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** "pglite" or "postgres", for logs. */
  kind: "pglite" | "postgres";
  /** Answers when the database does; used by /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(import.meta.dirname, "../../drizzle");

export type OpenDbOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; when absent too, PGlite keeps everything in memory (tests). */
  pgliteDir?: string | undefined;
  migrationsDir?: string;
};

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDb(options: OpenDbOptions): Promise<Database> {
  const folder = options.migrationsDir ?? migrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server dropped (restart, admin termination) is replaced
    // by the pool; without a listener its error would crash the process.
    pool.on("error", () => {});
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }

  if (options.pgliteDir) await fs.mkdir(options.pgliteDir, { recursive: true });
  const client = new PGlite(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    ping: async () => void (await client.query("select 1")),
    close: () => client.close(),
  };
}
