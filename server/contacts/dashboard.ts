import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableName,
  gte,
  isNotNull,
  lte,
  notInArray,
  sql,
  type SQL,
} from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { SalesDashboard, SourceSeries, SourceWeek } from "../../contracts/contact-dashboard";
import { bookingTimeZone } from "../../domain/bookings/booking";
import type { LeadStage } from "../../domain/contacts/contacts";
import type { IsoDate } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { landingPageOf, leadsBesideVisits, sourceNameOf, type LeadCount } from "../analytics/lead-conversion";
import { wonDeals } from "../analytics/attribution/won-deals";
import { bookings, consultants, contacts, enquiries, staffAccounts } from "../db/schema";
import { dashboardPeriods } from "./dashboard-periods";

/**
 * The sales dashboard's figures (issue 33, item 7), each one aggregate query over the last 12
 * India weeks or months up to `now` (the server's clock; nothing stamped after it counts).
 */

/** Channels shown by name in the weekly charts; with more, the rest are one "other" series. */
const namedSources = 4;

// A constant, not a parameter: PostgreSQL groups by an expression only when its text is the same.
const zone = sql.raw(`'${bookingTimeZone}'`);
const indiaWeekOf = (instant: PgColumn) =>
  sql<IsoDate>`to_char(date_trunc('week', ${instant} at time zone ${zone}), 'YYYY-MM-DD')`;
const indiaMonthOf = (instant: SQL.Aliased<Date> | PgColumn) =>
  sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM')`;

/**
 * A column of `contacts` named with its table: Drizzle leaves the table out of a one-table query's
 * select list, where inside a subquery "id" would be the inner table's own.
 */
const ofContacts = (column: PgColumn) => sql`${sql.identifier(getTableName(contacts))}.${sql.identifier(column.name)}`;

/** Counts per India week and source (the SQL twin of domain/analytics/analytics.ts sourceName). */
async function touchesByWeek(db: Db, table: typeof enquiries | typeof bookings, where: SQL | undefined) {
  const week = indiaWeekOf(table.createdAt);
  const source = sourceNameOf(table.firstTouch);
  return db.select({ week, source, count: count() }).from(table).where(where).groupBy(week, source);
}

type SourceCount = { week: IsoDate; source: string; count: number };

/**
 * The busiest channels over both charts, by name (ties alphabetically), then "other" for the rest;
 * with one channel over the named few it is shown by name too, not as an "other" of one.
 */
function sourceSeries(rows: SourceCount[]): { series: SourceSeries[]; indexOf: (source: string) => number } {
  const totals = new Map<string, number>();
  for (const { source, count } of rows) totals.set(source, (totals.get(source) ?? 0) + count);
  const ranked = [...totals.entries()]
    .sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))
    .map(([name]) => name);
  const named = ranked.length <= namedSources + 1 ? ranked : ranked.slice(0, namedSources);
  const series: SourceSeries[] = named.map((name) => ({ kind: "source", name }));
  if (ranked.length > named.length) series.push({ kind: "other", sources: ranked.length - named.length });
  const position = new Map(named.map((name, index) => [name, index]));
  return { series, indexOf: (source) => position.get(source) ?? named.length };
}

const enquiriesIn = (from: Date, now: Date) =>
  and(eq(enquiries.isSpam, false), gte(enquiries.createdAt, from), lte(enquiries.createdAt, now));
// Every call booked in the period counts, whatever became of it later (moved, cancelled, held).
const callsIn = (from: Date, now: Date) => and(gte(bookings.createdAt, from), lte(bookings.createdAt, now));

async function weeklyBySource(db: Db, now: Date, weekStarts: IsoDate[], from: Date) {
  const [enquiryRows, callRows] = await Promise.all([
    touchesByWeek(db, enquiries, enquiriesIn(from, now)),
    touchesByWeek(db, bookings, callsIn(from, now)),
  ]);
  const { series, indexOf } = sourceSeries([...enquiryRows, ...callRows]);
  const weeks = new Map<IsoDate, SourceWeek>(
    weekStarts.map((weekStart) => [
      weekStart,
      { weekStart, enquiries: series.map(() => 0), calls: series.map(() => 0) },
    ]),
  );
  const add = (rows: SourceCount[], into: "enquiries" | "calls") => {
    for (const { week, source, count } of rows) {
      const counts = weeks.get(week)?.[into];
      if (counts) counts[indexOf(source)]! += count;
    }
  };
  add(enquiryRows, "enquiries");
  add(callRows, "calls");
  return { sources: series, weeks: [...weeks.values()] };
}

/** The dashboard's leads, each with the visits that led to one. */
const leadKinds = { enquiries: "enquiryVisits", calls: "bookingVisits" } as const;

/** Enquiries and calls of the period per source and per landing page, each beside the visits from it in the same India days. */
async function conversion(db: Db, now: Date, from: Date) {
  const touches = (table: typeof enquiries | typeof bookings, where: SQL | undefined) => {
    const source = sourceNameOf(table.firstTouch);
    const landingPage = landingPageOf(table.firstTouch);
    return db.select({ source, landingPage, count: count() }).from(table).where(where).groupBy(source, landingPage);
  };
  const [enquiryRows, callRows] = await Promise.all([
    touches(enquiries, enquiriesIn(from, now)),
    touches(bookings, callsIn(from, now)),
  ]);
  const counted: LeadCount<keyof typeof leadKinds>[] = [
    ...enquiryRows.map((row) => ({ ...row, kind: "enquiries" as const })),
    ...callRows.map((row) => ({ ...row, kind: "calls" as const })),
  ];
  return leadsBesideVisits(db, { from, to: now }, leadKinds, counted);
}

/**
 * Contacts whose enquiry (not spam) came in the window, and of them: who booked a call, who had
 * one held, and who of those is won now. Each step counts only people of the step before.
 */
async function funnel(db: Db, now: Date, from: Date): Promise<SalesDashboard["funnel"]> {
  const booked = exists(
    db
      .select({ one: sql`1` })
      .from(bookings)
      .where(and(eq(bookings.contactId, contacts.id), lte(bookings.createdAt, now))),
  );
  const held = exists(
    db
      .select({ one: sql`1` })
      .from(bookings)
      .where(and(eq(bookings.contactId, contacts.id), eq(bookings.outcome, "held"), lte(bookings.startsAt, now))),
  );
  const enquired = exists(
    db
      .select({ one: sql`1` })
      .from(enquiries)
      .where(
        and(
          eq(enquiries.contactId, contacts.id),
          eq(enquiries.isSpam, false),
          gte(enquiries.createdAt, from),
          lte(enquiries.createdAt, now),
        ),
      ),
  );
  const [row] = await db
    .select({
      enquired: count(),
      booked: sql<number>`count(*) filter (where ${booked})`.mapWith(Number),
      held: sql<number>`count(*) filter (where ${held})`.mapWith(Number),
      won: sql<number>`count(*) filter (where ${held} and ${ofContacts(contacts.stage)} = 'won')`.mapWith(Number),
    })
    .from(contacts)
    .where(enquired);
  return row ?? { enquired: 0, booked: 0, held: 0, won: 0 };
}

/** Won deals by India month and by owner; a deal without an expected value counts with 0 rupees. */
async function wonDealsBy(db: Db, now: Date, months: string[], from: Date) {
  const won = wonDeals();
  const inWindow = and(gte(won.wonAt, from), lte(won.wonAt, now));
  const month = indiaMonthOf(won.wonAt);
  const value = sql<number>`sum(${won.value})`.mapWith(Number);
  const owner = sql<string | null>`coalesce(nullif(${staffAccounts.name}, ''), ${staffAccounts.email})`;
  const [byMonth, byOwner] = await Promise.all([
    db.select({ month, deals: count(), value }).from(won).where(inWindow).groupBy(month),
    db
      .select({ owner, deals: count(), value })
      .from(won)
      .leftJoin(staffAccounts, eq(staffAccounts.id, won.ownerId))
      .where(inWindow)
      .groupBy(won.ownerId, staffAccounts.name, staffAccounts.email)
      .orderBy(desc(value), asc(owner)),
  ]);
  const found = new Map(byMonth.map((row) => [row.month, row]));
  return {
    wonByMonth: months.map((key) => ({
      month: key,
      deals: found.get(key)?.deals ?? 0,
      value: found.get(key)?.value ?? 0,
    })),
    wonByOwner: byOwner,
  };
}

/** A deal in these stages is over: the rest are the open pipeline. */
const closedStages: LeadStage[] = ["won", "lost"];

/** The deals still open now (any stage but won and lost), whenever they came in. */
async function openPipeline(db: Db): Promise<SalesDashboard["openPipeline"]> {
  const [row] = await db
    .select({
      deals: count(),
      value: sql<number>`coalesce(sum(${contacts.expectedValue}), 0)`.mapWith(Number),
      withoutValue: sql<number>`count(*) filter (where ${contacts.expectedValue} is null)`.mapWith(Number),
    })
    .from(contacts)
    .where(notInArray(contacts.stage, closedStages));
  return row ?? { deals: 0, value: 0, withoutValue: 0 };
}

/** Calls that started in the window with an outcome recorded: how many were no-shows, per consultant. */
async function noShows(db: Db, now: Date, from: Date): Promise<SalesDashboard["noShows"]> {
  const calls = count();
  const byConsultant = await db
    .select({
      consultant: consultants.name,
      withOutcome: calls,
      noShows: sql<number>`count(*) filter (where ${bookings.outcome} = 'no-show')`.mapWith(Number),
    })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(and(isNotNull(bookings.outcome), gte(bookings.startsAt, from), lte(bookings.startsAt, now)))
    .groupBy(consultants.id, consultants.name)
    .orderBy(desc(calls), asc(consultants.name));
  return {
    withOutcome: byConsultant.reduce((sum, row) => sum + row.withOutcome, 0),
    noShows: byConsultant.reduce((sum, row) => sum + row.noShows, 0),
    byConsultant,
  };
}

export async function salesDashboard(db: Db, now: Date): Promise<SalesDashboard> {
  const periods = dashboardPeriods(now);
  const [weekly, converted, funnelCounts, won, calls, pipeline] = await Promise.all([
    weeklyBySource(db, now, periods.weeks, periods.weeksFrom),
    conversion(db, now, periods.weeksFrom),
    funnel(db, now, periods.monthsFrom),
    wonDealsBy(db, now, periods.months, periods.monthsFrom),
    noShows(db, now, periods.monthsFrom),
    openPipeline(db),
  ]);
  return {
    asOf: now,
    weeks: weekly.weeks,
    sources: weekly.sources,
    bySource: converted.bySource,
    byLandingPage: converted.byLandingPage,
    months: periods.months,
    openPipeline: pipeline,
    funnel: funnelCounts,
    wonByMonth: won.wonByMonth,
    wonByOwner: won.wonByOwner,
    noShows: calls,
  };
}
