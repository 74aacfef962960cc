import { homeTestimonials, insightPosts, processSteps } from "~/content/home";
import { services } from "~/content/services";
import type { Service, ServiceTab } from "~/content/service-types";
import { Hero } from "~/features/home/hero";
import { InsightsSection } from "~/features/home/insights-section";
import { organizationJsonLd } from "~/features/seo/organization-json-ld";
import { ServicesSection } from "~/features/home/services-section";
import { StatisticsBlock } from "~/features/home/statistics-block";
import { TestimonialsCarousel } from "~/features/home/testimonials-carousel";
import { pageMeta } from "~/features/seo/page-meta";

import type { Route } from "./+types/home";

const toServiceTab = ({ title, slug, tabLabel, highlights, gallery, header }: Service): ServiceTab => ({
  title,
  slug,
  tabLabel,
  highlights,
  gallery,
  description: header.description,
});

// Content arrives as loader data (prerendered into the page) rather than bundled into its
// JavaScript, which keeps the home page within its script budget (docs/performance.md).
export function loader() {
  return {
    serviceTabs: services.map(toServiceTab),
    testimonials: homeTestimonials,
    processSteps,
    insightPosts,
  };
}

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

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ServicesSection services={loaderData.serviceTabs} />
      <TestimonialsCarousel testimonials={loaderData.testimonials} />
      <StatisticsBlock />
      <InsightsSection processSteps={loaderData.processSteps} insightPosts={loaderData.insightPosts} />
    </>
  );
}
