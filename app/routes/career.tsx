import { useNavigation } from "react-router";

import { applicationFormLoadingText } from "~/features/careers/application/deferred-application-form";
import { CareersLanding } from "~/features/careers/careers-landing";
import { jobListing } from "~/features/careers/job-card";
import { JobResults } from "~/features/careers/job-results";
import { pageMeta } from "~/seo/page-meta";

import { asLocationFilter, locationFilters, locationFiltersFor, matchesSearch } from "~domain/jobs/job-search";
import type { Route } from "./+types/career";
import { jobPagesContext } from "~contracts/jobs";

/**
 * The search lives in the query string, and the list is rendered on the server so crawlers see it.
 * The location filter offers every place where a job is open besides the specification's list.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const params = url.searchParams;
  const searched = params.has("q") || params.has("location");
  const term = params.get("q") ?? "";
  if (!searched) return { searched, term, location: asLocationFilter(null), locations: [...locationFilters], jobs: [] };
  try {
    const open = await context.get(jobPagesContext).listOpen();
    const locations = locationFiltersFor(open);
    const location = asLocationFilter(params.get("location"), locations);
    // The search reads each job's whole description; the page shows only its card.
    const jobs = open.filter((job) => matchesSearch(job, term, location)).map(jobListing);
    return { searched, term, location, locations, jobs };
  } catch {
    return {
      searched,
      term,
      location: asLocationFilter(params.get("location")),
      locations: [...locationFilters],
      jobs: null,
    };
  }
}

export const meta = () =>
  pageMeta({
    title: "Careers: Open Positions in Engineering, AI and Sales | Nexora Technologies",
    description:
      "Join Nexora Technologies in Bengaluru, New Delhi, Gwalior or remotely across India. Open positions in Engineering, AI & Machine Learning, and Sales & Growth.",
    path: "/career",
    breadcrumb: "Careers",
  });

export default function CareerRoute({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // Opening a job loads it from the server; say so instead of leaving the list up.
  if (navigation.state === "loading" && navigation.location.pathname.startsWith("/career/apply/")) {
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-24 text-center text-lg text-slate-700">
        {applicationFormLoadingText}
      </p>
    );
  }
  if (!loaderData.searched) return <CareersLanding />;
  return (
    <JobResults
      term={loaderData.term}
      location={loaderData.location}
      locations={loaderData.locations}
      jobs={loaderData.jobs}
    />
  );
}
