import {
  defaultRejectionEmail,
  RejectionEmailSchema,
  type RejectionEmailTemplate,
} from "../../domain/careers/recruiting";
import type { Db } from "../db/open-db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting, type Actor } from "../staff/audit";

/** The e-mail a rejected candidate is sent, which recruiters write once for every rejection. */
export const rejectionEmailSetting: Setting<RejectionEmailTemplate> = {
  key: "rejectionEmail",
  schema: RejectionEmailSchema,
  fallback: defaultRejectionEmail,
};

export const rejectionTemplate = (db: Db) => readSetting(db, rejectionEmailSetting);

/** Saves the template the next rejections are written from; the template is already validated by RejectionEmailSchema. */
export async function saveRejectionTemplate(
  db: Db,
  actor: Actor,
  template: RejectionEmailTemplate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await changeSetting(tx, actor, rejectionEmailSetting, template, now, {
      action: "application.rejection-template",
      summary: "Changed the rejection e-mail.",
      details: { subject: template.subject },
    });
  });
}
