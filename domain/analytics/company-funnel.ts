/**
 * The funnel across the company (decision 066): its careers half begins with the visits that
 * began on a careers page: the job board, a job's page or its application.
 */
export const isCareersPath = (path: string): boolean =>
  path === "/career" || path.startsWith("/career/") || path.startsWith("/careers/");

/** The funnel's two halves; which a member sees is decided by the areas their role opens. */
export const funnelHalves = ["sales", "careers"] as const;
export type FunnelHalf = (typeof funnelHalves)[number];

export const funnelHalfTitles: Record<FunnelHalf, string> = {
  sales: "Sales: from a visit to a deal won",
  careers: "Careers: from a visit to a hire",
};

/** The columns of a half's table, on the page and in its CSV file alike. */
export const funnelTableHead = ["Step", "Count", "Of the step before", "Of the first step"] as const;
