import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { caseStudyPath } from "~/content/service-menu";
import { services } from "~/content/services.server";
import { CaseStudyPage } from "~/features/services/case-study-page";
import { pageMeta } from "~/seo/page-meta";

import type { Route } from "./+types/case-study";

// The service comes from the loader, so only this page's content travels: prerendered into the
// page on a direct visit, as its .data file when a link leads here (docs/decisions/005).
export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) return data({ service: null }, { status: 404 });
  return { service };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service) return [{ title: "Service not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  return pageMeta({ ...service.meta, path: caseStudyPath(service.slug) });
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
