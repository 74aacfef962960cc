import type { ServerArea } from "../kernel/runtime/server-area";
import type { Analytics } from "./analytics";
import { contentSalesDesk } from "./attribution/attribution-desks";
import { salesFunnelDesk } from "./funnel/funnel-desks";
import { analyticsReportDesk } from "./reports/analytics-report-desk";

/** The site's visitor analytics, read from the hourly roll-ups, and the Content report (decision 062). */
export const area = {
  name: "analytics",
  routes: (api, { analytics }) => analytics.routes(api),
  // Stopped before the database closes: the events still held are written.
  tasks: ({ analytics }) => ({ tasks: [analytics] }),
  areaDesks: (deps) => ({
    analytics: (member) => ({
      analytics: analyticsReportDesk(deps),
      contentSales: contentSalesDesk(deps),
      salesFunnel: salesFunnelDesk(deps, member),
    }),
  }),
} satisfies ServerArea<Parameters<typeof analyticsReportDesk>[0] & { analytics: Analytics }>;
