import { PrivacyNotice, useNoticeLanguage } from "~/components/privacy/privacy-notice";

import type { SignupPlace } from "~domain/newsletter/newsletter";

import { NewsletterSignup } from "./newsletter-signup";

/** The form under the blog and under each post, with the whole privacy notice in English or Hindi. */
export function NewsletterSection({ place }: { place: Exclude<SignupPlace, "footer"> }) {
  const [language, setLanguage] = useNoticeLanguage();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
      <NewsletterSignup
        place={place}
        title="Get new posts by e-mail"
        intro="Our newsletter brings you what our engineers, designers and project managers write here. Choose the topics you want, or leave them all. We send nothing until you confirm your address."
        notice={<PrivacyNotice form="newsletter" language={language} onLanguageChange={setLanguage} recorded={false} />}
        noticeLanguage={language}
      />
    </div>
  );
}
