import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { caseStudyPath, serviceMenu } from "~domain/company/service-menu";
import { serviceOf } from "~/content/service-types";
import { caseStudyOf, CaseStudyPage } from "~/features/services/case-study-page";
import { articleDatesOf, caseStudyJsonLd } from "~/seo/case-study-json-ld";
import { pageMeta } from "~/seo/page-meta";

import type { Route } from "./+types/case-study";
import { sitePagesContext } from "~contracts/content-documents";

// The case study as editors last published it; the server keeps the rendered page
// until they publish again (docs/decisions/035).
export async function loader({ params, context }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  const menuItem = serviceMenu.find((candidate) => candidate.slug === slug);
  const published = menuItem
    ? (await context.get(sitePagesContext).services()).find((candidate) => candidate.slug === slug)
    : undefined;
  if (!menuItem || !published) return data({ service: null, dates: null }, { status: 404 });
  return {
    service: caseStudyOf(serviceOf(menuItem, published.body)),
    dates: articleDatesOf(published),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const service = loaderData?.service;
  const dates = loaderData?.dates;
  if (!service || !dates)
    return [{ title: "Service not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  const path = caseStudyPath(service.slug);
  return [
    ...pageMeta({ ...service.meta, path, image: service.meta.socialImage || service.header.image, article: dates }),
    {
      "script:ld+json": caseStudyJsonLd({
        // The page's own heading: the title tag's words carry the site's name.
        headline: service.header.tagline,
        description: service.meta.description,
        image: service.header.image,
        path,
        ...dates,
        service: service.title,
      }),
    },
  ];
}

export default function CaseStudyRoute({ loaderData: { service } }: Route.ComponentProps) {
  if (!service) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-brand-900">Service not found.</h1>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/" variant="outline">
            Back to Services
          </ButtonLink>
          <ButtonLink to="/">Return to Services</ButtonLink>
        </div>
      </section>
    );
  }
  return <CaseStudyPage service={service} />;
}
