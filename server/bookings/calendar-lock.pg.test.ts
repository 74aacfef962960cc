import { expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import { bookings } from "../db/schema";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { databaseWithOtherSession, waitingLocks } from "../../test-support/other-session";
import { calendarLockKey } from "./blocked-time";
import { BookingRuleError, createBooking } from "./bookings";

// PostgreSQL only: staff add a block in one session while a visitor books the same slot in another.
const database = databaseWithOtherSession();

it("a booking that starts while a block of its slot is being added waits for it, and is refused", async () => {
  const startsAt = slotStart(sampleBooking.date, sampleBooking.time)!;
  // What addBlock does, held open: the exclusive calendar lock, then the new block.
  await database.otherSession.query("begin");
  await database.otherSession.query("select pg_advisory_xact_lock($1)", [calendarLockKey]);
  await database.otherSession.query(
    "insert into blocked_times (starts_at, ends_at, reason, created_by, created_at) values ($1, $2, 'Team offsite', 'sales', $3)",
    [startsAt, new Date(startsAt.getTime() + 60 * 60_000), new Date()],
  );

  const booking = createBooking(database.db, sampleBooking, {
    salesEmail: "sales@test.example",
    publicSiteUrl: testSiteUrl,
    clientIp: "203.0.113.5",
    now: bookingNow,
  });
  // Watched from now on: on a busy machine the refusal can come before the commit's own answer.
  const refused = expect(booking).rejects.toBeInstanceOf(BookingRuleError);
  // The booking is waiting for the lock (without it, it would already have committed).
  await expect.poll(() => waitingLocks(database.otherSession)).toBe(1);
  await database.otherSession.query("commit");

  await refused;
  expect(await database.db.select().from(bookings)).toEqual([]);
});
