import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

import { pgliteExtensions } from "../db/pglite-extensions";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding a dump of a freshly migrated PGlite database (absent on PostgreSQL). */
    pgliteTemplate?: string;
  }
}

/**
 * Creating and migrating a PGlite database costs about 2 s; loading a dump of one costs a
 * tenth of that. The database tests open dozens, so one is migrated here, before the workers
 * start, and each test database begins as a copy (server/test-support/test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle") });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `pglite-template-${process.pid}-${project.name}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
