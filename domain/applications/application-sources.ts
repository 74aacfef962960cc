import { z } from "zod";

import "../forms/zod-setup";

/**
 * Where an application came from (decision 041): the careers page itself, a job-alert e-mail, a staff
 * member's referral, or a job board that linked to the job with `?source=<board>`.
 */
export const applicationSources = ["careers-page", "job-alert", "referral", "job-board"] as const;
export type ApplicationSource = (typeof applicationSources)[number];

export const applicationSourceLabels: Record<ApplicationSource, string> = {
  "careers-page": "Careers page",
  "job-alert": "Job alert e-mail",
  referral: "Staff referral",
  "job-board": "Job board",
};

/** The apply link's parameter naming where the visitor came from: `?source=indeed`. */
export const applySourceParameter = "source";
/** The apply link's parameter carrying a staff member's personal referral code: `?ref=…`. */
export const referralParameter = "ref";
/** What job-alert e-mails put in their links' `source`. */
export const jobAlertSourceName = "job-alert";

/** A board's name as a link may carry it: lower-case letters, digits and hyphens. */
const boardName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

/**
 * The two optional fields the application form sends from its page's address. A value that is not
 * a board's name or a referral code is ignored, never refused: the address is the link's, not the
 * candidate's, and a mangled link must not cost anyone their application.
 */
export const ApplicationArrivalSchema = z.object({
  source: boardName.optional().catch(undefined),
  referral: z
    .string()
    .regex(/^[a-f0-9]{32}$/)
    .optional()
    .catch(undefined),
});
export type ApplicationArrival = z.infer<typeof ApplicationArrivalSchema>;

/** The arrival read from a page's query string, as the form sends it. */
export function arrivalFromQuery(query: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  const source = query.get(applySourceParameter);
  const referral = query.get(referralParameter);
  if (source) fields.source = source;
  if (referral) fields.referral = referral;
  return fields;
}

/** "Job board (indeed)", "Staff referral": how lists and reports name a source. */
export const sourceLabel = (source: ApplicationSource, sourceName: string) =>
  source === "job-board" && sourceName
    ? `${applicationSourceLabels[source]} (${sourceName})`
    : applicationSourceLabels[source];

/** The candidate's own answer to "were you referred?", as staff read it: "Yes, by Karan Mehta", "No". */
export const referredAnswer = (referred: string, referrerName: string) =>
  referred === "Yes" ? `Yes${referrerName ? `, by ${referrerName}` : ""}` : "No";
