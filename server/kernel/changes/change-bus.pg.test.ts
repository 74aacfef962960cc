import { Writable } from "node:stream";

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../../db/db";
import { seed } from "../../db/seed";
import { seedJobs } from "../../db/seed-jobs";
import { sampleJobForm } from "../../../test-support/sample-job-form";
import { startRedisServer, type RedisServer } from "../../../test-support/redis-server";
import { bookingNow, sampleBooking } from "../../../test-support/sample-submissions";
import { buildTwoTestApps } from "../../../test-support/test-app";
import { changeChannel, deafKeepMs } from "./change-bus";
import { setJobStatus, updateJob } from "../../jobs/job-admin";
import { commandLine } from "../audit/audit";

/** The log lines an app wrote, parsed. */
function capturedLog() {
  const lines: { level: number; msg: string; connection?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

/**
 * Two instances on one PostgreSQL database, each answering the public GETs from its own memory
 * (decision 016): a write through one must reach the other's answers at once, carried by
 * LISTEN/NOTIFY or, with REDIS_URL, by Redis pub/sub.
 */
describe.each([
  ["PostgreSQL LISTEN/NOTIFY", false],
  ["Redis pub/sub", true],
])("public changes carried by %s", (_carrier, useRedis) => {
  let redis: RedisServer | undefined;
  let apps: readonly [FastifyInstance, FastifyInstance];
  let db: Db;
  const logs = [capturedLog(), capturedLog()] as const;
  const now = bookingNow;

  beforeAll(async () => {
    redis = useRedis ? await startRedisServer() : undefined;
    ({ apps, db } = await buildTwoTestApps({ clock: () => now }, redis ? { REDIS_URL: redis.url } : {}, (index) => ({
      logger: logs[index].logger,
    })));
    await seed(db, now);
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await redis?.stop();
  });

  const openJobs = async (app: FastifyInstance) =>
    (await app.inject({ method: "GET", url: "/api/jobs" })).json() as { id: string; title: string }[];
  const slotsOn = async (app: FastifyInstance, date: string): Promise<string[]> =>
    (await app.inject({ method: "GET", url: `/demo/slots/${date}` })).json().data.availableSlots;

  /** How long after `started` the other instance's answer showed the change (ms); fails after a second. */
  async function shownWithin(started: number, condition: () => Promise<boolean>): Promise<number> {
    await expect.poll(condition, { timeout: deafKeepMs, interval: 2 }).toBe(true);
    return performance.now() - started;
  }

  it("a job closed, edited and opened through one instance shows in the other's GET /api/jobs at once", async () => {
    const [first, second] = apps;
    const job = seedJobs[0]!;
    expect((await openJobs(second)).map((listed) => listed.id)).toContain(job.id);

    let started = performance.now();
    await setJobStatus(db, commandLine, job.id, "closed", now);
    const closedAfter = await shownWithin(started, async () =>
      (await openJobs(second)).every((listed) => listed.id !== job.id),
    );

    await setJobStatus(db, commandLine, job.id, "open", now);
    await expect.poll(async () => (await openJobs(second)).some((listed) => listed.id === job.id)).toBe(true);
    started = performance.now();
    await updateJob(db, commandLine, job.id, sampleJobForm(now, { title: "Senior Platform Engineer" }), now);
    const editedAfter = await shownWithin(started, async () =>
      (await openJobs(second)).some((listed) => listed.title === "Senior Platform Engineer"),
    );
    // The instance that wrote forgets its own answers before the write returns.
    expect((await openJobs(first)).find((listed) => listed.id === job.id)?.title).toBe("Senior Platform Engineer");
    expect(Math.max(closedAfter, editedAfter)).toBeLessThan(deafKeepMs);
  });

  it("a booking through one instance takes the slot off the other's /demo/slots at once", async () => {
    const [first, second] = apps;
    const { date, time } = sampleBooking;
    expect(await slotsOn(second, date)).toContain(time);
    const started = performance.now();
    const booked = await first.inject({ method: "POST", url: "/demo/book", payload: sampleBooking });
    expect(booked.statusCode).toBe(201);
    expect(await slotsOn(first, date)).not.toContain(time);
    await shownWithin(started, async () => !(await slotsOn(second, date)).includes(time));
  });

  it("logs nothing about the carrier while it works", () => {
    for (const { lines } of logs) expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});

describe("a carrier lost and found again", () => {
  const now = bookingNow;
  const job = seedJobs[1]!;

  async function twoApps(env: Record<string, string>) {
    const logs = [capturedLog(), capturedLog()] as const;
    const { apps, db } = await buildTwoTestApps({ clock: () => now }, env, (index) => ({ logger: logs[index].logger }));
    await seed(db, now);
    const listed = async () =>
      ((await apps[1].inject({ method: "GET", url: "/api/jobs" })).json() as { id: string }[]).some(
        (listed) => listed.id === job.id,
      );
    const linesAt = (level: number) => logs[1].lines.filter((line) => line.level === level);
    const messages = (level: number) => linesAt(level).map((line) => line.msg);
    return { apps, db, listed, messages, logs: linesAt };
  }

  it("PostgreSQL: listens again after its connection is cut, with one line each way, and hears the next change", async () => {
    const { apps, db, listed, messages } = await twoApps({});
    try {
      expect(await listed()).toBe(true);
      await db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = ${`listen ${changeChannel}`}`,
      );
      await expect
        .poll(() => messages(30), { timeout: 5_000 })
        .toContain("hearing other instances' changes again; forgot every kept answer");
      expect(messages(40)).toEqual([
        "lost the PostgreSQL connection that hears other instances' changes; reconnecting",
      ]);
      await setJobStatus(db, commandLine, job.id, "closed", now);
      await expect.poll(listed, { timeout: deafKeepMs }).toBe(false);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it("Redis: keeps answers a second at most while Redis is away, and forgets them all when it is back", async () => {
    let redis = await startRedisServer();
    const { apps, db, listed, messages, logs } = await twoApps({ REDIS_URL: redis.url });
    try {
      expect(await listed()).toBe(true);
      await redis.stop();
      await expect
        .poll(() => messages(40), { timeout: 5_000 })
        .toContain("Redis connection lost; retrying in the background");
      // Announced to nobody: the other instance finds out by keeping nothing long.
      await setJobStatus(db, commandLine, job.id, "closed", now);
      await expect.poll(listed, { timeout: 3 * deafKeepMs }).toBe(false);

      redis = await startRedisServer({ port: redis.port });
      await expect.poll(() => messages(30), { timeout: 10_000 }).toContain("Redis connection back");
      await setJobStatus(db, commandLine, job.id, "open", now);
      await expect.poll(listed, { timeout: deafKeepMs }).toBe(true);
      // One line per connection (commands, and the subscriber's own), however many tries it took.
      const losses = logs(40).filter((line) => line.msg.startsWith("Redis connection lost"));
      expect(losses.map((line) => line.connection).sort()).toEqual(["commands", "public changes"]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await redis.stop();
    }
  });
});
