import { data, isRouteErrorResponse, redirect } from "react-router";

import { preloadApplicationForm } from "~/features/careers/application/deferred-application-form";
import { ApplyPage, JobLoadFailure } from "~/features/careers/apply-page";
import { jobLoadErrorMessage, jobNotFoundMessage, noJobIdMessage } from "~/features/careers/job-load-error";
import { jobPosting } from "~/features/careers/job-posting";
import { ErrorPage } from "~/features/layout/error-page";
import { pageMeta } from "~/seo/page-meta";

import { isServiceUnavailable } from "~contracts/outcome";
import type { Route } from "./+types/career-apply";
import { jobPagesContext } from "~contracts/jobs";

/**
 * An open job's page, or a closed job's notice with 410 Gone: the posting was taken down on
 * purpose, which search engines read as "drop it" sooner than a 404. A job's earlier address
 * answers 301 to its address now. No id, a draft or an unknown
 * id is the specification's "not found" (section 8); a failed query answers 503 when the database
 * cannot answer now and 500 otherwise, and the page names that status.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
  if (!params.jobId) throw data({ message: noJobIdMessage }, { status: 404 });
  const jobs = context.get(jobPagesContext);
  const failed = (error: unknown) => {
    throw data(null, { status: isServiceUnavailable(error) ? 503 : 500 });
  };
  const found = await jobs.findPublished(params.jobId).catch(failed);
  if (!found) {
    // An earlier address of a job that moved: its links (alerts, referrals, job boards) keep their query.
    const now = await jobs.addressNow(params.jobId).catch(failed);
    if (now) throw redirect(`/career/apply/${encodeURIComponent(now)}${url.search}`, 301);
    throw data({ message: jobNotFoundMessage }, { status: 404 });
  }
  if (!found.open) return data({ job: found.job, closed: true }, { status: 410 });
  return { job: found.job, closed: false };
}

/** Followed from a link in the browser: the form's code is fetched alongside the job. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  preloadApplicationForm();
  return serverLoader();
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? "Job not found" : "Job unavailable"} | Careers at Nexora Technologies` },
      { name: "robots", content: "noindex" },
    ];
  }
  if (loaderData.closed)
    return [
      { title: `Closed: ${job.title}, ${job.location} | Careers at Nexora Technologies` },
      { name: "robots", content: "noindex" },
    ];
  return [
    ...pageMeta({
      title: `Apply: ${job.title}, ${job.location} | Careers at Nexora Technologies`,
      description: job.summary,
      path: `/career/apply/${job.id}`,
      breadcrumb: job.title,
    }),
    { "script:ld+json": jobPosting(job) },
  ];
}

export default function CareerApplyRoute({ loaderData }: Route.ComponentProps) {
  return <ApplyPage {...loaderData} />;
}

/** A job that could not be loaded says why, with the way back; any other fault shows the site's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = jobLoadErrorMessage(error);
  return message ? <JobLoadFailure message={message} /> : <ErrorPage />;
}
