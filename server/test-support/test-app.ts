import type { FastifyInstance } from "fastify";

import { buildApp, type AppDependencies } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/open-db";
import { openTestDatabase } from "./test-database";

export type TestApp = { app: FastifyInstance; database: Database };

/**
 * The real app on a fresh test database, without the pages; close it with
 * `app.close()`. `env` sets configuration variables (no rate limit unless asked).
 */
export async function buildTestApp(
  overrides: Partial<AppDependencies> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const database = overrides.database ?? (await openTestDatabase());
  const app = await buildApp({
    config: loadConfig({ FORM_RATE_LIMIT: "0", SALES_EMAIL: "sales@test.example", ...env }),
    database,
    ...overrides,
  });
  return { app, database };
}
