import { lazy, Suspense } from "react";
import { data, useNavigate } from "react-router";

import { BackButton } from "~/components/ui/back-button";
import { PageHero } from "~/components/ui/page-hero";
import { portfolioCategories, upcomingCategories, type PortfolioCategory } from "~/content/portfolio-categories";
import { PortfolioBrowser, portfolioSearch } from "~/features/portfolio/portfolio-browser";
import { articleDatesOf, caseStudyJsonLd } from "~/seo/case-study-json-ld";
import { pageMeta } from "~/seo/page-meta";
import { projectOf, type ProjectCard } from "~domain/content/portfolio-projects";

import type { Route } from "./+types/portfolio";
import { sitePagesContext } from "~contracts/content-documents";

// A case study brings its carousels and the contact form; the grid needs neither (decision record 005).
const ProjectCaseStudy = import.meta.env.SSR
  ? (await import("~/features/portfolio/project-case-study")).default
  : lazy(() => import("~/features/portfolio/project-case-study"));
const ContactForm = import.meta.env.SSR
  ? (await import("~/features/contact/contact-form")).ContactForm
  : lazy(() => import("~/features/contact/contact-form").then((module) => ({ default: module.ContactForm })));

/**
 * The category and the open project come from the query string, so both can be shared and the
 * back button works. The page gets only what it shows: the category's cards, or the one project,
 * as editors last published them.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const published = await context.get(sitePagesContext).projects();
  const params = url.searchParams;
  const wanted = params.get("category");
  const category = portfolioCategories.find((name) => name === wanted) ?? "All";
  const projectId = params.get("project");
  if (projectId) {
    const opened = published.find((candidate) => candidate.slug === projectId);
    const project = opened ? projectOf(opened.slug, opened.body) : null;
    const dates = opened ? articleDatesOf(opened) : null;
    return data({ category, view: "project" as const, project, dates }, { status: project ? 200 : 404 });
  }
  const upcoming = upcomingCategories[category as keyof typeof upcomingCategories] ?? null;
  const cards: ProjectCard[] = published
    .map(({ slug, body }) => projectOf(slug, body))
    .filter((project) => category === "All" || project.category === category)
    .map(({ id, title, description, image, category }) => ({ id, title, description, image, category }));
  return { category, view: "list" as const, upcoming, cards };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const project = loaderData?.view === "project" ? loaderData.project : null;
  const dates = loaderData?.view === "project" ? loaderData.dates : null;
  const tags = pageMeta({
    title: project
      ? `${project.title}: case study | Nexora Technologies`
      : "Portfolio: Websites, Apps, ERP and AI Projects | Nexora Technologies",
    description:
      project?.description ??
      "Selected projects by Nexora Technologies: website development, ERP, mobile apps, UI/UX design, digital marketing, generative AI and CRM for Indian businesses.",
    path: "/portfolio",
    breadcrumb: "Portfolio",
    image: project ? project.caseStudy.socialImage || project.image : undefined,
    ...(dates ? { article: dates } : {}),
  });
  if (!project || !dates) return tags;
  const article = caseStudyJsonLd({
    headline: `${project.title}: case study`,
    description: project.description,
    image: project.image,
    path: `/portfolio?project=${encodeURIComponent(project.id)}`,
    ...dates,
  });
  return [...tags, { "script:ld+json": article }];
}

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const category = loaderData.category as PortfolioCategory;

  if (loaderData.view === "project") {
    if (!loaderData.project) {
      return (
        <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-brand-900">Project not found.</h1>
          <BackButton fallback="/portfolio" className="mt-8" />
        </section>
      );
    }
    return (
      <Suspense>
        <ProjectCaseStudy
          project={loaderData.project}
          onBack={() => navigate({ search: portfolioSearch(category) })}
          contactForm={
            <ContactForm
              source={`project:${loaderData.project.id}`}
              title="Want results like these? Tell us about your project"
            />
          }
        />
      </Suspense>
    );
  }

  return (
    <>
      <PageHero
        title="Our Portfolio"
        eyebrow="Work we are proud of"
        intro="A selection of projects we have delivered for retailers, manufacturers, hospitals, schools and startups: what the client needed, what stood in the way, how we approached it and what they launched."
      />
      <PortfolioBrowser category={category} upcoming={loaderData.upcoming} cards={loaderData.cards} />
    </>
  );
}
