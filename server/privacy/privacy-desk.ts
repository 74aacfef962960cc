import type { StaffMember } from "../../domain/staff/staff";
import { desc, eq } from "drizzle-orm";

import type { PrivacyDesk, RetentionRun } from "../../contracts/privacy";
import type { Db } from "../db/open-db";
import { auditLog } from "../db/schema";
import { erasePerson, previewErasure } from "./erasure";
import { retentionMonthsSetting, runRetention } from "./retention";
import { selfIdentificationCounts, selfIdentificationReport } from "./self-identification-report";
import { readSetting } from "../kernel/runtime/settings";
import type { FileStore } from "../kernel/storage/file-store";
import { changeSetting } from "../staff/audit";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";

const runsShown = 10;

/** The runs the retention task wrote to the audit log, newest first. */
async function latestRuns(db: Db): Promise<RetentionRun[]> {
  const rows = await db
    .select({ at: auditLog.at, details: auditLog.details })
    .from(auditLog)
    .where(eq(auditLog.action, "privacy.retention"))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(runsShown);
  const number = (value: unknown) => (typeof value === "number" ? value : 0);
  return rows.map(({ at, details }) => ({
    at,
    applications: number(details.applications),
    resumes: number(details.resumes),
    jobAlerts: number(details.jobAlerts),
    emails: number(details.emails),
    idempotencyRecords: number(details.idempotencyRecords),
  }));
}

export function privacyDesk(
  { db, clock, resumes }: Pick<Bindings, "db" | "clock"> & { resumes: FileStore },
  actor: StaffMember,
): PrivacyDesk {
  return {
    selfIdentificationReport: () => selfIdentificationReport(db),
    selfIdentificationCounts: (selection) => selfIdentificationCounts(db, selection),
    retentionMonths: () => readSetting(db, retentionMonthsSetting),
    setRetentionMonths: (months) =>
      outcomeOf(() =>
        db.transaction(async (tx) => {
          const before = await readSetting(tx, retentionMonthsSetting);
          if (before === months) return;
          await changeSetting(tx, actor, retentionMonthsSetting, months, clock(), {
            action: "privacy.retention-period",
            summary: `Set the retention period to ${months} months after a job closes (was ${before}).`,
            details: { from: before, to: months },
          });
        }),
      ),
    retentionRuns: () => latestRuns(db),
    runRetention: () => runRetention(db, { resumes, now: clock(), actor }),
    previewErasure: (email) => previewErasure(db, email),
    erase: (email) => outcomeOf(() => erasePerson(db, { actor, email, resumes, now: clock() })),
  };
}
