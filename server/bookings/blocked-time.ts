import { and, asc, eq, gt, gte, lt, lte, sql } from "drizzle-orm";

import type { BlockedTimeView, CallInTheWay, CallsDecision, HolidayView } from "../../contracts/bookings";
import {
  dayIsBlocked,
  describeBlock,
  wholeDays,
  type HolidayChoice,
  type NewBlock,
} from "../../domain/bookings/blocked-time";
import { bookableDates, describeSlot, isSunday } from "../../domain/bookings/booking";
import { indiaDateOf, isIsoDate, shiftDate, type IsoDate } from "../../domain/time/india-dates";
import { festivalsOf } from "../../domain/bookings/india-holidays";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db, DbOrTransaction } from "../db/db";
import { blockedTimes, bookings, staffAccounts } from "../db/schema";
import { cancelLockedBooking } from "./booking-cancellation";
import { festivalYear } from "./festival-dates";
import { actorNameOf } from "../kernel/lists/actor-names";
import { audit, type Actor } from "../kernel/audit/audit";
import { isUuid } from "../kernel/lists/keyset";
import { changing } from "../kernel/changes/public-changes";
import { pickColumns } from "../db/columns";

type Range = { startsAt: Date; endsAt: Date };

/**
 * A booking and a new block of the same slot, at the same moment, must not both succeed:
 * each transaction would miss the other's uncommitted row. Bookings hold this lock shared
 * (they never wait for each other) and adding blocked time holds it exclusively, so one
 * always sees the other's outcome. Transaction-scoped: released at commit or rollback.
 */
export const calendarLockKey = 4_201_126;

export async function lockCalendarForBooking(tx: DbOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${calendarLockKey})`);
}

async function lockCalendarForBlocking(tx: DbOrTransaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${calendarLockKey})`);
}

/** The blocks that cover any part of [from, to). */
export async function blocksOverlapping(db: DbOrTransaction, from: Date, to: Date): Promise<Range[]> {
  return db
    .select({ startsAt: blockedTimes.startsAt, endsAt: blockedTimes.endsAt })
    .from(blockedTimes)
    .where(and(lt(blockedTimes.startsAt, to), gt(blockedTimes.endsAt, from)));
}

/** The calendar's bookable dates: the window's dates (Sundays excluded) minus the days blocked from first slot to last. */
export async function bookableDatesNow(db: Db, now: Date): Promise<IsoDate[]> {
  const dates = bookableDates(now);
  if (dates.length === 0) return [];
  const window = wholeDays(dates[0]!, dates.at(-1)!);
  const blocks = await blocksOverlapping(db, window.startsAt, window.endsAt);
  return blocks.length === 0 ? dates : dates.filter((date) => !dayIsBlocked(blocks, date));
}

const describeRange = (range: Range) => `${describeBlock(range)} IST`;

export async function listUpcomingBlocks(db: Db, now: Date, limit = 200): Promise<BlockedTimeView[]> {
  return db
    .select({
      ...pickColumns(blockedTimes, "id", "startsAt", "endsAt", "reason", "createdAt"),
      // Who added it by the name they go by (the address kept, for the command line or a gone account).
      createdBy: actorNameOf(blockedTimes.createdBy, staffAccounts.name),
    })
    .from(blockedTimes)
    .leftJoin(staffAccounts, eq(staffAccounts.email, blockedTimes.createdBy))
    .where(gt(blockedTimes.endsAt, now))
    .orderBy(asc(blockedTimes.startsAt), asc(blockedTimes.id))
    .limit(limit);
}

/** Confirmed calls a new block would cover: each must be cancelled or kept on purpose, never silently. */
export class CallsInTheWay extends RefusedError {
  constructor(readonly calls: CallInTheWay[]) {
    super(
      calls.length === 1
        ? "A confirmed call falls in this time. Cancel it or keep it, then block the time."
        : `${calls.length} confirmed calls fall in this time. Cancel them or keep them, then block the time.`,
    );
  }
}

async function callsCovered(tx: DbOrTransaction, block: Range, now: Date): Promise<CallInTheWay[]> {
  const rows = await tx
    .select({
      id: bookings.id,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      startsAt: bookings.startsAt,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "confirmed"),
        lt(bookings.startsAt, block.endsAt),
        gt(bookings.endsAt, block.startsAt),
        gt(bookings.startsAt, now),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return rows.map(({ firstName, lastName, ...call }) => ({ ...call, name: `${firstName} ${lastName}` }));
}

const sameIds = (calls: readonly CallInTheWay[], ids: readonly string[]) =>
  calls.length === ids.length && calls.every((call) => ids.includes(call.id));

/** Whether every India day the range touches is a Sunday, which the calendar never offers anyway. */
function onlySundays(block: Range): boolean {
  const last = indiaDateOf(new Date(block.endsAt.getTime() - 1));
  for (let date = indiaDateOf(block.startsAt); date <= last; date = shiftDate(date, 1)) {
    if (!isSunday(date)) return false;
  }
  return true;
}

/**
 * Adds a block. Refused, with the reason: a time that has passed, one already blocked (the same
 * range, or inside a longer block), or Sundays only. Confirmed calls in the time are answered
 * (CallsInTheWay) until the person decides: cancelled with the block, each visitor e-mailed, or
 * kept. The decision holds only for the calls they saw; a call booked or cancelled meanwhile asks
 * again. Answers the block's id and the e-mails queued.
 */
export async function addBlock(
  db: Db,
  actor: Actor,
  block: NewBlock,
  now: Date,
  {
    decision,
    salesEmail,
    publicSiteUrl,
  }: { decision?: CallsDecision | undefined; salesEmail: string; publicSiteUrl: string },
): Promise<{ id: string; emailIds: string[]; cancelledCalls: number }> {
  if (block.endsAt.getTime() <= block.startsAt.getTime()) throw new RefusedError("The end must be after the start.");
  if (block.endsAt.getTime() <= now.getTime()) throw new RefusedError("This time has already passed.");
  if (onlySundays(block))
    throw new RefusedError("Sundays are never offered to visitors, so there is nothing to block.");
  return changing(db, "calendar", async (tx) => {
    await lockCalendarForBlocking(tx);
    const [covering] = await tx
      .select()
      .from(blockedTimes)
      .where(and(lte(blockedTimes.startsAt, block.startsAt), gte(blockedTimes.endsAt, block.endsAt)))
      .limit(1);
    if (covering) {
      throw new RefusedError(`This time is already blocked: ${describeRange(covering)} (${covering.reason}).`);
    }
    const calls = await callsCovered(tx, block, now);
    const cancelling = callsToCancel(calls, decision);
    const id = await insertBlock(tx, actor, block, now);
    const emailIds = await cancelWithBlock(tx, cancelling, { ...block, id }, { actor, now, salesEmail, publicSiteUrl });
    return { id, emailIds, cancelledCalls: cancelling.length };
  });
}

/**
 * The calls to cancel with a new block: none when there are none or the person chose to keep
 * them. Until the person has decided about exactly these calls, the block is refused with them.
 */
function callsToCancel(calls: CallInTheWay[], decision: CallsDecision | undefined): CallInTheWay[] {
  if (calls.length === 0) return [];
  if (!(decision && sameIds(calls, decision.shownCallIds))) throw new CallsInTheWay(calls);
  return decision.calls === "cancel" ? calls : [];
}

type Cancelling = { actor: Actor; now: Date; salesEmail: string; publicSiteUrl: string };

/** Cancels calls in a block just written, each visitor e-mailed the block's reason; answers the e-mails queued. */
async function cancelWithBlock(
  tx: DbOrTransaction,
  calls: CallInTheWay[],
  block: Range & { id: string; reason: string },
  { actor, now, salesEmail, publicSiteUrl }: Cancelling,
): Promise<string[]> {
  const emailIds: string[] = [];
  for (const call of calls) {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, call.id)).for("update");
    const { queuedEmailIds } = await cancelLockedBooking(tx, current!, {
      actor,
      reason: block.reason,
      cancelledBy: actor.email,
      audited: {
        summary: `Cancelled ${call.reference} (${describeSlot(call.startsAt)}) with the block of ${describeRange(block)}: ${block.reason}`,
        details: {
          reference: call.reference,
          startsAt: call.startsAt.toISOString(),
          reason: block.reason,
          blockId: block.id,
        },
      },
      now,
      salesEmail,
      publicSiteUrl,
    });
    emailIds.push(...queuedEmailIds);
  }
  return emailIds;
}

/** Writes the block and its audit entry; the caller holds the calendar's lock (lockCalendarForBlocking). */
async function insertBlock(tx: DbOrTransaction, actor: Actor, block: NewBlock, now: Date): Promise<string> {
  const [row] = await tx
    .insert(blockedTimes)
    .values({ ...block, createdBy: actor.email, createdAt: now })
    .returning({ id: blockedTimes.id });
  await audit(tx, actor, now, {
    action: "blocked-time.add",
    subjectType: "blocked-time",
    subjectId: row!.id,
    summary: `Blocked ${describeRange(block)}: ${block.reason}`,
    details: { startsAt: block.startsAt.toISOString(), endsAt: block.endsAt.toISOString(), reason: block.reason },
  });
  return row!.id;
}

export async function removeBlock(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new RefusedError("This block no longer exists.");
  await changing(db, "calendar", async (tx) => {
    const [removed] = await tx.delete(blockedTimes).where(eq(blockedTimes.id, id)).returning();
    if (!removed) throw new RefusedError("This block no longer exists.");
    await audit(tx, actor, now, {
      action: "blocked-time.remove",
      subjectType: "blocked-time",
      subjectId: id,
      summary: `Removed the block of ${describeRange(removed)} (${removed.reason})`,
      details: {
        startsAt: removed.startsAt.toISOString(),
        endsAt: removed.endsAt.toISOString(),
        reason: removed.reason,
      },
    });
  });
}

/** India's fixed-date public holidays from `date-holidays`, and the moving festivals when their dates are known. */
export async function indiaHolidays(db: DbOrTransaction, year: number): Promise<{ date: IsoDate; name: string }[]> {
  // Loaded when the holidays are first asked for (the back office's preview and blocks): with its
  // data and its astronomy it held megabytes of every server's heap (docs/performance.md, "Memory").
  const { default: Holidays } = await import("date-holidays");
  const fixed = new Holidays("IN")
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    .flatMap((holiday) => {
      const date = holiday.date.slice(0, 10);
      return isIsoDate(date) ? [{ date, name: holiday.name }] : [];
    });
  const festivals = await festivalYear(db, year);
  const all = [...fixed, ...(festivals.source === "unknown" ? [] : festivalsOf(festivals.dates))];
  const unique = new Map(all.map((holiday) => [holiday.date, holiday]));
  return [...unique.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Whether a whole day in India is inside one block (or several that together cover it). */
async function wholeDayBlocked(db: DbOrTransaction, date: IsoDate): Promise<boolean> {
  const day = wholeDays(date, date);
  const blocks = await blocksOverlapping(db, day.startsAt, day.endsAt);
  return dayIsBlocked(blocks, date);
}

/** The year's holidays, marking the days already blocked; past days are left out. */
export async function holidayPreview(db: Db, year: number, now: Date): Promise<HolidayView[]> {
  const today = indiaDateOf(now);
  const holidays = (await indiaHolidays(db, year)).filter((holiday) => holiday.date >= today);
  if (holidays.length === 0) return [];
  const span = wholeDays(holidays[0]!.date, holidays.at(-1)!.date);
  const blocks = await blocksOverlapping(db, span.startsAt, span.endsAt);
  return holidays.map((holiday) => ({ ...holiday, alreadyBlocked: dayIsBlocked(blocks, holiday.date) }));
}

/**
 * Blocks each chosen holiday as a whole day in one transaction, skipping days already blocked
 * and days gone. Confirmed calls on those days are answered (CallsInTheWay) until the person
 * decides about them, as for a single block; a cancelled call's visitor is told the holiday.
 */
export async function blockHolidays(
  db: Db,
  actor: Actor,
  holidays: HolidayChoice[],
  now: Date,
  {
    decision,
    salesEmail,
    publicSiteUrl,
  }: { decision?: CallsDecision | undefined; salesEmail: string; publicSiteUrl: string },
): Promise<{ added: number; emailIds: string[]; cancelledCalls: number }> {
  return changing(db, "calendar", async (tx) => {
    await lockCalendarForBlocking(tx);
    const days: (Range & { reason: string; calls: CallInTheWay[] })[] = [];
    for (const holiday of holidays) {
      const day = wholeDays(holiday.date, holiday.date);
      if (day.endsAt.getTime() <= now.getTime() || (await wholeDayBlocked(tx, holiday.date))) continue;
      days.push({ ...day, reason: holiday.name, calls: await callsCovered(tx, day, now) });
    }
    const cancelling = callsToCancel(
      days.flatMap((day) => day.calls),
      decision,
    );
    const emailIds: string[] = [];
    for (const { calls, ...day } of days) {
      const id = await insertBlock(tx, actor, day, now);
      const cancelled = calls.filter((call) => cancelling.includes(call));
      emailIds.push(
        ...(await cancelWithBlock(tx, cancelled, { ...day, id }, { actor, now, salesEmail, publicSiteUrl })),
      );
    }
    return { added: days.length, emailIds, cancelledCalls: cancelling.length };
  });
}
