import { useId, useState } from "react";

import { useIsClient } from "~/components/use-is-client";

import {
  defaultNoticeLanguage,
  noticeLanguageNames,
  noticeLanguages,
  type NoticeLanguage,
} from "~domain/privacy/notice-languages";

/** The language a form's notice is read in, which the form sends with what it submits. */
export const useNoticeLanguage = (initial: NoticeLanguage = defaultNoticeLanguage) => useState<NoticeLanguage>(initial);

/**
 * The choice of a notice's language, named in the language shown. Until the page's script runs it
 * is disabled: English is what is shown and recorded.
 */
export function NoticeLanguageChoice({
  language,
  onLanguageChange,
}: {
  language: NoticeLanguage;
  onLanguageChange: (language: NoticeLanguage) => void;
}) {
  const ready = useIsClient();
  const choiceLabel = useId();
  return (
    <div role="group" aria-labelledby={choiceLabel} className="flex flex-wrap items-center gap-2">
      <span id={choiceLabel} lang={language} className="text-slate-600">
        {noticeLanguageNames[language].languageChoice}
      </span>
      {noticeLanguages.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={code === language}
          disabled={!ready}
          onClick={() => onLanguageChange(code)}
          className="rounded-full border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-70 aria-pressed:border-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white"
        >
          {noticeLanguageNames[code].ownName}
        </button>
      ))}
    </div>
  );
}
