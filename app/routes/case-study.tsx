import { data, useLocation } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { caseStudyPath } from "~/content/service-menu";
import { services } from "~/content/services";
import type { Service } from "~/content/service-types";
import { CaseStudyPage } from "~/features/services/case-study-page";
import { pageMeta } from "~/features/seo/page-meta";

import type { Route } from "./+types/case-study";

const findService = (slug: string | null | undefined) => services.find((candidate) => candidate.slug === slug);

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug.toLowerCase());
  if (!service) return data({ slug: null }, { status: 404 });
  return { slug: service.slug };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const service = findService(loaderData?.slug);
  if (!service) return [{ title: "Service not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  return pageMeta({ ...service.meta, path: caseStudyPath(service.slug) });
}

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  // Arriving from 'View full case study' the service comes as navigation state;
  // on a direct visit it is looked up from the slug.
  const fromLink = (useLocation().state as { service?: Service } | null)?.service;
  const service = fromLink?.slug === loaderData.slug ? fromLink : findService(loaderData.slug);
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
