import { z } from "zod";

import { noticeVersions } from "./notices";
import { noticeLanguages } from "./notice-languages";
import "../forms/zod-setup";

export const unknownNoticeVersionMessage = `This privacy notice version is not one we have published (${noticeVersions.join(", ")}).`;
export const unknownNoticeLanguageMessage = `The privacy notice is offered only in these languages: ${noticeLanguages.join(", ")}.`;

/**
 * The notice a person was shown with a form, as each submission carries it.
 * Both are optional: an API client that showed no notice sends neither, and the row keeps null.
 * A value that names no published notice is refused, so a row never claims a notice nobody saw.
 */
export const NoticeShownSchema = z.object({
  noticeVersion: z
    .enum(noticeVersions, { error: unknownNoticeVersionMessage })
    .optional()
    .meta({ description: "The version (its date) of the privacy notice the person was shown with the form." }),
  noticeLanguage: z
    .enum(noticeLanguages, { error: unknownNoticeLanguageMessage })
    .optional()
    .meta({ description: "The language the person read that notice in (en: English, hi: Hindi)." }),
});
