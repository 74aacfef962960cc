import type { InsightPost, ProcessStep } from "~/content/home";
import type { Testimonial } from "~domain/content/testimonial-quote";

import { InsightsSection } from "./insights-section";
import { StatisticsBlock } from "~/components/statistics/statistics-block";
import { TestimonialsCarousel } from "./testimonials-carousel";

export type BelowTheServicesProps = {
  testimonials: Testimonial[];
  processSteps: ProcessStep[];
  insightPosts: InsightPost[];
};

/** The home sections after the services; the home route loads their code once the visitor engages. */
export default function BelowTheServices({ testimonials, processSteps, insightPosts }: BelowTheServicesProps) {
  return (
    <>
      <TestimonialsCarousel testimonials={testimonials} />
      <StatisticsBlock />
      <InsightsSection processSteps={processSteps} insightPosts={insightPosts} />
    </>
  );
}
