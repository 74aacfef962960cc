import { Link } from "react-router";

import { privacyLastUpdated, privacySections } from "~/content/privacy";

import { GrievanceForm } from "./grievance-form";
import { LegalPageHero } from "./legal-page-hero";
import { FormNoticeSection } from "./form-notice-section";

import { newsletterNoticeSection } from "~domain/newsletter/newsletter";
import { testimonialNoticeSection } from "~domain/privacy/notices";

/** The policy's sections, then the testimonial's and the newsletter's notices, as the contents list them. */
const contents = [
  ...privacySections.map(({ id, title }) => ({ id, title })),
  ...[testimonialNoticeSection, newsletterNoticeSection].map(({ anchor, title }) => ({ id: anchor, title })),
];

export function PrivacyPage() {
  return (
    <>
      <LegalPageHero
        title="Privacy Policy"
        eyebrow="Your data"
        intro="What we collect when you send an enquiry, book a demo call or apply for a job on this website, why, how long we keep it, and whom to ask about it."
        lastUpdated={privacyLastUpdated}
      />
      <article className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <nav aria-label="Contents" className="rounded-2xl bg-slate-50 p-6">
          <p className="font-semibold text-brand-900">Contents</p>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-700">
            {contents.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="hover:text-accent-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {privacySections.map((section) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="text-2xl font-bold text-brand-900">{section.title}</h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items ? (
                <ul className="list-disc space-y-1 pl-5">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
              {section.link ? (
                <p>
                  <Link to={section.link.href} className="font-semibold text-accent-700 underline underline-offset-4">
                    {section.link.label}
                  </Link>
                </p>
              ) : null}
            </div>
          </section>
        ))}
        <FormNoticeSection section={testimonialNoticeSection} form="testimonial">
          Some clients agree to let us show their words on this site. Before they agree, we send them this notice, in
          English or Hindi.
        </FormNoticeSection>
        <FormNoticeSection section={newsletterNoticeSection} form="newsletter">
          The form at the foot of every page, under the blog and under each post, signs you up for our newsletter. This
          is its notice, in English or Hindi.
        </FormNoticeSection>
        <GrievanceForm />
      </article>
    </>
  );
}
