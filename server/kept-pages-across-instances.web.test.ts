import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "./db/db";
import { seedJobs } from "./db/seed-jobs";
import { setJobStatus } from "./jobs/job-admin";
import { commandLine } from "./kernel/audit/audit";
import { atOnce, seededProductionInstances, type KeptPageInstances } from "../test-support/kept-page-instances";

/**
 * The careers page is rendered once per change and kept (decision 016). With two instances on one
 * database (on PostgreSQL, two pools: the announcement travels by LISTEN/NOTIFY, decision 019), a
 * job closed through one leaves the page the other keeps, on the production build.
 */
describe("a kept page on another instance", () => {
  let apps: KeptPageInstances["apps"];
  let writeThrough: Db;
  let instances: KeptPageInstances | undefined;

  beforeAll(async () => {
    instances = await seededProductionInstances("kept-pages");
    ({ apps, db: writeThrough } = instances);
  });
  afterAll(() => instances?.close());

  it("drops a job closed through the first instance from the second's kept careers search at once", async () => {
    const job = seedJobs[2]!;
    const careersOnSecond = async () => (await apps[1]!.inject({ method: "GET", url: "/career?q=Flutter" })).body;
    expect(await careersOnSecond()).toContain(`/career/apply/${job.id}`);
    await setJobStatus(writeThrough, commandLine, job.id, "closed", new Date());
    await expect.poll(async () => (await careersOnSecond()).includes(`/career/apply/${job.id}`), atOnce).toBe(false);
  });
});
