import { Code2, Compass, PenTool, Rocket } from "lucide-react";

import { CoverImage } from "~/components/ui/cover-image";
import { HeadedSection } from "~/components/ui/headed-section";
import { formatDay } from "~/components/ui/format-day";
import type { InsightPost, ProcessStep } from "~/content/home";

import { CardCarouselBand } from "./card-carousel-band";

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
      <HeadedSection id="achieve-title" eyebrow="Our process" title="How We Achieve It" width="7xl" large>
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
      </HeadedSection>
      <InsightsCarousel insightPosts={insightPosts} />
    </>
  );
}

function InsightsCarousel({ insightPosts }: { insightPosts: InsightPost[] }) {
  // The arrows are there even with one post or fewer, disabled (marketing specification, "Insights section").
  return (
    <CardCarouselBand
      id="insights-title"
      eyebrow="From our blog"
      title="Insights & Innovations"
      band="bg-slate-50"
      label="Articles"
      cardName="article"
      cards={insightPosts}
      controlsDisabled={insightPosts.length <= 1}
      renderCard={(post) => (
        <article className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm">
          <CoverImage src={post.image} alt={post.imageAlt} loading="lazy" />
          <div className="flex flex-1 flex-col p-6">
            <div className="flex items-center justify-between text-sm">
              <span className="rounded-full bg-accent-700/10 px-3 py-1 font-medium text-accent-800">{post.tag}</span>
              <time dateTime={post.date} className="text-slate-600">
                {formatDay(post.date)}
              </time>
            </div>
            <h3 className="mt-4 text-lg font-semibold text-brand-900">{post.title}</h3>
            <p className="mt-2 text-slate-600">{post.excerpt}</p>
          </div>
        </article>
      )}
    />
  );
}
