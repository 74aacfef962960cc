import { Link } from "react-router";

import { pageLanguageParameter, ownDataWords } from "~domain/own-data/own-data-words";
import { noticeLanguageNames, noticeLanguages, type NoticeLanguage } from "~domain/privacy/notice-languages";

/**
 * Links that show the page in each language it is written in, each named in its own language (as
 * the notice's choice is), so a person sent the page in a language they do not read finds theirs.
 */
export function PageLanguageSwitch({ current }: { current: NoticeLanguage }) {
  return (
    <nav aria-label={ownDataWords[current].page.switchTo} className="flex flex-wrap items-center gap-x-3 text-sm">
      <span>{ownDataWords[current].page.switchTo}</span>
      {noticeLanguages.map((language) => (
        <Link
          key={language}
          to={`?${pageLanguageParameter}=${language}`}
          lang={language}
          aria-current={language === current ? "page" : undefined}
          className="font-semibold text-brand-900 underline aria-[current=page]:no-underline"
        >
          {noticeLanguageNames[language].ownName}
        </Link>
      ))}
    </nav>
  );
}
