import { Hero } from "~/features/home/hero";
import { InsightsSection } from "~/features/home/insights-section";
import { organizationJsonLd } from "~/features/seo/organization-json-ld";
import { ServicesSection } from "~/features/home/services-section";
import { StatisticsBlock } from "~/features/home/statistics-block";
import { TestimonialsCarousel } from "~/features/home/testimonials-carousel";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () => [
  ...pageMeta({
    title: "Nexora Technologies | IT Services Company in Delhi NCR",
    description:
      "Nexora Technologies is an IT services company in Delhi NCR building websites, mobile apps, ERP, CRM, security and generative AI solutions for startups and enterprises.",
    // /home shows the same page; both name / as canonical.
    path: "/",
    keywords: "IT services Delhi NCR, website development, app development, ERP, CRM, generative AI, digital marketing",
  }),
  { "script:ld+json": organizationJsonLd },
];

export default function HomeRoute() {
  return (
    <>
      <Hero />
      <ServicesSection />
      <TestimonialsCarousel />
      <StatisticsBlock />
      <InsightsSection />
    </>
  );
}
