import { and, asc, eq, isNull, lte, or, sql } from "drizzle-orm";

import type { Db } from "../db/db";
import { calendarEventWrites } from "../db/schema";

/*
 * The queue of calls waiting to be written to their consultant's CalDAV calendar (decision 045;
 * server/db/schema/consultants.ts): the bookings' trigger and this area queue a call, the bookings
 * area's writer (server/bookings/caldav-booking-writes.ts) takes each in turn through these.
 */

/** A queued write one run took: no other run takes it until `claimedUntil`. */
export type ClaimedCalendarWrite = {
  bookingId: string;
  consultantId: string;
  reference: string;
  attempts: number;
  claimedUntil: Date;
};

const thisWrite = ({ bookingId, consultantId }: { bookingId: string; consultantId: string }) =>
  and(eq(calendarEventWrites.bookingId, bookingId), eq(calendarEventWrites.consultantId, consultantId));

/**
 * The write as the run claimed it: a change to the call meanwhile has queued it again (the trigger
 * clears its due time), and then the row stays for the next write of the call as it is now.
 */
const stillClaimed = (claim: ClaimedCalendarWrite) =>
  and(thisWrite(claim), eq(calendarEventWrites.dueAt, claim.claimedUntil));

/**
 * The longest-waiting due write, claimed in a short transaction (SKIP LOCKED) by stamping its due
 * time on to `claimedUntil`: the CalDAV request then runs outside any transaction, holding no
 * connection, and no other run takes the row meanwhile.
 */
export async function claimDueCalendarWrite(
  db: Db,
  now: Date,
  claimedUntil: Date,
): Promise<ClaimedCalendarWrite | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        bookingId: calendarEventWrites.bookingId,
        consultantId: calendarEventWrites.consultantId,
        reference: calendarEventWrites.reference,
        attempts: calendarEventWrites.attempts,
      })
      .from(calendarEventWrites)
      .where(or(isNull(calendarEventWrites.dueAt), lte(calendarEventWrites.dueAt, now)))
      .orderBy(sql`${calendarEventWrites.dueAt} asc nulls first`, asc(calendarEventWrites.bookingId))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await tx.update(calendarEventWrites).set({ dueAt: claimedUntil }).where(thisWrite(row));
    return { ...row, claimedUntil };
  });
}

/** The claimed write is done, or given up: it leaves the queue unless the call was queued again meanwhile. */
export async function endCalendarWrite(db: Db, claim: ClaimedCalendarWrite): Promise<void> {
  await db.delete(calendarEventWrites).where(stillClaimed(claim));
}

/** The claimed write failed: it waits until `dueAt`, with its failures counted and the last one's words. */
export async function retryCalendarWrite(
  db: Db,
  claim: ClaimedCalendarWrite,
  { lastError, dueAt }: { lastError: string; dueAt: Date },
): Promise<void> {
  await db
    .update(calendarEventWrites)
    .set({ attempts: claim.attempts + 1, lastError, dueAt })
    .where(stillClaimed(claim));
}
