import { and, asc, eq, inArray, sql } from "drizzle-orm";

import { TagSchema, tagLimits } from "../../domain/applications/application-tags";

import { withdrawalReason } from "../../domain/applications/recruiting-board";
import {
  applicationStageLabels,
  fillRejectionEmail,
  type ApplicationStage,
  type RejectionEmailTemplate,
} from "../../domain/applications/recruiting";
import type { Db, DbOrTransaction } from "../db/db";
import { applicationTags, applications, jobs } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { addTeamNote } from "../kernel/notes/team-notes";
import { RefusedError } from "../kernel/requests/outcome";
import { readSetting } from "../kernel/runtime/settings";
import { queueEmails } from "../outbox/mail-outbox";
import { audit, type Actor } from "../kernel/audit/audit";
import { rejectionEmail } from "./application-emails";
import { hiresWithoutOffer } from "./hire-offers";
import { listedReason } from "./rejection-reasons";
import { rejectionEmailSetting } from "./rejection-template";
import { recordStageEntry } from "./stage-history";

/**
 * What recruiters change of an application: its stage (a rejection e-mailed in the same
 * transaction) and the team's notes. No audit entry names the candidate: the log outlives the
 * applications, so entries speak of the application's reference.
 */

type Transaction = Parameters<Parameters<Db["transaction"]>[0]>[0];

const notFound = (count = 1) =>
  new RefusedError(
    count === 1
      ? "This application does not exist (any more)."
      : "Some of the ticked applications do not exist (any more). Nothing was changed.",
  );

/** The application a change is about, locked for the change's transaction. */
async function lockedApplication(tx: Transaction, id: string) {
  if (!isUuid(id)) throw notFound();
  const [current] = await lockedApplications(tx, [id]);
  if (!current) throw notFound();
  return current;
}

/** Where a move takes applications; a rejection has its reason, and may e-mail the candidates. */
export type StageMove =
  | {
      stage: Exclude<ApplicationStage, "rejected">;
      /** For Hired: the recruiter confirmed that no offer was made (see hiresWithoutOffer). */
      withoutOffer?: boolean | undefined;
    }
  | {
      stage: "rejected";
      /** From the recruiters' list; absent only where no person chose (older callers, the command line). */
      reason?: string | undefined;
      notify: boolean;
      /** One candidate's e-mail as the recruiter edited it for them; otherwise the saved template, filled for each. */
      email?: RejectionEmailTemplate | undefined;
    }
  | {
      /**
       * The candidate withdrew it themselves (decision 065): the board shows it rejected for withdrawalReason,
       * e-mailing nobody.
       */
      stage: "rejected";
      withdrawn: true;
    };

type MoveOptions = {
  now: Date;
  careersEmail: string;
  /** The job whose board the selection was made on: an application of another job refuses the whole move. */
  jobId?: string | undefined;
  /**
   * A bulk rejection that can be undone: its entries carry the batch, and its
   * e-mails wait in the outbox until `emailsDueAt` (see bulk-rejection-undo.ts).
   */
  undoable?: { batch: string; emailsDueAt: Date } | undefined;
};

/**
 * Moves applications to a stage in one transaction, all of them or none: an id that is unknown,
 * malformed or (with `jobId`) another job's refuses the lot. Those already in the stage change
 * (and log) nothing. Each moved application gets its stage entry and its own audit entry; a
 * rejection with `notify` queues each candidate's e-mail in one insert. Answers the ids of the
 * e-mails queued, for the outbox to send once the transaction has committed.
 */
export async function moveApplications(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  move: StageMove,
  { now, careersEmail, jobId, undoable }: MoveOptions,
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  if (!wanted.every(isUuid)) throw notFound(wanted.length);
  return db.transaction((tx) =>
    moveLockedApplications(tx, actor, wanted, move, { now, careersEmail, jobId, undoable }),
  );
}

/**
 * moveApplications in the caller's transaction, for ids already checked as such: a candidate's own
 * withdrawal from their data page (decision 065) is one with the privacy request it records.
 */
export async function moveLockedApplications(
  tx: Transaction,
  actor: Actor,
  wanted: string[],
  move: StageMove,
  { now, careersEmail, jobId, undoable }: MoveOptions,
): Promise<string[]> {
  const rows = await lockedApplications(tx, wanted);
  if (rows.length !== wanted.length) throw notFound(wanted.length);
  if (jobId !== undefined && rows.some((row) => row.jobId !== jobId))
    throw new RefusedError("Some of the ticked applications are not this job's. Nothing was changed.");
  const reason =
    "withdrawn" in move
      ? withdrawalReason
      : move.stage === "rejected" && move.reason !== undefined
        ? await listedReason(tx, move.reason)
        : "";
  const moving = rows.filter((row) => row.stage !== move.stage);
  if (moving.length === 0) return [];
  const movingIds = moving.map((row) => row.id);
  const noOffer =
    move.stage === "hired" ? await hiresWithoutOffer(tx, moving, move.withoutOffer === true) : new Set<string>();
  await tx
    .update(applications)
    .set({ stage: move.stage, rejectionReason: reason })
    .where(inArray(applications.id, movingIds));
  await recordStageEntry(tx, movingIds, move.stage, now);
  const emailed = move.stage === "rejected" && "notify" in move && move.notify;
  const queued = emailed
    ? await queueRejections(tx, moving, move.email, careersEmail, now, undoable?.emailsDueAt ?? now)
    : [];
  await audit(
    tx,
    actor,
    now,
    moving.map((row) => ({
      action: "application.stage",
      subjectType: "application",
      subjectId: row.id,
      summary:
        `Moved ${row.reference} to ${applicationStageLabels[move.stage]} (was ${applicationStageLabels[row.stage]})` +
        `${reason ? ` for "${reason}"` : ""}${emailed ? " and e-mailed the candidate the rejection" : ""}` +
        `${noOffer.has(row.id) ? " with no offer made, as the recruiter confirmed" : ""}.`,
      details: {
        from: row.stage,
        to: move.stage,
        emailed,
        ...(reason ? { reason } : {}),
        ...(noOffer.has(row.id) ? { withoutOffer: true } : {}),
        ...bulkOf(moving.length),
        ...(undoable ? { batch: undoable.batch } : {}),
      },
    })),
  );
  return queued;
}

/** A bulk change says so in each entry, with how many it took in all. */
const bulkOf = (count: number) => (count > 1 ? { bulk: count } : {});

/** The applications a change is about, locked in the order of their ids (two bulk changes never deadlock). */
async function lockedApplications(tx: Transaction, ids: string[]) {
  return tx
    .select({
      id: applications.id,
      jobId: applications.jobId,
      reference: applications.reference,
      stage: applications.stage,
      fullName: applications.fullName,
      email: applications.email,
      jobTitle: jobs.title,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, ids))
    .orderBy(asc(applications.id))
    .for("update", { of: applications });
}

/** Each candidate's rejection: the recruiter's words for one, or the saved template read once and filled for each. */
async function queueRejections(
  tx: Transaction,
  candidates: { id: string; fullName: string; email: string; jobTitle: string }[],
  edited: RejectionEmailTemplate | undefined,
  careersEmail: string,
  now: Date,
  dueAt: Date,
): Promise<string[]> {
  const template = edited ?? (await readSetting(tx, rejectionEmailSetting));
  return queueEmails(
    tx,
    candidates.map((candidate) =>
      rejectionEmail(
        candidate,
        fillRejectionEmail(template, { candidateName: candidate.fullName, jobTitle: candidate.jobTitle }),
        { careersEmail },
      ),
    ),
    now,
    { dueAt },
  );
}

/**
 * Moves one application to another stage; the same stage again changes (and logs) nothing.
 * Rejecting with `notify` queues the rejection e-mail in the same transaction.
 */
export async function moveApplicationStage(
  db: Db,
  actor: Actor,
  id: string,
  stage: ApplicationStage,
  {
    notify,
    reason,
    email,
    now,
    careersEmail,
  }: {
    notify: boolean;
    reason?: string | undefined;
    email?: RejectionEmailTemplate | undefined;
    now: Date;
    careersEmail: string;
  },
): Promise<string[]> {
  const move: StageMove = stage === "rejected" ? { stage, reason, notify, email } : { stage };
  return moveApplications(db, actor, [id], move, { now, careersEmail });
}

/** Adds a note for the team; the body is already validated by TeamNoteSchema. */
export async function addApplicationNote(db: Db, actor: Actor, id: string, body: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    const entry = await addTeamNote(tx, "application", id, actor, { body, at: now });
    await audit(tx, actor, now, { ...entry, summary: `Added a note to ${current.reference}.` });
  });
}

/**
 * The candidate corrected their name, phone and city from the page of their own data (decision 065):
 * the application takes them, and a note says what they were (`note`, worded by the caller).
 */
export async function correctCandidateDetails(
  tx: DbOrTransaction,
  actor: Actor,
  id: string,
  details: { fullName: string; phone: string; city: string },
  { note, at }: { note: string; at: Date },
): Promise<void> {
  await tx.update(applications).set(details).where(eq(applications.id, id));
  await addTeamNote(tx, "application", id, actor, { body: note, at });
}

/**
 * Tags applications, all of them or none (as moveApplications refuses a selection); one already
 * tagged so, or holding as many tags as an application may, is left as it is. Each tagged
 * application gets its audit entry, which names the tag and the reference, never the candidate.
 */
export async function tagApplications(
  db: Db,
  actor: Actor,
  ids: readonly string[],
  written: string,
  { now, jobId }: { now: Date; jobId?: string | undefined },
): Promise<void> {
  const wanted = [...new Set(ids)];
  const parsed = TagSchema.safeParse(written);
  // The page's form has checked it already; a caller that did not is refused the same way.
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]!.message);
  const tag = parsed.data;
  if (wanted.length === 0) return;
  if (!wanted.every(isUuid)) throw notFound(wanted.length);
  await db.transaction(async (tx) => {
    const rows = await lockedApplications(tx, wanted);
    if (rows.length !== wanted.length) throw notFound(wanted.length);
    if (jobId !== undefined && rows.some((row) => row.jobId !== jobId))
      throw new RefusedError("Some of the ticked applications are not this job's. Nothing was changed.");
    const full = await tx
      .select({ id: applicationTags.applicationId })
      .from(applicationTags)
      .where(inArray(applicationTags.applicationId, wanted))
      .groupBy(applicationTags.applicationId)
      .having(sql`count(*) >= ${tagLimits.perApplication}`);
    if (wanted.length === 1 && full.length === 1)
      throw new RefusedError(`An application can have at most ${tagLimits.perApplication} tags.`);
    const fullIds = new Set(full.map((row) => row.id));
    const open = wanted.filter((id) => !fullIds.has(id));
    const tagged =
      open.length === 0
        ? []
        : await tx
            .insert(applicationTags)
            .values(open.map((applicationId) => ({ applicationId, tag, createdAt: now })))
            .onConflictDoNothing()
            .returning({ id: applicationTags.applicationId });
    const references = new Map(rows.map((row) => [row.id, row.reference]));
    await audit(
      tx,
      actor,
      now,
      tagged.map(({ id }) => ({
        action: "application.tag",
        subjectType: "application",
        subjectId: id,
        summary: `Tagged ${references.get(id)} "${tag}".`,
        details: { tag, ...bulkOf(tagged.length) },
      })),
    );
  });
}

/** Takes a tag off an application; a tag it does not have changes (and logs) nothing. */
export async function untagApplication(db: Db, actor: Actor, id: string, tag: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedApplication(tx, id);
    const removed = await tx
      .delete(applicationTags)
      .where(and(eq(applicationTags.applicationId, id), eq(applicationTags.tag, tag)))
      .returning({ tag: applicationTags.tag });
    if (removed.length === 0) return;
    await audit(tx, actor, now, {
      action: "application.untag",
      subjectType: "application",
      subjectId: id,
      summary: `Took the tag "${tag}" off ${current.reference}.`,
      details: { tag },
    });
  });
}
