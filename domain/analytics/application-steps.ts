import { z } from "zod";

import { ApplicationArrivalSchema, jobAlertSourceName } from "../careers/application-sources";
import { applicationSteps } from "../careers/job-application-fields";

/**
 * Where the four-step application is given up (issue 62, item 3; decision 066). The application
 * page's own beacon says, with no cookie and nothing kept in the browser beyond the page's memory,
 * which step an applicant's page reached, went on from or was left on, and the seconds seen on it.
 * The server keeps only counts per India day, job, channel and step.
 */

/**
 * The channels the careers reports group by: the application's stored source (a referral, a
 * job-alert e-mail, a job board) and, for one from the careers page itself, whether its visit came
 * from a campaign (a `utm_campaign` in its first page's address).
 */
export const careersChannels = ["careers-page", "campaign", "job-board", "referral", "job-alert"] as const;
export type CareersChannel = (typeof careersChannels)[number];

export const careersChannelLabels: Record<CareersChannel, string> = {
  "careers-page": "Careers page",
  campaign: "Campaign",
  "job-board": "Job board",
  referral: "Referral",
  "job-alert": "Job alert",
};

/** The application's steps, numbered from 1 as the applicant reads them ("Step 2 of 4"). */
export const applicationStepCount = applicationSteps.length;
export const applicationStepNames = applicationSteps.map((step) => step.name);

/** What a step beacon says: the step was shown, the applicant went on from it, or the page was left on it. */
export const stepEvents = ["reached", "completed", "left"] as const;
export type StepEvent = (typeof stepEvents)[number];

/** The most seconds one stay on a step counts for: a tab left open overnight is not a day's work. */
export const longestStepSeconds = 2 * 60 * 60;

export const StepBeaconSchema = z.object({
  kind: z.literal("step"),
  /** The job's id (its slug, e.g. "cloud-support-engineer-new-delhi"); one no job has is not counted. */
  jobId: z
    .string()
    .max(120)
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  channel: z.enum(careersChannels),
  step: z.number().int().min(1).max(applicationStepCount),
  event: z.enum(stepEvents),
  /** Seconds the step was seen, sent when it is completed or left; capped, never refused for being long. */
  seconds: z
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60)
    .optional(),
});
export type StepBeacon = z.infer<typeof StepBeaconSchema>;

/**
 * The channel of an application page, from its address and the campaign of the tab's first page
 * (in the page's memory): the same order the server gives a submitted application its source in
 * (server/applications/application-source.ts), a referral code first, then a job alert, then a
 * job board; else a campaign, else the careers page.
 */
export function channelOfArrival(query: URLSearchParams, campaign: string | undefined): CareersChannel {
  const arrival = ApplicationArrivalSchema.parse({
    source: query.get("source") ?? undefined,
    referral: query.get("ref") ?? undefined,
  });
  if (arrival.referral) return "referral";
  if (arrival.source === jobAlertSourceName) return "job-alert";
  if (arrival.source) return "job-board";
  return campaign || query.get("utm_campaign")?.trim() ? "campaign" : "careers-page";
}

/**
 * Counts under this are not shown (issue 62): a reader could tell who the one or two candidates
 * are. A rate over or of such a count is hidden with it.
 */
export const smallestShownCount = 5;
export const fewerThanShown = "fewer than 5";
export type ShownCount = number | typeof fewerThanShown;

export const shownCount = (count: number): ShownCount => (count < smallestShownCount ? fewerThanShown : count);

/** part/whole as a share, when both are shown and the whole is not nothing. */
export function shownRate(part: ShownCount, whole: ShownCount): number | null {
  if (typeof part !== "number" || typeof whole !== "number" || whole === 0) return null;
  return part / whole;
}
