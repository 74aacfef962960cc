import type { ReactNode } from "react";

import { PrivacyNotice } from "~/components/privacy/privacy-notice";
import { useNoticeLanguage } from "~/components/privacy/notice-language-choice";

import type { NoticeForm } from "~domain/privacy/notices";

/**
 * A form's whole notice on the privacy page, open, in the language the reader chooses: for the
 * testimonial's, whose agreement is taken outside the site (staff send a client this part of the
 * page and record which language they read it in), and for the newsletter's, which the form in
 * every page's footer links to instead of carrying it.
 */
export function FormNoticeSection({
  section,
  form,
  children,
}: {
  section: { anchor: string; title: string };
  form: NoticeForm;
  /** What the notice is for, before it. */
  children: ReactNode;
}) {
  const [language, setLanguage] = useNoticeLanguage();
  return (
    <section id={section.anchor} className="mt-10 scroll-mt-24">
      <h2 className="text-2xl font-bold text-brand-900">{section.title}</h2>
      <p className="mt-3 leading-relaxed text-slate-700">{children}</p>
      <PrivacyNotice
        form={form}
        language={language}
        onLanguageChange={setLanguage}
        recorded={false}
        defaultOpen
        className="mt-4"
      />
    </section>
  );
}
