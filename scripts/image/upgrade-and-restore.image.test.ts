import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort } from "../free-port.mjs";
import { startS3Server, type S3TestServer } from "../../test-support/s3-server";
import { runOnce, startContainer, type Container } from "./containers";
import { startPostgresServer, type PostgresServer } from "./postgres-server";
import { previousRelease, startPreviousRelease } from "./previous-release";
import { expectSampleRecords, writeSampleRecords, type SampleRecords } from "./sample-records";

/**
 * docs/deploy.md, "Releasing a version" and "Backups and restore": the previous release's data on
 * PostgreSQL, migrated by this image's release step; then a dump of it restored into a new
 * database and served from there.
 */
describe(`an upgrade from ${previousRelease}, then a restore`, () => {
  let postgres: PostgresServer;
  let s3: S3TestServer;
  let env: Record<string, string>;
  let records: SampleRecords;
  const containers: Container[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    postgres.tool("createdb", ["nexora"]);
    s3 = await startS3Server({ bucket: "nexora-resumes" });
    env = {
      DATABASE_URL: postgres.databaseUrl("nexora"),
      ...s3.env,
      CALENDAR_SECRETS_KEY: randomBytes(32).toString("base64"),
    };
    const previous = await startPreviousRelease(env);
    try {
      const invited = previous.staff([
        "add",
        "upgrade.admin@nexoratech.in",
        "--role",
        "admin",
        "--name",
        "Upgrade admin",
      ]);
      records = await writeSampleRecords(previous.origin, invited, "upgrade.admin@nexoratech.in");
    } finally {
      await previous.stop();
    }
  });
  afterAll(async () => {
    for (const container of containers) await container.remove();
    await s3?.stop();
    await postgres?.remove();
  });

  /** A container of this image on `databaseUrl`; the site's origin is its own address. */
  async function containerOn(databaseUrl: string): Promise<Container> {
    const port = await freePort();
    const container = await startContainer({
      port,
      metricsPort: await freePort(),
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        MIGRATE_ON_START: "false",
        PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
      },
    });
    containers.push(container);
    return container;
  }

  it("migrates the previous release's data with the release step, and everything is there and works", async () => {
    const released = runOnce(env, ["node", "build/node/main.js", "migrate"]);
    expect(released).toContain("The PostgreSQL database is up to date.");
    const container = await containerOn(env.DATABASE_URL!);
    await expectSampleRecords(container.origin, records);
  });

  it("restores a dump of the running database into a new one, and serves the same records from it", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "restore-drill-"));
    const dump = path.join(folder, "nexora.dump");
    try {
      const started = Date.now();
      // docs/deploy.md, "Backups and restore": the nightly dump, then the drill's steps.
      postgres.tool("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, "nexora"]);
      postgres.tool("createdb", ["nexora_restore"]);
      postgres.tool("pg_restore", ["--no-owner", "--dbname=nexora_restore", dump]);
      const restoredUrl = postgres.databaseUrl("nexora_restore");
      expect(runOnce({ ...env, DATABASE_URL: restoredUrl }, ["node", "build/node/main.js", "migrate"])).toContain(
        "The PostgreSQL database is up to date.",
      );
      const container = await containerOn(restoredUrl);
      await expectSampleRecords(container.origin, records);
      console.log(
        `restore drill: dump, restore, release step, an instance up and the records checked in ${(Date.now() - started) / 1000} s`,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
