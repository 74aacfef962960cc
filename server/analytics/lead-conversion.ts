import { min } from "drizzle-orm";

import type { ConversionRow } from "../../contracts/analytics-lead-conversion";
import { indiaDateOf } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import { analyticsHourlyVisits } from "../db/schema";
import { visitsBySourceAndEntry, type VisitsWithLeads } from "./reports/analytics-report";
import { rollUpDirtyHours } from "./roll-ups";

/**
 * Leads beside the visits they came from (decision 048): the sales desk's enquiries and calls
 * and the hiring team's applications, each by the source and the landing page of their first
 * touch, against the visit roll-ups of the same period.
 */

// A first touch's source and landing page in SQL, as the other areas' reports name them beside their visits.
export { landingPageOf, sourceNameOf } from "./source-name-sql";

export type ConversionPeriod = {
  /** The period's first instant; undefined for all time. */
  from: Date | undefined;
  to: Date;
};

/** Rows shown by name; with more, the rest are one row. */
const namedRows = 10;

/**
 * Visits per source and per landing page over the India days the period touches, read as the
 * analytics page reads them (finished days from the daily roll-ups, the rest from the hourly
 * ones), so a year's report stays fast. All time starts at the oldest hour kept.
 */
async function visitsIn(db: Db, { from, to }: ConversionPeriod) {
  // As the analytics page does: the hours whose visits or leads changed are counted again first.
  await rollUpDirtyHours(db);
  const start =
    from ?? (await db.select({ hour: min(analyticsHourlyVisits.hour) }).from(analyticsHourlyVisits))[0]?.hour;
  if (!start) return { source: new Map<string, VisitsWithLeads>(), entry: new Map<string, VisitsWithLeads>() };
  // `to` is an instant up to which leads count: the day it falls in (a midnight ends the day before).
  return visitsBySourceAndEntry(db, indiaDateOf(new Date(start)), indiaDateOf(new Date(to.getTime() - 1)));
}

/** Which of a row's visits led to a lead of a kind: an enquiry, a booked call, an application. */
export type LeadVisitsOf = keyof Omit<VisitsWithLeads, "visits">;

/**
 * Each source or landing page with its leads of every kind, its visits and the visits that led to
 * each kind: the most leads first (then the most visits, then by name), the first ten by name and
 * the rest as one row.
 */
function conversionRows<Kind extends string>(
  kinds: Record<Kind, LeadVisitsOf>,
  visits: Map<string, VisitsWithLeads>,
  leads: { name: string; kind: Kind; count: number }[],
): ConversionRow<Kind>[] {
  const kindList = Object.keys(kinds) as Kind[];
  const none = () => Object.fromEntries(kindList.map((kind) => [kind, 0])) as Record<Kind, number>;
  const byName = new Map<string, Record<Kind, number>>();
  for (const name of visits.keys()) byName.set(name, none());
  for (const { name, kind, count } of leads) {
    const counts = byName.get(name) ?? none();
    counts[kind] += count;
    byName.set(name, counts);
  }
  const total = (counts: Record<Kind, number>) => kindList.reduce((sum, kind) => sum + counts[kind], 0);
  const visitsWith = (counted: VisitsWithLeads | undefined) =>
    Object.fromEntries(kindList.map((kind) => [kind, counted?.[kinds[kind]] ?? 0])) as Record<Kind, number>;
  const rows = [...byName.entries()]
    .map(([name, counts]) => ({
      name,
      counts,
      leads: total(counts),
      visits: visits.get(name)?.visits ?? 0,
      visitsWith: visitsWith(visits.get(name)),
    }))
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.name.localeCompare(b.name));
  const named = rows.length <= namedRows + 1 ? rows : rows.slice(0, namedRows);
  const shown: ConversionRow<Kind>[] = named.map(({ name, counts, visits: counted, visitsWith: withLeads }) => ({
    of: { kind: "named", name },
    visits: counted,
    leads: counts,
    visitsWith: withLeads,
  }));
  const rest = rows.slice(named.length);
  if (rest.length > 0) {
    const leadsOfRest = none();
    const visitsWithOfRest = none();
    for (const row of rest)
      for (const kind of kindList) {
        leadsOfRest[kind] += row.counts[kind];
        visitsWithOfRest[kind] += row.visitsWith[kind];
      }
    shown.push({
      of: { kind: "others", count: rest.length },
      visits: rest.reduce((sum, row) => sum + row.visits, 0),
      leads: leadsOfRest,
      visitsWith: visitsWithOfRest,
    });
  }
  return shown;
}

/** How many leads of one kind came with one source and landing page. */
export type LeadCount<Kind extends string> = { source: string; landingPage: string; kind: Kind; count: number };

/** The period's leads by source and by landing page, each beside the visits from it. */
export async function leadsBesideVisits<Kind extends string>(
  db: Db,
  period: ConversionPeriod,
  kinds: Record<Kind, LeadVisitsOf>,
  leads: LeadCount<Kind>[],
): Promise<{ bySource: ConversionRow<Kind>[]; byLandingPage: ConversionRow<Kind>[] }> {
  const visits = await visitsIn(db, period);
  return {
    bySource: conversionRows(
      kinds,
      visits.source,
      leads.map(({ source, kind, count }) => ({ name: source, kind, count })),
    ),
    byLandingPage: conversionRows(
      kinds,
      visits.entry,
      leads.map(({ landingPage, kind, count }) => ({ name: landingPage, kind, count })),
    ),
  };
}
