import { z } from "zod";

import { TagSchema } from "./application-tags";
import { applicationStages, RejectionEmailSchema, type ApplicationStage } from "./recruiting";
import "../forms/zod-setup";

/**
 * A job's board and the recruiters' work on many applications at once: the
 * reasons a candidate is rejected for, and the bulk actions on a selection.
 */

// ---------------------------------------------------------------------------
// Rejection reasons

export const rejectionReasonLimits = { length: 80, count: 20 } as const;

/** What a rejection is for, until the recruiters edit the list. */
/** The reason a candidate's own withdrawal is recorded with, whatever the recruiters' list holds then. */
export const withdrawalReason = "Withdrew their application";

export const defaultRejectionReasons = [
  "Not enough experience",
  "Skills do not match the role",
  "Did not pass the interview",
  "Salary expectations too high",
  "Location or notice period does not work",
  withdrawalReason,
  "Position filled",
  "Did not reply",
] as const;

const reason = z
  .string()
  .trim()
  .min(1)
  .max(rejectionReasonLimits.length, `A reason can be at most ${rejectionReasonLimits.length} characters.`)
  .refine((value) => !/\p{Cc}/u.test(value), "A reason cannot contain control characters.");

/** The list as it is stored: one to twenty reasons, none twice. */
export const RejectionReasonsSchema = z
  .array(reason)
  .min(1, "Please give at least one reason.")
  .max(rejectionReasonLimits.count, `Please keep to ${rejectionReasonLimits.count} reasons.`)
  .refine(
    (reasons) => new Set(reasons.map((r) => r.toLowerCase())).size === reasons.length,
    "Each reason once, please.",
  );

/** The editor's form: one reason a line, blank lines left out. */
export const RejectionReasonsFormSchema = z.object({
  reasons: z
    .string({ error: "Please give at least one reason." })
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(RejectionReasonsSchema),
});

/** A reason chosen from the list; the server checks it is on the list as saved. */
export const rejectionReasonField = z
  .string({ error: "Please choose a reason." })
  .trim()
  .min(1, "Please choose a reason.")
  .max(rejectionReasonLimits.length, "Please choose a reason from the list.");

// ---------------------------------------------------------------------------
// Bulk actions

/**
 * The stages a card is moved to without more ado; rejecting asks for a reason (and may e-mail the
 * candidate), so it is its own action.
 */
export const movableStages = applicationStages.filter((stage) => stage !== "rejected") as [
  MovableStage,
  ...MovableStage[],
];
export type MovableStage = Exclude<ApplicationStage, "rejected">;

/** A ticked box as a form sends it. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

/** The most applications one bulk action takes: one transaction, one batch of e-mails. */
export const bulkLimit = 500;

const ids = z
  .array(z.uuid({ error: "Please tick applications from this page." }), { error: "Please tick some applications." })
  .max(bulkLimit, `Please tick at most ${bulkLimit} applications at a time.`)
  .transform((ticked) => [...new Set(ticked)]);

/** Whole columns ticked at once: every application of the job in the stage (and the board's tag). */
const columns = z
  .array(z.enum(applicationStages, { error: "Please tick columns from this page." }))
  .max(applicationStages.length)
  .transform((ticked) => [...new Set(ticked)]);

/** What the bulk bar acts on: ticked cards, ticked columns, or both; at least one of them. */
const selection = { ids: ids.default([]), columns: columns.default([]) };

/**
 * How long a bulk rejection's e-mails wait in the outbox, the rejection undoable meanwhile: long
 * enough to see a wrong tick, short enough that candidates hear the same day.
 */
export const bulkRejectionHoldMinutes = 5;

/** Undoing a bulk rejection: its batch, as the notice after it names it. */
export const UndoRejectionSchema = z.object({
  intent: z.literal("undo-reject"),
  batch: z.uuid({ error: "This rejection can no longer be undone." }),
});

/** The bulk form's fields: the ticked applications (`ids`) and columns (`columns`), repeated, and what to do with them. */
export const BulkActionSchema = z
  .discriminatedUnion(
    "intent",
    [
      z.object({
        intent: z.literal("bulk-move"),
        ...selection,
        stage: z.enum(movableStages, { error: "Please choose a stage." }),
      }),
      z.object({ intent: z.literal("bulk-reject"), ...selection, reason: rejectionReasonField, notify: checkbox }),
      z.object({ intent: z.literal("bulk-tag"), ...selection, tag: TagSchema }),
    ],
    { error: "Please choose what to do with the ticked applications." },
  )
  .refine((action) => action.ids.length > 0 || action.columns.length > 0, {
    message: "Please tick some applications.",
    path: ["ids"],
  });
/** A bulk action as the desk takes it: whole columns are the board's, so other callers may leave them out. */
type WithOptionalColumns<Action> = Action extends unknown
  ? Omit<Action, "columns"> & { columns?: readonly ApplicationStage[] }
  : never;
export type BulkAction = WithOptionalColumns<z.infer<typeof BulkActionSchema>>;

/**
 * Hiring from the application's page with no approved offer: the recruiter
 * ticks that none was made, which the audit log keeps.
 */
export const HireWithoutOfferSchema = z.object({
  noOffer: checkbox.refine((ticked) => ticked, "Please confirm that no offer was made."),
});

/** An application moved to another stage from its page; rejecting is RejectionFormSchema's. */
export const StageMoveSchema = z.object({ stage: z.enum(movableStages, { error: "Please choose a stage." }) });

/**
 * Rejecting one application from its page: the reason, and the e-mail as the recruiter edited it
 * for this candidate (the saved template stays as it is), sent when `notify` is ticked.
 */
export const RejectionFormSchema = z.object({
  reason: rejectionReasonField,
  notify: checkbox,
  subject: RejectionEmailSchema.shape.subject,
  body: RejectionEmailSchema.shape.body,
});

/** One card moved on the board: by drag and drop, a key press, or the card's own form. */
export const BoardMoveSchema = z.object({
  intent: z.literal("move"),
  applicationId: z.uuid({ error: "This application is not on the board." }),
  stage: z.enum(movableStages, { error: "Please choose a stage from the list." }),
});

/**
 * The stage a key press moves a card to: the next or the previous column, none past Hired (a
 * rejection asks for its reason); a rejected card moves back by its form or a drag.
 */
export function neighbourStage(stage: ApplicationStage, direction: "next" | "previous"): ApplicationStage | undefined {
  if (stage === "rejected") return undefined;
  return movableStages[movableStages.indexOf(stage) + (direction === "next" ? 1 : -1)];
}

/**
 * How many cards each column shows: the newest. A column's whole count can still be ticked at
 * once, and the list pages through them all; a board of hundreds of cards a column would be
 * megabytes of HTML and more time drawing it than the 100 ms the page has.
 */
export const boardColumnSize = 40;
