import { PrivacyNotice, useNoticeLanguage } from "~/components/privacy/privacy-notice";

import { testimonialNoticeSection } from "~domain/privacy/notices";

/**
 * The notice a client reads before agreeing to be quoted on the site. Their
 * agreement is taken outside the site, so staff send them this part of the privacy page, in the
 * language they choose, and record which one with the testimonial in the back office.
 */
export function TestimonialNotice() {
  const [language, setLanguage] = useNoticeLanguage();
  return (
    <section id={testimonialNoticeSection.anchor} className="mt-10 scroll-mt-24">
      <h2 className="text-2xl font-bold text-brand-900">{testimonialNoticeSection.title}</h2>
      <p className="mt-3 leading-relaxed text-slate-700">
        Some clients agree to let us show their words on this site. Before they agree, we send them this notice, in
        English or Hindi.
      </p>
      <PrivacyNotice
        form="testimonial"
        language={language}
        onLanguageChange={setLanguage}
        recorded={false}
        defaultOpen
        className="mt-4"
      />
    </section>
  );
}
