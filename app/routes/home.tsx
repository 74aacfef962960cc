import { lazy, Suspense, useMemo } from "react";

import { whenShown } from "~/components/ui/when-shown";
import { whenVisitorEngages } from "~/components/ui/when-visitor-engages";
import { insightPosts, processSteps } from "~/content/home";
import { serviceMenu } from "~domain/company/service-menu";
import { serviceOf, type Service, type ServiceTab } from "~/content/service-types";
import { Hero } from "~/features/home/hero";
import { ServicesSection } from "~/features/home/services-section";
import { organizationJsonLd } from "~/seo/organization-json-ld";
import { pageMeta } from "~/seo/page-meta";

import type { Route } from "./+types/home";
import { siteContentPagesContext } from "~contracts/content-entries";
import { sitePagesContext } from "~contracts/content-documents";

const toServiceTab = ({ title, slug, tabLabel, highlights, gallery, header }: Service): ServiceTab => ({
  title,
  slug,
  tabLabel,
  highlights,
  gallery,
  description: header.description,
});

// Content arrives as loader data (rendered into the page, which the server keeps until editors
// change it) rather than bundled into its JavaScript, which keeps the home page within its script
// budget (docs/performance.md). The services' text and the testimonials are what editors publish.
export async function loader({ context }: Route.LoaderArgs) {
  const [services, testimonials] = await Promise.all([
    context.get(sitePagesContext).services(),
    context.get(siteContentPagesContext).testimonials("home"),
  ]);
  return {
    serviceTabs: services.flatMap(({ slug, body }) => {
      const menuItem = serviceMenu.find((item) => item.slug === slug);
      return menuItem ? [toServiceTab(serviceOf(menuItem, body))] : [];
    }),
    testimonials,
    processSteps,
    insightPosts,
  };
}

/**
 * The server renders every section. In the browser the sections after the services keep that
 * HTML, and their code (carousels, counters) loads and hydrates once the visitor scrolls or
 * touches the page, or once they are on screen without that (a tall window): the first load
 * carries only what the first screen needs (docs/performance.md).
 */
const belowTheServicesId = "below-the-services";
const BelowTheServices = import.meta.env.SSR
  ? (await import("~/features/home/below-the-services")).default
  : lazy(async () => {
      await Promise.race([whenVisitorEngages(belowTheServicesId), whenShown(belowTheServicesId)]);
      return import("~/features/home/below-the-services");
    });

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
  // The same element on every render: a re-render reaching the boundary before its code has
  // arrived would make React drop the server's HTML and show the (empty) fallback.
  const belowTheServices = useMemo(
    () => (
      <div id={belowTheServicesId}>
        <Suspense fallback={null}>
          <BelowTheServices
            testimonials={loaderData.testimonials}
            processSteps={loaderData.processSteps}
            insightPosts={loaderData.insightPosts}
          />
        </Suspense>
      </div>
    ),
    [loaderData],
  );
  return (
    <>
      <Hero />
      <ServicesSection services={loaderData.serviceTabs} />
      {belowTheServices}
    </>
  );
}
