import { Code2, Compass, PenTool, Rocket } from "lucide-react";

import { CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import { formatDay } from "~/components/ui/format-day";
import type { InsightPost, ProcessStep } from "~/content/home";

const stepIcons: Record<ProcessStep["icon"], typeof Compass> = {
  compass: Compass,
  "pen-tool": PenTool,
  code: Code2,
  rocket: Rocket,
};

/** 'How We Achieve It' and 'Insights & Innovations' (marketing specification, "Insights section"). */
export function InsightsSection({
  processSteps,
  insightPosts,
}: {
  processSteps: ProcessStep[];
  insightPosts: InsightPost[];
}) {
  return (
    <>
      <section aria-labelledby="achieve-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Our process</p>
        <h2 id="achieve-title" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
          How We Achieve It
        </h2>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => {
            const Icon = stepIcons[step.icon];
            return (
              <li key={step.id} className="rounded-3xl border border-slate-200 p-6">
                <span className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-2xl bg-brand-900 text-white">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <span aria-hidden="true" className="text-3xl font-extrabold text-slate-500">
                    0{index + 1}
                  </span>
                </span>
                <h3 className="mt-5 text-lg font-semibold text-brand-900">{step.title}</h3>
                <p className="mt-2 text-slate-600">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </section>
      <InsightsCarousel insightPosts={insightPosts} />
    </>
  );
}

function InsightsCarousel({ insightPosts }: { insightPosts: InsightPost[] }) {
  const carousel = useCarousel({ pauseOnHover: true, autoplayMs: 3000 });
  const single = insightPosts.length <= 1;
  // Both layouts have the arrows, disabled when there is one post or fewer (marketing
  // specification, "Insights section"): beside the heading on desktop, beside the dots on a phone.
  const arrows = (className: string) => (
    <CarouselArrows
      label="article"
      className={className}
      onPrev={carousel.scrollPrev}
      onNext={carousel.scrollNext}
      disabled={single}
    />
  );
  return (
    <section aria-labelledby="insights-title" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex items-end justify-between gap-6">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">From our blog</p>
            <h2 id="insights-title" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
              Insights &amp; Innovations
            </h2>
          </div>
          {arrows("hidden md:flex")}
        </div>
        <div className="mt-10">
          <CarouselViewport viewportRef={carousel.viewportRef} label="Articles" gapped>
            {insightPosts.map((post, index) => (
              <CarouselSlide
                key={post.id}
                index={index}
                count={insightPosts.length}
                className="basis-full pl-4 md:basis-1/3"
              >
                <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm">
                  <img
                    src={post.image}
                    alt={post.imageAlt}
                    width={640}
                    height={360}
                    loading="lazy"
                    className="aspect-video w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-6">
                    <div className="flex items-center justify-between text-sm">
                      <span className="rounded-full bg-accent-700/10 px-3 py-1 font-medium text-accent-800">
                        {post.tag}
                      </span>
                      <time dateTime={post.date} className="text-slate-600">
                        {formatDay(post.date)}
                      </time>
                    </div>
                    <h3 className="mt-4 text-lg font-semibold text-brand-900">{post.title}</h3>
                    <p className="mt-2 text-slate-600">{post.excerpt}</p>
                  </div>
                </article>
              </CarouselSlide>
            ))}
          </CarouselViewport>
        </div>
        <div className="mt-6 flex items-center justify-between md:hidden">
          {arrows("")}
          <CarouselDots
            label="article"
            count={single ? 0 : carousel.snapCount}
            selected={carousel.selected}
            onSelect={carousel.scrollTo}
          />
        </div>
      </div>
    </section>
  );
}
