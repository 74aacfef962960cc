import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { slotLabels } from "../../domain/bookings/booking";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import type { Database } from "../db/db";
import { outboxEmails } from "../db/schema";
import { bookingNow, sampleBooking } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";

/**
 * A burst through one manage link replayed on the production build (run `npm run build` first)
 * through the whole server: unlimited, twenty moves in a row would all be taken, each mailing sales
 * and the visitor. With the default quota (5 changes in 10 minutes) and 3 moves a call, far fewer are.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";

describe("changes through a manage link on the page", () => {
  let app: FastifyInstance;
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-manage-quotas-"));

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: loadConfig({ PUBLIC_SITE_URL: origin, DATA_DIR: dataDir, SALES_EMAIL: "sales@test.example" }),
      database,
      clock: () => bookingNow,
      web: { mode: "production", buildDirectory: path.resolve("build") },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const emailsQueued = async () => (await database.db.select({ id: outboxEmails.id }).from(outboxEmails)).length;

  /** Books a call (from an address of its own) and answers its manage page's path. */
  async function managePath(email: string, time: string): Promise<string> {
    const booked = await app.inject({
      method: "POST",
      url: "/demo/book",
      payload: { ...sampleBooking, email, time },
      remoteAddress: "192.0.2.200",
    });
    expect(booked.statusCode).toBe(201);
    const [mail] = (await database.db.select().from(outboxEmails)).filter((row) => row.toAddress === email);
    return new RegExp(`${origin}(/demo/manage/[\\w-]{43})`).exec(mail!.textBody)![1]!;
  }

  /** A move to the `n`th slot of the days given, as the page's form posts it without JavaScript. */
  const move = (url: string, [day, nextDay]: [string, string], n: number, remoteAddress: string) =>
    app.inject({
      method: "POST",
      url,
      remoteAddress,
      headers: { host, origin, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        intent: "reschedule",
        date: n < slotLabels.length ? day : nextDay,
        time: slotLabels[n % slotLabels.length]!,
      }).toString(),
    });

  it("takes 3 moves of twenty from one address; the rest change and mail nothing", async () => {
    const url = await managePath("burst.one@example.in", "10:00 AM");
    const before = await emailsQueued();
    const statuses = [];
    const days: [string, string] = ["2026-11-25", "2026-11-26"];
    for (let n = 0; n < 20; n += 1) statuses.push((await move(url, days, n, "2001:db8:27:3::1")).statusCode);
    // Three moves; two refused as moved too often (still spending the quota); then the quota's 429s.
    expect(statuses).toEqual([200, 200, 200, 400, 400, ...Array<number>(15).fill(429)]);
    expect((await emailsQueued()) - before).toBe(3 * 2);

    const refused = await move(url, days, 5, "2001:db8:27:3:ab::2");
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("You have made a lot of changes in a short time. Please try again in 10 minutes.");
  });

  it("takes no more than the booking's quota from many addresses", async () => {
    const url = await managePath("burst.two@example.in", "10:30 AM");
    const before = await emailsQueued();
    const statuses = [];
    const days: [string, string] = ["2026-11-27", "2026-11-28"];
    for (let n = 0; n < 8; n += 1) statuses.push((await move(url, days, n, `198.51.100.${n + 1}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 400, 400, 429, 429, 429]);
    expect((await emailsQueued()) - before).toBe(3 * 2);
  });
});
