import type { StaffMember } from "../../domain/staff/staff";
import { desc, eq } from "drizzle-orm";

import type { PrivacyDesk, RetentionRun } from "../../contracts/privacy";
import type { Db } from "../db/db";
import { auditLog } from "../db/schema";
import { erasePerson, previewErasure } from "./erasure";
import { analyticsRetentionMonthsSetting, retentionMonthsSetting, runRetention } from "./retention";
import { showStaffNotesSetting } from "./personal-data";
import { selfIdentificationCounts, selfIdentificationReport } from "./self-identification-report";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import type { FileStore } from "../kernel/storage/file-store";
import { changeSetting } from "../kernel/audit/audit";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf } from "../kernel/requests/outcome";

const runsShown = 10;

/** The runs the retention task wrote to the audit log, newest first. */
export async function latestRuns(db: Db): Promise<RetentionRun[]> {
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
    enquiries: number(details.enquiries),
    bookings: number(details.bookings),
    jobAlerts: number(details.jobAlerts),
    newsletter: number(details.newsletter),
    emails: number(details.emails),
    idempotencyRecords: number(details.idempotencyRecords),
  }));
}

export function privacyDesk(
  { db, clock, resumes }: Pick<Bindings, "db" | "clock"> & { resumes: FileStore },
  actor: StaffMember,
): PrivacyDesk {
  /** A setting saved and audited with what it was; saving the same value changes nothing. */
  const saveSetting = <T>(setting: Setting<T>, value: T, action: string, summary: (before: T) => string) =>
    outcomeOf(() =>
      db.transaction(async (tx) => {
        const before = await readSetting(tx, setting);
        if (before === value) return;
        await changeSetting(tx, actor, setting, value, clock(), {
          action,
          summary: summary(before),
          details: { from: before, to: value },
        });
      }),
    );
  return {
    selfIdentificationReport: () => selfIdentificationReport(db),
    selfIdentificationCounts: (selection) => selfIdentificationCounts(db, selection),
    retentionMonths: () => readSetting(db, retentionMonthsSetting),
    setRetentionMonths: (months) =>
      saveSetting(
        retentionMonthsSetting,
        months,
        "privacy.retention-period",
        (before) => `Set the retention period to ${months} months after a job closes (was ${before}).`,
      ),
    analyticsRetentionMonths: () => readSetting(db, analyticsRetentionMonthsSetting),
    setAnalyticsRetentionMonths: (months) =>
      saveSetting(
        analyticsRetentionMonthsSetting,
        months,
        "privacy.analytics-retention-period",
        (before) => `Set how long the analytics totals are kept to ${months} months (was ${before}).`,
      ),
    showsStaffNotes: () => readSetting(db, showStaffNotesSetting),
    setShowsStaffNotes: (shown) =>
      saveSetting(showStaffNotesSetting, shown, "privacy.own-view-notes", () =>
        shown
          ? "A person's own view now shows the text of staff's notes and scorecards about them."
          : "A person's own view now names staff's notes and scorecards by date only.",
      ),
    retentionRuns: () => latestRuns(db),
    runRetention: () => runRetention(db, { resumes, now: clock(), actor }),
    previewErasure: (email) => previewErasure(db, email),
    erase: (email) => outcomeOf(() => erasePerson(db, { actor, email, resumes, now: clock() })),
  };
}
