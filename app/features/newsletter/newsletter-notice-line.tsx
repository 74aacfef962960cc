import type { ReactNode } from "react";

import { newsletterNoticeSection } from "~domain/newsletter/newsletter";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

/**
 * What every newsletter form says before it takes an address (decision 077): what the address is
 * for and how to stop it, and a link to the whole notice on the privacy page, in English or Hindi.
 * The whole notice stays off the pages the form sits on: under the blog and each post it weighed
 * 0.9 KB of the 13 KB a page's first round trip holds (decision 058).
 */
const lines = {
  en: {
    before: "We use your address only to send you the newsletter; every issue has a link to unsubscribe. Read our",
    link: "privacy notice for the newsletter",
    after: (
      <>
        , in English or <span lang="hi">हिन्दी</span>.
      </>
    ),
  },
  hi: {
    before:
      "हम आपका ईमेल पता सिर्फ़ आपको न्यूज़लेटर भेजने के लिए इस्तेमाल करते हैं; हर ईमेल में अनसब्सक्राइब करने का लिंक होता है। न्यूज़लेटर की हमारी",
    link: "गोपनीयता सूचना",
    after: (
      <>
        {" "}
        पढ़ें, हिन्दी या अंग्रेज़ी (<span lang="en">English</span>) में।
      </>
    ),
  },
} satisfies Record<NoticeLanguage, { before: string; link: string; after: ReactNode }>;

const tones = {
  light: { line: "text-sm leading-relaxed text-slate-700", link: "font-medium text-accent-700 underline" },
  dark: {
    line: "text-xs leading-relaxed text-slate-400",
    link: "font-medium text-slate-200 underline underline-offset-2 hover:text-white",
  },
} as const;

export function NewsletterNoticeLine({ language, tone }: { language: NoticeLanguage; tone: keyof typeof tones }) {
  const line = lines[language];
  return (
    <p lang={language} className={tones[tone].line}>
      {line.before}{" "}
      <a href={`${newsletterNoticeSection.path}#${newsletterNoticeSection.anchor}`} className={tones[tone].link}>
        {line.link}
      </a>
      {line.after}
    </p>
  );
}
