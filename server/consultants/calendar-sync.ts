import { and, asc, eq, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";

import { indiaDateOf, indiaDayRange, shiftDate } from "../../domain/booking";
import type { Clock } from "../clock";
import type { Db } from "../db/open-db";
import { consultantBusyTimes, consultants } from "../db/schema";
import type { Logger } from "../kernel/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/periodic-task";
import { changing } from "../kernel/public-changes";
import { type BusyTime, defaultFeedPolicy, FeedError, type FeedPolicy, fetchBusyTimes } from "./calendar-feed";
import type { Bindings } from "../kernel/bindings";

/**
 * Reads consultants' own calendars into their busy times (issue 32, item 6), every few minutes,
 * one consultant at a time, on any number of server instances. A feed that fails keeps the busy
 * times last read from it and shows its error on that consultant's page; nobody else is affected.
 * The feed's address is a secret: it is never logged.
 */

/** The policy the server reads feeds under: the size and time limits, and the tests' allowance. */
export const feedPolicyOf = ({ calendarFeedAllowPrivate }: Pick<Bindings, "calendarFeedAllowPrivate">): FeedPolicy => ({
  ...defaultFeedPolicy,
  allowPrivateAddresses: calendarFeedAllowPrivate,
});

/** How long a read stays fresh: a feed is read again once its last read is older. */
export const calendarReadEveryMinutes = 5;

/** What a consultant's page says when reading failed for a reason of ours, not of the feed. */
export const calendarFaultMessage =
  "The calendar could not be read because of a fault on our side. It will be tried again in a few minutes.";

export type CalendarRead =
  | { status: "read"; busyTimes: number; changed: boolean }
  | { status: "failed"; error: string }
  /** No address, or another read of it is under way. */
  | { status: "skipped" };

type Claim = { id: string; url: string };

const silentLog: Logger = { info() {}, warn() {}, error() {} };

/**
 * Reads every active consultant's feed that is due (not read in the last `everyMinutes`), one at a
 * time. Each is claimed first, in a short transaction that locks its row (SKIP LOCKED) and stamps
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
    const read = await readClaimed(db, claim, now, policy, log);
    if (read.status === "read") {
      tally.read += 1;
      if (read.changed) tally.changed += 1;
    } else if (read.status === "failed") {
      tally.failed += 1;
    }
  }
}

/**
 * Reads one consultant's feed now, due or not (just after its address was saved), unless a read
 * of it is under way: one claimed less than the policy's timeout ago.
 */
export async function refreshCalendarOf(
  db: Db,
  consultantId: string,
  now: Date,
  policy: FeedPolicy,
  log: Logger = silentLog,
): Promise<CalendarRead> {
  const claim = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: consultants.id, url: consultants.calendarFeedUrl })
      .from(consultants)
      .where(
        and(
          eq(consultants.id, consultantId),
          isNotNull(consultants.calendarFeedUrl),
          or(
            isNull(consultants.calendarCheckedAt),
            lt(consultants.calendarCheckedAt, new Date(now.getTime() - policy.timeoutMs)),
          ),
        ),
      )
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await tx.update(consultants).set({ calendarCheckedAt: now }).where(eq(consultants.id, row.id));
    return row as Claim;
  });
  return claim ? readClaimed(db, claim, now, policy, log) : { status: "skipped" };
}

/** The due consultant read longest ago (never read first), claimed for this run. */
async function claimDue(db: Db, now: Date, staleBefore: Date, seen: readonly string[]): Promise<Claim | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: consultants.id, url: consultants.calendarFeedUrl })
      .from(consultants)
      .where(
        and(
          eq(consultants.active, true),
          isNotNull(consultants.calendarFeedUrl),
          or(isNull(consultants.calendarCheckedAt), lt(consultants.calendarCheckedAt, staleBefore)),
          seen.length > 0 ? notInArray(consultants.id, [...seen]) : undefined,
        ),
      )
      .orderBy(sql`${consultants.calendarCheckedAt} asc nulls first`, asc(consultants.id))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!row) return undefined;
    await tx.update(consultants).set({ calendarCheckedAt: now }).where(eq(consultants.id, row.id));
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

async function readClaimed(db: Db, claim: Claim, now: Date, policy: FeedPolicy, log: Logger): Promise<CalendarRead> {
  try {
    const busy = await fetchBusyTimes(claim.url, feedWindow(now), policy);
    const changed = await storeBusyTimes(db, claim, busy);
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
      await storeError(db, claim, message);
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

/**
 * Replaces the consultant's busy times and clears the error, unless the address changed meanwhile
 * (then this read is of an address no longer theirs). Nothing is written, and no cache forgotten,
 * when the feed says what it said last time: the usual case, every few minutes.
 */
async function storeBusyTimes(db: Db, claim: Claim, busy: BusyTime[]): Promise<boolean> {
  const times = [...busy].sort(byTime);
  const [current] = await db
    .select({ url: consultants.calendarFeedUrl, error: consultants.calendarError })
    .from(consultants)
    .where(eq(consultants.id, claim.id));
  if (current?.url !== claim.url) return false;
  const stored = await db
    .select({ startsAt: consultantBusyTimes.startsAt, endsAt: consultantBusyTimes.endsAt })
    .from(consultantBusyTimes)
    .where(eq(consultantBusyTimes.consultantId, claim.id));
  if (current.error === null && sameTimes(stored.sort(byTime), times)) return false;

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
    await tx.update(consultants).set({ calendarError: null }).where(eq(consultants.id, claim.id));
    return true;
  });
}

/** Keeps the busy times last read; the consultant's page shows the message. */
async function storeError(db: Db, claim: Claim, message: string): Promise<void> {
  await db
    .update(consultants)
    .set({ calendarError: message })
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
