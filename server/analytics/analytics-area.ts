import type { ServerArea } from "../kernel/back-office/server-area";
import { contentSalesDesk } from "./attribution/attribution-desks";
import { salesFunnelDesk } from "./funnel/funnel-desks";
import { analyticsReportDesk } from "./reports/analytics-report-desk";

/** The site's visitor analytics, read from the hourly roll-ups, and the Content report (decision 062). */
export const analyticsArea: ServerArea<Parameters<typeof analyticsReportDesk>[0]> = {
  areaDesks: (deps) => ({
    analytics: (member) => ({
      analytics: analyticsReportDesk(deps),
      contentSales: contentSalesDesk(deps),
      salesFunnel: salesFunnelDesk(deps, member),
    }),
  }),
};
