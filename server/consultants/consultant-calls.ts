import { and, asc, desc, eq, gte, isNull, lt } from "drizzle-orm";

import type { ConsultantCall } from "../../contracts/consultants";
import { indiaTodayAndWeek } from "../../domain/time/india-dates";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings } from "../db/schema";

const callView = {
  id: bookings.id,
  reference: bookings.reference,
  firstName: bookings.firstName,
  lastName: bookings.lastName,
  domain: bookings.domain,
  startsAt: bookings.startsAt,
  meetingUrl: bookings.meetingUrl,
  outcome: bookings.outcome,
};

type CallRow = { firstName: string; lastName: string } & Omit<ConsultantCall, "visitorName">;

const asCall = ({ firstName, lastName, ...call }: CallRow): ConsultantCall => ({
  ...call,
  visitorName: `${firstName} ${lastName}`.trim(),
});

/**
 * A consultant's confirmed calls that start in [from, to), earliest first; `awaitingOutcome`
 * keeps those nobody has said the outcome of yet, the latest first.
 */
async function confirmedCalls(
  db: DbOrTransaction,
  consultantId: string,
  [from, to]: [Date, Date],
  { awaitingOutcome = false } = {},
) {
  const rows = await db
    .select(callView)
    .from(bookings)
    .where(
      and(
        eq(bookings.consultantId, consultantId),
        eq(bookings.status, "confirmed"),
        awaitingOutcome ? isNull(bookings.outcome) : undefined,
        gte(bookings.startsAt, from),
        lt(bookings.startsAt, to),
      ),
    )
    .orderBy(awaitingOutcome ? desc(bookings.startsAt) : asc(bookings.startsAt));
  return rows.map(asCall);
}

/** A consultant's calls today and this week (from today), and their recent calls still without an outcome. */
export async function consultantCalls(db: Db, consultantId: string, now: Date) {
  const { today, week } = indiaTodayAndWeek(now);
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60_000);
  return {
    today: await confirmedCalls(db, consultantId, today),
    week: await confirmedCalls(db, consultantId, week),
    awaitingOutcome: await confirmedCalls(db, consultantId, [weekAgo, now], { awaitingOutcome: true }),
  };
}
