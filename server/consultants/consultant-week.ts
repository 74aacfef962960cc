import { and, gt, lt } from "drizzle-orm";

import type { ConsultantWeek, WeekEntry } from "../../contracts/consultants";
import { hoursOn } from "../../domain/consultants/consultant-schedule";
import { datesOfWeek, daysInWeek, piecesOnDay } from "../../domain/consultants/consultant-week";
import { mayWorkBookingsOf } from "../../domain/bookings/booking-access-rule";
import type { StaffMember } from "../../domain/staff/staff";
import { indiaDayRange, type IsoDate } from "../../domain/time/india-dates";
import type { DbOrTransaction } from "../db/db";
import { blockedTimes, bookings } from "../db/schema";
import { busyTimesIn, confirmedCallsIn, dateOverrides, interviewsGiven, type Consultant } from "./availability";

type Range = [Date, Date];

async function confirmedCalls(db: DbOrTransaction, consultantIds: string[], [from, to]: Range) {
  return db
    .select({
      id: bookings.id,
      consultantId: bookings.consultantId,
      reference: bookings.reference,
      firstName: bookings.firstName,
      lastName: bookings.lastName,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
    })
    .from(bookings)
    .where(confirmedCallsIn(consultantIds, [from, to]));
}

/** Blocked time is the whole company's (server/bookings/blocked-time.ts): everyone's week shows it. */
async function blocks(db: DbOrTransaction, [from, to]: Range) {
  return db
    .select({ startsAt: blockedTimes.startsAt, endsAt: blockedTimes.endsAt, reason: blockedTimes.reason })
    .from(blockedTimes)
    .where(and(lt(blockedTimes.startsAt, to), gt(blockedTimes.endsAt, from)));
}

/**
 * The week starting on `monday` of each of `people`, in their order: each day's hours (the
 * weekday's or the date's own), their confirmed calls, the interviews they give, the company's
 * blocked time and their own calendar's busy times, as `viewer` may see them.
 */
export async function consultantWeeks(
  db: DbOrTransaction,
  people: readonly Consultant[],
  monday: IsoDate,
  viewer: StaffMember,
): Promise<ConsultantWeek[]> {
  if (people.length === 0) return [];
  const ids = people.map((person) => person.id);
  const accountIds = people.flatMap((person) => (person.staffAccountId ? [person.staffAccountId] : []));
  const dates = datesOfWeek(monday);
  const range = indiaDayRange(monday, daysInWeek);
  // One query after another: inside a transaction they share one connection.
  const overrides = await dateOverrides(db, ids, dates);
  const calls = await confirmedCalls(db, ids, range);
  const given = await interviewsGiven(db, accountIds, range);
  const busy = await busyTimesIn(db, ids, range);
  const blocked = (await blocks(db, range)).map((block): WeekEntry => ({ kind: "blocked", ...block }));

  return people.map((person) => {
    const mayOpen = mayWorkBookingsOf(viewer, person);
    const entries: WeekEntry[] = [
      ...calls
        .filter((call) => call.consultantId === person.id)
        .map(({ id, reference, firstName, lastName, startsAt, endsAt }): WeekEntry => ({
          kind: "call",
          startsAt,
          endsAt,
          call: mayOpen ? { id, reference, visitorName: `${firstName} ${lastName}`.trim() } : null,
        })),
      ...given
        .filter((interview) => interview.accountId === person.staffAccountId)
        .map(({ startsAt, endsAt }): WeekEntry => ({ kind: "interview", startsAt, endsAt })),
      ...busy
        .filter((row) => row.consultantId === person.id)
        .map(({ startsAt, endsAt }): WeekEntry => ({ kind: "busy", startsAt, endsAt })),
      ...blocked,
    ];
    return {
      id: person.id,
      name: person.name,
      days: dates.map((date) => {
        const override = overrides.find((row) => row.consultantId === person.id && row.date === date)?.hours;
        return {
          date,
          hours: hoursOn(date, person, override),
          otherHours: override !== undefined,
          entries: piecesOnDay(entries, date),
        };
      }),
    };
  });
}
