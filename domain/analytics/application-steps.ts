import { z } from "zod";

import { ApplicationArrivalSchema, jobAlertSourceName } from "../applications/application-sources";
import { applicationSteps } from "../applications/job-application-fields";
import { isShown, smallestShownCount, withheldShown, type ShownCount } from "../privacy/small-counts";

/**
 * Where the four-step application is given up (decision 066). The application
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

/** How long a page's steps count after it was given its form's token: a page may stay open overnight. */
export const formTokenHours = 24;

/** The most seconds one stay on a step counts for: a tab left open overnight is not a day's work. */
export const longestStepSeconds = 2 * 60 * 60;

/** The job's id (its slug, e.g. "cloud-support-engineer-new-delhi"); one no job has is not counted. */
const jobId = z
  .string()
  .max(120)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);

/**
 * What a page of the application form asks for when it shows the form: the token its steps are
 * counted under (decision 072), answered as `{ formToken }`.
 */
export const ApplicationFormSchema = z.object({ jobId });

export const StepBeaconSchema = z.object({
  kind: z.literal("step"),
  jobId,
  /**
   * The token the page was given for its form. A step without one, or with one made up, another
   * job's, over a day old or already spent on this step, is answered as any other and not counted.
   */
  formToken: z.string().max(200).optional(),
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
 * The step most applicants gave up at (its number from 1), from each step's counts as shown
 * (decision 072): named only when its "gave up" is shown and every other step's is known to be
 * smaller. A count shown as "fewer than 5" is at most 4; one withheld ("not shown") at most what
 * reached its step, and what reached a step at most what reached the one before. When the counts
 * shown cannot tell (or two steps tie), it is too early to tell and none is named.
 */
export function stepMostGivenUp(steps: readonly { reached: ShownCount; gaveUp: ShownCount }[]): number | null {
  const atMost = (count: ShownCount, bound: number) => {
    if (isShown(count)) return count;
    return count === withheldShown ? bound : Math.min(bound, smallestShownCount - 1);
  };
  let reachedAtMost = Number.POSITIVE_INFINITY;
  const gaveUpAtMost = steps.map(({ reached, gaveUp }) => {
    reachedAtMost = atMost(reached, reachedAtMost);
    return atMost(gaveUp, reachedAtMost);
  });
  const most = steps.findIndex(
    ({ gaveUp }, index) =>
      isShown(gaveUp) && gaveUpAtMost.every((other, otherIndex) => otherIndex === index || other < gaveUp),
  );
  return most < 0 ? null : most + 1;
}
