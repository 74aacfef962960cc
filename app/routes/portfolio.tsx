import { data, useNavigate } from "react-router";

import { BackButton } from "~/components/ui/back-button";
import { PageHero } from "~/components/ui/page-hero";
import { portfolioCategories, projects, type PortfolioCategory } from "~/content/projects";
import { PortfolioBrowser, portfolioSearch } from "~/features/portfolio/portfolio-browser";
import { ProjectCaseStudy } from "~/features/portfolio/project-case-study";
import { pageMeta } from "~/features/seo/page-meta";

import type { Route } from "./+types/portfolio";

/** The category and the open project come from the query string, so both can be shared and the back button works. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const wanted = params.get("category");
  const category = portfolioCategories.find((name) => name === wanted) ?? "All";
  const projectId = params.get("project");
  if (!projectId) return { category, projectId: null, found: false };
  const found = projects.some((project) => project.id === projectId);
  return data({ category, projectId, found }, { status: found ? 200 : 404 });
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const project = projects.find((candidate) => candidate.id === loaderData?.projectId);
  return pageMeta({
    title: project
      ? `${project.title}: case study | Nexora Technologies`
      : "Portfolio: Websites, Apps, ERP and AI Projects | Nexora Technologies",
    description:
      project?.description ??
      "Selected projects by Nexora Technologies: website development, ERP, mobile apps, UI/UX design, digital marketing, generative AI and CRM for Indian businesses.",
    path: "/portfolio",
    breadcrumb: "Portfolio",
  });
}

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const category = loaderData.category as PortfolioCategory;
  const backToList = () => navigate({ search: portfolioSearch(category) });

  if (loaderData.projectId) {
    const project = projects.find((candidate) => candidate.id === loaderData.projectId);
    if (!project) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-brand-900">Project not found.</h1>
          <BackButton fallback="/portfolio" className="mt-8" />
        </section>
      );
    }
    return <ProjectCaseStudy project={project} onBack={backToList} />;
  }

  return (
    <>
      <PageHero
        title="Our Portfolio"
        eyebrow="Work we are proud of"
        intro="A selection of projects we have delivered for retailers, manufacturers, hospitals, schools and startups: what the client needed, what stood in the way, how we approached it and what they launched."
      />
      <PortfolioBrowser category={category} />
    </>
  );
}
