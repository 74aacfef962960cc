import { and, asc, eq, isNotNull, isNull, lte, notInArray, or, sql } from "drizzle-orm";

import { indiaDateOf, indiaDayRange, shiftDate } from "../../domain/time/india-dates";
import type { Clock } from "../clock";
import type { Db, DbOrTransaction } from "../db/db";
import { consultantBusyTimes, consultantCalDav, consultants } from "../db/schema";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { changing } from "../kernel/changes/public-changes";
import type { BusyTime } from "./calendar-busy-times";
import { FeedError } from "./feed-error";
import { defaultFeedPolicy, type FeedPolicy, fetchBusyTimes } from "./calendar-feed";
import type { Bindings } from "../kernel/runtime/bindings";
import {
  type CalDavAccountRow,
  calDavCheckEverySeconds,
  calDavRetryBaseMinutes,
  isCalDavFailure,
  isCalDavReadStopped,
  readCalDavAccount,
} from "./caldav-busy-times";
import { type CalDavPolicy, defaultCalDavPolicy } from "./caldav/caldav-session";

/**
 * Reads consultants' own calendars into their busy times (decision 038), a few consultants at
 * a time, on any number of server instances, never on a request: saving an address wakes this task.
 * A calendar is an iCal feed, read every few minutes, or a CalDAV account's chosen calendars
 * (decision 045), checked every half minute (caldav-busy-times.ts); a consultant has one or
 * the other. A calendar that fails keeps the busy times last read from it (decision 038), shows its
 * error on that consultant's page, and is tried again later and later; nobody else is affected.
 * The feed's address and the CalDAV account's address, user name and password are secrets: they
 * are never logged.
 */

/** The policy the server reads feeds under: the size and time limits, and the tests' allowance. */
export const feedPolicyOf = ({ calendarFeedAllowPrivate }: Pick<Bindings, "calendarFeedAllowPrivate">): FeedPolicy => ({
  ...defaultFeedPolicy,
  allowPrivateAddresses: calendarFeedAllowPrivate,
});

/** CalDAV servers are reached under the same allowance as feeds: one setting says what tests may reach. */
const calDavPolicyOf = ({ allowPrivateAddresses }: FeedPolicy): CalDavPolicy => ({
  ...defaultCalDavPolicy,
  allowPrivateAddresses,
});

/** How long a read stays fresh: a feed is read again once its last read is older. */
export const calendarReadEveryMinutes = 5;

/**
 * Consultants whose calendars are read at once (decision 052): a slow server holds one reader
 * until its deadline while the others go on with everyone else's. Few, as each read may hold a
 * reader thread (calendar-reader.ts) and an answer of a few megabytes.
 */
const calendarReadsAtOnce = 3;

/** The longest wait before a failing calendar is tried again. */
const longestRetryMinutes = 6 * 60;

/** After the nth failure in a row, the wait before the next try: the first one, doubled each time, up to six hours. */
const retryAfterMinutes = (failures: number, firstMinutes: number) =>
  Math.min(firstMinutes * 2 ** Math.max(0, failures - 1), longestRetryMinutes);

/** What a consultant's page says when reading failed for a reason of ours, not of the feed. */
export const calendarFaultMessage =
  "The calendar could not be read because of a fault on our side. It will be tried again in a few minutes.";

type CalendarRead =
  | { status: "read"; busyTimes: number; changed: boolean }
  | { status: "failed"; error: string }
  | { status: "gone" };

/** A consultant claimed for one read, with its failures in a row so far; `url` null: their CalDAV account. */
type Claim = { id: string; url: string | null; failures: number; readAt: Date | null };

/** What the CalDAV reads need beyond a feed's: the key that opens the app passwords. */
export type CalDavReading = { secretsKey: () => Buffer | undefined };

const silentLog: Logger = { info() {}, warn() {}, error() {} };

type SyncOptions = {
  everyMinutes: number;
  /** CalDAV accounts are checked once their last check is older; calDavCheckEverySeconds unless a test says. */
  calDavEverySeconds?: number;
  /** The CalDAV limits; the default ones, under the feed policy's allowance, unless a test says. */
  calDavPolicy?: CalDavPolicy;
  log?: Logger;
} & Partial<CalDavReading>;

/**
 * Reads every active consultant's calendar that is due (a feed not read in the last
 * `everyMinutes`, a CalDAV account not checked in the last `calDavEverySeconds`, and either past
 * its wait after a failure), calendarReadsAtOnce at a time. Each is claimed first, in a short
 * transaction that locks its row (SKIP LOCKED) and stamps calendarCheckedAt: another instance's
 * run then skips it, so no calendar is fetched twice at once, and a read that crashes is simply
 * due again later. Answers how many were read and failed. Without `secretsKey`, CalDAV accounts
 * fail with the words for a server that has no key.
 */
export async function refreshCalendars(
  db: Db,
  now: Date,
  policy: FeedPolicy,
  {
    everyMinutes,
    calDavEverySeconds = calDavCheckEverySeconds,
    calDavPolicy = calDavPolicyOf(policy),
    log = silentLog,
    secretsKey = () => undefined,
  }: SyncOptions,
): Promise<{ read: number; changed: number; failed: number }> {
  const staleBefore = {
    feed: new Date(now.getTime() - everyMinutes * 60_000),
    calDav: new Date(now.getTime() - calDavEverySeconds * 1_000),
  };
  const tally = { read: 0, changed: 0, failed: 0 };
  const seen: string[] = [];
  const reading = { policy, calDavPolicy, everyMinutes, log, secretsKey };
  // One claim at a time: each sees the consultants the others took in `seen`.
  let claiming: Promise<unknown> = Promise.resolve();
  const nextClaim = () => {
    const claim = claiming.then(async () => {
      const claimed = await claimDue(db, now, staleBefore, seen);
      if (claimed) seen.push(claimed.id);
      return claimed;
    });
    claiming = claim.catch(() => undefined);
    return claim;
  };
  const reader = async () => {
    for (let claim = await nextClaim(); claim; claim = await nextClaim()) {
      const read = await readClaimed(db, claim, now, reading);
      if (read.status === "read") {
        tally.read += 1;
        if (read.changed) tally.changed += 1;
      } else if (read.status === "failed") {
        tally.failed += 1;
      }
    }
  };
  // Every reader ends before the run does, even after another's fault: the next run must not overlap this one.
  const ended = await Promise.allSettled(Array.from({ length: calendarReadsAtOnce }, reader));
  const fault = ended.find((result) => result.status === "rejected");
  if (fault) throw fault.reason;
  return tally;
}

/** Has a CalDAV account with a calendar that blocks their times. */
const hasBusyCalDav = sql`exists (select 1 from ${consultantCalDav} where ${consultantCalDav.consultantId} = ${consultants.id} and jsonb_array_length(${consultantCalDav.busyCalendars}) > 0)`;

/** The due consultant checked longest ago (never checked first), claimed for this run. */
async function claimDue(
  db: Db,
  now: Date,
  staleBefore: { feed: Date; calDav: Date },
  seen: readonly string[],
): Promise<Claim | undefined> {
  const staleSince = (before: Date) =>
    or(isNull(consultants.calendarCheckedAt), lte(consultants.calendarCheckedAt, before));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: consultants.id,
        url: consultants.calendarFeedUrl,
        failures: consultants.calendarFailures,
        readAt: consultants.calendarReadAt,
      })
      .from(consultants)
      .where(
        and(
          eq(consultants.active, true),
          or(isNotNull(consultants.calendarFeedUrl), hasBusyCalDav),
          // Failing: due at its time. Otherwise (or while a read of it is under way): due once stale.
          or(
            lte(consultants.calendarRetryAt, now),
            and(
              isNull(consultants.calendarRetryAt),
              or(
                and(isNotNull(consultants.calendarFeedUrl), staleSince(staleBefore.feed)),
                and(isNull(consultants.calendarFeedUrl), staleSince(staleBefore.calDav)),
              ),
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
    return row;
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

/**
 * Where a claimed consultant's busy times come from. Between the read and its storing, the
 * consultant may connect another calendar or change this one: `stillTheirs`, inside the storing
 * transaction, locks what was read and answers whether it is still theirs, so a read of a
 * calendar no longer theirs is dropped rather than stored.
 */
type Source = {
  read(now: Date): Promise<BusyTime[] | "unchanged">;
  stillTheirs(tx: DbOrTransaction): Promise<boolean>;
  /** What else a good read leaves behind (a CalDAV account's change markers). */
  keep(tx: DbOrTransaction): Promise<void>;
  /** Failures whose messages are for the consultant's page as they are. */
  isTheirFailure(error: unknown): boolean;
  /** The first wait after a failure, in minutes. */
  retryBaseMinutes: number;
  /** Text a log line must not carry. */
  secrets: string[];
};

type Reading = { policy: FeedPolicy; calDavPolicy: CalDavPolicy; everyMinutes: number; log: Logger } & CalDavReading;

function feedSource(id: string, url: string, { policy, everyMinutes }: Reading): Source {
  return {
    read: (now) => fetchBusyTimes(url, feedWindow(now), policy),
    async stillTheirs(tx) {
      const [row] = await tx
        .select({ url: consultants.calendarFeedUrl })
        .from(consultants)
        .where(eq(consultants.id, id))
        .for("update");
      return row?.url === url;
    },
    keep: async () => {},
    // A FeedError's message never carries the address (calendar-feed.ts).
    isTheirFailure: (error) => error instanceof FeedError,
    retryBaseMinutes: everyMinutes,
    secrets: [url],
  };
}

/** The account as read: the same server, user, password and busy calendars. */
const sameAccount = (a: CalDavAccountRow, b: CalDavAccountRow) =>
  a.serverUrl === b.serverUrl &&
  a.username === b.username &&
  a.passwordSealed === b.passwordSealed &&
  a.busyCalendars.map(({ url }) => url).join("\n") === b.busyCalendars.map(({ url }) => url).join("\n");

async function calDavSource(db: Db, claim: Claim, { calDavPolicy, secretsKey }: Reading): Promise<Source | undefined> {
  const [account] = await db.select().from(consultantCalDav).where(eq(consultantCalDav.consultantId, claim.id));
  if (!account || account.busyCalendars.length === 0) return undefined;
  let markers: Record<string, string | null> | undefined;
  return {
    async read(now) {
      const read = await readCalDavAccount(account, {
        key: secretsKey,
        policy: calDavPolicy,
        window: feedWindow(now),
        now,
        lastReadAt: claim.readAt,
        // Asked before each request: a disconnect (or another account, other calendars) stops the read at once.
        stillWanted: async () => {
          const [current] = await db.select().from(consultantCalDav).where(eq(consultantCalDav.consultantId, claim.id));
          return current !== undefined && sameAccount(current, account);
        },
      });
      if (read.status === "unchanged") return "unchanged";
      markers = read.markers;
      return read.busy;
    },
    async stillTheirs(tx) {
      const [current] = await tx
        .select()
        .from(consultantCalDav)
        .where(eq(consultantCalDav.consultantId, claim.id))
        .for("update");
      return current !== undefined && sameAccount(current, account);
    },
    async keep(tx) {
      if (!markers) return;
      await tx
        .update(consultantCalDav)
        .set({ changeMarkers: markers })
        .where(eq(consultantCalDav.consultantId, claim.id));
    },
    isTheirFailure: (error) => isCalDavFailure(error) || error instanceof FeedError,
    retryBaseMinutes: calDavRetryBaseMinutes,
    secrets: [account.serverUrl, account.username, account.passwordSealed],
  };
}

async function readClaimed(db: Db, claim: Claim, now: Date, reading: Reading): Promise<CalendarRead> {
  const { log } = reading;
  let secrets: string[] = claim.url === null ? [] : [claim.url];
  try {
    const source =
      claim.url === null ? await calDavSource(db, claim, reading) : feedSource(claim.id, claim.url, reading);
    // The account went, or blocks nothing any more, since the claim.
    if (!source) return { status: "gone" };
    secrets = source.secrets;
    try {
      const busy = await source.read(now);
      if (busy === "unchanged") {
        await db.transaction(async (tx) => {
          if (await source.stillTheirs(tx)) await readWell(tx, claim.id, now);
        });
        return { status: "read", busyTimes: 0, changed: false };
      }
      const changed = await storeBusyTimes(db, claim.id, source, busy, now);
      return { status: "read", busyTimes: busy.length, changed };
    } catch (error) {
      if (isCalDavReadStopped(error)) return { status: "gone" };
      let message = calendarFaultMessage;
      if (source.isTheirFailure(error)) {
        message = (error as Error).message;
        log.warn({ consultantId: claim.id, reason: message }, "a consultant's calendar could not be read");
      } else {
        log.error({ consultantId: claim.id, err: withoutSecrets(error, secrets) }, "reading a calendar failed");
      }
      await storeError(db, claim, source, message, now).catch((storing: unknown) =>
        log.error(
          { consultantId: claim.id, err: withoutSecrets(storing, secrets) },
          "saving a calendar's error failed",
        ),
      );
      return { status: "failed", error: message };
    }
  } catch (error) {
    // Reading the CalDAV account's row failed: the claim's interval brings it back later.
    log.error({ consultantId: claim.id, err: withoutSecrets(error, secrets) }, "reading a calendar failed");
    return { status: "failed", error: calendarFaultMessage };
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

/** A good read: the error and the failures go. */
const readWell = (db: DbOrTransaction, id: string, now: Date) =>
  db
    .update(consultants)
    .set({ calendarReadAt: now, calendarError: null, calendarFailures: 0, calendarRetryAt: null })
    .where(eq(consultants.id, id));

/**
 * Replaces the consultant's busy times and clears the error, unless their calendar changed
 * meanwhile (then this read is of one no longer theirs). No busy time is written, and no cache
 * forgotten, when the calendar says what it said last time: the usual case, every few minutes.
 */
async function storeBusyTimes(db: Db, id: string, source: Source, busy: BusyTime[], now: Date): Promise<boolean> {
  const times = [...busy].sort(byTime);
  const stored = await db
    .select({ startsAt: consultantBusyTimes.startsAt, endsAt: consultantBusyTimes.endsAt })
    .from(consultantBusyTimes)
    .where(eq(consultantBusyTimes.consultantId, id));
  if (sameTimes(stored.sort(byTime), times)) {
    await db.transaction(async (tx) => {
      if (!(await source.stillTheirs(tx))) return;
      await readWell(tx, id, now);
      await source.keep(tx);
    });
    return false;
  }

  return changing(db, "calendar", async (tx) => {
    if (!(await source.stillTheirs(tx))) return false;
    await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, id));
    for (let start = 0; start < times.length; start += insertChunk) {
      await tx
        .insert(consultantBusyTimes)
        .values(times.slice(start, start + insertChunk).map((time) => ({ consultantId: id, ...time })));
    }
    await readWell(tx, id, now);
    await source.keep(tx);
    return true;
  });
}

/** Keeps the busy times last read; the consultant's page shows the message and the next try. */
async function storeError(db: Db, claim: Claim, source: Source, message: string, now: Date): Promise<void> {
  const failures = claim.failures + 1;
  const retryAt = new Date(now.getTime() + retryAfterMinutes(failures, source.retryBaseMinutes) * 60_000);
  await db.transaction(async (tx) => {
    if (!(await source.stillTheirs(tx))) return;
    await tx
      .update(consultants)
      .set({ calendarError: message, calendarFailures: failures, calendarRetryAt: retryAt })
      .where(eq(consultants.id, claim.id));
  });
}

/** An error as a log line may show it: a database error's message can quote a secret as a parameter. */
function withoutSecrets(error: unknown, secrets: readonly string[]): { type: string; message: string; stack?: string } {
  const hide = (text: string) =>
    secrets.filter((secret) => secret.length > 0).reduce((shown, secret) => shown.split(secret).join("[secret]"), text);
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  return {
    type: error.name,
    message: hide(error.message),
    ...(error.stack ? { stack: hide(error.stack) } : {}),
  };
}

/**
 * Every half minute, the calendars due: each feed is read about every `everyMinutes` and each
 * CalDAV account checked about every half minute, whatever the number of instances, and soon
 * after a server starts.
 */
export function calendarSyncTask({
  db,
  clock,
  log,
  policy,
  everyMinutes = calendarReadEveryMinutes,
  secretsKey,
}: {
  db: Db;
  clock: Clock;
  log: Logger;
  policy: FeedPolicy;
  everyMinutes?: number;
} & Partial<CalDavReading>): PeriodicTask {
  return createPeriodicTask({
    name: "calendar feeds",
    run: async () => {
      const tally = await refreshCalendars(db, clock(), policy, { everyMinutes, log, secretsKey });
      return tally.changed + tally.failed > 0 ? tally : undefined;
    },
    log,
    firstRunAfterMs: 15_000,
    // The next run starts this long after the last one ended: an account checked in one is stale in the next.
    everyMs: Math.max(1_000, Math.min(calDavCheckEverySeconds * 1_000, everyMinutes * 60_000)),
  });
}
