import { ChevronDown, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";

import { useIsClient } from "~/components/use-is-client";

import {
  defaultNoticeLanguage,
  noticeDictionaries,
  noticeFormsOnOwnDataPage,
  noticeLanguages,
  noticeSections,
  noticeVersion,
  ownDataPage,
  type NoticeForm,
  type NoticeLanguage,
} from "~domain/privacy/notices";

/** The language a form's notice is read in, which the form sends with what it submits. */
export const useNoticeLanguage = (initial: NoticeLanguage = defaultNoticeLanguage) => useState<NoticeLanguage>(initial);

type PrivacyNoticeProps = {
  /** Which form's notice: what it collects, why and for how long differ by form. */
  form: NoticeForm;
  language: NoticeLanguage;
  onLanguageChange: (language: NoticeLanguage) => void;
  className?: string;
  /** Whether the notice comes with a form that records it (its hidden fields); not on the privacy page. */
  recorded?: boolean;
  /** Open from the start, where the notice is what the reader came for. */
  defaultOpen?: boolean;
};

/**
 * The itemised privacy notice shown with a form that collects a person's data (decision 061):
 * one line that opens it (a <details>, so it opens without the page's script), the choice of
 * language, and the notice's sections in that language. The hidden fields carry what the person
 * saw into a form that is posted as it stands; the forms that send JSON send the same from
 * `language`. Until the page's script runs, the choice is disabled and English is what is shown.
 */
export function PrivacyNotice({
  form,
  language,
  onLanguageChange,
  className,
  recorded = true,
  defaultOpen = false,
}: PrivacyNoticeProps) {
  const dictionary = noticeDictionaries[language];
  const notice = dictionary.forms[form];
  return (
    <div className={className}>
      <details
        open={defaultOpen}
        className="group rounded-2xl border border-slate-200 bg-slate-50 text-sm text-slate-700"
      >
        <summary
          lang={language}
          className="flex cursor-pointer list-none items-center gap-2 rounded-2xl px-4 py-3 font-semibold text-brand-900 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        >
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-accent-700" />
          <span className="grow">{dictionary.summary}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-4 px-4 pt-1 pb-4">
          <NoticeLanguageChoice language={language} onLanguageChange={onLanguageChange} />
          <div lang={language} className="space-y-3 leading-relaxed">
            <dl className="space-y-3">
              {noticeSections.map((section) => (
                <div key={section}>
                  <dt className="font-semibold text-brand-900">{notice[section].heading}</dt>
                  <dd>
                    <ul className="mt-1 list-disc space-y-1 pl-5">
                      {notice[section].lines.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                      {section === "rights" && noticeFormsOnOwnDataPage.has(form) ? (
                        <li>
                          {dictionary.ownDataLink.before}{" "}
                          <a href={ownDataPage.path} className="font-medium text-accent-700 underline">
                            {dictionary.ownDataLink.label}
                          </a>
                          {dictionary.ownDataLink.after}
                        </li>
                      ) : null}
                    </ul>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="text-xs text-slate-600">{dictionary.versionLine(noticeVersion)}</p>
          </div>
        </div>
      </details>
      {recorded ? (
        <>
          <input type="hidden" name="noticeVersion" value={noticeVersion} />
          <input type="hidden" name="noticeLanguage" value={language} />
        </>
      ) : null}
    </div>
  );
}

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
        {noticeDictionaries[language].languageChoice}
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
          {noticeDictionaries[code].ownName}
        </button>
      ))}
    </div>
  );
}
