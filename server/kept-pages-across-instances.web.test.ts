import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "./db/open-db";
import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { setJobStatus } from "./careers/job-admin";
import { commandLine } from "./staff/audit";
import { buildTwoTestApps } from "./test-support/test-app";

/**
 * The careers page is rendered once per change and kept (decision 016). With two instances on one
 * database (on PostgreSQL, two pools: the announcement travels by LISTEN/NOTIFY, decision 019), a
 * job closed through one leaves the page the other keeps, on the production build.
 */
describe("a kept page on another instance", () => {
  let apps: readonly FastifyInstance[];
  let writeThrough: Db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-kept-pages-"));

  beforeAll(async () => {
    const web = { mode: "production" as const, buildDirectory: path.resolve("build") };
    ({ apps, db: writeThrough } = await buildTwoTestApps({ web }, { DATA_DIR: dataDir }));
    await seed(writeThrough, new Date());
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("drops a job closed through the first instance from the second's kept careers search at once", async () => {
    const job = seedJobs[2]!;
    const careersOnSecond = async () => (await apps[1]!.inject({ method: "GET", url: "/career?q=Flutter" })).body;
    expect(await careersOnSecond()).toContain(`/career/apply/${job.id}`);
    await setJobStatus(writeThrough, commandLine, job.id, "closed", new Date());
    await expect
      .poll(async () => (await careersOnSecond()).includes(`/career/apply/${job.id}`), { timeout: 1_000 })
      .toBe(false);
  });
});
