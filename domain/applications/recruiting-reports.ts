import { z } from "zod";

import { optionalChoice, optionalText } from "../forms/list-filters";
import type { ApplicationStage } from "./recruiting";

/**
 * The recruiting reports' selection: one job or all, and the applications that
 * came in over the last 30, 90 or 365 days or ever. As it sits in the URL; anything unknown is
 * the default, never an error.
 */
export const reportPeriods = ["30", "90", "365", "all"] as const;
export type ReportPeriod = (typeof reportPeriods)[number];

export const reportPeriodLabels: Record<ReportPeriod, string> = {
  "30": "Last 30 days",
  "90": "Last 90 days",
  "365": "Last 12 months",
  all: "All time",
};

export const defaultReportPeriod: ReportPeriod = "365";

export const RecruitingReportFilterSchema = z.object({
  job: optionalText(),
  period: optionalChoice(reportPeriods).transform((period) => period ?? defaultReportPeriod),
});
export type RecruitingReportFilter = z.infer<typeof RecruitingReportFilterSchema>;

/** The first instant of a period ending `now`; undefined for all time. */
export const periodStart = (period: ReportPeriod, now: Date): Date | undefined =>
  period === "all" ? undefined : new Date(now.getTime() - Number(period) * 24 * 60 * 60 * 1000);

/**
 * The stages an application goes through, in order, as the reports count how far it got.
 * "Rejected" is not one: a rejected application counts as far as it got before.
 */
export const reachedStages = ["new", "screening", "interview", "offer", "hired"] as const satisfies ApplicationStage[];
export type ReachedStage = (typeof reachedStages)[number];

/** The stages an application waits in, whose time the reports measure (hired and rejected end it). */
export const waitingStages = ["new", "screening", "interview", "offer"] as const satisfies ReachedStage[];
export type WaitingStage = (typeof waitingStages)[number];

/** Hires' days from application to hire, in bins: an upper bound (inclusive), the bin's label and its axis label. */
export const hireDayBins = [
  { upTo: 14, label: "Up to 2 weeks", short: "≤14 d" },
  { upTo: 30, label: "15 to 30 days", short: "15–30 d" },
  { upTo: 60, label: "31 to 60 days", short: "31–60 d" },
  { upTo: 90, label: "61 to 90 days", short: "61–90 d" },
  { upTo: Number.POSITIVE_INFINITY, label: "Over 90 days", short: ">90 d" },
] as const;
