import { Accordion } from "~/components/ui/accordion";
import { termsLastUpdated, termsSections } from "~/content/terms";

import { LegalPageHero } from "./legal-page-hero";

export function TermsPage() {
  return (
    <>
      <LegalPageHero
        title="Terms & Conditions"
        eyebrow="Working together"
        intro="The terms that govern our engagements. Open any section to read it; each opens and closes on its own."
        lastUpdated={termsLastUpdated}
      />
      <section aria-label="Terms" className="mx-auto max-w-3xl px-4 pb-20 sm:px-6">
        <Accordion
          type="multiple"
          entries={termsSections.map((section) => ({
            id: section.id,
            title: section.title,
            content: (
              <div className="space-y-3">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ),
          }))}
        />
      </section>
    </>
  );
}
