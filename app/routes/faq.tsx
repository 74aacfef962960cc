import { pageMeta } from "~/seo/page-meta";
import { FaqPage } from "~/features/faq/faq-page";

import type { Route } from "./+types/faq";
import { siteContentPagesContext } from "~contracts/content-entries";

/** The questions editors publish; the server keeps the page until they change (decision 034). */
export async function loader({ context }: Route.LoaderArgs) {
  return { items: await context.get(siteContentPagesContext).faq() };
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
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
      mainEntity: (loaderData?.items ?? []).map((item) => ({
        "@type": "Question",
        name: item.question,
        acceptedAnswer: { "@type": "Answer", text: item.answer },
      })),
    },
  },
];

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} />;
}
