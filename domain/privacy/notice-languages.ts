/**
 * The languages a privacy notice is read in (ISO 639-1 codes, as HTML's lang says them), each with
 * its own name for itself and the name of the choice between them. Kept apart from the notices'
 * texts (notices.ts): a form that shows only a line and the choice (the newsletter's, under the
 * blog) does not carry every notice in every language. A language of the Eighth Schedule is added
 * here and by its dictionary in notices.ts.
 */
export const noticeLanguageNames = {
  en: { ownName: "English", languageChoice: "Language of this notice" },
  hi: { ownName: "हिन्दी", languageChoice: "इस सूचना की भाषा" },
} as const;

export type NoticeLanguage = keyof typeof noticeLanguageNames;
export const noticeLanguages = Object.keys(noticeLanguageNames) as [NoticeLanguage, ...NoticeLanguage[]];
/** What a form shows first, and sends when its page runs no script. */
export const defaultNoticeLanguage: NoticeLanguage = "en";

export const isNoticeLanguage = (value: string): value is NoticeLanguage => Object.hasOwn(noticeLanguageNames, value);
