import { and, asc, eq, isNotNull, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";

import { indiaDateOf, indiaDayRange, shiftDate } from "../../domain/time/india-dates";
import type { Clock } from "../clock";
import type { Db, DbOrTransaction } from "../db/open-db";
import { consultantBusyTimes, consultants } from "../db/schema";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { changing } from "../kernel/changes/public-changes";
import { type BusyTime, FeedError } from "./calendar-busy-times";
import { defaultFeedPolicy, type FeedPolicy, fetchBusyTimes } from "./calendar-feed";
import type { Bindings } from "../kernel/runtime/bindings";

/**
 * Reads consultants' own calendars into their busy times (issue 32, item 6), every few minutes,
 * one consultant at a time, on any number of server instances, never on a request: saving an
 * address wakes this task. A feed that fails keeps the busy times last read from it (decision 038),
 * shows its error on that consultant's page, and is tried again later and later; nobody else is
 * affected. The feed's address is a secret: it is never logged.
 */

/** The policy the server reads feeds under: the size and time limits, and the tests' allowance. */
export const feedPolicyOf = ({ calendarFeedAllowPrivate }: Pick<Bindings, "calendarFeedAllowPrivate">): FeedPolicy => ({
  ...defaultFeedPolicy,
  allowPrivateAddresses: calendarFeedAllowPrivate,
});

/** How long a read stays fresh: a feed is read again once its last read is older. */
export const calendarReadEveryMinutes = 5;

/** The longest wait before a failing feed is tried again. */
const longestRetryMinutes = 6 * 60;

/** After the nth failure in a row, the wait before the next try: the interval, doubled each time, up to six hours. */
const retryAfterMinutes = (failures: number, everyMinutes: number) =>
  Math.min(everyMinutes * 2 ** Math.max(0, failures - 1), longestRetryMinutes);

/** What a consultant's page says when reading failed for a reason of ours, not of the feed. */
export const calendarFaultMessage =
  "The calendar could not be read because of a fault on our side. It will be tried again in a few minutes.";

type CalendarRead = { status: "read"; busyTimes: number; changed: boolean } | { status: "failed"; error: string };

/** A feed claimed for one read, with its failures in a row so far. */
type Claim = { id: string; url: string; failures: number };

const silentLog: Logger = { info() {}, warn() {}, error() {} };

/**
 * Reads every active consultant's feed that is due (not read in the last `everyMinutes`, and past
 * its wait after a failure), one at a time. Each is claimed first, in a short transaction that locks its row (SKIP LOCKED) and stamps
 * calendarCheckedAt: another instance's run then skips it, so no feed is fetched twice at once,
 * and a read that crashes is simply due again later. Answers how many were read and failed.
 */
export async function refreshCalendars(
  db: Db,
  now: Date,
  policy: FeedPolicy,
  { everyMinutes, log = silentLog }: { everyMinutes: number; log?: Logger },
): Promise<{ read: number; changed: number; failed: number }> {
  const staleBefore = new Date(now.getTime() - everyMinutes * 60_000);
  const tally = { read: 0, changed: 0, failed: 0 };
  const seen: string[] = [];
  for (;;) {
    const claim = await claimDue(db, now, staleBefore, seen);
    if (!claim) return tally;
    seen.push(claim.id);
    const read = await readClaimed(db, claim, now, policy, { everyMinutes, log });
    if (read.status === "read") {
      tally.read += 1;
      if (read.changed) tally.changed += 1;
    } else if (read.status === "failed") {
      tally.failed += 1;
    }
  }
}

/** The due consultant read longest ago (never read first), claimed for this run. */
async function claimDue(db: Db, now: Date, staleBefore: Date, seen: readonly string[]): Promise<Claim | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: consultants.id, url: consultants.calendarFeedUrl, failures: consultants.calendarFailures })
      .from(consultants)
      .where(
        and(
          eq(consultants.active, true),
          isNotNull(consultants.calendarFeedUrl),
          // Failing: due at its time. Otherwise (or while a read of it is under way): due once stale.
          or(
            lte(consultants.calendarRetryAt, now),
            and(
              isNull(consultants.calendarRetryAt),
              or(isNull(consultants.calendarCheckedAt), lt(consultants.calendarCheckedAt, staleBefore)),
            ),
          ),
          seen.length > 0 ? notInArray(consultants.id, [...seen]) : undefined,
        ),
      )
      .orderBy(sql`${consultants.calendarCheckedAt} asc nulls first`, asc(consultants.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    // Its wait is over: while this read runs, the interval keeps other runs off it.
    await tx
      .update(consultants)
      .set({ calendarCheckedAt: now, calendarRetryAt: null })
      .where(eq(consultants.id, row.id));
    return row as Claim;
  });
}

/**
 * The period read: whole days in India from yesterday to 91 days on, which covers the booking
 * window; whole days keep the edges (and so the busy times clipped to them) still all day.
 */
export function feedWindow(now: Date): { from: Date; to: Date } {
  const [from, to] = indiaDayRange(shiftDate(indiaDateOf(now), -1), 93);
  return { from, to };
}

async function readClaimed(
  db: Db,
  claim: Claim,
  now: Date,
  policy: FeedPolicy,
  { everyMinutes, log }: { everyMinutes: number; log: Logger },
): Promise<CalendarRead> {
  try {
    const busy = await fetchBusyTimes(claim.url, feedWindow(now), policy);
    const changed = await storeBusyTimes(db, claim, busy, now);
    return { status: "read", busyTimes: busy.length, changed };
  } catch (error) {
    let message = calendarFaultMessage;
    if (error instanceof FeedError) {
      // A FeedError's message never carries the address (calendar-feed.ts).
      message = error.message;
      log.warn({ consultantId: claim.id, reason: message }, "a consultant's calendar could not be read");
    } else {
      log.error({ consultantId: claim.id, err: withoutAddress(error, claim.url) }, "reading a calendar failed");
    }
    try {
      await storeError(db, claim, message, now, everyMinutes);
    } catch (storing) {
      log.error(
        { consultantId: claim.id, err: withoutAddress(storing, claim.url) },
        "saving a calendar's error failed",
      );
    }
    return { status: "failed", error: message };
  }
}

const byTime = (a: BusyTime, b: BusyTime) =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.endsAt.getTime() - b.endsAt.getTime();

const sameTimes = (a: readonly BusyTime[], b: readonly BusyTime[]) =>
  a.length === b.length &&
  a.every(
    (time, index) =>
      time.startsAt.getTime() === b[index]!.startsAt.getTime() && time.endsAt.getTime() === b[index]!.endsAt.getTime(),
  );

/** Rows per insert: two parameters each, far below PostgreSQL's 65,535. */
const insertChunk = 1_000;

/** A good read: the error and the failures go; of the address read, in case it changed meanwhile. */
const readWell = (db: DbOrTransaction, claim: Claim, now: Date) =>
  db
    .update(consultants)
    .set({ calendarReadAt: now, calendarError: null, calendarFailures: 0, calendarRetryAt: null })
    .where(and(eq(consultants.id, claim.id), eq(consultants.calendarFeedUrl, claim.url)));

/**
 * Replaces the consultant's busy times and clears the error, unless the address changed meanwhile
 * (then this read is of an address no longer theirs). No busy time is written, and no cache
 * forgotten, when the feed says what it said last time: the usual case, every few minutes.
 */
async function storeBusyTimes(db: Db, claim: Claim, busy: BusyTime[], now: Date): Promise<boolean> {
  const times = [...busy].sort(byTime);
  const stored = await db
    .select({ startsAt: consultantBusyTimes.startsAt, endsAt: consultantBusyTimes.endsAt })
    .from(consultantBusyTimes)
    .where(eq(consultantBusyTimes.consultantId, claim.id));
  if (sameTimes(stored.sort(byTime), times)) {
    await readWell(db, claim, now);
    return false;
  }

  return changing(db, "calendar", async (tx) => {
    const [row] = await tx
      .select({ url: consultants.calendarFeedUrl })
      .from(consultants)
      .where(eq(consultants.id, claim.id))
      .for("update");
    if (row?.url !== claim.url) return false;
    await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, claim.id));
    for (let start = 0; start < times.length; start += insertChunk) {
      await tx
        .insert(consultantBusyTimes)
        .values(times.slice(start, start + insertChunk).map((time) => ({ consultantId: claim.id, ...time })));
    }
    await readWell(tx, claim, now);
    return true;
  });
}

/** Keeps the busy times last read; the consultant's page shows the message and the next try. */
async function storeError(db: Db, claim: Claim, message: string, now: Date, everyMinutes: number): Promise<void> {
  const failures = claim.failures + 1;
  const retryAt = new Date(now.getTime() + retryAfterMinutes(failures, everyMinutes) * 60_000);
  await db
    .update(consultants)
    .set({ calendarError: message, calendarFailures: failures, calendarRetryAt: retryAt })
    .where(and(eq(consultants.id, claim.id), eq(consultants.calendarFeedUrl, claim.url)));
}

/** An error as a log line may show it: a database error's message can quote the address as a parameter. */
function withoutAddress(error: unknown, url: string): { type: string; message: string; stack?: string } {
  const hide = (text: string) => text.split(url).join("[calendar address]");
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  return {
    type: error.name,
    message: hide(error.message),
    ...(error.stack ? { stack: hide(error.stack) } : {}),
  };
}

/**
 * Every minute, the feeds not read in the last `everyMinutes`: each one is read about that often,
 * whatever the number of instances, and soon after a server starts.
 */
export function calendarSyncTask({
  db,
  clock,
  log,
  policy,
  everyMinutes = calendarReadEveryMinutes,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  policy: FeedPolicy;
  everyMinutes?: number;
}): PeriodicTask {
  return createPeriodicTask({
    name: "calendar feeds",
    run: async () => {
      const tally = await refreshCalendars(db, clock(), policy, { everyMinutes, log });
      return tally.changed + tally.failed > 0 ? tally : undefined;
    },
    log,
    firstRunAfterMs: 15_000,
    everyMs: Math.max(1_000, Math.min(60_000, everyMinutes * 60_000)),
  });
}
