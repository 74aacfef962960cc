import type { AnalyticsReportDesk } from "../../../contracts/analytics-report";
import type { Db } from "../../db/open-db";
import type { Bindings } from "../../kernel/runtime/bindings";
import { toCsv } from "../../kernel/lists/csv";
import { rollUpDirtyHours } from "../roll-ups";
import { analyticsReport } from "./analytics-report";
import { buildDailyRollUps } from "./daily-roll-ups";

/** The most pages the page lists; the CSV file of the pages has them all. */
const pagesShown = 20;

/**
 * The hours whose page views or leads arrived since they were last rolled up are rolled up
 * again before a report reads them, so the page is never behind its raw events; then the days
 * that are over are added up by day (daily-roll-ups.ts), which a long range reads.
 */
async function bringRollUpsUpToDate(db: Db, now: Date): Promise<void> {
  await rollUpDirtyHours(db);
  await buildDailyRollUps(db, now);
}

/** The analytics page as the back office reaches it, bound to this server's database and clock. */
export function analyticsReportDesk({ db, clock }: Pick<Bindings, "db" | "clock">): AnalyticsReportDesk {
  return {
    report: async (range, { allPages = false } = {}) => {
      await bringRollUpsUpToDate(db, clock());
      return analyticsReport(db, range, clock(), allPages ? {} : { pageLimit: pagesShown });
    },
    csv: (rows) => toCsv(rows),
  };
}
