import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { migratedTemplate } from "../../test-support/test-database";
import type { Database } from "./db";
import { openDb } from "./open-db";

let database: Database;
beforeAll(async () => {
  // The embedded database whichever the tier runs on: from the run's migrated copy on PGlite, made
  // afresh on PostgreSQL's run, where there is none.
  database = await openDb({ pgliteTemplate: migratedTemplate(), migrate: false });
  await database.ping();
}, 60_000);
afterAll(() => database?.close());

it("sizes the embedded database's memory for a small server", async () => {
  type Setting = { name: string; setting: string };
  const result = await database.db.execute<Setting>(
    sql`select name, current_setting(name) as setting from unnest(array['shared_buffers', 'maintenance_work_mem', 'max_connections']) as name`,
  );
  const settings = (result as unknown as { rows: Setting[] }).rows;
  expect(Object.fromEntries(settings.map((row) => [row.name, row.setting]))).toEqual({
    shared_buffers: "32MB",
    maintenance_work_mem: "16MB",
    max_connections: "5",
  });
});

it("tells the metrics the size of its WebAssembly memory: 128 MB, its least, when opened", () => {
  expect(database.memoryBytes?.()).toBe(128 * 1024 * 1024);
});
