import { and, asc, eq, gt, gte, inArray, lt, max, ne, sql } from "drizzle-orm";

import { callDurationMinutes } from "../../domain/bookings/booking";
import { indiaDayRange, indiaDateOf, type IsoDate } from "../../domain/time/india-dates";
import {
  consultantIsFree,
  hoursOn,
  maxBufferMinutes,
  type ConsultantDay,
} from "../../domain/consultants/consultant-schedule";
import { fairnessWindowDays, routeCall } from "../../domain/consultants/call-routing";
import type { DbOrTransaction } from "../db/db";
import {
  bookings,
  consultantBusyTimes,
  consultantDateOverrides,
  consultants,
  interviewPanelists,
  interviews,
} from "../db/schema";

export type Consultant = typeof consultants.$inferSelect;
type Slot = { startsAt: Date; endsAt: Date };

/** Which consultants a question is about: every active one, or the one a personal page names. */
export type ConsultantChoice = { only?: string | undefined };

/** The active consultants, or the one `only` (an id) names. */
export async function activeConsultants(db: DbOrTransaction, { only }: ConsultantChoice = {}): Promise<Consultant[]> {
  return db
    .select()
    .from(consultants)
    .where(and(eq(consultants.active, true), only ? eq(consultants.id, only) : undefined))
    .orderBy(asc(consultants.id));
}

/**
 * Someone whose time the scheduling reads: a consultant's row (their demo calls and their own
 * calendar's busy times) and their staff account (the interviews they give), either of which
 * may be missing: the company's own consultant has no account, an interviewer may take no calls.
 */
export type ScheduledPerson = { id: string; consultantId: string | null; accountId: string | null };

const asScheduledPerson = (person: Consultant): ScheduledPerson => ({
  id: person.id,
  consultantId: person.id,
  accountId: person.staffAccountId,
});

const ids = (values: readonly (string | null)[]) => values.filter((value): value is string => value !== null);

/** What stays out of its own way: a call or an interview being moved. */
export type Moving = { booking?: string | undefined; interview?: string | undefined };

/** The interviews with a chosen time in a range that these accounts sit on the panel of. */
export async function interviewsGiven(
  db: DbOrTransaction,
  accountIds: readonly string[],
  [from, to]: readonly [Date, Date],
  moving: Moving = {},
): Promise<{ accountId: string; startsAt: Date; endsAt: Date }[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ accountId: interviewPanelists.accountId, startsAt: interviews.startsAt, endsAt: interviews.endsAt })
    .from(interviews)
    .innerJoin(interviewPanelists, eq(interviewPanelists.interviewId, interviews.id))
    .where(
      and(
        inArray(interviewPanelists.accountId, [...accountIds]),
        gt(interviews.endsAt, from),
        lt(interviews.startsAt, to),
        moving.interview ? ne(interviews.id, moving.interview) : undefined,
      ),
    );
  // An interview without a chosen time has no end either, so the range's test left it out.
  return rows.map((row) => ({ accountId: row.accountId, startsAt: row.startsAt!, endsAt: row.endsAt! }));
}

/** The busy times read from these consultants' own calendars that overlap a range. */
export async function busyTimesIn(
  db: DbOrTransaction,
  consultantIds: readonly string[],
  [from, to]: readonly [Date, Date],
) {
  if (consultantIds.length === 0) return [];
  return db
    .select()
    .from(consultantBusyTimes)
    .where(
      and(
        inArray(consultantBusyTimes.consultantId, [...consultantIds]),
        lt(consultantBusyTimes.startsAt, to),
        gt(consultantBusyTimes.endsAt, from),
      ),
    );
}

/** The consultants' confirmed calls that overlap the range: one that ends as it begins does not. */
export const confirmedCallsIn = (consultantIds: string[], [from, to]: readonly [Date, Date]) =>
  and(
    inArray(bookings.consultantId, consultantIds),
    eq(bookings.status, "confirmed"),
    gt(bookings.endsAt, from),
    lt(bookings.startsAt, to),
  );

/**
 * The time each person's calls, interviews and own calendar take in a range: demo calls are
 * confirmed bookings, interviews those with a chosen time that the person is on the panel of.
 * One query after another: inside a transaction they share one connection.
 */
export async function timeTaken(
  db: DbOrTransaction,
  people: readonly ScheduledPerson[],
  [from, to]: readonly [Date, Date],
  moving: Moving = {},
): Promise<Map<string, { calls: Slot[]; busy: Slot[] }>> {
  const consultantIds = ids(people.map((person) => person.consultantId));
  const accountIds = ids(people.map((person) => person.accountId));
  const calls =
    consultantIds.length === 0
      ? []
      : await db
          .select({ consultantId: bookings.consultantId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
          .from(bookings)
          .where(
            and(
              confirmedCallsIn(consultantIds, [from, to]),
              moving.booking ? ne(bookings.id, moving.booking) : undefined,
            ),
          );
  const given = await interviewsGiven(db, accountIds, [from, to], moving);
  const busy = await busyTimesIn(db, consultantIds, [from, to]);
  const taken = new Map<string, { calls: Slot[]; busy: Slot[] }>();
  for (const person of people) {
    taken.set(person.id, {
      calls: [
        ...calls.filter((call) => call.consultantId === person.consultantId),
        ...given.filter((interview) => interview.accountId === person.accountId),
      ],
      busy: busy.filter((row) => row.consultantId === person.consultantId),
    });
  }
  return taken;
}

/** The date overrides of these consultants on these dates: their other hours, or a day off. */
export async function dateOverrides(
  db: DbOrTransaction,
  consultantIds: readonly string[],
  dates: readonly IsoDate[],
): Promise<{ consultantId: string; date: IsoDate; hours: ConsultantDay["override"] & {} }[]> {
  if (consultantIds.length === 0 || dates.length === 0) return [];
  return db
    .select()
    .from(consultantDateOverrides)
    .where(
      and(
        inArray(consultantDateOverrides.consultantId, [...consultantIds]),
        inArray(consultantDateOverrides.date, [...dates]),
      ),
    );
}

/** What stands in each consultant's way on a date: their override, calls and interviews around it, busy times. */
export async function consultantDays(
  db: DbOrTransaction,
  people: readonly Consultant[],
  date: IsoDate,
  { except }: { except?: string } = {},
): Promise<Map<string, ConsultantDay>> {
  const days = new Map<string, ConsultantDay>();
  if (people.length === 0) return days;
  const [dayStart, dayEnd] = indiaDayRange(date);
  const reach = (maxBufferMinutes + callDurationMinutes) * 60_000;
  const overrides = await dateOverrides(
    db,
    people.map((person) => person.id),
    [date],
  );
  const taken = await timeTaken(
    db,
    people.map(asScheduledPerson),
    [new Date(dayStart.getTime() - reach), new Date(dayEnd.getTime() + reach)],
    { booking: except },
  );
  for (const person of people) {
    days.set(person.id, {
      rules: person,
      override: overrides.find((row) => row.consultantId === person.id)?.hours,
      ...taken.get(person.id)!,
    });
  }
  return days;
}

/** The consultants free for a slot on its date, at `now`. */
export async function freeConsultants(
  db: DbOrTransaction,
  people: readonly Consultant[],
  slot: Slot,
  now: Date,
  options: { except?: string } = {},
): Promise<Consultant[]> {
  const date = indiaDateOf(slot.startsAt);
  const days = await consultantDays(db, people, date, options);
  return people.filter((person) => consultantIsFree(days.get(person.id)!, date, slot.startsAt, now));
}

/** Whether any of the consultants works on the date at all (hours that day, before calls). */
export async function someoneWorksOn(
  db: DbOrTransaction,
  dates: readonly IsoDate[],
  choice: ConsultantChoice,
): Promise<Set<IsoDate>> {
  const people = await activeConsultants(db, choice);
  const overrides = await dateOverrides(
    db,
    people.map((person) => person.id),
    dates,
  );
  const working = new Set<IsoDate>();
  for (const date of dates) {
    const works = people.some((person) => {
      const override = overrides.find((row) => row.consultantId === person.id && row.date === date)?.hours;
      return hoursOn(date, person, override).length > 0;
    });
    if (works) working.add(date);
  }
  return working;
}

/**
 * A consultant's calls must not overlap, buffers included, and stay under the day's limit: a
 * unique index cannot say so. Taking a call holds a lock per consultant considered, in one order
 * (their ids), after the calendar's lock, so two bookings for one consultant run one after the
 * other and each sees the other's call. Transaction-scoped.
 */
const consultantLockKey = 4_201_127;

export async function lockConsultants(tx: DbOrTransaction, people: readonly { id: string }[]): Promise<void> {
  for (const person of [...people].sort((a, b) => a.id.localeCompare(b.id))) {
    await tx.execute(sql`select pg_advisory_xact_lock(${consultantLockKey}, hashtext(${person.id}))`);
  }
}

/**
 * Each consultant's calls in the fairness window: those held (a past call counts unless its
 * consultant recorded a no-show or a late cancellation) and those still to come, and when they
 * were last booked.
 */
export async function callLoads(tx: DbOrTransaction, ids: readonly string[], now: Date) {
  if (ids.length === 0) return new Map<string, { held: number; upcoming: number; lastBookedAt: Date | null }>();
  const since = new Date(now.getTime() - fairnessWindowDays * 24 * 60 * 60_000);
  const rows = await tx
    .select({
      consultantId: bookings.consultantId,
      held: sql<number>`count(*) filter (where ${bookings.startsAt} <= ${now} and (${bookings.outcome} is null or ${bookings.outcome} = 'held'))`,
      upcoming: sql<number>`count(*) filter (where ${bookings.startsAt} > ${now})`,
      lastBookedAt: max(bookings.createdAt),
    })
    .from(bookings)
    .where(
      and(inArray(bookings.consultantId, [...ids]), eq(bookings.status, "confirmed"), gte(bookings.startsAt, since)),
    )
    .groupBy(bookings.consultantId);
  return new Map(
    rows.map((row) => [
      row.consultantId,
      { held: Number(row.held), upcoming: Number(row.upcoming), lastBookedAt: row.lastBookedAt },
    ]),
  );
}

export type Assignment = { consultant: Consultant; reason: string };

/**
 * Inside the transaction that takes a slot: locks the consultants who could take it (those free
 * before the locks), and answers the one the routing rules choose among the free ones, with why,
 * or undefined when none is free. A call being moved (`except`) stays out of its own way and stays
 * with its consultant (`prefer`) when they are free.
 */
export async function assignConsultant(
  tx: DbOrTransaction,
  slot: Slot,
  now: Date,
  {
    only,
    except,
    prefer,
    service = null,
  }: ConsultantChoice & { except?: string; prefer?: string; service?: string | null } = {},
): Promise<Assignment | undefined> {
  const people = await activeConsultants(tx, { only });
  const options = except ? { except } : {};
  // Only those free before the locks can be free after them: a full slot answers at once instead
  // of queueing behind every booking of the consultants (the locks then say for certain).
  const maybeFree = await freeConsultants(tx, people, slot, now, options);
  await lockConsultants(tx, maybeFree);
  const free = await freeConsultants(tx, maybeFree, slot, now, options);
  const preferred = free.find((person) => person.id === prefer);
  if (preferred)
    return { consultant: preferred, reason: `${preferred.name} is free at the new time and keeps the call.` };
  if (free.length === 0) return undefined;
  const loads = await callLoads(
    tx,
    free.map((person) => person.id),
    now,
  );
  const { chosen, reason } = routeCall(
    free.map((person) => {
      const load = loads.get(person.id);
      return {
        id: person.id,
        name: person.name,
        services: person.services,
        weight: person.callWeight,
        priority: person.callPriority,
        load: (load?.held ?? 0) + (load?.upcoming ?? 0),
        lastBookedAt: load?.lastBookedAt ?? null,
      };
    }),
    service,
  );
  return { consultant: free.find((person) => person.id === chosen.id)!, reason };
}
