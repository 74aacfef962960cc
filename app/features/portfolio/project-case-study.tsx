import { ArrowLeft, ArrowRight, CheckCircle2, Quote } from "lucide-react";
import { useEffect, type ReactNode } from "react";

import { CarouselArrows, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
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
        <section aria-labelledby="challenge-title">
          <h2 id="challenge-title" className="text-3xl font-bold text-brand-900">
            Challenge
          </h2>
          <p className="mt-4 text-lg text-slate-700">{caseStudy.challenge}</p>
        </section>

        <section aria-labelledby="pain-title">
          <h2 id="pain-title" className="text-3xl font-bold text-brand-900">
            Pain points
          </h2>
          <ul className="mt-5 hidden gap-3 md:grid md:grid-cols-2">
            {caseStudy.painPoints.map((point) => (
              <li key={point} className="rounded-2xl bg-red-50 px-5 py-4 text-slate-800">
                {point}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700 md:hidden">{caseStudy.mobilePainPoints}</p>
        </section>

        <section aria-labelledby="approach-title">
          <h2 id="approach-title" className="text-3xl font-bold text-brand-900">
            Our approach
          </h2>
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
        </section>

        <section aria-labelledby="solutions-title">
          <h2 id="solutions-title" className="text-3xl font-bold text-brand-900">
            Solutions we provided
          </h2>
          <ul className="mt-5 hidden space-y-3 md:block">
            {caseStudy.solutions.map((solution) => (
              <li key={solution} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-600" />
                {solution}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-slate-700 md:hidden">{caseStudy.mobileSolutions}</p>
        </section>

        <FinalProduct project={project} />

        {caseStudy.testimonial ? (
          <section aria-labelledby="note-title" className="rounded-3xl bg-brand-50 p-8">
            <h2 id="note-title" className="text-2xl font-bold text-brand-900">
              Note from the Client...
            </h2>
            <figure className="mt-4">
              <Quote aria-hidden="true" className="size-7 text-accent-500" />
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

function ScreensCarousel({ project }: { project: Project }) {
  const carousel = useCarousel({ autoplayMs: screensAdvanceMs });
  const screens = project.caseStudy.projectScreens;
  return (
    <div className="overflow-hidden rounded-3xl bg-white/10 p-2">
      <CarouselViewport viewportRef={carousel.viewportRef} label={`${project.title} screens`}>
        {screens.map((screen, index) => (
          <CarouselSlide key={screen.src} index={index} count={screens.length} className="basis-full">
            <img
              src={screen.src}
              alt={screen.alt}
              width={800}
              height={500}
              className="aspect-[8/5] w-full rounded-2xl"
            />
          </CarouselSlide>
        ))}
      </CarouselViewport>
    </div>
  );
}

function FinalProduct({ project }: { project: Project }) {
  const carousel = useCarousel();
  const screens = project.caseStudy.projectScreens;
  return (
    <section aria-labelledby="final-title">
      <div className="flex items-end justify-between gap-4">
        <h2 id="final-title" className="text-3xl font-bold text-brand-900">
          Final product
        </h2>
        <CarouselArrows label="screen" onPrev={carousel.scrollPrev} onNext={carousel.scrollNext} />
      </div>
      <div className="mt-6 overflow-hidden rounded-3xl border border-slate-200">
        <CarouselViewport viewportRef={carousel.viewportRef} label={`${project.title} final product`}>
          {screens.map((screen, index) => (
            <CarouselSlide key={screen.src} index={index} count={screens.length} className="basis-full">
              <img
                src={screen.src}
                alt={screen.alt}
                width={800}
                height={500}
                loading="lazy"
                className="aspect-[8/5] w-full"
              />
            </CarouselSlide>
          ))}
        </CarouselViewport>
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
              <img src={screen.src} alt="" width={800} height={500} loading="lazy" className="aspect-[8/5] w-full" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
