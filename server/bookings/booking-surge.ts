import { and, gt, lte, sql } from "drizzle-orm";

import { surgeThreshold, type BookingPace } from "../../domain/bookings/booking-pace";
import type { Clock } from "../clock";
import type { Db } from "../db/db";
import { bookings } from "../db/schema";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";

const hourMs = 3_600_000;
const weekHours = 7 * 24;
const checkEveryMs = 5 * 60_000;

/**
 * Counts bookings by when they were made, cancelled ones too: a flood cancelled again has still
 * mailed its addresses. Two counts in one scan of the last eight days.
 */
export async function bookingPace(db: Db, now: Date): Promise<BookingPace> {
  const hourAgo = sql`${new Date(now.getTime() - hourMs).toISOString()}::timestamptz`;
  const weekBefore = new Date(now.getTime() - (weekHours + 1) * hourMs);
  const [row] = await db
    .select({
      lastHour: sql<number>`count(*) filter (where ${bookings.createdAt} > ${hourAgo})`.mapWith(Number),
      weekBefore: sql<number>`count(*) filter (where ${bookings.createdAt} <= ${hourAgo})`.mapWith(Number),
    })
    .from(bookings)
    .where(and(gt(bookings.createdAt, weekBefore), lte(bookings.createdAt, now)));
  const weekAveragePerHour = (row?.weekBefore ?? 0) / weekHours;
  return {
    lastHour: row?.lastHour ?? 0,
    weekAveragePerHour,
    threshold: surgeThreshold(weekAveragePerHour),
  };
}

export type SurgeWatchOptions = {
  db: Db;
  log: Logger;
  /** Hands each measurement to the metrics (demo_bookings_last_hour, demo_bookings_surge_threshold). */
  onPace?: ((pace: BookingPace) => void) | undefined;
};

/**
 * Measures the pace once and warns when the last hour is far above normal: someone may be
 * filling the calendar from many addresses (docs/deploy.md, "What to watch"). The line carries
 * counts only, never an address.
 */
export async function checkBookingPace({ db, log, onPace }: SurgeWatchOptions, now: Date): Promise<BookingPace> {
  const pace = await bookingPace(db, now);
  onPace?.(pace);
  if (pace.lastHour > pace.threshold) {
    log.warn(
      {
        bookingsLastHour: pace.lastHour,
        weekAveragePerHour: Math.round(pace.weekAveragePerHour * 100) / 100,
        threshold: pace.threshold,
      },
      "demo bookings far above normal in the last hour: is someone filling the calendar?",
    );
  }
  return pace;
}

/** Checks the pace every 5 minutes, in every instance (each warns for itself). */
export function createBookingSurgeWatch(options: SurgeWatchOptions & { clock: Clock }): PeriodicTask {
  return createPeriodicTask({
    name: "booking surge watch",
    run: async () => {
      await checkBookingPace(options, options.clock());
    },
    log: options.log,
    firstRunAfterMs: checkEveryMs,
    everyMs: checkEveryMs,
  });
}
