import { NoticeLanguageChoice, useNoticeLanguage } from "~/components/privacy/notice-language-choice";

import type { SignupPlace } from "~domain/newsletter/newsletter";

import { NewsletterNoticeLine } from "./newsletter-notice-line";
import { NewsletterSignup } from "./newsletter-signup";

/**
 * The form under the blog and under each post. Its notice is the footer's line, read in English or
 * Hindi, linking to the whole notice (decision 077); the form records the language chosen.
 */
export function NewsletterSection({ place }: { place: Exclude<SignupPlace, "footer"> }) {
  const [language, setLanguage] = useNoticeLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <NewsletterSignup
        place={place}
        title="Get new posts by e-mail"
        intro="Our newsletter brings you what our engineers, designers and project managers write here. Choose the topics you want, or leave them all. We send nothing until you confirm your address."
        notice={
          <div className="space-y-2 text-sm">
            <NoticeLanguageChoice language={language} onLanguageChange={setLanguage} />
            <NewsletterNoticeLine language={language} tone="light" />
          </div>
        }
        noticeLanguage={language}
      />
    </div>
  );
}
