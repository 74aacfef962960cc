import { inArray, lt } from "drizzle-orm";

import { indiaDateOf } from "../../domain/time/india-dates";
import type { Db } from "../db/db";
import {
  analyticsHourlyPages,
  analyticsHourlyVisits,
  analyticsVisits,
  anonymousLeads,
  applicationStepDays,
  applicationStepSpends,
} from "../db/schema";

/*
 * The analytics that go with time, for the privacy area's retention task (server/privacy/retention.ts),
 * which says when. None of it is a person's data (decision 048), so nothing here is audited.
 */

/** Deletes up to `limit` visits that began before `cutoff`, with their page views (cascade); answers how many went. */
export async function deleteVisitsBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const batch = await db
    .delete(analyticsVisits)
    .where(
      inArray(
        analyticsVisits.id,
        db
          .select({ id: analyticsVisits.id })
          .from(analyticsVisits)
          .where(lt(analyticsVisits.startedAt, cutoff))
          .limit(limit),
      ),
    )
    .returning({ id: analyticsVisits.id });
  return batch.length;
}

/**
 * Deletes the hourly totals of hours before `cutoff`, the anonymous leads sent before it (decision 073)
 * and the application's step counts of days before it.
 */
export async function deleteTotalsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.delete(analyticsHourlyVisits).where(lt(analyticsHourlyVisits.hour, cutoff));
  await db.delete(analyticsHourlyPages).where(lt(analyticsHourlyPages.hour, cutoff));
  await db.delete(anonymousLeads).where(lt(anonymousLeads.sentAt, cutoff));
  await db.delete(applicationStepDays).where(lt(applicationStepDays.day, indiaDateOf(cutoff)));
}

/** Forgets the application's steps counted before `before` (decision 072): a token that old counts nothing again. */
export async function deleteStepSpendsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(applicationStepSpends).where(lt(applicationStepSpends.spentAt, before));
}
