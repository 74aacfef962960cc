import { and, eq } from "drizzle-orm";

import {
  jobAlertSourceName,
  type ApplicationArrival,
  type ApplicationSource,
} from "../../domain/applications/application-sources";
import type { Db } from "../db/db";
import { staffAccounts } from "../db/schema";
import { activeAccount } from "../kernel/lists/active-accounts";

export type SourceOfApplication = { source: ApplicationSource; sourceName: string; referrerId: string | null };

/**
 * Where an application came from, from the link its form was opened by: a working staff member's
 * referral code first (a code of a disabled account counts for nobody), then a job-alert e-mail,
 * then any other `source` as a job board's name; without either, the careers page.
 */
export async function sourceOfArrival(db: Db, arrival: ApplicationArrival): Promise<SourceOfApplication> {
  if (arrival.referral) {
    const [referrer] = await db
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.referralCode, arrival.referral), activeAccount()));
    if (referrer) return { source: "referral", sourceName: "", referrerId: referrer.id };
  }
  if (arrival.source === jobAlertSourceName) return { source: "job-alert", sourceName: "", referrerId: null };
  if (arrival.source) return { source: "job-board", sourceName: arrival.source, referrerId: null };
  return { source: "careers-page", sourceName: "", referrerId: null };
}
