import { and, eq, gt, gte, lt, lte, sql } from "drizzle-orm";

import type { BookingListView, BookingView, BookingDetail } from "../../contracts/bookings";
import { describeSlot } from "../../domain/bookings/booking";
import { indiaTodayAndWeek } from "../../domain/time/india-dates";
import { RefusedError } from "../kernel/requests/outcome";
import type { Db } from "../db/db";
import { bookings, consultants } from "../db/schema";
import { cancelLockedBooking } from "./booking-cancellation";
import {
  cursorTimeOf,
  isUuid,
  laterThan,
  newestFirst,
  oldestFirst,
  olderThan,
  pageOf,
  type Cursor,
  type Page,
} from "../kernel/lists/keyset";
import type { Actor } from "../kernel/audit/audit";
import { changing } from "../kernel/changes/public-changes";
import { addressKey, matchingSearch } from "../kernel/lists/like-pattern";
import { nameText } from "../db/search-text";
import { contactAsked } from "../contacts/contacts";
import { callColumns } from "./booking-columns";

/** The call's consultant no longer takes calls. */
const unstaffed = sql`exists (select 1 from ${consultants} where ${consultants.id} = ${bookings.consultantId} and not ${consultants.active})`;

const columns = {
  id: bookings.id,
  ...callColumns,
  status: bookings.status,
  sequence: bookings.sequence,
  cancelledAt: bookings.cancelledAt,
  cancelReason: bookings.cancelReason,
  createdAt: bookings.createdAt,
  consultantId: bookings.consultantId,
  consultantName: sql<string>`(select ${consultants.name} from ${consultants} where ${consultants.id} = ${bookings.consultantId})`,
  meetingUrl: bookings.meetingUrl,
  outcome: bookings.outcome,
  contactId: bookings.contactId,
  doNotContact: contactAsked(bookings.contactId),
};

/**
 * The bookings list, a page at a time by keyset on (starts_at, id): upcoming confirmed
 * calls soonest first (a call under way counts until it ends), past and cancelled ones
 * latest first. The partial unique index and the primary key keep each page an index walk.
 */
export async function listBookings(
  db: Db,
  {
    view,
    q,
    after,
    now,
    limit = 50,
  }: { view: BookingListView; q?: string | undefined; after?: Cursor | undefined; now: Date; limit?: number },
): Promise<Page<BookingView>> {
  const withCursor = { ...columns, cursorAt: cursorTimeOf(bookings.startsAt) };
  const matching = matchingSearch(q, {
    texts: [nameText(bookings.firstName, bookings.lastName), bookings.email, bookings.reference],
    key: addressKey(bookings.email),
  });
  if (view === "upcoming" || view === "unstaffed") {
    const rows = await db
      .select(withCursor)
      .from(bookings)
      .where(
        and(
          eq(bookings.status, "confirmed"),
          gt(bookings.endsAt, now),
          view === "unstaffed" ? unstaffed : undefined,
          matching,
          laterThan(bookings.startsAt, bookings.id, after),
        ),
      )
      .orderBy(...oldestFirst(bookings.startsAt, bookings.id))
      .limit(limit + 1);
    return pageOf(rows, limit);
  }
  const rows = await db
    .select(withCursor)
    .from(bookings)
    .where(
      and(
        view === "cancelled"
          ? eq(bookings.status, "cancelled")
          : and(eq(bookings.status, "confirmed"), lte(bookings.endsAt, now)),
        matching,
        olderThan(bookings.startsAt, bookings.id, after),
      ),
    )
    .orderBy(...newestFirst(bookings.startsAt, bookings.id))
    .limit(limit + 1);
  return pageOf(rows, limit);
}

export async function findBooking(db: Db, id: string): Promise<BookingDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ ...columns, firstTouch: bookings.firstTouch })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row;
}

/**
 * Sales cancels a confirmed call that has not started, in one transaction (cancelLockedBooking
 * says what that does). Answers the queued e-mails' ids.
 */
export async function cancelBooking(
  db: Db,
  actor: Actor,
  {
    id,
    reason,
    now,
    salesEmail,
    publicSiteUrl,
  }: { id: string; reason: string; now: Date; salesEmail: string; publicSiteUrl: string },
): Promise<string[]> {
  if (!isUuid(id)) throw new RefusedError("There is no such booking.");
  return changing(db, "calendar", async (tx) => {
    const [current] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!current) throw new RefusedError("There is no such booking.");
    if (current.status === "cancelled") throw new RefusedError("This call was already cancelled.");
    if (current.startsAt.getTime() <= now.getTime()) {
      throw new RefusedError("This call has already started or taken place, so it can no longer be cancelled.");
    }
    const { queuedEmailIds } = await cancelLockedBooking(tx, current, {
      actor,
      reason,
      cancelledBy: actor.email,
      audited: {
        summary: `Cancelled ${current.reference} (${describeSlot(current.startsAt)}): ${reason}`,
        details: { reference: current.reference, startsAt: current.startsAt.toISOString(), reason },
      },
      now,
      salesEmail,
      publicSiteUrl,
    });
    return queuedEmailIds;
  });
}

/** Confirmed calls today and in the seven days from today, in India, whether already held or still to come. */
export async function callCounts(db: Db, now: Date): Promise<{ today: number; thisWeek: number }> {
  const { today, week } = indiaTodayAndWeek(now);
  const within = ([from, to]: [Date, Date]) =>
    and(eq(bookings.status, "confirmed"), gte(bookings.startsAt, from), lt(bookings.startsAt, to));
  const [row] = await db
    .select({
      today: sql<number>`count(*) filter (where ${within(today)})`.mapWith(Number),
      thisWeek: sql<number>`count(*) filter (where ${within(week)})`.mapWith(Number),
    })
    .from(bookings)
    .where(within(week));
  return { today: row?.today ?? 0, thisWeek: row?.thisWeek ?? 0 };
}
