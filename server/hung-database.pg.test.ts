import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bookings } from "./db/schema";
import { bookingNow, sampleBooking } from "../test-support/sample-submissions";
import { openOtherSession } from "../test-support/other-session";
import { openTestDatabase } from "../test-support/test-database";
import { buildTestApp, loggedErrors, type TestApp } from "../test-support/test-app";

// PostgreSQL only: another session holds a lock, as a migration or a stuck transaction would.
describe("a database that stops answering", () => {
  let subject: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    const database = await openTestDatabase({ statementTimeoutMs: 500 });
    subject = await buildTestApp({ database, clock: () => bookingNow });
    locker = await openOtherSession(database);
  });
  afterAll(async () => {
    await locker.end();
    await subject.app.close();
  });

  const book = () =>
    subject.app.inject({
      method: "POST",
      url: "/demo/book",
      payload: sampleBooking,
      headers: { "idempotency-key": "visitor-retry-1" },
    });

  it("answers 503 within the statement timeout, and the visitor's retry books once", async () => {
    const logged = loggedErrors();
    await locker.query("begin");
    await locker.query("lock table bookings in access exclusive mode");
    const started = Date.now();
    const stuck = await book();
    const waited = Date.now() - started;
    await locker.query("rollback");
    expect(logged()).toContain("canceling statement due to statement timeout");

    expect(stuck.statusCode).toBe(503);
    expect(stuck.headers["retry-after"]).toBe("5");
    expect(stuck.json()).toEqual({
      success: false,
      message: "We cannot take this request right now. Please try again in a moment.",
    });
    expect(waited).toBeLessThan(3_000);

    const retry = await book();
    expect(retry.statusCode).toBe(201);
    expect((await book()).json()).toEqual(retry.json());
    expect(await subject.database.db.select().from(bookings)).toHaveLength(1);
  });
});
