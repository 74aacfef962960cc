import { sql, type SQL } from "drizzle-orm";

import type { AttributionRow, RevenueAttribution, SalesSteps } from "../../../contracts/revenue-attribution";
import type { ReportRange } from "../../../domain/analytics/report-range";
import { indiaDatesRange, type IsoDate } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { landingPageOf, sourceNameOf } from "../source-name-sql";
import { visitsByWay, type VisitsByWay } from "../reports/analytics-report";
import { bringRollUpsUpToDate } from "../roll-ups";
import { salesEvents, stepSums, wonEvents, type StepSums } from "./sales-events";

/**
 * Revenue by where it came from (decision 062): for a range of India days and
 * the range before it, the sales desk's steps from visits to rupees won, by the source, campaign
 * and landing page of the visit each step is credited to, and by service. One statement adds
 * both ranges up every way (grouping sets); visits come from the roll-ups, which outlive the raw
 * visits.
 */

const touch = sql.raw("touch");
const ways = {
  source: sql`case when has_lead then ${sourceNameOf(touch)} else '' end`,
  campaign: sql`coalesce(touch->>'utmCampaign', '')`,
  landing: landingPageOf(touch),
  service: sql`service`,
} as const;
type Way = keyof typeof ways;

type Row = StepSums & {
  period: "now" | "before";
  way: Way | "total";
  name: string | null;
};

/** The instants a range of India days spans, up to `now` at the latest: nothing stamped after it counts. */
function spanOf(from: IsoDate, to: IsoDate, now: Date): [Date, Date] {
  const [start, end] = indiaDatesRange(from, to);
  return [start, new Date(Math.min(end.getTime(), now.getTime() + 1))];
}

/** Medians of the seconds to won, by period and by way and name ("total" for all). */
type Medians = Map<string, number | null>;
const medianKey = (period: Row["period"], way: Row["way"], name: string) => `${period}\u0000${way}\u0000${name}`;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The steps of a range and the range before, summed every way in one pass (grouping sets, which
 * PostgreSQL hashes), and the medians from the won deals alone (few: an ordered-set aggregate
 * would make every grouping set sort all the steps).
 */
async function stepRows(db: Db, range: ReportRange, now: Date): Promise<{ rows: Row[]; medians: Medians }> {
  const [start, end] = spanOf(range.from, range.to, now);
  const first = range.previous ? indiaDatesRange(range.previous.from, range.previous.to)[0] : start;
  const wayNames = Object.keys(ways) as Way[];
  const named = (events: SQL) => sql`
    with events as (${events})
    select case when at >= ${start} then 'now' else 'before' end as period,
      ${sql.join(
        wayNames.map((way) => sql`${ways[way]} as ${sql.identifier(way)}`),
        sql`, `,
      )},
      leads, booked, held, no_shows, won, rupees, seconds_to_won
    from events`;
  const [sums, wins] = await Promise.all([
    db.execute<Row>(sql`
      select period,
        case ${sql.raw(wayNames.map((way) => `when grouping(${way}) = 0 then '${way}'`).join(" "))} else 'total' end as way,
        coalesce(${sql.raw(wayNames.join(", "))}) as name,
        ${stepSums}
      from (${named(salesEvents(first, end))}) named
      group by grouping sets ((period), ${sql.raw(wayNames.map((way) => `(period, ${way})`).join(", "))})`),
    db.execute<Record<Way, string> & { period: Row["period"]; seconds_to_won: number | null }>(
      named(wonEvents(first, end)),
    ),
  ]);
  const seconds = new Map<string, number[]>();
  const add = (key: string, value: number) => {
    const values = seconds.get(key);
    if (values) values.push(value);
    else seconds.set(key, [value]);
  };
  for (const win of (
    wins as unknown as { rows: (Record<Way, string> & { period: Row["period"]; seconds_to_won: number | null })[] }
  ).rows) {
    if (win.seconds_to_won === null) continue;
    const value = Number(win.seconds_to_won);
    add(medianKey(win.period, "total", ""), value);
    for (const way of wayNames) add(medianKey(win.period, way, win[way]), value);
  }
  const medians: Medians = new Map([...seconds.entries()].map(([key, values]) => [key, median(values)]));
  return { rows: (sums as unknown as { rows: Row[] }).rows, medians };
}

const noSteps = (visits: number | null): SalesSteps => ({
  visits,
  leads: 0,
  callsBooked: 0,
  callsHeld: 0,
  noShows: 0,
  dealsWon: 0,
  rupeesWon: 0,
  medianSecondsToWon: null,
});

const stepsOf = (row: Row | undefined, visits: number | null, medians: Medians): SalesSteps =>
  row
    ? {
        visits,
        leads: Number(row.leads),
        callsBooked: Number(row.booked),
        callsHeld: Number(row.held),
        noShows: Number(row.no_shows),
        dealsWon: Number(row.won),
        rupeesWon: Number(row.rupees),
        medianSecondsToWon: medians.get(medianKey(row.period, row.way, row.name ?? "")) ?? null,
      }
    : noSteps(visits);

/** Where a way's visits are counted; a service has none (a visit names no service). */
const visitsOfWay: Record<Way, keyof Omit<VisitsByWay, "total"> | null> = {
  source: "source",
  campaign: "campaign",
  landing: "entry",
  service: null,
};

/**
 * The rows of one way: every name with a step or a visit in the range (or the range before, when
 * compared), the most rupees first, then the most leads, the most visits, and by name.
 */
function rowsOf(
  way: Way,
  { rows, medians }: { rows: Row[]; medians: Medians },
  visits: { now: VisitsByWay; before: VisitsByWay | null },
  compared: boolean,
): AttributionRow[] {
  const of = (period: Row["period"]) =>
    new Map(rows.filter((row) => row.way === way && row.period === period).map((row) => [row.name ?? "", row]));
  const now = of("now");
  const before = of("before");
  const visitsKey = visitsOfWay[way];
  const visitsIn = (counted: VisitsByWay | null, name: string) =>
    visitsKey && counted ? (counted[visitsKey].get(name) ?? 0) : null;
  const names = new Set([...now.keys(), ...(compared ? before.keys() : [])]);
  if (visitsKey) {
    for (const name of visits.now[visitsKey].keys()) names.add(name);
    if (compared && visits.before) for (const name of visits.before[visitsKey].keys()) names.add(name);
  }
  // Visits without a campaign are most visits: they are not a campaign's row.
  if (way === "campaign" && !now.has("") && !before.has("")) names.delete("");
  return [...names]
    .map((name) => ({
      name,
      now: stepsOf(now.get(name), visitsIn(visits.now, name), medians),
      before: compared ? stepsOf(before.get(name), visitsIn(visits.before, name), medians) : null,
    }))
    .sort(
      (a, b) =>
        b.now.rupeesWon - a.now.rupeesWon ||
        b.now.leads - a.now.leads ||
        (b.now.visits ?? 0) - (a.now.visits ?? 0) ||
        a.name.localeCompare(b.name),
    );
}

/** The report for a range and, when it has one, the range before it, as of `now`. */
export async function revenueBySource(db: Db, range: ReportRange, now: Date): Promise<RevenueAttribution> {
  // As the analytics page does: the hours whose visits or leads changed are counted again first.
  await bringRollUpsUpToDate(db, now);
  const [steps, visitsNow, visitsBefore] = await Promise.all([
    stepRows(db, range, now),
    visitsByWay(db, range.from, range.to),
    range.previous ? visitsByWay(db, range.previous.from, range.previous.to) : Promise.resolve(null),
  ]);
  const visits = { now: visitsNow, before: visitsBefore };
  const compared = range.previous !== null;
  const total = (period: Row["period"]) => steps.rows.find((row) => row.way === "total" && row.period === period);
  return {
    range,
    asOf: now,
    totals: {
      now: stepsOf(total("now"), visitsNow.total, steps.medians),
      before: visitsBefore ? stepsOf(total("before"), visitsBefore.total, steps.medians) : null,
    },
    bySource: rowsOf("source", steps, visits, compared),
    byCampaign: rowsOf("campaign", steps, visits, compared),
    byLandingPage: rowsOf("landing", steps, visits, compared),
    byService: rowsOf("service", steps, visits, compared),
  };
}
