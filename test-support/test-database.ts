import fs from "node:fs";

import { inject } from "vitest";

import { openDb, type OpenDbOptions } from "../server/db/open-db";
import type { Database } from "../server/db/db";
import { createDatabaseOn } from "./postgres-databases";

let template: Blob | undefined;

/** The migrated database the global setup dumped (test-support/template-database.global.ts), if any. */
export function migratedTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or
 * a new database on the PostgreSQL server named by DATABASE_URL (the second run
 * of `npm test`), copied from the run's migrated template and dropped again by `close()`.
 */
export async function openTestDatabase(
  options: Pick<OpenDbOptions, "statementTimeoutMs" | "connectionWaitMs"> = {},
): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDb({ pgliteTemplate: migratedTemplate() });

  const created = await createDatabaseOn(serverUrl, { template: inject("postgresTemplate") });
  const database = await openDb({ ...options, databaseUrl: created.url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
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
