import { data } from "react-router";

import { ApplyPage } from "~/features/careers/apply-page";
import { jobPosting } from "~/features/careers/job-posting";
import { pageMeta } from "~/seo/page-meta";

import type { Route } from "./+types/career-apply";

/**
 * An open job's page, or a closed job's notice with 410 Gone: the posting was taken down on
 * purpose, which search engines read as "drop it" sooner than a 404. A draft or an unknown id
 * is the specification's "not found" (section 2).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    const found = await context.jobs.findPublished(params.jobId);
    if (!found)
      return data({ job: null, closed: false, error: "Job not found. The ID might be invalid." }, { status: 404 });
    if (!found.open) return data({ job: found.job, closed: true, error: null }, { status: 410 });
    return { job: found.job, closed: false, error: null };
  } catch {
    return data({ job: null, closed: false, error: "HTTP error! Status: 500" }, { status: 500 });
  }
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const job = loaderData?.job;
  if (!job)
    return [{ title: "Job not found | Careers at Nexora Technologies" }, { name: "robots", content: "noindex" }];
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
