import { Clock } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { PageHero } from "~/components/ui/page-hero";
import { processInsights, processPhases } from "~/content/about";

export function ProcessInsightsPage() {
  return (
    <>
      <PageHero
        title="Process & Insights"
        eyebrow="How we work"
        intro="Every engagement follows the same four phases. Here is what happens in each, what you receive at the end of it, and what 155 projects have taught us."
      />
      <section aria-label="Phases" className="mx-auto max-w-5xl px-4 pb-16 sm:px-6">
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
                  <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
                    <Clock aria-hidden="true" className="size-4" />
                    {phase.duration}
                  </span>
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
      </section>
      <section aria-labelledby="lessons-title" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
          <h2 id="lessons-title" className="text-3xl font-bold text-brand-900">
            What we have learned
          </h2>
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
        </div>
      </section>
    </>
  );
}
