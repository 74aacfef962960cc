import type { ApplicationStage } from "../../domain/applications/recruiting";
import type { DbOrTransaction } from "../db/db";
import { applicationStageChanges } from "../db/schema";

/**
 * Notes that applications entered a stage, in the transaction that moved them: the reports read
 * time in each stage and pass-through rates from it ("new" is the application's own creation time).
 */
export async function recordStageEntry(
  tx: DbOrTransaction,
  applicationIds: readonly string[],
  stage: ApplicationStage,
  now: Date,
): Promise<void> {
  if (applicationIds.length === 0) return;
  await tx
    .insert(applicationStageChanges)
    .values(applicationIds.map((applicationId) => ({ applicationId, stage, changedAt: now })));
}
