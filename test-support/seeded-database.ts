import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach } from "vitest";

import type { Database } from "../server/db/db";
import { seed } from "../server/db/seed";
import { openTestDatabase } from "./test-database";

/**
 * A fresh test database for the tests of the file (or describe block) that calls this: opened
 * before them, closed after them, and before each test `tables` (named as in SQL, with commas)
 * truncated with every row that refers to them and the seed written again as of `now`, so every
 * test starts from the site as first set up. The caller's own hooks, registered after this call,
 * run once it is ready.
 */
export function databaseSeededBeforeEach(tables: string, now: Date): Pick<Database, "db"> {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    await database!.db.execute(sql`truncate ${sql.raw(tables)} cascade`);
    await seed(database!.db, now);
  });
  return {
    get db() {
      if (!database) throw new Error("The test database opens before the tests: read it inside a hook or a test.");
      return database.db;
    },
  };
}
