import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "FAQs: Timelines, Pricing and Technology | Nexora Technologies",
    description:
      "Answers to common questions about working with Nexora Technologies: project duration, project management, pricing models, technologies and quality.",
    path: "/faq",
  });

export default function FaqRoute() {
  return (
    <PageHero
      title="FAQs"
      eyebrow="Frequently asked questions"
      intro="Straight answers to what clients ask us before they start: how long a project takes (typically 4-8 weeks), who manages it, how pricing works, which technologies we use and how we keep quality high."
    />
  );
}
