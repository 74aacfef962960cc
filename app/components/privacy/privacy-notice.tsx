import { ChevronDown, ShieldCheck } from "lucide-react";

import { NoticeLanguageChoice } from "./notice-language-choice";

import {
  noticeDictionaries,
  noticeFormsOnOwnDataPage,
  noticeSections,
  noticeVersion,
  ownDataPage,
  type NoticeForm,
} from "~domain/privacy/notices";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

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
