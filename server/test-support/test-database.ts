import { randomBytes } from "node:crypto";
import fs from "node:fs";

import pg from "pg";
import { inject } from "vitest";

import { openDb, type Database, type OpenDbOptions } from "../db/open-db";

let template: Blob | undefined;

/** The migrated database the global setup dumped (server/test-support/pglite-template.global.ts), if any. */
function migratedTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or
 * a new database on the PostgreSQL server named by DATABASE_URL (the second run
 * of `npm test`), dropped again by `close()`.
 */
export async function openTestDatabase(
  options: Pick<OpenDbOptions, "statementTimeoutMs" | "connectionWaitMs"> = {},
): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDb({ pgliteTemplate: migratedTemplate() });

  const created = await createDatabaseOn(serverUrl);
  const database = await openDb({ ...options, databaseUrl: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`; `drop()` removes it, connections and all. */
export async function createDatabaseOn(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (client) => client.query(`drop database ${name} with (force)`)),
  };
}

/**
 * Two handles on one fresh, migrated database, as two instances of the site hold: on PostgreSQL
 * each with its own pool (and LISTEN connection); PGlite is one process, so both are one handle.
 * The database goes when both are closed (each app closes its own).
 */
export async function openTestDatabaseTwice(): Promise<[Database, Database]> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const shared = await openTestDatabase();
    let open = 2;
    const close = async () => {
      open -= 1;
      if (open === 0) await shared.close();
    };
    return [
      { ...shared, close },
      { ...shared, close },
    ];
  }
  const { url, drop } = await createDatabaseOn(serverUrl);
  const handles = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
  let open = 2;
  const closing = (handle: Database): Database => ({
    ...handle,
    close: async () => {
      await handle.close();
      open -= 1;
      if (open === 0) await drop();
    },
  });
  return [closing(handles[0]!), closing(handles[1]!)];
}

async function withAdminClient(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
