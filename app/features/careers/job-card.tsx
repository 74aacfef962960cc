import { Briefcase, MapPin } from "lucide-react";
import { Link } from "react-router";

import { IconText } from "~/components/ui/icon-text";

import type { Job } from "~domain/jobs/job-search";

/** What a job's card shows: the results page's loader sends these alone, not the whole description twice. */
export type JobListing = Pick<Job, "id" | "title" | "department" | "location" | "type" | "summary" | "keywords">;

export const jobListing = ({ id, title, department, location, type, summary, keywords }: Job): JobListing => ({
  id,
  title,
  department,
  location,
  type,
  summary,
  keywords,
});

export function JobCard({ job }: { job: JobListing }) {
  return (
    <article className="rounded-3xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-medium text-accent-700">{job.department}</p>
          <h2 className="mt-1 text-xl font-semibold text-brand-900">{job.title}</h2>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <IconText icon={MapPin}>{job.location}</IconText>
            <IconText icon={Briefcase}>{job.type}</IconText>
          </p>
        </div>
        <Link
          to={`/career/apply/${job.id}`}
          aria-label={`Apply now: ${job.title}, ${job.location}`}
          className="rounded-full bg-accent-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-800"
        >
          Apply now
        </Link>
      </div>
      <p className="mt-4 line-clamp-3 text-slate-700">{job.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Keywords">
        {job.keywords.map((keyword) => (
          <li key={keyword} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
            {keyword}
          </li>
        ))}
      </ul>
    </article>
  );
}
