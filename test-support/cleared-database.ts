import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach } from "vitest";

import type { Database } from "../server/db/db";
import { openTestDatabase } from "./test-database";

/**
 * A fresh test database for the tests of the file (or describe block) that calls this: opened
 * before them, closed after them, and `tables` emptied in the order given (children before the
 * rows they refer to) before each test, so every test starts from none of their rows. The
 * caller's own hooks, registered after this call, run once the database is open (or emptied).
 */
export function databaseClearedBeforeEach(
  tables: PgTable[],
  options?: Parameters<typeof openTestDatabase>[0],
): Pick<Database, "db"> {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(options);
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    for (const table of tables) await database!.db.delete(table);
  });
  return {
    get db() {
      if (!database) throw new Error("The test database opens before the tests: read it inside a hook or a test.");
      return database.db;
    },
  };
}
