import Holidays from "date-holidays";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";

import type { BlockedTimeView, HolidayView } from "../../contracts/bookings";
import { dayIsBlocked, describeBlock, wholeDays, type HolidayChoice, type NewBlock } from "../../domain/blocked-time";
import { bookableDates, indiaDateOf, type IsoDate } from "../../domain/booking";
import { festivalsOf } from "../../domain/india-holidays";
import { RefusedError } from "../kernel/outcome";
import type { Db, DbOrTransaction } from "../db/open-db";
import { blockedTimes } from "../db/schema";
import { festivalYear } from "./festival-dates";
import { audit, type Actor } from "../staff/audit";
import { isUuid } from "../kernel/keyset";
import { changing } from "../kernel/public-changes";

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
    .select()
    .from(blockedTimes)
    .where(gt(blockedTimes.endsAt, now))
    .orderBy(asc(blockedTimes.startsAt), asc(blockedTimes.id))
    .limit(limit);
}

export async function addBlock(db: Db, actor: Actor, block: NewBlock, now: Date): Promise<string> {
  if (block.endsAt.getTime() <= block.startsAt.getTime()) throw new RefusedError("The end must be after the start.");
  if (block.endsAt.getTime() <= now.getTime()) throw new RefusedError("This time has already passed.");
  return changing(db, "calendar", (tx) => insertBlock(tx, actor, block, now));
}

async function insertBlock(tx: DbOrTransaction, actor: Actor, block: NewBlock, now: Date): Promise<string> {
  await lockCalendarForBlocking(tx);
  const [row] = await tx
    .insert(blockedTimes)
    .values({ ...block, createdBy: actor.email, createdAt: now })
    .returning({ id: blockedTimes.id });
  await audit(
    tx,
    actor,
    {
      action: "blocked-time.add",
      subjectType: "blocked-time",
      subjectId: row!.id,
      summary: `Blocked ${describeRange(block)}: ${block.reason}`,
      details: { startsAt: block.startsAt.toISOString(), endsAt: block.endsAt.toISOString(), reason: block.reason },
    },
    now,
  );
  return row!.id;
}

export async function removeBlock(db: Db, actor: Actor, id: string, now: Date): Promise<void> {
  if (!isUuid(id)) throw new RefusedError("This block no longer exists.");
  await changing(db, "calendar", async (tx) => {
    const [removed] = await tx.delete(blockedTimes).where(eq(blockedTimes.id, id)).returning();
    if (!removed) throw new RefusedError("This block no longer exists.");
    await audit(
      tx,
      actor,
      {
        action: "blocked-time.remove",
        subjectType: "blocked-time",
        subjectId: id,
        summary: `Removed the block of ${describeRange(removed)} (${removed.reason})`,
        details: {
          startsAt: removed.startsAt.toISOString(),
          endsAt: removed.endsAt.toISOString(),
          reason: removed.reason,
        },
      },
      now,
    );
  });
}

/** India's fixed-date public holidays from `date-holidays`, and the moving festivals when their dates are known. */
export async function indiaHolidays(db: DbOrTransaction, year: number): Promise<{ date: IsoDate; name: string }[]> {
  const fixed = new Holidays("IN")
    .getHolidays(year)
    .filter((holiday) => holiday.type === "public")
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
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

/** Blocks each chosen holiday as a whole day in one transaction, skipping days already blocked. */
export async function blockHolidays(db: Db, actor: Actor, holidays: HolidayChoice[], now: Date): Promise<number> {
  return changing(db, "calendar", async (tx) => {
    let added = 0;
    for (const holiday of holidays) {
      if (await wholeDayBlocked(tx, holiday.date)) continue;
      const day = wholeDays(holiday.date, holiday.date);
      if (day.endsAt.getTime() <= now.getTime()) continue;
      await insertBlock(tx, actor, { ...day, reason: holiday.name }, now);
      added += 1;
    }
    return added;
  });
}
