import { and, eq, gte, lte, sql } from "drizzle-orm";

import type {
  ApplicationStepsReport,
  ChannelRecruiting,
  ChannelSteps,
  ShownRecruitingTotals,
  StepsChannel,
} from "../../../contracts/company-funnel";
import {
  applicationStepCount,
  applicationStepNames,
  careersChannels,
  stepMostGivenUp,
  type CareersChannel,
} from "../../../domain/analytics/application-steps";
import { periodStart, type RecruitingReportFilter } from "../../../domain/applications/recruiting-reports";
import {
  enoughToAverage,
  foldSmallRows,
  shownRate,
  smallCountTable,
  type Cell,
  type ShownCount,
  type SmallCountTable,
} from "../../../domain/privacy/small-counts";
import { indiaDateOf } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { applications, applicationStepDays } from "../../db/schema";
import { applicationProgress, type Progress } from "./application-progress";

/**
 * Where the application is given up (decision 066): the step counts of the recruiting reports'
 * selection (one job or all, the India days of its period up to today), every channel together,
 * each channel with 5 pages or more at step 1 and the others together, and the selection's
 * applications by channel. Every count is shown as decision 072 says.
 */

type StepSums = {
  channel: CareersChannel | null;
  step: number;
  reached: number;
  completed: number;
  abandoned: number;
  seconds: number;
};

/** One table's sums, step by step (index 0 is step 1). */
type StepTotals = { reached: number[]; completed: number[]; timed: number[]; seconds: number[] };

const steps = Array.from({ length: applicationStepCount }, (_, index) => index);

function totalsOf(sums: readonly StepSums[]): StepTotals {
  const of = (step: number, pick: (row: StepSums) => number) =>
    sums.filter((row) => row.step === step + 1).reduce((total, row) => total + pick(row), 0);
  return {
    reached: steps.map((step) => of(step, (row) => row.reached)),
    completed: steps.map((step) => of(step, (row) => row.completed)),
    timed: steps.map((step) => of(step, (row) => row.completed + row.abandoned)),
    seconds: steps.map((step) => of(step, (row) => row.seconds)),
  };
}

/**
 * A table's counts in the small-count table: each step's reached, the pages that sent the
 * application, and each step's gave-up. Going on from a step is reaching the next, so a step's
 * "went on" is the next step's "reached" (the last one's, sending), one figure, not two.
 */
function stepCells(table: SmallCountTable, totals: StepTotals) {
  const reached = totals.reached.map((count) => table.count(count));
  const sent = table.count(totals.completed.at(-1)!);
  const wentOnValues = [...totals.reached.slice(1), totals.completed.at(-1)!];
  const wentOn = [...reached.slice(1), sent];
  const gaveUp = steps.map((step) => table.count(Math.max(0, totals.reached[step]! - wentOnValues[step]!)));
  table.chain([...reached, sent]);
  for (const step of steps) {
    // Gave up is reached less went on, unless the counts disagree (a beacon lost): then it is 0.
    if (totals.reached[step]! >= wentOnValues[step]!) table.sum(reached[step]!, [wentOn[step]!, gaveUp[step]!]);
    else table.within(reached[step]!, [wentOn[step]!, gaveUp[step]!]);
  }
  return { reached, sent, wentOn, gaveUp };
}

type ChannelTable = { channel: StepsChannel; totals: StepTotals; cells: ReturnType<typeof stepCells> };

function shownSteps({ channel, totals, cells }: ChannelTable, shown: (cell: Cell) => ShownCount): ChannelSteps {
  const figures = steps.map((step) => {
    const reached = shown(cells.reached[step]!);
    const gaveUp = shown(cells.gaveUp[step]!);
    return {
      step: step + 1,
      name: applicationStepNames[step]!,
      reached,
      wentOn: shown(cells.wentOn[step]!),
      gaveUp,
      gaveUpRate: shownRate(gaveUp, reached),
      averageSeconds: enoughToAverage(totals.timed[step]!) ? totals.seconds[step]! / totals.timed[step]! : null,
    };
  });
  return { channel, steps: figures, gaveUpMost: stepMostGivenUp(figures) };
}

/** Every channel together, each channel with 5 pages or more at step 1, and the rest together. */
function stepTables(sums: readonly StepSums[]): ChannelSteps[] {
  const byChannel = careersChannels
    .map((channel) => ({ channel, totals: totalsOf(sums.filter((row) => row.channel === channel)) }))
    .filter(({ totals }) => totals.reached.some((count) => count > 0) || totals.completed.some((count) => count > 0));
  const { named, folded } = foldSmallRows(byChannel, ({ totals }) => totals.reached[0]!);
  const table = smallCountTable();
  const allTotals = totalsOf(sums.filter((row) => row.channel === null));
  const all: ChannelTable = { channel: null, totals: allTotals, cells: stepCells(table, allTotals) };
  const channels: ChannelTable[] = named.map(({ channel, totals }) => ({
    channel,
    totals,
    cells: stepCells(table, totals),
  }));
  if (folded.length > 0) {
    const totals = totalsOf(sums.filter((row) => folded.some(({ channel }) => channel === row.channel)));
    channels.push({ channel: "others", totals, cells: stepCells(table, totals) });
  }
  // The channels' tables add up to every channel's, figure by figure.
  for (const figure of ["reached", "gaveUp"] as const)
    for (const step of steps)
      table.sum(
        all.cells[figure][step]!,
        channels.map(({ cells }) => cells[figure][step]!),
      );
  table.sum(
    all.cells.sent,
    channels.map(({ cells }) => cells.sent),
  );
  const shown = table.decide();
  return [all, ...channels].map((one) => shownSteps(one, shown));
}

/**
 * Each channel's applications, interviews, offers and hires, a funnel each, adding up across the
 * channels to the selection's: its applications and hires as the recruiting reports show them,
 * its interviews and offers as known to the reader (the channels' own rows may add up to them).
 */
function channelRecruiting(progress: readonly Progress[], totals: ShownRecruitingTotals): ChannelRecruiting[] {
  const all = progress.find((row) => row.channel === null);
  const table = smallCountTable();
  const figures = ["applications", "interviewed", "offered", "hired"] as const;
  const wholes = {
    applications: table.given(all?.applications ?? 0, totals.applications),
    interviewed: table.knownTotal(all?.interviewed ?? 0),
    offered: table.knownTotal(all?.offered ?? 0),
    hired: table.given(all?.hired ?? 0, totals.hired),
  };
  const rows = careersChannels.map((channel) => {
    const row = progress.find((one) => one.channel === channel);
    const cells = Object.fromEntries(figures.map((figure) => [figure, table.count(row?.[figure] ?? 0)])) as Record<
      (typeof figures)[number],
      Cell
    >;
    table.chain(figures.map((figure) => cells[figure]));
    return { channel, row, cells };
  });
  for (const figure of figures)
    table.sum(
      wholes[figure],
      rows.map(({ cells }) => cells[figure]),
    );
  const shown = table.decide();
  return rows.map(({ channel, row, cells }) => ({
    channel,
    applications: shown(cells.applications),
    interviewed: shown(cells.interviewed),
    offered: shown(cells.offered),
    hired: shown(cells.hired),
    // A median of fewer than 5 hires would all but name them.
    medianDaysToHire: enoughToAverage(row?.hired ?? 0) ? row!.medianDaysToHire : null,
  }));
}

async function stepSums(db: Db, filter: RecruitingReportFilter, now: Date): Promise<StepSums[]> {
  const from = periodStart(filter.period, now);
  const rows = await db
    .select({
      channel: sql<CareersChannel | null>`case when grouping(${applicationStepDays.channel}) = 0 then ${applicationStepDays.channel} end`,
      step: applicationStepDays.step,
      reached: sql<number>`sum(${applicationStepDays.reached})`.mapWith(Number),
      completed: sql<number>`sum(${applicationStepDays.completed})`.mapWith(Number),
      abandoned: sql<number>`sum(${applicationStepDays.abandoned})`.mapWith(Number),
      seconds: sql<number>`sum(${applicationStepDays.seconds})`.mapWith(Number),
    })
    .from(applicationStepDays)
    .where(
      and(
        filter.job ? eq(applicationStepDays.jobId, filter.job) : undefined,
        from ? gte(applicationStepDays.day, indiaDateOf(from)) : undefined,
        lte(applicationStepDays.day, indiaDateOf(now)),
      ),
    )
    .groupBy(
      sql`grouping sets ((${applicationStepDays.channel}, ${applicationStepDays.step}), (${applicationStepDays.step}))`,
    );
  return rows;
}

export async function applicationStepsReport(
  db: Db,
  filter: RecruitingReportFilter,
  totals: ShownRecruitingTotals,
  now: Date,
): Promise<ApplicationStepsReport> {
  const from = periodStart(filter.period, now);
  const [sums, progress] = await Promise.all([
    stepSums(db, filter, now),
    applicationProgress(
      db,
      and(
        filter.job ? eq(applications.jobId, filter.job) : undefined,
        from ? gte(applications.createdAt, from) : undefined,
        lte(applications.createdAt, now),
      )!,
    ),
  ]);
  return { filter, steps: stepTables(sums), channels: channelRecruiting(progress, totals) };
}
