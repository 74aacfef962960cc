import { faqItems } from "~/content/faq";
import { pageMeta } from "~/seo/page-meta";
import { FaqPage } from "~/features/faq/faq-page";

export const meta = () => [
  ...pageMeta({
    title: "FAQs: Timelines, Pricing and Technology | Nexora Technologies",
    description:
      "Answers to common questions about working with Nexora Technologies: project duration, project management, pricing models, technologies and quality.",
    path: "/faq",
    breadcrumb: "FAQs",
  }),
  {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqItems.map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  },
];

export default function FaqRoute() {
  return <FaqPage />;
}
