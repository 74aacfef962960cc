import { ArrowLeft, ArrowRight } from "lucide-react";
import { useEffect, type ReactNode } from "react";

import { SpriteIcon } from "~/components/icons/sprite-icon";
import { CarouselArrows, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import { HeadedSection } from "~/components/ui/headed-section";
import { SectionHeading } from "~/components/ui/section-heading";
import { TickList } from "~/components/ui/tick-list";
import type { Project } from "~domain/content/portfolio-projects";

/** Screens change every 3 s (marketing specification, section 9). */
const screensAdvanceMs = 3000;
const defaultColour = "#4c1d95";

/**
 * A project's case study (marketing specification, "Project case-study view"). The enquiry form
 * at its end is the contact feature's, composed in by the route.
 */
export default function ProjectCaseStudy({
  project,
  onBack,
  contactForm,
}: {
  project: Project;
  onBack: () => void;
  contactForm: ReactNode;
}) {
  const { caseStudy } = project;
  // Opening a project changes only the query string, which does not count as a new page.
  // (A block body: newer browsers return a promise from scrollTo, which React would call on unmount.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [project.id]);
  return (
    <>
      <section style={{ backgroundColor: project.bgColor || defaultColour }} className="text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:py-16">
          <div>
            <button
              type="button"
              onClick={onBack}
              className="inline-flex items-center gap-2 rounded-full border border-white/40 px-4 py-2 text-sm font-medium hover:bg-white/10"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to portfolio
            </button>
            <h1 className="mt-6 text-4xl leading-tight font-bold sm:text-5xl">Revamping {project.title}</h1>
            <p className="mt-4 text-lg text-white/90">{project.description}</p>
          </div>
          <ScreensCarousel project={project} />
        </div>
      </section>

      <div className="mx-auto max-w-5xl space-y-16 px-4 py-16 sm:px-6">
        <HeadedSection id="challenge-title" title="Challenge">
          <p className="mt-4 text-lg text-slate-700">{caseStudy.challenge}</p>
        </HeadedSection>

        <HeadedSection id="pain-title" title="Pain points">
          <ul className="mt-5 hidden gap-3 md:grid md:grid-cols-2">
            {caseStudy.painPoints.map((point) => (
              <li key={point} className="rounded-2xl bg-red-50 px-5 py-4 text-slate-800">
                {point}
              </li>
            ))}
          </ul>
          <PhoneSummary>{caseStudy.mobilePainPoints}</PhoneSummary>
        </HeadedSection>

        <HeadedSection id="approach-title" title="Our approach">
          <ol className="mt-6 flex flex-col gap-3 lg:flex-row lg:items-stretch">
            {caseStudy.approach.map((step, index) => (
              <li key={step.title} className="flex flex-col items-center gap-3 lg:flex-1 lg:flex-row lg:items-stretch">
                <div className="w-full flex-1 rounded-2xl border border-slate-200 p-5">
                  <span className="text-sm font-bold text-accent-700">Step {index + 1}</span>
                  <h3 className="mt-1 font-semibold text-brand-900">{step.title}</h3>
                  <p className="mt-2 text-sm text-slate-600">{step.description}</p>
                </div>
                {index < caseStudy.approach.length - 1 ? (
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 rotate-90 self-center text-slate-400 lg:rotate-0"
                  />
                ) : null}
              </li>
            ))}
          </ol>
        </HeadedSection>

        <HeadedSection id="solutions-title" title="Solutions we provided">
          <TickList
            items={caseStudy.solutions}
            className="mt-5 hidden space-y-3 md:block"
            itemClassName="gap-3 text-slate-700"
            tickClassName="text-emerald-600"
          />
          <PhoneSummary>{caseStudy.mobileSolutions}</PhoneSummary>
        </HeadedSection>

        <FinalProduct project={project} />

        {caseStudy.testimonial ? (
          <section aria-labelledby="note-title" className="rounded-3xl bg-brand-50 p-8">
            <h2 id="note-title" className="text-2xl font-bold text-brand-900">
              Note from the Client...
            </h2>
            <figure className="mt-4">
              <SpriteIcon name="quote" className="size-7 text-accent-500" />
              <blockquote className="mt-2 text-lg text-slate-700">{caseStudy.testimonial.quote}</blockquote>
              <figcaption className="mt-4 font-semibold text-brand-900">{caseStudy.testimonial.author}</figcaption>
            </figure>
          </section>
        ) : null}

        {contactForm}
      </div>
    </>
  );
}

/** On phones a section's list gives way to the shorter summary the case study has for them. */
function PhoneSummary({ children }: { children: string }) {
  return <p className="mt-4 text-slate-700 md:hidden">{children}</p>;
}

type Screen = Project["caseStudy"]["projectScreens"][number];
type ScreenLook = { lazy?: boolean; rounded?: boolean };

/** A screen of the project: the hero's carousel shows it rounded, and below the first screen it loads lazily. */
function ScreenImage({ src, alt, lazy = false, rounded = false }: Pick<Screen, "src" | "alt"> & ScreenLook) {
  return (
    <img
      src={src}
      alt={alt}
      width={800}
      height={500}
      loading={lazy ? "lazy" : undefined}
      className={`aspect-[8/5] w-full${rounded ? " rounded-2xl" : ""}`}
    />
  );
}

/** The project's screens as a carousel's slides, one at a time. */
function ScreenSlides({
  viewportRef,
  label,
  screens,
  ...look
}: { viewportRef: ReturnType<typeof useCarousel>["viewportRef"]; label: string; screens: Screen[] } & ScreenLook) {
  return (
    <CarouselViewport viewportRef={viewportRef} label={label}>
      {screens.map((screen, index) => (
        <CarouselSlide key={screen.src} index={index} count={screens.length}>
          <ScreenImage src={screen.src} alt={screen.alt} {...look} />
        </CarouselSlide>
      ))}
    </CarouselViewport>
  );
}

function ScreensCarousel({ project }: { project: Project }) {
  const carousel = useCarousel({ autoplayMs: screensAdvanceMs });
  return (
    <div className="overflow-hidden rounded-3xl bg-white/10 p-2">
      <ScreenSlides
        viewportRef={carousel.viewportRef}
        label={`${project.title} screens`}
        screens={project.caseStudy.projectScreens}
        rounded
      />
    </div>
  );
}

function FinalProduct({ project }: { project: Project }) {
  const carousel = useCarousel();
  const screens = project.caseStudy.projectScreens;
  return (
    <section aria-labelledby="final-title">
      <div className="flex items-end justify-between gap-4">
        <SectionHeading id="final-title">Final product</SectionHeading>
        <CarouselArrows label="screen" onPrev={carousel.scrollPrev} onNext={carousel.scrollNext} />
      </div>
      <div className="mt-6 overflow-hidden rounded-3xl border border-slate-200">
        <ScreenSlides
          viewportRef={carousel.viewportRef}
          label={`${project.title} final product`}
          screens={screens}
          lazy
        />
      </div>
      <ul className="mt-4 grid grid-cols-3 gap-3" aria-label="Thumbnails">
        {screens.map((screen, index) => (
          <li key={screen.src}>
            <button
              type="button"
              onClick={() => carousel.scrollTo(index)}
              aria-label={`Show screen ${index + 1}: ${screen.alt}`}
              aria-current={carousel.selected === index ? "true" : undefined}
              className={`block w-full overflow-hidden rounded-xl border-2 ${
                carousel.selected === index ? "border-accent-700" : "border-transparent opacity-70 hover:opacity-100"
              }`}
            >
              <ScreenImage src={screen.src} alt="" lazy />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
