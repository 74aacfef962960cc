import type { AnalyticsReportDesk } from "../../../contracts/analytics-report";
import type { Bindings } from "../../kernel/runtime/bindings";
import { csvFile } from "../../kernel/lists/csv";
import { bringRollUpsUpToDate } from "../roll-ups";
import { analyticsReport } from "./analytics-report";

/** The most pages the page lists; the CSV file of the pages has them all. */
const pagesShown = 20;

/** The analytics page as the back office reaches it, bound to this server's database and clock. */
export function analyticsReportDesk({ db, clock }: Pick<Bindings, "db" | "clock">): AnalyticsReportDesk {
  return {
    report: async (range, { allPages = false } = {}) => {
      // The minute's task may not have run since the last page view or lead: the page is never behind them.
      await bringRollUpsUpToDate(db, clock());
      return analyticsReport(db, range, clock(), allPages ? {} : { pageLimit: pagesShown });
    },
    csv: (rows) => csvFile(rows),
  };
}
