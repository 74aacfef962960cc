import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";

import { openDb } from "../server/db/open-db";
import { pgliteExtensions } from "../server/db/pglite-extensions";
import { createDatabaseOn } from "./postgres-databases";

declare module "vitest" {
  interface ProvidedContext {
    /** A file holding a dump of a freshly migrated PGlite database (absent on PostgreSQL). */
    pgliteTemplate?: string;
    /** A freshly migrated database on the PostgreSQL server of DATABASE_URL, to copy (absent on PGlite). */
    postgresTemplate?: string;
  }
}

/**
 * Creating and migrating a database costs seconds (about 2 on PGlite, more on PostgreSQL, where
 * every migration is a round of statements); copying a migrated one costs a fraction of that. The
 * database tests open dozens, so one is migrated here, before the workers start, and each test
 * database begins as a copy (test-support/test-database.ts): of a PGlite dump, or of a
 * PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createDatabaseOn(serverUrl);
    // Migrated, then left: PostgreSQL copies a template nobody is connected to.
    await (await openDb({ databaseUrl: template.url })).close();
    project.provide("postgresTemplate", template.name);
    return template.drop;
  }
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: path.resolve("drizzle") });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `pglite-template-${process.pid}-${project.name}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(file, { force: true });
}
