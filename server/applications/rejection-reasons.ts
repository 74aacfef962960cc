import { defaultRejectionReasons, RejectionReasonsSchema } from "../../domain/applications/recruiting-board";
import type { Db, DbOrTransaction } from "../db/db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { RefusedError } from "../kernel/requests/outcome";
import { changeSetting, type Actor } from "../kernel/audit/audit";

/** The reasons a rejection is given from, one list the recruiters keep for every job. */
export const rejectionReasonsSetting: Setting<string[]> = {
  key: "rejectionReasons",
  schema: RejectionReasonsSchema,
  fallback: [...defaultRejectionReasons],
};

export const rejectionReasons = (db: DbOrTransaction) => readSetting(db, rejectionReasonsSetting);

/**
 * The reason as the list writes it, checked in the rejection's transaction: a reason taken off the
 * list since the page was drawn is refused rather than stored.
 */
export async function listedReason(tx: DbOrTransaction, reason: string): Promise<string> {
  const listed = (await rejectionReasons(tx)).find((option) => option.toLowerCase() === reason.trim().toLowerCase());
  if (!listed) throw new RefusedError("Please choose a reason from the list.");
  return listed;
}

/** Saves the list the next rejections choose from; rejections already made keep their reason. */
export async function saveRejectionReasons(db: Db, actor: Actor, reasons: string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await changeSetting(tx, actor, rejectionReasonsSetting, reasons, now, {
      action: "application.rejection-reasons",
      summary: `Changed the rejection reasons (${reasons.length}).`,
      details: { reasons },
    });
  });
}
