import { data } from "react-router";

import { ApplyPage } from "~/features/careers/apply-page";
import { jobPosting } from "~/features/careers/job-posting";
import { pageMeta } from "~/seo/page-meta";

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
  return <ApplyPage job={loaderData.job} error={loaderData.error} />;
}
