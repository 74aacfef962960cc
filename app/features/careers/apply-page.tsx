import type { ReactNode } from "react";
import { Link } from "react-router";

import { DeferredApplicationForm } from "~/features/careers/application/deferred-application-form";
import { BackToCareersLink } from "~/features/careers/back-to-careers-link";
import type { Job } from "~domain/jobs/job-search";
import { ClosedNotice, JobOpening } from "./job-opening";

function ApplyFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <BackToCareersLink />
      {children}
    </div>
  );
}

/** The job application page: the job and its four-step form, or a closed job's notice (careers specification, section 2). */
export function ApplyPage({ job, closed }: { job: Job; closed: boolean }) {
  return (
    <ApplyFrame>
      <JobOpening job={job} closed={closed}>
        {closed ? (
          <ClosedNotice />
        ) : (
          <div className="mt-8 rounded-3xl border border-slate-200 p-5 sm:p-8">
            <DeferredApplicationForm job={job} />
          </div>
        )}
      </JobOpening>
    </ApplyFrame>
  );
}

/** Why the job cannot be shown, in the page-level wrapper's words (careers specification, section 8). */
export function JobLoadFailure({ message }: { message: string }) {
  return (
    <ApplyFrame>
      <div role="alert" className="mt-8 rounded-3xl bg-red-50 p-8">
        <h1 className="text-xl font-semibold text-red-800">
          Failed to load job details: {message}. Please try again or check the URL.
        </h1>
        <Link to="/career" className="mt-6 inline-block rounded-full bg-brand-900 px-5 py-2.5 font-semibold text-white">
          Go back to Career Page
        </Link>
      </div>
    </ApplyFrame>
  );
}
