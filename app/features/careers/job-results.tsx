import { lazy, Suspense, useState } from "react";
import { Form, Link, useSubmit } from "react-router";

import { BackToCareersLink } from "~/features/careers/back-to-careers-link";
import type { LocationFilter } from "~domain/jobs/job-search";
import { JobCard, type JobListing } from "./job-card";

// Only visitors who tick the alerts box need the form and its rules (zod and react-hook-form).
const JobAlertSignup = lazy(async () => ({
  default: (await import("./job-alerts/job-alert-signup")).JobAlertSignup,
}));

type JobResultsProps = {
  term: string;
  location: LocationFilter;
  /** The location filter's options (locationFiltersFor). */
  locations: readonly string[];
  jobs: JobListing[] | null;
};

/** The results view after a search: the filter sidebar and the job list (careers specification, section 2). */
export function JobResults({ term, location, locations, jobs }: JobResultsProps) {
  const submit = useSubmit();
  const [alerts, setAlerts] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <BackToCareersLink />
      <h1 className="mt-6 text-3xl font-bold text-brand-900 sm:text-4xl">Open positions</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_1fr]">
        <aside aria-label="Filters" className="h-fit rounded-3xl border border-slate-200 p-6">
          <Form
            method="get"
            role="search"
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
          >
            <label htmlFor="filter-keyword" className="block text-sm font-medium text-slate-800">
              Keyword
            </label>
            <input
              id="filter-keyword"
              name="q"
              type="search"
              defaultValue={term}
              key={term}
              className="mt-1.5 w-full rounded-xl border border-slate-300 px-3 py-2"
            />
            <label htmlFor="filter-location" className="mt-4 block text-sm font-medium text-slate-800">
              Location
            </label>
            <select
              id="filter-location"
              name="location"
              defaultValue={location}
              className="mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3 py-2"
            >
              {locations.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
            <noscript>
              <button
                type="submit"
                className="mt-4 rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white"
              >
                Apply filters
              </button>
            </noscript>
          </Form>
          <p className="mt-5 text-sm text-slate-700" aria-live="polite">
            {jobs ? `${jobs.length} ${jobs.length === 1 ? "job" : "jobs"} matched` : "No jobs matched"}
          </p>
          <Link
            to={`/career?q=&location=${encodeURIComponent(location)}`}
            replace
            className="mt-3 inline-block text-sm font-semibold text-accent-700 hover:text-accent-800"
          >
            Clear Filters
          </Link>
          <label className="mt-5 flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={alerts}
              onChange={(event) => setAlerts(event.target.checked)}
              className="size-4"
            />
            Email me job alerts for this search
          </label>
          {alerts ? (
            <Suspense fallback={<p className="mt-4 text-sm text-slate-600">Loading...</p>}>
              {/* A new search starts a new form: the answer shown belongs to the search it was for. */}
              <JobAlertSignup key={`${term}\n${location}`} keyword={term.trim()} location={location} />
            </Suspense>
          ) : null}
        </aside>
        <section aria-label="Jobs">
          {jobs === null ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-6 text-red-800">
              Failed to load job listings. Please try again later.
            </p>
          ) : jobs.length === 0 ? (
            <div className="rounded-3xl bg-slate-50 p-10 text-center">
              <p className="text-lg font-semibold text-brand-900">No positions found matching your criteria</p>
              <p className="mt-2 text-slate-600">Try adjusting your search terms or filters.</p>
            </div>
          ) : (
            <>
              <p className="text-slate-700">
                {jobs.length} open {jobs.length === 1 ? "position" : "positions"}
              </p>
              <ul className="mt-4 space-y-4">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      </div>
    </div>
  );
}
