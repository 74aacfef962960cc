import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

import type { Database, Db } from "../server/db/db";
import { openTestDatabase } from "./test-database";

/**
 * A second session on a test's PostgreSQL database, beside the code under test's pool: to hold
 * the locks a migration, a stuck transaction or another instance would, and to watch who waits.
 */
export async function openOtherSession(database: Database): Promise<pg.Client> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/**
 * The test file's fresh database and a second session on it (openOtherSession), opened before its
 * tests and closed after them.
 */
export function databaseWithOtherSession(): { readonly db: Db; readonly otherSession: pg.Client } {
  let database: Database | undefined;
  let session: pg.Client | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    session = await openOtherSession(database);
  });
  afterAll(async () => {
    await session?.end();
    await database?.close();
  });
  return {
    get db() {
      return database!.db;
    },
    get otherSession() {
      return session!;
    },
  };
}

/**
 * Lock requests waiting in sessions on the session's database (only its own: other test files
 * share the server). By session, since a wait for a row names no database (it waits on a transaction).
 * The session often holds a transaction open, and PostgreSQL reads pg_stat_activity once per
 * transaction: the snapshot is cleared first, or sessions connected since would never be counted.
 */
export async function waitingLocks(session: pg.Client): Promise<number> {
  await session.query("select pg_stat_clear_snapshot()");
  const { rows } = await session.query<{ waiting: number }>(
    `select count(*)::int as waiting from pg_locks
     where not granted and pid in (select pid from pg_stat_activity where datname = current_database())`,
  );
  return rows[0]!.waiting;
}
