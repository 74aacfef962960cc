import { defaultOfferLetter, OfferLetterSchema } from "../../domain/careers/offers";
import type { RejectionEmailTemplate } from "../../domain/careers/recruiting";
import type { Db, DbOrTransaction } from "../db/open-db";
import { readSetting, type Setting } from "../kernel/runtime/settings";
import { changeSetting, type Actor } from "../staff/audit";

/** The offer letter's words, which recruiters write once for every offer and may change for one candidate. */
export const offerLetterSetting: Setting<RejectionEmailTemplate> = {
  key: "offerLetter",
  schema: OfferLetterSchema,
  fallback: defaultOfferLetter,
};

export const offerLetterTemplate = (db: DbOrTransaction) => readSetting(db, offerLetterSetting);

/** Saves the template the next letters are written from; already validated by OfferLetterSchema. */
export async function saveOfferLetterTemplate(
  db: Db,
  actor: Actor,
  template: RejectionEmailTemplate,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await changeSetting(tx, actor, offerLetterSetting, template, now, {
      action: "application.offer-letter-template",
      summary: "Changed the offer letter.",
      details: { subject: template.subject },
    });
  });
}
