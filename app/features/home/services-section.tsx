import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";

import { HeadedSection } from "~/components/ui/headed-section";
import { Tabs } from "~/components/ui/tabs";
import { TickList } from "~/components/ui/tick-list";
import { whenShown } from "~/components/ui/when-shown";
import type { ServiceTab } from "~/content/service-types";
import { caseStudyPath } from "~domain/company/service-menu";
import { BookingDialogLink } from "~/components/booking/booking-dialog-link";
import { useValueAfterHydration } from "~/components/use-is-client";

import { matchService } from "./match-service";
import { GalleryPoster } from "./gallery-poster";

/** Tab content fades out for 200 ms before the next one shows (marketing specification, section 4). */
const fadeMs = 200;
/**
 * The gallery rotates whenever it is on screen (marketing specification, section 2), whether or not
 * the visitor has scrolled or touched anything, so its carousel loads as soon as it is shown. Below
 * the first screen, as it is at every common window size, a visitor who never reaches it never
 * downloads it.
 */
const galleryId = "service-gallery";
const ServiceGallery = import.meta.env.SSR
  ? (await import("./service-gallery")).default
  : lazy(async () => {
      await whenShown(galleryId);
      return import("./service-gallery");
    });

/**
 * The eight service tabs. `?service=<name>` preselects one; it is applied after
 * hydration because the page itself is prerendered without a query string.
 */
export function ServicesSection({ services }: { services: ServiceTab[] }) {
  const [searchParams] = useSearchParams();
  const preselected = matchService(services, useValueAfterHydration(searchParams.get("service"), null));
  const [chosen, setChosen] = useState<string>();
  const [displayed, setDisplayed] = useState<string>();
  const [fading, setFading] = useState(false);
  const timer = useRef<number>(undefined);

  const initial = preselected?.slug ?? services[0]!.slug;
  const active = chosen ?? initial;
  const shown = services.find((service) => service.slug === (displayed ?? initial)) ?? services[0]!;

  // The tab is marked at once; its content swaps after the old one has faded out.
  const choose = (slug: string) => {
    window.clearTimeout(timer.current);
    setChosen(slug);
    setFading(true);
    timer.current = window.setTimeout(() => {
      setDisplayed(slug);
      setFading(false);
    }, fadeMs);
  };

  return (
    <HeadedSection
      id="services-title"
      eyebrow="What we do"
      title="Services that move your business forward"
      width="7xl"
      large
    >
      <Tabs
        label="Services"
        tabs={services.map((service) => ({ value: service.slug, label: service.tabLabel }))}
        value={active}
        onValueChange={choose}
        renderPanel={() => (
          <div className={`transition-opacity duration-200 ${fading ? "opacity-0" : "opacity-100"}`}>
            <ServicePanel service={shown} />
          </div>
        )}
        className="mt-8"
        listClassName="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
        tabClassName="shrink-0 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:border-brand-700 data-[state=active]:border-brand-900 data-[state=active]:bg-brand-900 data-[state=active]:text-white"
        panelClassName="mt-8 focus-visible:outline-none"
      />
    </HeadedSection>
  );
}

function ServicePanel({ service }: { service: ServiceTab }) {
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div>
        <h3 className="text-2xl font-bold text-brand-900">{service.title}</h3>
        <p className="mt-3 text-slate-600">{service.description}</p>
        <TickList items={service.highlights} className="mt-6 grid gap-3 sm:grid-cols-2" />
        <div className="mt-8 flex flex-wrap gap-3">
          <BookingDialogLink className="inline-flex items-center justify-center rounded-full bg-accent-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-accent-800">
            Want a Demo !
          </BookingDialogLink>
          <Link
            to={caseStudyPath(service.slug)}
            className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            View full case study
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      {/* Until the carousel's code arrives the server's first image stands in, so the page looks
          the same. */}
      <div id={galleryId}>
        <Suspense fallback={<GalleryPoster service={service} />}>
          <ServiceGallery key={service.slug} service={service} />
        </Suspense>
      </div>
    </div>
  );
}
