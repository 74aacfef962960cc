import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { formQuotas } from "../db/schema";
import { startRedisServer, type RedisServer } from "../../test-support/redis-server";
import { sampleEnquiry } from "../../test-support/sample-submissions";
import { buildTwoTestApps } from "../../test-support/test-app";
import { deleteEndedQuotas } from "./rate-limit";

/**
 * Two instances of the site on one database (PGlite: one handle; PostgreSQL: two pools), each
 * with its own quota counter in front: the count must be the same whichever one a visitor reaches.
 */
async function twoInstances(env: Record<string, string>, clock?: () => Date) {
  const subject = await buildTwoTestApps(clock ? { clock } : {}, env);
  return { ...subject, close: () => Promise.all(subject.apps.map((app) => app.close())) };
}

type Instance = Awaited<ReturnType<typeof twoInstances>>["apps"][number];

/** An enquiry from a visitor of their own, so only the client's quota counts (each address has its own). */
let visitors = 0;
const submitTo = (app: Instance, remoteAddress: string) =>
  submitFor(app, remoteAddress, `visitor.${(visitors += 1)}@example.in`);

const submitFor = (app: Instance, remoteAddress: string, email: string) =>
  app.inject({ method: "POST", url: "/contactus/submit", payload: { ...sampleEnquiry, email }, remoteAddress });

describe.each([
  ["the database", false],
  ["Redis", true],
])("form quotas counted in %s", (_store, useRedis) => {
  let redis: RedisServer | undefined;
  let subject: Awaited<ReturnType<typeof twoInstances>>;
  const now = new Date("2026-11-23T04:30:00Z");
  beforeAll(async () => {
    redis = useRedis ? await startRedisServer() : undefined;
    subject = await twoInstances({ FORM_RATE_LIMIT: "3", ...(redis ? { REDIS_URL: redis.url } : {}) }, () => now);
  });
  afterAll(async () => {
    await subject.close();
    await redis?.stop();
  });

  it("holds a quota spent through one instance on the other, with today's message and Retry-After", async () => {
    const [first, second] = subject.apps;
    for (let i = 0; i < 3; i += 1) expect((await submitTo(first, "203.0.113.7")).statusCode).toBe(201);
    const refused = await submitTo(second, "203.0.113.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: "Too many submissions from your address. Please try again in 10 minutes.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
    expect((await submitTo(second, "203.0.113.8")).statusCode).toBe(201);
  });

  it("counts every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 address", async () => {
    const [first, second] = subject.apps;
    for (const address of ["2001:db8:77:1::1", "2001:db8:77:1::2", "2001:db8:77:1:ab::3"]) {
      expect((await submitTo(first, address)).statusCode).toBe(201);
    }
    expect((await submitTo(second, "2001:db8:77:1:ffff::4")).statusCode).toBe(429);
    expect((await submitTo(second, "2001:db8:77:2::1")).statusCode).toBe(201);

    for (let i = 0; i < 3; i += 1) expect((await submitTo(first, "198.51.100.77")).statusCode).toBe(201);
    expect((await submitTo(second, "::ffff:198.51.100.77")).statusCode).toBe(429);
  });

  it("counts the address an acknowledgment goes to, whichever networks ask: FORM_RATE_LIMIT in 10 minutes, 5 a day", async () => {
    const [first, second] = subject.apps;
    const target = "Target.Mailbox+x@example.in";
    const from = (n: number) => submitFor(subject.apps[n % 2]!, `192.0.2.${n}`, target);
    const answers = [];
    for (let n = 1; n <= 4; n += 1) answers.push((await from(n)).statusCode);
    expect(answers).toEqual([201, 201, 201, 429]);
    const refused = await second.inject({
      method: "POST",
      url: "/contactus/submit",
      payload: { ...sampleEnquiry, email: "target.mailbox@example.in" },
      remoteAddress: "192.0.2.9",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: "We have sent this email address as many messages as we may for now. Please try again in 10 minutes.",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(590);
    expect((await submitFor(first, "192.0.2.9", "someone.else@example.in")).statusCode).toBe(201);
  });

  it("lets no burst through both instances at once past the quota", async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => submitTo(subject.apps[i % 2]!, "203.0.113.40")),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(21);
  });
});

describe("the database's quota window", () => {
  let subject: Awaited<ReturnType<typeof twoInstances>>;
  let now = new Date("2026-11-23T04:30:00Z");
  beforeAll(async () => {
    subject = await twoInstances({ FORM_RATE_LIMIT: "1" }, () => now);
  });
  afterAll(() => subject.close());

  it("counts down the minutes left, ends after 10 minutes, and its ended rows are deleted", async () => {
    const [first, second] = subject.apps;
    const start = now;
    expect((await submitTo(first, "198.51.100.9")).statusCode).toBe(201);
    now = new Date(start.getTime() + 8 * 60_000 + 30_000);
    const refused = await submitTo(second, "198.51.100.9");
    expect(refused.json().message).toBe("Too many submissions from your address. Please try again in 2 minutes.");
    expect(refused.headers["retry-after"]).toBe("90");
    now = new Date(start.getTime() + 9 * 60_000 + 30_000);
    expect((await submitTo(first, "198.51.100.9")).json().message).toBe(
      "Too many submissions from your address. Please try again in 1 minute.",
    );

    now = new Date(start.getTime() + 10 * 60_000);
    expect((await submitTo(second, "198.51.100.9")).statusCode).toBe(201);
    expect((await submitTo(first, "198.51.100.9")).statusCode).toBe(429);

    await submitTo(first, "198.51.100.10");
    // The clients' counts; each visitor's address has its own, a day long (below).
    const keys = async () =>
      (await subject.db.select({ key: formQuotas.key }).from(formQuotas))
        .map((row) => row.key)
        .filter((key) => key.startsWith("contact "));
    await deleteEndedQuotas(subject.db, new Date(start.getTime() + 20 * 60_000 - 1));
    expect((await keys()).sort()).toEqual(["contact 198.51.100.10", "contact 198.51.100.9"]);
    await deleteEndedQuotas(subject.db, new Date(start.getTime() + 20 * 60_000));
    expect(await keys()).toEqual([]);
  });
});

describe("the daily cap of an address written to", () => {
  let subject: Awaited<ReturnType<typeof twoInstances>>;
  let now = new Date("2026-11-23T04:30:00Z");
  beforeAll(async () => {
    subject = await twoInstances({ FORM_RATE_LIMIT: "1" }, () => now);
  });
  afterAll(() => subject.close());

  it("takes 5 a day however slowly they come, then refuses until the day is over, holding no address", async () => {
    const start = now;
    const at = async (minutes: number, n: number) => {
      now = new Date(start.getTime() + minutes * 60_000);
      return submitFor(subject.apps[n % 2]!, `192.0.2.${n}`, "daily.cap@example.in");
    };
    const statuses = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await at(n * 11, n)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await at(24 * 60 - 30, 7);
    expect(refused.json().message).toBe(
      "We have sent this email address as many messages as we may for now. Please try again in 30 minutes.",
    );
    expect((await at(24 * 60, 8)).statusCode).toBe(201);
    const keys = (await subject.db.select({ key: formQuotas.key }).from(formQuotas)).map((row) => row.key);
    expect(keys.join(" ")).not.toContain("daily.cap");
    expect(keys.filter((key) => key.startsWith("contact-mailbox-day "))).toHaveLength(1);
  });
});

describe("form quotas in Redis when Redis is gone", () => {
  it("lets submissions through, within a second, rather than refusing every visitor", async () => {
    const redis = await startRedisServer();
    const subject = await twoInstances({ FORM_RATE_LIMIT: "1", REDIS_URL: redis.url });
    try {
      expect((await submitTo(subject.apps[0], "192.0.2.77")).statusCode).toBe(201);
      expect((await submitTo(subject.apps[1], "192.0.2.77")).statusCode).toBe(429);
      await redis.stop();
      const started = performance.now();
      expect((await submitTo(subject.apps[1], "192.0.2.77")).statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      await subject.close();
      await redis.stop();
    }
  });
});
