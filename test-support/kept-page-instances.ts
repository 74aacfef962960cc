import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";

import type { Clock } from "../server/clock";
import type { Db } from "../server/db/db";
import { seed } from "../server/db/seed";
import { buildTwoTestApps } from "./test-app";

/**
 * How long the other instance may take to show a change "at once": the change's notice, the page's
 * render and its compression, given a page's 5 s (as the browser tests give a step), since the test
 * tiers run side by side on two cores and a second was passed there under load. Without the notice
 * the kept page would stay until the next scheduled change or midnight in India.
 */
export const atOnce = { timeout: 5_000 } as const;

export type KeptPageInstances = {
  apps: readonly [FastifyInstance, FastifyInstance];
  /** The first instance's handle, for writing behind the apps' backs. */
  db: Db;
  /** Stops both and removes their data folder. */
  close(): Promise<void>;
};

/**
 * Two instances of the production build (`npm run build` first) on one seeded database, each with
 * its kept pages, for the tests that a change through one shows on the other's pages at once.
 * `clock`, when given, is both instances' (a test that moves time to a scheduled change).
 */
export async function seededProductionInstances(name: string, clock?: Clock): Promise<KeptPageInstances> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nexora-${name}-`));
  const web = { mode: "production" as const, buildDirectory: path.resolve("build") };
  const { apps, db } = await buildTwoTestApps(clock ? { web, clock } : { web }, { DATA_DIR: dataDir });
  await seed(db, clock?.() ?? new Date());
  return {
    apps,
    db,
    async close() {
      await Promise.all(apps.map((app) => app.close()));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
