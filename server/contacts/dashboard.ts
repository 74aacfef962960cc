import { and, asc, count, desc, eq, gte, isNotNull, lte, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import type { SalesDashboard, SourceSeries, SourceWeek } from "../../contracts/contact-dashboard";
import { bookingTimeZone } from "../../domain/bookings/booking";
import type { LeadStage } from "../../domain/contacts/contacts";
import type { IsoDate } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { landingPageOf, leadsBesideVisits, sourceNameOf, type LeadCount } from "../analytics/lead-conversion";
import { leadsSent, type LeadRow } from "../analytics/leads";
import { wonDeals } from "../analytics/attribution/won-deals";
import { bookings, consultants, contacts, staffAccounts } from "../db/schema";
import { dashboardPeriods } from "./dashboard-periods";

/**
 * The sales dashboard's figures, each one aggregate query over the last 12
 * India weeks or months up to `now` (the server's clock; nothing stamped after it counts).
 */

/** Channels shown by name in the weekly charts; with more, the rest are one "other" series. */
const namedSources = 4;

// A constant, not a parameter: PostgreSQL groups by an expression only when its text is the same.
const zone = sql.raw(`'${bookingTimeZone}'`);
const indiaWeekOf = (instant: SQL) =>
  sql<IsoDate>`to_char(date_trunc('week', ${instant} at time zone ${zone}), 'YYYY-MM-DD')`;
const indiaMonthOf = (instant: SQL.Aliased<Date> | PgColumn) =>
  sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM')`;

/** The leads of [from, now] (`leadsSent`, decision 073), to count in a statement of the caller's. */
const leadsUpTo = (from: Date, now: Date) => sql`(${leadsSent({ from, to: new Date(now.getTime() + 1) })}) leads`;
const touch = sql.raw("leads.touch");

/** Enquiries and calls booked per India week and source (the SQL twin of domain/analytics/analytics.ts sourceName). */
async function leadsByWeek(db: Db, now: Date, from: Date) {
  const week = indiaWeekOf(sql.raw("leads.at"));
  const source = sourceNameOf(touch);
  const result = await db.execute<SourceCount>(sql`
    select ${week} as week, ${source} as source, leads.kind, count(*)::int as count
    from ${leadsUpTo(from, now)}
    group by 1, 2, 3`);
  return (result as unknown as { rows: SourceCount[] }).rows;
}

type SourceCount = { week: IsoDate; source: string; kind: LeadRow["kind"]; count: number };

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

async function weeklyBySource(db: Db, now: Date, weekStarts: IsoDate[], from: Date) {
  const rows = await leadsByWeek(db, now, from);
  const { series, indexOf } = sourceSeries(rows);
  const weeks = new Map<IsoDate, SourceWeek>(
    weekStarts.map((weekStart) => [
      weekStart,
      { weekStart, enquiries: series.map(() => 0), calls: series.map(() => 0) },
    ]),
  );
  for (const { week, source, kind, count } of rows) {
    const counts = weeks.get(week)?.[kind === "enquiry" ? "enquiries" : "calls"];
    if (counts) counts[indexOf(source)]! += count;
  }
  return { sources: series, weeks: [...weeks.values()] };
}

/** The dashboard's leads, each with the visits that led to one. */
const leadKinds = { enquiries: "enquiryVisits", calls: "bookingVisits" } as const;

/** Enquiries and calls of the period per source and per landing page, each beside the visits from it in the same India days. */
async function conversion(db: Db, now: Date, from: Date) {
  const result = await db.execute<LeadCount<LeadRow["kind"]>>(sql`
    select ${sourceNameOf(touch)} as source, ${landingPageOf(touch)} as "landingPage", leads.kind, count(*)::int as count
    from ${leadsUpTo(from, now)}
    group by 1, 2, 3`);
  const kindOf = { enquiry: "enquiries", booking: "calls" } as const;
  const counted = (result as unknown as { rows: LeadCount<LeadRow["kind"]>[] }).rows.map((row) => ({
    ...row,
    kind: kindOf[row.kind],
  }));
  return leadsBesideVisits(db, { from, to: now }, leadKinds, counted);
}

/**
 * The people whose enquiry (a lead, `leadsSent`) came in the window, and how far each went by any
 * path, as of now: a step counts everyone who reached it or a step after it, so a deal won without
 * a call counts as booked and held too, and the steps never grow. Booked: a call booked; held: a
 * call held (the consultant's outcome, due by now); won: the deal won (`wonDeals`, as the revenue
 * counts it). A person erased on request counts once, by their anonymous key, up to the calls they
 * booked: what became of those went with them (decision 073).
 */
async function funnel(db: Db, now: Date, from: Date): Promise<SalesDashboard["funnel"]> {
  const end = new Date(now.getTime() + 1);
  const won = wonDeals();
  const result = await db.execute<SalesDashboard["funnel"]>(sql`
    with enquired as (
      select distinct person from (${leadsSent({ from, to: end })}) leads
      where kind = 'enquiry' and person is not null
    ), booked as (
      select distinct person from (${leadsSent({ to: end })}) leads
      where kind = 'booking' and person is not null
    ), held as (
      select distinct ${bookings.contactId}::text as person from ${bookings}
      where ${bookings.outcome} = 'held' and ${bookings.startsAt} < ${end} and ${bookings.contactId} is not null
    ), wins as (
      select ${won.id}::text as person from ${won} where ${won.wonAt} < ${end}
    )
    select count(*)::int as enquired,
      count(*) filter (where booked.person is not null or held.person is not null or wins.person is not null)::int as booked,
      count(*) filter (where held.person is not null or wins.person is not null)::int as held,
      count(*) filter (where wins.person is not null)::int as won
    from enquired
    left join booked using (person)
    left join held using (person)
    left join wins using (person)`);
  return (result as unknown as { rows: SalesDashboard["funnel"][] }).rows[0]!;
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
