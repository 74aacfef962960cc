import { and, gte, lt, sql } from "drizzle-orm";

import type { FunnelStep } from "../../../contracts/company-funnel";
import { isCareersPath } from "../../../domain/analytics/company-funnel";
import type { ReportRange } from "../../../domain/analytics/report-range";
import { shownRate, smallCountTable } from "../../../domain/privacy/small-counts";
import { indiaDatesRange } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { applications, applicationStepDays, auditLog } from "../../db/schema";
import { applicationProgress } from "../application-steps/application-progress";
import { salesEvents, stepSums, type StepSums } from "../attribution/sales-events";
import { visitsByWay } from "../reports/analytics-report";
import { bringRollUpsUpToDate } from "../roll-ups";

/**
 * The funnel across the company (decision 066): for a range of India days, each
 * step counted when it happened in the range (a visit when it began, a lead when it was sent, a
 * call when it was due, a deal when it was first opened, a win when won; an application when it
 * came in, and how far those applications went since). Each step's rate is its share of the step
 * before. Counts only.
 */

/** The instants a range of India days spans, up to `now` at the latest: nothing stamped after it counts. */
function spanOf(range: ReportRange, now: Date): [Date, Date] {
  const [start, end] = indiaDatesRange(range.from, range.to);
  return [start, new Date(Math.min(end.getTime(), now.getTime() + 1))];
}

/** Steps in order, each with its share of the step before (none where either is not shown). */
export function funnelSteps(steps: readonly Omit<FunnelStep, "rate">[]): FunnelStep[] {
  return steps.map((step, index) => ({
    ...step,
    rate: index === 0 ? null : shownRate(step.count, steps[index - 1]!.count),
  }));
}

/**
 * Deals opened in the span: contacts whose first move to Proposal or Won (the audit log's
 * `contact.stage`) falls in it, so a deal is counted once, when it was first on the table.
 */
async function dealsOpened(db: Db, start: Date, end: Date): Promise<number> {
  const result = await db.execute<{ deals: number }>(sql`
    select count(*)::int as deals from (
      select ${auditLog.subjectId} from ${auditLog}
      where ${auditLog.subjectType} = 'contact' and ${auditLog.action} = 'contact.stage'
        and ${auditLog.details}->>'to' in ('proposal', 'won')
      group by ${auditLog.subjectId}
      having min(${auditLog.at}) >= ${start} and min(${auditLog.at}) < ${end}
    ) opened`);
  return Number((result as unknown as { rows: { deals: number }[] }).rows[0]?.deals ?? 0);
}

/** Visit → lead → call booked → held → deal → won. */
export async function salesFunnel(db: Db, range: ReportRange, now: Date): Promise<FunnelStep[]> {
  const [start, end] = spanOf(range, now);
  await bringRollUpsUpToDate(db, now);
  const [visits, sums, deals] = await Promise.all([
    visitsByWay(db, range.from, range.to),
    db.execute<StepSums>(sql`select ${stepSums} from (${salesEvents(start, end)}) events`),
    dealsOpened(db, start, end),
  ]);
  const row = (sums as unknown as { rows: Partial<StepSums>[] }).rows[0] ?? {};
  const number = (value: number | null | undefined) => Number(value ?? 0);
  return funnelSteps([
    { key: "visits", label: "Visits", count: visits.total },
    { key: "leads", label: "Leads", count: number(row.leads) },
    { key: "booked", label: "Calls booked", count: number(row.booked) },
    { key: "held", label: "Calls held", count: number(row.held) },
    { key: "deals", label: "Deals", count: deals },
    { key: "won", label: "Won", count: number(row.won) },
  ]);
}

/** Careers visit → application started → submitted → interviewed → offered → hired, as counted. */
export async function careersFunnelCounts(
  db: Db,
  range: ReportRange,
  now: Date,
): Promise<{ key: string; label: string; count: number }[]> {
  const [start, end] = spanOf(range, now);
  await bringRollUpsUpToDate(db, now);
  const [visits, started, progress] = await Promise.all([
    visitsByWay(db, range.from, range.to),
    db
      .select({ started: sql<number>`coalesce(sum(${applicationStepDays.reached}), 0)`.mapWith(Number) })
      .from(applicationStepDays)
      .where(sql`${applicationStepDays.step} = 1 and ${applicationStepDays.day} between ${range.from} and ${range.to}`),
    applicationProgress(db, and(gte(applications.createdAt, start), lt(applications.createdAt, end))!),
  ]);
  const careersVisits = [...visits.entry].reduce((sum, [path, count]) => (isCareersPath(path) ? sum + count : sum), 0);
  const all = progress.find((row) => row.channel === null);
  return [
    { key: "visits", label: "Careers visits", count: careersVisits },
    { key: "started", label: "Applications started", count: started[0]?.started ?? 0 },
    { key: "submitted", label: "Submitted", count: all?.applications ?? 0 },
    { key: "interviewed", label: "Interviewed", count: all?.interviewed ?? 0 },
    { key: "offered", label: "Offered", count: all?.offered ?? 0 },
    { key: "hired", label: "Hired", count: all?.hired ?? 0 },
  ];
}

/** The careers half as decision 072 shows it: read as a funnel, whose steps' differences are people too. */
export async function careersFunnel(db: Db, range: ReportRange, now: Date): Promise<FunnelStep[]> {
  const steps = await careersFunnelCounts(db, range, now);
  const table = smallCountTable();
  const cells = steps.map((step) => table.count(step.count));
  table.chain(cells);
  const shown = table.decide();
  return funnelSteps(steps.map((step, index) => ({ ...step, count: shown(cells[index]!) })));
}
