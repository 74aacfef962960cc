import { and, eq, gte, inArray, sql } from "drizzle-orm";

import { bulkRejectionHoldMinutes } from "../../domain/applications/recruiting-board";
import { applicationStageLabels, applicationStages, type ApplicationStage } from "../../domain/applications/recruiting";
import type { Db } from "../db/db";
import { applications, auditLog } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { aboutApplication } from "../outbox/about";
import { withdrawPendingEmails } from "../outbox/outbox-deletion";
import { audit, type Actor } from "../kernel/audit/audit";
import { recordStageEntry } from "./stage-history";

/**
 * Undoing a bulk rejection while its e-mails still wait in the outbox: each
 * application goes back to the stage it was rejected from, its e-mail is withdrawn, and each gets an
 * audit entry saying so. The batch is found from the rejection's own audit entries, which carry it;
 * once any e-mail of it has left (or begun to), nothing is undone.
 */

export const bulkRejectionHoldMs = bulkRejectionHoldMinutes * 60_000;

const tooLate = () =>
  new RefusedError("This rejection can no longer be undone: its time is up, or it was undone already.");

export async function undoBulkRejection(
  db: Db,
  actor: Actor,
  batch: string,
  { now, jobId }: { now: Date; jobId: string },
): Promise<{ restored: number }> {
  return db.transaction(async (tx) => {
    // Only the last few minutes' entries are read (the log's time index); the batch is in their details.
    const entries = await tx
      .select({ applicationId: auditLog.subjectId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          gte(auditLog.at, new Date(now.getTime() - bulkRejectionHoldMs)),
          eq(auditLog.action, "application.stage"),
          sql`${auditLog.details}->>'batch' = ${batch}`,
        ),
      );
    const rejected = entries.filter((entry) => entry.details.to === "rejected");
    if (rejected.length === 0 || entries.some((entry) => entry.details.undo === batch)) throw tooLate();
    const ids = rejected.map((entry) => entry.applicationId);
    const rows = await tx
      .select({
        id: applications.id,
        jobId: applications.jobId,
        stage: applications.stage,
        reference: applications.reference,
      })
      .from(applications)
      .where(inArray(applications.id, ids))
      .orderBy(applications.id)
      .for("update");
    if (rows.some((row) => row.jobId !== jobId)) throw new RefusedError("This rejection was not made on this board.");
    // Those moved on since (or gone) are left where they are now.
    const stillRejected = rows.filter((row) => row.stage === "rejected");
    const emailed = rejected.filter((entry) => entry.details.emailed === true).length;
    // One the worker has claimed is not withdrawn.
    const withdrawn = await withdrawPendingEmails(tx, {
      about: ids.map(aboutApplication),
      kind: "application.rejection",
      unclaimedAt: now,
    });
    if (withdrawn.length < emailed)
      throw new RefusedError("Too late to undo: the rejection e-mails have started to leave.");
    const fromOf = new Map(rejected.map((entry) => [entry.applicationId, entry.details.from as ApplicationStage]));
    for (const stage of applicationStages) {
      const back = stillRejected.filter((row) => fromOf.get(row.id) === stage);
      if (back.length === 0) continue;
      await tx
        .update(applications)
        .set({ stage, rejectionReason: "" })
        .where(
          inArray(
            applications.id,
            back.map((row) => row.id),
          ),
        );
      await recordStageEntry(
        tx,
        back.map((row) => row.id),
        stage,
        now,
      );
    }
    await audit(
      tx,
      actor,
      now,
      stillRejected.map((row) => ({
        action: "application.stage",
        subjectType: "application",
        subjectId: row.id,
        summary: `Undid the rejection of ${row.reference}: back to ${applicationStageLabels[fromOf.get(row.id)!]}${emailed > 0 ? ", its e-mail withdrawn before it left" : ""}.`,
        details: { from: "rejected", to: fromOf.get(row.id), undo: batch, batch },
      })),
    );
    return { restored: stillRejected.length };
  });
}
