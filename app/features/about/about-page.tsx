import { Award, Lightbulb, ShieldCheck, Users } from "lucide-react";
import { ButtonLink } from "~/components/ui/button-link";
import { HeadedSection } from "~/components/ui/headed-section";
import { StatisticsBlock } from "~/components/statistics/statistics-block";
import type { CompanyText } from "~domain/content/site-documents";
import { paragraphsOf, valueTitles } from "~domain/content/site-pages";

const valueIcons = {
  Expertise: Award,
  Innovation: Lightbulb,
  "Customer-Centric": Users,
  Quality: ShieldCheck,
} as const;

/** The About page: the company text as editors last published it. */
export function AboutPage({ company }: { company: CompanyText }) {
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-24">
          <h1 className="text-sm font-semibold tracking-widest text-accent-500 uppercase">About us</h1>
          <p className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl">Empowering Innovation Through Technology</p>
        </div>
      </section>
      <HeadedSection id="story-title" title="Our story" width="3xl">
        <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
          {paragraphsOf(company.story).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </HeadedSection>
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:px-6 md:grid-cols-2">
          <div className="rounded-3xl bg-white p-8 shadow-sm">
            <h2 className="text-2xl font-bold text-brand-900">Our Vision</h2>
            <p className="mt-3 text-slate-700">{company.vision}</p>
          </div>
          <div className="rounded-3xl bg-white p-8 shadow-sm">
            <h2 className="text-2xl font-bold text-brand-900">Our Mission</h2>
            <p className="mt-3 text-slate-700">{company.mission}</p>
          </div>
        </div>
      </section>
      <HeadedSection id="why-title" title="Why Choose Us?" width="6xl">
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {valueTitles.map((title) => {
            const Icon = valueIcons[title];
            return (
              <li key={title} className="rounded-3xl border border-slate-200 p-6">
                <Icon aria-hidden="true" className="size-8 text-accent-700" />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-2 text-slate-600">{company.values[title]}</p>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <ButtonLink to="/ourteam" variant="outline">
            Meet our team
          </ButtonLink>
          <ButtonLink to="/contactUs">Let's Talk</ButtonLink>
        </div>
      </HeadedSection>
      <StatisticsBlock />
    </>
  );
}
