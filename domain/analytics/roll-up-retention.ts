import { z } from "zod";

/**
 * How long the site's hourly analytics totals are kept. They hold no person's
 * data, only counts; at least 13 months so a month can be compared with the same month a year
 * before, 25 by default so a whole year can be compared with the year before it.
 */
export const analyticsRetentionLimits = { min: 13, max: 60, defaultMonths: 25 } as const;

export const AnalyticsRetentionSchema = z.object({
  analyticsMonths: z.coerce
    .number({ error: "Please enter a number of months." })
    .int("Please enter a whole number of months.")
    .min(
      analyticsRetentionLimits.min,
      `Please keep the analytics totals for at least ${analyticsRetentionLimits.min} months.`,
    )
    .max(
      analyticsRetentionLimits.max,
      `Please keep the analytics totals for at most ${analyticsRetentionLimits.max} months.`,
    ),
});
