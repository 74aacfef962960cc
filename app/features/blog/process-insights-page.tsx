import { Clock } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { HeadedSection } from "~/components/ui/headed-section";
import { IconText } from "~/components/ui/icon-text";
import { PageOpening } from "~/components/ui/page-opening";
import { processInsights, processPhases } from "~/content/about";

export function ProcessInsightsPage() {
  return (
    <>
      <PageOpening
        title="Process & Insights"
        eyebrow="How we work"
        intro="Every engagement follows the same four phases. Here is what happens in each, what you receive at the end of it, and what 155 projects have taught us."
        label="Phases"
        width="5xl"
      >
        <ol className="space-y-6">
          {processPhases.map((phase, index) => (
            <li
              key={phase.title}
              className="grid gap-4 rounded-3xl border border-slate-200 p-6 sm:grid-cols-[auto_1fr]"
            >
              <span className="grid size-12 place-items-center rounded-full bg-brand-900 text-lg font-bold text-white">
                {index + 1}
              </span>
              <div>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="text-xl font-semibold text-brand-900">{phase.title}</h2>
                  <IconText icon={Clock} className="text-sm text-slate-600">
                    {phase.duration}
                  </IconText>
                </div>
                <p className="mt-2 text-slate-700">{phase.summary}</p>
                <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-600">
                  {phase.deliverables.map((deliverable) => (
                    <li key={deliverable}>{deliverable}</li>
                  ))}
                </ul>
              </div>
            </li>
          ))}
        </ol>
      </PageOpening>
      <HeadedSection id="lessons-title" title="What we have learned" width="5xl" band="bg-slate-50">
        <div className="mt-8 grid gap-6 sm:grid-cols-2">
          {processInsights.map((insight) => (
            <article key={insight.title} className="rounded-3xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{insight.title}</h3>
              <p className="mt-2 text-slate-600">{insight.body}</p>
            </article>
          ))}
        </div>
        <ButtonLink to="/contactUs" className="mt-10">
          Let's Talk
        </ButtonLink>
      </HeadedSection>
    </>
  );
}
