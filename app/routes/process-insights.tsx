import { pageMeta } from "~/seo/page-meta";
import { ProcessInsightsPage } from "~/features/blog/process-insights-page";

export const meta = () =>
  pageMeta({
    title: "How We Work: Process & Insights | Nexora Technologies",
    description:
      "How Nexora Technologies runs a software project from discovery to launch, and what we have learned from 155 projects for Indian businesses.",
    path: "/process-insights",
    breadcrumb: "Process & Insights",
  });

export default function ProcessInsightsRoute() {
  return <ProcessInsightsPage />;
}
