import { Accordion } from "~/components/ui/accordion";
import { ButtonLink } from "~/components/ui/button-link";
import { PageOpening } from "~/components/ui/page-opening";
import type { FaqItem } from "~domain/content/faq";

export function FaqPage({ items }: { items: FaqItem[] }) {
  return (
    <PageOpening
      title="FAQs"
      eyebrow="Frequently asked questions"
      intro="Straight answers to what clients ask us before they start: how long a project takes, who manages it, how pricing works, which technologies we use and how we keep quality high."
      label="Questions"
      width="3xl"
      closesPage
    >
      <Accordion
        type="single"
        entries={items.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))}
      />
      <div className="mt-12 rounded-3xl bg-brand-50 p-8 text-center">
        <p className="text-lg font-semibold text-brand-900">Still have a question?</p>
        <p className="mt-2 text-slate-600">Tell us about your project and we will answer within 24 business hours.</p>
        <ButtonLink to="/contactUs" className="mt-6">
          Let's Talk
        </ButtonLink>
      </div>
    </PageOpening>
  );
}
