import type { FastifyInstance } from "fastify";
import { vi } from "vitest";

import { buildApp, type AppDependencies } from "../server/app";
import { loadConfig } from "../server/config";
import type { Database } from "../server/db/db";
import { openTestDatabase, openTestDatabaseTwice } from "./test-database";
import { testPasswordsEnv } from "./test-passwords";

export type TestApp = { app: FastifyInstance; database: Database };

/**
 * The app's errors reach console.error, where the tests' setup (vitest.setup.ts) fails the test
 * that caused one it did not expect. A test that expects one gives a logger of its own.
 */
const errorsToConsole = { level: "error", stream: { write: (line: string) => console.error(line.trimEnd()) } };

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
    config: loadConfig({ FORM_RATE_LIMIT: "0", SALES_EMAIL: "sales@test.example", ...testPasswordsEnv, ...env }),
    database,
    logger: errorsToConsole,
    ...overrides,
  });
  return { app, database };
}

/**
 * Two instances of the real app on one fresh test database, as a deployment of two holds it
 * (PGlite: one handle; PostgreSQL: two pools, each with its own LISTEN connection), both ready.
 * `perInstance` gives each its own dependencies (a logger of its own). Closing both apps drops the
 * database; `db` is the first instance's handle, for writing behind the apps' backs.
 */
export async function buildTwoTestApps(
  overrides: Omit<Partial<AppDependencies>, "database"> = {},
  env: Record<string, string> = {},
  perInstance: (index: 0 | 1) => Partial<AppDependencies> = () => ({}),
): Promise<{ apps: readonly [FastifyInstance, FastifyInstance]; db: Database["db"] }> {
  const [first, second] = await openTestDatabaseTwice();
  const build = async (database: Database, index: 0 | 1) =>
    (await buildTestApp({ ...overrides, ...perInstance(index), database }, env)).app;
  const apps = [await build(first, 0), await build(second, 1)] as const;
  await Promise.all(apps.map((app) => app.ready()));
  return { apps, db: first.db };
}

/**
 * For a test that makes the app log an error on purpose: keeps the errors from failing it
 * (vitest.setup.ts) and answers what was logged, so the test can check the error was told.
 */
export function loggedErrors(): () => string {
  const printed = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => printed.mock.calls.map((call) => call.join(" ")).join("\n");
}
