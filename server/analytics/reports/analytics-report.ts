import { sql } from "drizzle-orm";

import type {
  AnalyticsReport,
  AnalyticsStep,
  AnalyticsTotals,
  CampaignRow,
  CountryRow,
  DeviceRow,
  EntryPageRow,
  Leads,
  PageRow,
  SourceRow,
} from "../../../contracts/analytics-report";
import { deviceClasses, type DeviceClass } from "../../../domain/analytics/analytics";
import type { Grain, ReportRange } from "../../../domain/analytics/report-range";
import { indiaDatesRange, indiaTimeZone, isIsoDate, shiftDate, type IsoDate } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import {
  analyticsDailyPages,
  analyticsDailyVisits,
  analyticsHourlyPages,
  analyticsHourlyVisits,
} from "../../db/schema";
import { builtDaysIn } from "./daily-roll-ups";
import { campaignKey, leadsInRange, noLeads, type LeadSums } from "./report-leads";

/**
 * The analytics page's figures: visits from the roll-ups, leads as every report
 * counts them (`leadsSent`, decision 073: report-leads.ts). A range is India days, from and to
 * included; an hour row is the start of an India hour, so a day is the hours from its midnight in
 * India to the next. A range's visits are read in one pass that groups them every way the page shows
 * (grouping sets); the previous range's only as totals and steps; the pages from their own roll-up.
 */

// A constant, not a parameter: PostgreSQL groups by an expression only when its text is the same.
const zone = sql.raw(`'${indiaTimeZone}'`);
const hour = analyticsHourlyVisits.hour;
/** The India hour ("2026-11-26 14") for a day's chart, else the India day. */
const stepOf = (grain: Grain) =>
  grain === "hour"
    ? sql`to_char(${hour} at time zone ${zone}, 'YYYY-MM-DD HH24')`
    : sql`to_char(${hour} at time zone ${zone}, 'YYYY-MM-DD')`;

/** Instants from and up to (not including). */
type Span = readonly [Date, Date];

const within = (column: typeof hour | typeof analyticsHourlyPages.hour, spans: Span[]) =>
  sql.join(
    spans.map(([start, end]) => sql`(${column} >= ${start} and ${column} < ${end})`),
    sql` or `,
  );

/** Whether a range reads the daily roll-ups of its built days, and the spans it reads hour by hour. */
type RangeSources = { daily: boolean; spans: Span[] };

/**
 * Where a range is read from: its built days from the daily roll-ups, the others (today,
 * yesterday) from the hourly ones, as runs of days; one day by hour is read from the hourly ones.
 */
async function sourcesOf(db: Db, from: IsoDate, to: IsoDate, grain: Grain): Promise<RangeSources> {
  const built = grain === "hour" ? new Set<IsoDate>() : await builtDaysIn(db, from, to);
  const spans: Span[] = [];
  let runStart: IsoDate | undefined;
  for (let day = from; day <= shiftDate(to, 1); day = shiftDate(day, 1)) {
    const hourly = day <= to && !built.has(day);
    if (hourly && !runStart) runStart = day;
    if (!hourly && runStart) {
      spans.push(indiaDatesRange(runStart, shiftDate(day, -1)));
      runStart = undefined;
    }
  }
  return { daily: built.size > 0, spans };
}

type VisitSums = {
  visits: number;
  visitors: number;
  page_views: number;
  bounces: number;
  duration_s: number;
  applications: number;
  lead_visits: number;
  enquiry_visits: number;
  booking_visits: number;
  application_visits: number;
};

type GroupedRow = VisitSums & {
  grouped_by: "total" | "step" | "source" | "campaign" | "entry" | "device" | "country";
  step: string | null;
  source: string | null;
  utm_campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  entry_path: string | null;
  device: DeviceClass | null;
  country: string | null;
};

/** Each way the page groups visits, and the columns it groups by (the first tells its rows apart). */
const groupings = {
  total: [],
  step: ["step"],
  source: ["source"],
  campaign: ["utm_campaign", "utm_source", "utm_medium"],
  entry: ["entry_path"],
  device: ["device"],
  country: ["country"],
} as const;
type Grouping = keyof typeof groupings;
const groupedColumns = Object.values(groupings).flat();

/**
 * The grouping sets asked for, the columns each row is grouped by (null where its set leaves
 * them out), and which set the row is of: GROUPING(column) is 0 in a set that groups by it.
 */
function groupingSql(sets: Grouping[]) {
  const used = new Set<string>(sets.flatMap((set) => [...groupings[set]]));
  const columns = groupedColumns.map((column) => (used.has(column) ? sql.raw(column) : sql.raw(`null as ${column}`)));
  const cases = sets
    .filter((set) => set !== "total")
    .map((set) => sql.raw(`when grouping(${groupings[set][0]}) = 0 then '${set}'`));
  return {
    select: sql.join([sql`case ${sql.join(cases, sql` `)} else 'total' end as grouped_by`, ...columns], sql`, `),
    sets: sql.join(
      sets.map((set) => sql.raw(`(${groupings[set].join(", ")})`)),
      sql`, `,
    ),
  };
}

async function hourlyVisits(db: Db, spans: Span[], grain: Grain, sets: Grouping[]): Promise<GroupedRow[]> {
  if (spans.length === 0) return [];
  const v = analyticsHourlyVisits;
  const grouping = groupingSql(sets);
  const result = await db.execute<GroupedRow>(sql`
    with selected as (
      select ${stepOf(grain)} as step, ${v.source} as source, ${v.utmCampaign} as utm_campaign,
        ${v.utmSource} as utm_source, ${v.utmMedium} as utm_medium, ${v.entryPath} as entry_path,
        ${v.device} as device, ${v.country} as country, ${v.visits} as visits, ${v.visitors} as visitors,
        ${v.pageViews} as page_views, ${v.bounces} as bounces, ${v.durationS} as duration_s,
        ${v.applications} as applications,
        ${v.leadVisits} as lead_visits, ${v.enquiryVisits} as enquiry_visits, ${v.bookingVisits} as booking_visits,
        ${v.applicationVisits} as application_visits
      from ${v} where ${within(hour, spans)}
    )
    select ${grouping.select},
      sum(visits)::float8 as visits, sum(visitors)::float8 as visitors, sum(page_views)::float8 as page_views,
      sum(bounces)::float8 as bounces, sum(duration_s)::float8 as duration_s,
      sum(applications)::float8 as applications,
      sum(lead_visits)::float8 as lead_visits, sum(enquiry_visits)::float8 as enquiry_visits,
      sum(booking_visits)::float8 as booking_visits, sum(application_visits)::float8 as application_visits
    from selected
    group by grouping sets (${grouping.sets})`);
  return (result as unknown as { rows: GroupedRow[] }).rows.map((row) => ({
    ...row,
    ...Object.fromEntries(sumColumns.map((column) => [column, Number(row[column] ?? 0)])),
  }));
}

const sumColumns = [
  "visits",
  "visitors",
  "page_views",
  "bounces",
  "duration_s",
  "applications",
  "lead_visits",
  "enquiry_visits",
  "booking_visits",
  "application_visits",
] as const;

/**
 * A range's totals: its visits and what they ended in from the roll-ups, its leads (enquiries and
 * calls booked) from `leadsSent` (decision 073), so the page counts leads as every other report does.
 */
const totalsOf = (row: VisitSums | undefined, leads: LeadSums): AnalyticsTotals => ({
  visitors: row?.visitors ?? 0,
  visits: row?.visits ?? 0,
  pageViews: row?.page_views ?? 0,
  bounces: row?.bounces ?? 0,
  durationS: row?.duration_s ?? 0,
  ...leads,
  applications: row?.applications ?? 0,
  leadVisits: row?.lead_visits ?? 0,
  enquiryVisits: row?.enquiry_visits ?? 0,
  bookingVisits: row?.booking_visits ?? 0,
  applicationVisits: row?.application_visits ?? 0,
});

/** A group's leads (`leadsSent`), and its applications and visits with either from the roll-ups. */
const leadsOf = (row: VisitSums | undefined, leads: LeadSums | undefined): Leads => ({
  ...(leads ?? noLeads),
  applications: row?.applications ?? 0,
  leadVisits: row?.lead_visits ?? 0,
});

/**
 * Each group of one way with visits or leads in the range: its visit row (none for a group whose
 * leads came without a counted visit) and its leads.
 */
function groupsOf(
  visitRows: GroupedRow[],
  leads: Map<string, LeadSums>,
  keyOf: (row: GroupedRow) => string,
): { key: string; visits: GroupedRow | undefined; leads: LeadSums | undefined }[] {
  const visits = new Map(visitRows.map((row) => [keyOf(row), row]));
  return [...new Set([...visits.keys(), ...leads.keys()])].map((key) => ({
    key,
    visits: visits.get(key),
    leads: leads.get(key),
  }));
}

/** The step keys of a range, in order: its hours for one day; its days, 7-day weeks from its first day, or months. */
export function stepKeysOf(from: IsoDate, days: number, grain: Grain): string[] {
  if (grain === "hour") return Array.from({ length: 24 }, (_, index) => `${from} ${String(index).padStart(2, "0")}`);
  const dates = Array.from({ length: days }, (_, index) => shiftDate(from, index));
  return [...new Set(dates.map((date, index) => stepKeyOfDay(date, index, grain)))];
}

/** The step a day of the range falls in: itself, the first day of its 7-day week, or its month. */
function stepKeyOfDay(date: IsoDate, index: number, grain: Grain): string {
  if (grain === "week") return shiftDate(date, -(index % 7));
  if (grain === "month") return date.slice(0, 7);
  return date;
}

/** The rows of one grouping by hour or day, added up into the range's steps. */
function stepsOf(rows: GroupedRow[], from: IsoDate, days: number, grain: Grain): AnalyticsStep[] {
  const steps = new Map(stepKeysOf(from, days, grain).map((key) => [key, { key, visitors: 0, pageViews: 0 }]));
  const dayIndex = (date: IsoDate) => Math.round((Date.parse(date) - Date.parse(from)) / 86_400_000);
  for (const row of rows) {
    // An hour's row names its step's key; a day's row, the day that falls in a step.
    const key =
      grain !== "hour" && isIsoDate(row.step!) ? stepKeyOfDay(row.step, dayIndex(row.step), grain) : row.step!;
    const step = steps.get(key);
    if (!step) continue;
    step.visitors += row.visitors;
    step.pageViews += row.page_views;
  }
  return [...steps.values()];
}

type PageSums = { path: string; views: number; entries: number; exits: number; timeMs: number; timedViews: number };

/** The pages of a range, most viewed first (ties by path); `limit` for the page, none for a CSV file. */
async function pagesOf(db: Db, from: IsoDate, to: IsoDate, where: RangeSources, limit?: number): Promise<PageRow[]> {
  const sums = (table: typeof analyticsHourlyPages | typeof analyticsDailyPages) => ({
    path: table.path,
    views: sql<number>`sum(${table.views})::float8`,
    entries: sql<number>`sum(${table.entries})::float8`,
    exits: sql<number>`sum(${table.exits})::float8`,
    timeMs: sql<number>`sum(${table.timeMs})::float8`,
    timedViews: sql<number>`sum(${table.timedViews})::float8`,
  });
  const [daily, hourly] = await Promise.all([
    where.daily
      ? db
          .select(sums(analyticsDailyPages))
          .from(analyticsDailyPages)
          .where(sql`${analyticsDailyPages.day} between ${from} and ${to}`)
          .groupBy(analyticsDailyPages.path)
      : [],
    where.spans.length > 0
      ? db
          .select(sums(analyticsHourlyPages))
          .from(analyticsHourlyPages)
          .where(within(analyticsHourlyPages.hour, where.spans))
          .groupBy(analyticsHourlyPages.path)
      : [],
  ]);
  const byPath = new Map<string, PageSums>();
  for (const row of [...daily, ...hourly]) {
    const page = byPath.get(row.path) ?? { path: row.path, views: 0, entries: 0, exits: 0, timeMs: 0, timedViews: 0 };
    page.views += Number(row.views);
    page.entries += Number(row.entries);
    page.exits += Number(row.exits);
    page.timeMs += Number(row.timeMs);
    page.timedViews += Number(row.timedViews);
    byPath.set(row.path, page);
  }
  const pages = [...byPath.values()].sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : 1)).slice(0, limit);
  return pages.map(({ path, views, entries, exits, timeMs, timedViews }) => ({
    path,
    views,
    entries,
    exits,
    averageMs: timedViews > 0 ? Math.round(timeMs / timedViews) : null,
  }));
}

type DailyRow = VisitSums & { kind: string; name: string; source: string; medium: string; day: string };

/** The daily roll-ups of a range's built days, as the hourly grouping's rows: each day's total is also its step. */
async function dailyVisits(db: Db, from: IsoDate, to: IsoDate, sets: Grouping[]): Promise<GroupedRow[]> {
  const d = analyticsDailyVisits;
  const kinds = sets.filter((set) => set !== "step");
  const result = await db.execute<DailyRow>(sql`
    select ${d.kind} as kind, ${d.name} as name, ${d.source} as source, ${d.medium} as medium,
      case when ${d.kind} = 'total' then ${d.day} else '' end as day,
      sum(${d.visits})::float8 as visits, sum(${d.visitors})::float8 as visitors, sum(${d.pageViews})::float8 as page_views,
      sum(${d.bounces})::float8 as bounces, sum(${d.durationS})::float8 as duration_s,
      sum(${d.applications})::float8 as applications,
      sum(${d.leadVisits})::float8 as lead_visits, sum(${d.enquiryVisits})::float8 as enquiry_visits,
      sum(${d.bookingVisits})::float8 as booking_visits, sum(${d.applicationVisits})::float8 as application_visits
    from ${d}
    where ${d.day} between ${from} and ${to} and ${d.kind} in (${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )})
    group by 1, 2, 3, 4, 5`);
  const empty = {
    step: null,
    source: null,
    utm_campaign: null,
    utm_source: null,
    utm_medium: null,
    entry_path: null,
    device: null,
    country: null,
  };
  return (result as unknown as { rows: DailyRow[] }).rows.flatMap((row): GroupedRow[] => {
    const sums = Object.fromEntries(sumColumns.map((column) => [column, Number(row[column] ?? 0)])) as VisitSums;
    switch (row.kind) {
      case "total":
        return [
          { ...empty, ...sums, grouped_by: "total" },
          { ...empty, ...sums, grouped_by: "step", step: row.day },
        ];
      case "source":
        return [{ ...empty, ...sums, grouped_by: "source", source: row.name }];
      case "campaign":
        return [
          {
            ...empty,
            ...sums,
            grouped_by: "campaign",
            utm_campaign: row.name,
            utm_source: row.source,
            utm_medium: row.medium,
          },
        ];
      case "entry":
        return [{ ...empty, ...sums, grouped_by: "entry", entry_path: row.name }];
      case "device":
        return [{ ...empty, ...sums, grouped_by: "device", device: row.name as DeviceClass }];
      default:
        return [{ ...empty, ...sums, grouped_by: "country", country: row.name }];
    }
  });
}

/** A range's visits from where they are kept: the built days' daily roll-ups and the other days' hourly ones. */
async function visitsOf(
  db: Db,
  from: IsoDate,
  to: IsoDate,
  grain: Grain,
  sets: Grouping[],
  where?: RangeSources,
): Promise<GroupedRow[]> {
  where ??= await sourcesOf(db, from, to, grain);
  const [daily, hourly] = await Promise.all([
    where.daily ? dailyVisits(db, from, to, sets) : [],
    hourlyVisits(db, where.spans, grain, sets),
  ]);
  return [...daily, ...hourly];
}

/** Rows of one grouping and one key (a source, a campaign of a source and medium...), added up. */
function merged(rows: GroupedRow[], grouping: GroupedRow["grouped_by"]): GroupedRow[] {
  const byKey = new Map<string, GroupedRow>();
  for (const row of rows) {
    if (row.grouped_by !== grouping) continue;
    const key = JSON.stringify([
      row.step,
      row.source,
      row.utm_campaign,
      row.utm_source,
      row.utm_medium,
      row.entry_path,
      row.device,
      row.country,
    ]);
    const sum = byKey.get(key);
    if (!sum) byKey.set(key, { ...row });
    else for (const column of sumColumns) sum[column] += row[column];
  }
  return [...byKey.values()];
}

/** A source's or entry page's visits, and how many of them led to each kind of lead. */
export type VisitsWithLeads = {
  visits: number;
  enquiryVisits: number;
  bookingVisits: number;
  applicationVisits: number;
};

const visitsWithLeadsOf = (row: VisitSums): VisitsWithLeads => ({
  visits: row.visits,
  enquiryVisits: row.enquiry_visits,
  bookingVisits: row.booking_visits,
  applicationVisits: row.application_visits,
});

/**
 * Visits per source and per entry page over a range of India days, as the page counts them, with
 * the visits among them that led to each kind of lead: for the sales desk's and the hiring
 * reports' leads beside their visits (server/analytics/lead-conversion.ts).
 */
export async function visitsBySourceAndEntry(
  db: Db,
  from: IsoDate,
  to: IsoDate,
): Promise<{ source: Map<string, VisitsWithLeads>; entry: Map<string, VisitsWithLeads> }> {
  const rows = await visitsOf(db, from, to, "day", ["source", "entry"]);
  return {
    source: new Map(merged(rows, "source").map((row) => [row.source!, visitsWithLeadsOf(row)])),
    entry: new Map(merged(rows, "entry").map((row) => [row.entry_path!, visitsWithLeadsOf(row)])),
  };
}

/** A range's visits in all, per source, per campaign (its name, whatever its source and medium) and per entry page. */
export type VisitsByWay = {
  total: number;
  source: Map<string, number>;
  campaign: Map<string, number>;
  entry: Map<string, number>;
};

/** Visits over a range of India days, as the page counts them: for the sales dashboard's revenue by source. */
export async function visitsByWay(db: Db, from: IsoDate, to: IsoDate): Promise<VisitsByWay> {
  const rows = await visitsOf(db, from, to, "day", ["total", "source", "campaign", "entry"]);
  const sumsBy = (grouping: GroupedRow["grouped_by"], name: (row: GroupedRow) => string) => {
    const sums = new Map<string, number>();
    for (const row of merged(rows, grouping)) sums.set(name(row), (sums.get(name(row)) ?? 0) + row.visits);
    return sums;
  };
  return {
    total: merged(rows, "total")[0]?.visits ?? 0,
    source: sumsBy("source", (row) => row.source!),
    campaign: sumsBy("campaign", (row) => row.utm_campaign!),
    entry: sumsBy("entry", (row) => row.entry_path!),
  };
}

/** Every page's views over a range of India days, for the Content report. */
export async function pagesIn(db: Db, from: IsoDate, to: IsoDate): Promise<PageRow[]> {
  return pagesOf(db, from, to, await sourcesOf(db, from, to, "day"));
}

/** The previous range's steps, as many as the range's own: two ranges of a length may span a month more or less. */
function alignedSteps(steps: AnalyticsStep[], range: ReportRange): AnalyticsStep[] {
  const count = stepKeysOf(range.from, range.days, range.grain).length;
  return Array.from({ length: count }, (_, index) => steps[index] ?? { key: "", visitors: 0, pageViews: 0 });
}

const byVisits =
  <Row extends { visits: number }>(label: (row: Row) => string) =>
  (a: Row, b: Row) =>
    b.visits - a.visits || label(a).localeCompare(label(b));

/** The page's figures for a range and, when it has one, the range before it. */
export async function analyticsReport(
  db: Db,
  range: ReportRange,
  now: Date,
  { pageLimit }: { pageLimit?: number } = {},
): Promise<AnalyticsReport> {
  // The range's visits and its pages are read from the same days and hours.
  const where = await sourcesOf(db, range.from, range.to, range.grain);
  const [grouped, previous, pages, leads, previousLeads] = await Promise.all([
    visitsOf(
      db,
      range.from,
      range.to,
      range.grain,
      ["total", "step", "source", "campaign", "entry", "device", "country"],
      where,
    ),
    range.previous
      ? visitsOf(db, range.previous.from, range.previous.to, range.grain, ["total", "step"])
      : Promise.resolve(null),
    pagesOf(db, range.from, range.to, where, pageLimit),
    leadsInRange(db, range.from, range.to, now),
    range.previous ? leadsInRange(db, range.previous.from, range.previous.to, now) : Promise.resolve(null),
  ]);
  const of = merged;

  const sources: SourceRow[] = groupsOf(of(grouped, "source"), leads.source, (row) => row.source!)
    .map(({ key, visits, leads: sent }) => ({ source: key, visits: visits?.visits ?? 0, ...leadsOf(visits, sent) }))
    .sort(byVisits((row) => row.source));
  const campaigns: CampaignRow[] = groupsOf(of(grouped, "campaign"), leads.campaign, campaignKey)
    .map(({ key, visits, leads: sent }) => {
      const [campaign, source, medium] = JSON.parse(key) as [string, string, string];
      return { campaign, source, medium, visits: visits?.visits ?? 0, ...leadsOf(visits, sent) };
    })
    .filter((row) => row.campaign !== "")
    .sort(byVisits((row) => `${row.campaign} ${row.source} ${row.medium}`));
  const entryPages: EntryPageRow[] = groupsOf(of(grouped, "entry"), leads.entry, (row) => row.entry_path!)
    .map(({ key, visits, leads: sent }) => ({
      path: key,
      visits: visits?.visits ?? 0,
      bounces: visits?.bounces ?? 0,
      ...leadsOf(visits, sent),
    }))
    .sort(byVisits((row) => row.path));
  const deviceRows = of(grouped, "device");
  const devices: DeviceRow[] = deviceClasses.map((device) => {
    const row = deviceRows.find((one) => one.device === device);
    return { device, visits: row?.visits ?? 0, visitors: row?.visitors ?? 0, pageViews: row?.page_views ?? 0 };
  });
  const countries: CountryRow[] = of(grouped, "country")
    .filter((row) => row.country !== "")
    .map((row) => ({ country: row.country!, visits: row.visits, visitors: row.visitors }))
    .sort(byVisits((row) => row.country));

  return {
    range,
    asOf: now,
    totals: totalsOf(of(grouped, "total")[0], leads.total),
    previousTotals: previous && previousLeads ? totalsOf(of(previous, "total")[0], previousLeads.total) : null,
    steps: stepsOf(of(grouped, "step"), range.from, range.days, range.grain),
    previousSteps:
      previous && range.previous
        ? alignedSteps(stepsOf(of(previous, "step"), range.previous.from, range.days, range.grain), range)
        : null,
    pages,
    sources,
    campaigns,
    entryPages,
    devices,
    countries,
  };
}
