import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";

import { company } from "~/content/company";
import { ApplicationForm } from "~/features/careers/application/application-form";
import { absoluteUrl, pageMeta } from "~/features/seo/page-meta";

import type { Job } from "~domain/job-search";
import type { Route } from "./+types/career-apply";

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const job = await context.jobs.findOpen(params.jobId);
    if (!job) return data({ job: null, error: "Job not found. The ID might be invalid." }, { status: 404 });
    return { job, error: null };
  } catch {
    return data({ job: null, error: "HTTP error! Status: 500" }, { status: 500 });
  }
}

/** schema.org JobPosting, so the opening can appear in job search results. */
function jobPosting(job: Job) {
  const remote = job.location === "Remote (India)";
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.description,
    datePosted: job.postedAt.slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: job.type === "Full-time" ? "FULL_TIME" : job.type === "Contract" ? "CONTRACTOR" : "INTERN",
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/apple-touch-icon.png"),
    },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : {
          jobLocation: {
            "@type": "Place",
            address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "IN" },
          },
        }),
    directApply: true,
    url: absoluteUrl(`/career/apply/${job.id}`),
  };
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job)
    return [{ title: "Job not found | Careers at Nexora Technologies" }, { name: "robots", content: "noindex" }];
  return [
    ...pageMeta({
      title: `Apply: ${job.title}, ${job.location} | Careers at Nexora Technologies`,
      description: job.description.slice(0, 155),
      path: `/career/apply/${job.id}`,
      breadcrumb: job.title,
    }),
    { "script:ld+json": jobPosting(job) },
  ];
}

export default function CareerApplyRoute({ loaderData }: Route.ComponentProps) {
  const { job, error } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <Link
        to="/career"
        className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Career Page
      </Link>
      {error ? (
        <div role="alert" className="mt-8 rounded-3xl bg-red-50 p-8">
          <h1 className="text-xl font-semibold text-red-800">
            Failed to load job details: {error}. Please try again or check the URL.
          </h1>
          <Link
            to="/career"
            className="mt-6 inline-block rounded-full bg-brand-900 px-5 py-2.5 font-semibold text-white"
          >
            Go back to Career Page
          </Link>
        </div>
      ) : job ? (
        <>
          <header className="mt-8">
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Applying for:</p>
            <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{job.title}</h1>
            <p className="mt-1 text-slate-600">{job.location}</p>
          </header>
          <div className="mt-8 rounded-3xl border border-slate-200 p-5 sm:p-8">
            <ApplicationForm job={job} />
          </div>
        </>
      ) : (
        <div className="mt-8">
          <p>No job data available to apply for.</p>
          <Link
            to="/career"
            className="mt-4 inline-block rounded-full bg-brand-900 px-5 py-2.5 font-semibold text-white"
          >
            Go back to Career Page
          </Link>
        </div>
      )}
    </div>
  );
}
