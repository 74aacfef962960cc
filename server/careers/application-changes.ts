import { eq } from "drizzle-orm";

import { applicationStageLabels, fillRejectionEmail, type ApplicationStage } from "../../domain/careers/recruiting";
import type { Db } from "../db/open-db";
import { applications, jobs } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { addTeamNote } from "../kernel/notes/team-notes";
import { RefusedError } from "../kernel/requests/outcome";
import { readSetting } from "../kernel/runtime/settings";
import { queueEmails } from "../outbox/mail-outbox";
import { audit, type Actor } from "../staff/audit";
import { rejectionEmail } from "./application-emails";
import { rejectionEmailSetting } from "./rejection-template";
import { recordStageEntry } from "./stage-history";

/**
 * What recruiters change of an application: its stage (a rejection e-mailed in the same
 * transaction) and the team's notes. No audit entry names the candidate: the log outlives the
 * applications, so entries speak of the application's reference.
 */

const notFound = () => new RefusedError("This application does not exist (any more).");

/** The application a change is about, locked for the change's transaction. */
async function lockedApplication(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: string) {
  if (!isUuid(id)) throw notFound();
  const [current] = await tx
    .select({
      reference: applications.reference,
      stage: applications.stage,
      fullName: applications.fullName,
      email: applications.email,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, id))
    .for("update", { of: applications });
  if (!current) throw notFound();
  return current;
}

/**
 * Moves an application to another stage; the same stage again changes (and logs) nothing.
 * Rejecting with `notify` queues the rejection e-mail, filled from the saved template, in the
 * same transaction. Answers the ids of the e-mails queued, for the outbox to send.
 */
export async function moveApplicationStage(
  db: Db,
  actor: Actor,
  id: string,
  stage: ApplicationStage,
  { notify, now, careersEmail }: { notify: boolean; now: Date; careersEmail: string },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    if (current.stage === stage) return [];
    await tx.update(applications).set({ stage }).where(eq(applications.id, id));
    await recordStageEntry(tx, [id], stage, now);
    const emailed = stage === "rejected" && notify;
    const queued = emailed
      ? await queueEmails(
          tx,
          [
            rejectionEmail(
              { id, ...current },
              fillRejectionEmail(await readSetting(tx, rejectionEmailSetting), {
                candidateName: current.fullName,
                jobTitle: current.jobTitle,
              }),
              { careersEmail },
            ),
          ],
          now,
        )
      : [];
    await audit(
      tx,
      actor,
      {
        action: "application.stage",
        subjectType: "application",
        subjectId: id,
        summary: `Moved ${current.reference} to ${applicationStageLabels[stage]} (was ${applicationStageLabels[current.stage]})${emailed ? " and e-mailed the candidate the rejection" : ""}.`,
        details: { from: current.stage, to: stage, emailed },
      },
      now,
    );
    return queued;
  });
}

/** Adds a note for the team; the body is already validated by TeamNoteSchema. */
export async function addApplicationNote(db: Db, actor: Actor, id: string, body: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    const entry = await addTeamNote(tx, "application", id, actor, { body, at: now });
    await audit(tx, actor, { ...entry, summary: `Added a note to ${current.reference}.` }, now);
  });
}
