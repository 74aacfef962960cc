import { ArrowRight, Building2, Search, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { HeadedSection } from "~/components/ui/headed-section";
import { Eyebrow } from "~/components/ui/section-heading";
import { careerOffices, departments, teams } from "~/content/careers";

function LearnMoreLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={`${className} inline-flex items-center gap-1 font-semibold text-accent-700 hover:text-accent-800`}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

/** The page's dark opening band: its title and the job search that leads to the results view. */
function JobSearchHero() {
  return (
    <section className="bg-brand-950 text-white">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
        <Eyebrow onDark>Careers</Eyebrow>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Careers at Nexora</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-300">
          Build websites, apps, ERP and AI products that Indian businesses run on, with teams in Bengaluru, New Delhi
          and Gwalior, and remotely across India.
        </p>
        <Form method="get" role="search" className="mx-auto mt-10 flex max-w-xl flex-col gap-3 sm:flex-row">
          <label htmlFor="career-search" className="sr-only">
            Search jobs by keyword
          </label>
          <input
            id="career-search"
            name="q"
            type="search"
            placeholder="Job title, skill or keyword"
            className="w-full rounded-full border-0 bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500"
          />
          <button
            type="submit"
            className="inline-flex shrink-0 items-center justify-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold whitespace-nowrap text-white hover:bg-accent-800"
          >
            <Search aria-hidden="true" className="size-5" />
            Search jobs
          </button>
        </Form>
      </div>
    </section>
  );
}

/** The careers page before any search (careers specification, section 2). */
export function CareersLanding() {
  return (
    <>
      <JobSearchHero />

      <HeadedSection id="departments-title" title="Departments" width="6xl">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {departments.map((department) => (
            <li key={department.name} className="rounded-3xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-brand-900">{department.name}</h3>
              <p className="mt-2 text-slate-600">{department.description}</p>
              <LearnMoreLink
                to={`/career?q=${encodeURIComponent(department.name === "AI & Machine Learning" ? "AI" : department.name === "Sales & Growth" ? "sales" : "engineer")}`}
                className="mt-4"
              >
                Learn more about {department.name}
              </LearnMoreLink>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="teams-title" title="Teams" width="6xl" band="bg-slate-50">
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <li key={team.name} className="flex items-center justify-between rounded-2xl bg-white p-5 shadow-sm">
              <span className="inline-flex items-center gap-3 font-medium text-brand-900">
                <Users aria-hidden="true" className="size-5 text-accent-700" />
                {team.name}
              </span>
              <span className="text-sm text-slate-600">{team.jobs} jobs</span>
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection id="offices-title" title="Our offices" width="6xl">
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {careerOffices.map((office) => (
            <li key={office.city} className="rounded-3xl border border-slate-200 p-6">
              <Building2 aria-hidden="true" className="size-7 text-accent-700" />
              <h3 className="mt-3 text-lg font-semibold text-brand-900">{office.city}</h3>
              <p className="mt-1 text-slate-600">{office.note}</p>
              <p className="mt-3 text-sm text-slate-600">{office.people} people</p>
            </li>
          ))}
        </ul>
        <LearnMoreLink to="/aboutUs" className="mt-8">
          Learn more about life at Nexora
        </LearnMoreLink>
      </HeadedSection>
    </>
  );
}
