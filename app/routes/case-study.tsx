import { data } from "react-router";

import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { caseStudyPath, serviceMenu } from "~/content/service-menu";
import { pageMeta } from "~/features/seo/page-meta";

import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  const slug = params.slug.toLowerCase();
  const service = serviceMenu.find((item) => item.slug === slug);
  if (!service) return data({ service: null }, { status: 404 });
  return { service };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service) return [{ title: "Service not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `${service.title} Services | Nexora Technologies`,
    description: `How Nexora Technologies delivers ${service.title} for businesses in Delhi NCR and across India: what we build, our process and client testimonials.`,
    path: caseStudyPath(service.slug),
  });
}

export default function CaseStudyRoute({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
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
  return (
    <PageHero
      title={service.title}
      eyebrow="Case study"
      intro={`What our ${service.title} work covers, how we run it from discovery to launch, and what clients say about the results.`}
    >
      <ButtonLink to="/contactUs" className="mt-8">
        Let's Talk
      </ButtonLink>
    </PageHero>
  );
}
