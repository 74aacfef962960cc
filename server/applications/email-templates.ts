import { RejectionEmailSchema, type RejectionEmailTemplate } from "../../domain/applications/recruiting";
import type { Db, DbOrTransaction } from "../db/db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting, type Actor } from "../kernel/audit/audit";

/**
 * An e-mail recruiters write once for every candidate (the rejection, the offer letter): kept as a
 * setting with its default, read, and saved with its audit entry. Each letter may still be changed
 * for one candidate before it goes; that changes no template.
 */
export function savedEmailTemplate({
  key,
  fallback,
  action,
  name,
}: {
  key: string;
  fallback: RejectionEmailTemplate;
  /** The audit entry's action. */
  action: string;
  /** As the audit entry names it: "rejection e-mail". */
  name: string;
}) {
  const setting: Setting<RejectionEmailTemplate> = { key, schema: RejectionEmailSchema, fallback };
  return {
    setting,
    read: (db: DbOrTransaction) => readSetting(db, setting),
    /** Saves what the next letters are written from; already validated by the template's schema. */
    save: async (db: Db, actor: Actor, template: RejectionEmailTemplate, now: Date): Promise<void> => {
      await db.transaction(async (tx) => {
        await changeSetting(tx, actor, setting, template, now, {
          action,
          summary: `Changed the ${name}.`,
          details: { subject: template.subject },
        });
      });
    },
  };
}
