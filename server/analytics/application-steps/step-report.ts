import { and, eq, gte, lte, sql } from "drizzle-orm";

import type {
  ApplicationStepsReport,
  ChannelHiring,
  ChannelSteps,
  StepFigures,
} from "../../../contracts/careers-funnel";
import {
  applicationStepNames,
  careersChannels,
  shownCount,
  shownRate,
  smallestShownCount,
  type CareersChannel,
} from "../../../domain/analytics/application-steps";
import { periodStart, type HiringReportFilter } from "../../../domain/careers/hiring-reports";
import { indiaDateOf } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { applications, applicationStepDays } from "../../db/schema";
import { applicationProgress } from "./application-progress";

/**
 * Where the application is given up (issue 62, item 3): the step counts of the recruiting reports'
 * selection (one job or all, the India days of its period up to today), per channel and all
 * together, and the selection's applications by channel. No count under 5 leaves the server.
 */

type StepSums = {
  channel: CareersChannel | null;
  step: number;
  reached: number;
  completed: number;
  abandoned: number;
  seconds: number;
};

/**
 * The share of a step's pages that did not go on from it, from whichever of the two counts (went
 * on, did not) is shown: most applicants leaving a step leaves too few going on to show, and that
 * step is the one the recruiter must see. None when the step's own count is under 5.
 */
function gaveUpRate(reached: number, completed: number): number | null {
  const wentOn = shownRate(shownCount(completed), shownCount(reached));
  if (wentOn !== null) return Math.max(0, 1 - wentOn);
  return shownRate(shownCount(Math.max(0, reached - completed)), shownCount(reached));
}

function stepFigures(sums: StepSums[], channel: CareersChannel | null): ChannelSteps {
  const steps: StepFigures[] = applicationStepNames.map((name, index) => {
    const sum = sums.find((row) => row.channel === channel && row.step === index + 1);
    const reached = shownCount(sum?.reached ?? 0);
    const completed = shownCount(sum?.completed ?? 0);
    const timed = (sum?.completed ?? 0) + (sum?.abandoned ?? 0);
    return {
      step: index + 1,
      name,
      reached,
      completed,
      leftHere: shownCount(sum?.abandoned ?? 0),
      gaveUpRate: gaveUpRate(sum?.reached ?? 0, sum?.completed ?? 0),
      averageSeconds: timed >= smallestShownCount ? sum!.seconds / timed : null,
    };
  });
  // A step nobody gave up at is not where they give up, even when no other step has a rate.
  const rated = steps.filter((step) => step.gaveUpRate !== null && step.gaveUpRate > 0);
  const most = rated.reduce<StepFigures | undefined>(
    (worst, step) => (worst === undefined || step.gaveUpRate! > worst.gaveUpRate! ? step : worst),
    undefined,
  );
  return { channel, steps, gaveUpMost: most?.step ?? null };
}

async function stepSums(db: Db, filter: HiringReportFilter, now: Date): Promise<StepSums[]> {
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
  filter: HiringReportFilter,
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
  const counted = careersChannels.filter((channel) => sums.some((row) => row.channel === channel));
  const channels: ChannelHiring[] = careersChannels.map((channel) => {
    const row = progress.find((one) => one.channel === channel);
    return {
      channel,
      applications: shownCount(row?.applications ?? 0),
      interviewed: shownCount(row?.interviewed ?? 0),
      offered: shownCount(row?.offered ?? 0),
      hired: shownCount(row?.hired ?? 0),
      // A median of fewer than 5 hires would all but name them.
      medianDaysToHire: (row?.hired ?? 0) >= smallestShownCount ? row!.medianDaysToHire : null,
    };
  });
  return {
    filter,
    steps: [stepFigures(sums, null), ...counted.map((channel) => stepFigures(sums, channel))],
    channels,
  };
}
