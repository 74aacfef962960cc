import { randomUUID } from "node:crypto";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { bookings, consultants } from "../db/schema";
import { appMetrics, createMetricsRegistry } from "../plugins/metrics";
import { bookingNow } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import { checkBookingPace } from "./booking-surge";

const now = bookingNow;
const minute = 60_000;
const hour = 60 * minute;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(bookings);
});

/** `count` bookings made `ago` ms before now, a minute apart, each on a slot of its own. */
let slot = 0;
async function bookingsMade(count: number, ago: number) {
  if (count === 0) return;
  const [consultant] = await database.db.select({ id: consultants.id }).from(consultants).limit(1);
  await database.db.insert(bookings).values(
    Array.from({ length: count }, (_, n) => {
      slot += 1;
      const startsAt = new Date(now.getTime() + 30 * 24 * hour + slot * 30 * minute);
      const createdAt = new Date(now.getTime() - ago - n * minute);
      return {
        id: randomUUID(),
        reference: `DEMO-SURGE-${slot}`,
        firstName: "Visitor",
        email: `visitor${slot}@example.in`,
        phone: "+91 98111 22334",
        domain: "Hosting",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * minute),
        consultantId: consultant!.id,
        slotChosenAt: createdAt,
        createdAt,
      };
    }),
  );
}

/** A logger that keeps what it is told. */
function recordingLog() {
  const warnings: { object: object; message: string }[] = [];
  const ignore = () => {};
  return {
    warnings,
    log: { info: ignore, error: ignore, warn: (object: object, message: string) => warnings.push({ object, message }) },
  };
}

describe("the booking surge watch", () => {
  it("stays quiet up to 20 bookings an hour after a quiet week, and warns with counts only past it", async () => {
    // A quiet week: two a day.
    for (let day = 0; day < 7; day += 1) await bookingsMade(2, 2 * hour + day * 24 * hour);
    await bookingsMade(20, 0);
    const { warnings, log } = recordingLog();
    expect(await checkBookingPace({ db: database.db, log }, now)).toEqual({
      lastHour: 20,
      weekAveragePerHour: 14 / 168,
      threshold: 20,
    });
    expect(warnings).toEqual([]);

    await bookingsMade(1, 30 * minute);
    const pace = await checkBookingPace({ db: database.db, log }, now);
    expect(pace.lastHour).toBe(21);
    expect(warnings).toEqual([
      {
        object: { bookingsLastHour: 21, weekAveragePerHour: 0.08, threshold: 20 },
        message: "demo bookings far above normal in the last hour: is someone filling the calendar?",
      },
    ]);
    expect(JSON.stringify(warnings)).not.toMatch(/@|DEMO-/);
  });

  it("takes a busy week as normal: five times its hourly average", async () => {
    // 840 in the week before the last hour: 5 an hour, so up to 25 in an hour is normal.
    for (let day = 0; day < 7; day += 1) await bookingsMade(120, 2 * hour + day * 24 * hour);
    await bookingsMade(25, 0);
    const { warnings, log } = recordingLog();
    expect(await checkBookingPace({ db: database.db, log }, now)).toMatchObject({ lastHour: 25, threshold: 25 });
    expect(warnings).toEqual([]);
    await bookingsMade(1, 0);
    await checkBookingPace({ db: database.db, log }, now);
    expect(warnings).toHaveLength(1);
  });

  it("counts nothing made after now or before the week, and shows its figures as metrics", async () => {
    await bookingsMade(30, -40 * minute); // "made" after this clock's now
    await bookingsMade(30, 9 * 24 * hour);
    await bookingsMade(3, 10 * minute);
    const registry = createMetricsRegistry();
    const metrics = appMetrics(registry, database);
    const { log } = recordingLog();
    await checkBookingPace({ db: database.db, log, onPace: metrics.bookingPace }, now);
    const text = await registry.metrics();
    expect(text).toMatch(/^demo_bookings_last_hour 3$/m);
    expect(text).toMatch(/^demo_bookings_surge_threshold 20$/m);
  });
});
