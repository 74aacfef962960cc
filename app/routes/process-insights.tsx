import { PageHero } from "~/components/ui/page-hero";
import { pageMeta } from "~/features/seo/page-meta";

export const meta = () =>
  pageMeta({
    title: "How We Work: Process & Insights | Nexora Technologies",
    description:
      "How Nexora Technologies runs a software project from discovery to launch, and what we have learned from 155 projects for Indian businesses.",
    path: "/process-insights",
  });

export default function ProcessInsightsRoute() {
  return (
    <PageHero
      title="Process & Insights"
      eyebrow="How we work"
      intro="Every engagement follows the same four steps: discovery and strategy, design and prototyping, development and testing, then launch and optimisation. This page explains what happens in each step, what you receive at the end of it, and what we have learned from delivering websites, apps and business software for clients across India."
    />
  );
}
