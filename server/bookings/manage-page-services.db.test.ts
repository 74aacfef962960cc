import { once } from "node:events";

import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { BookingManageLink } from "../../contracts/bookings";
import type { Database } from "../db/db";
import { registerFormQuotas } from "../plugins/rate-limit";
import { connectRedis } from "../redis";
import { startRedisServer, type RedisServer } from "../../test-support/redis-server";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import { manageLinkServices } from "./manage-page-services";
import { issueManageLink } from "./booking-links";
import { createBooking } from "./bookings";
import { isoDate } from "../../domain/time/india-dates";

const now = bookingNow;
const site = { salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl };
const busy = {
  ok: false,
  refusal: "busy",
  message: "You have made a lot of changes in a short time. Please try again in 10 minutes.",
};

describe.each([
  ["the database", false],
  ["Redis", true],
])("a visitor's changes through manage links spend quotas counted in %s", (_store, useRedis) => {
  let database: Database;
  let server: RedisServer | undefined;
  let redis: Redis | undefined;
  let app: FastifyInstance;
  let manager: BookingManageLink;

  beforeAll(async () => {
    database = await openTestDatabase();
    server = useRedis ? await startRedisServer() : undefined;
    redis = server ? connectRedis(server.url, { name: "test", log: console }) : undefined;
    if (redis) await once(redis, "ready");
    app = Fastify();
    // Two changes per client and per booking in 10 minutes.
    const quotas = await registerFormQuotas(app, { db: database.db, clock: () => now, max: 2, redis });
    await app.ready();
    manager = manageLinkServices({
      db: database.db,
      clock: () => now,
      ...site,
      jitsiHost: "meet.jit.si",
      onEmailsQueued: () => {},
      quotas,
    });
  });
  afterAll(async () => {
    await app.close();
    redis?.disconnect();
    await server?.stop();
    await database.close();
  });

  /** A call at `time` on the sample date, and a link to manage it. */
  async function linkToCall(time: string) {
    const { confirmation } = await createBooking(
      database.db,
      { ...sampleBooking, email: `visitor-${time.replace(/\W/g, "")}@example.in`, time },
      { ...site, clientIp: "192.0.2.1", now },
    );
    const link = await issueManageLink(database.db, confirmation.id, { publicSiteUrl: testSiteUrl, now });
    return link.slice(link.lastIndexOf("/") + 1);
  }
  const moveTo = (time: string) => ({ date: isoDate("2026-11-26"), time });

  it("one link worked from many addresses spends the booking's quota", async () => {
    const token = await linkToCall("10:00 AM");
    expect((await manager.reschedule(token, moveTo("10:00 AM"), "198.51.100.1")).ok).toBe(true);
    expect((await manager.reschedule(token, moveTo("10:30 AM"), "198.51.100.2")).ok).toBe(true);
    expect(await manager.reschedule(token, moveTo("11:00 AM"), "198.51.100.3")).toEqual(busy);
    expect(await manager.cancel(token, "198.51.100.4")).toEqual(busy);
    expect(await manager.find(token)).toMatchObject({ status: "confirmed", ...moveTo("10:30 AM") });
  });

  it("many links worked from one IPv6 /64 spend its quota, whichever address of it sends them", async () => {
    const first = await linkToCall("2:00 PM");
    const second = await linkToCall("2:30 PM");
    expect((await manager.reschedule(first, moveTo("2:00 PM"), "2001:db8:5:1::1")).ok).toBe(true);
    expect((await manager.cancel(second, "2001:db8:5:1::2")).ok).toBe(true);
    expect(await manager.reschedule(first, moveTo("3:00 PM"), "2001:db8:5:1:ff::3")).toEqual(busy);
    expect(await manager.find(first)).toMatchObject(moveTo("2:00 PM"));
    // Another client may still change the call: its own quota has one change left.
    expect((await manager.reschedule(first, moveTo("3:00 PM"), "2001:db8:5:2::1")).ok).toBe(true);
  });
});
