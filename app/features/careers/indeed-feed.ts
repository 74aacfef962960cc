import { absoluteUrl } from "~/seo/page-meta";
import { cdata } from "~/seo/xml";
import { isRemote, type Job } from "~domain/jobs/job-search";
import { applySourceParameter } from "~domain/applications/application-sources";
import { company } from "~domain/company/company";
import { jobPlaceOf } from "~domain/jobs/job-place";

import { salaryText } from "./job-opening";

const jobTypes: Record<string, string> = {
  "Full-time": "fulltime",
  "Part-time": "parttime",
  Contract: "contract",
  Internship: "internship",
};

/** The address Indeed sends a job seeker to: the job's own page, saying where they came from. */
export const indeedApplyUrl = (job: Job) => absoluteUrl(`/career/apply/${job.id}?${applySourceParameter}=indeed`);

function jobElement(job: Job): string {
  const remote = isRemote(job);
  const place = remote ? undefined : jobPlaceOf(job.location);
  const fields: [string, string | null][] = [
    ["title", job.title],
    ["date", job.postedAt],
    ["referencenumber", job.id],
    ["requisitionid", job.id],
    ["url", indeedApplyUrl(job)],
    ["company", company.name],
    ["sourcename", company.name],
    ["city", place?.city ?? null],
    ["state", place?.region ?? null],
    ["postalcode", place?.postalCode ?? null],
    ["streetaddress", place?.streetAddress ?? null],
    ["country", "IN"],
    ["description", job.descriptionHtml],
    ["salary", job.salary ? salaryText(job.salary) : null],
    ["jobtype", jobTypes[job.type] ?? null],
    ["category", job.department],
    ["expirationdate", job.validThrough],
    ["remotetype", remote ? "Fully remote" : null],
  ];
  const lines = fields
    .filter((field): field is [string, string] => field[1] !== null)
    .map(([name, value]) => `    <${name}>${cdata(value)}</${name}>`);
  return ["  <job>", ...lines, "  </job>"].join("\n");
}

/**
 * The open jobs as Indeed's XML job feed (docs.indeed.com, "XML feed reference"): every job on the
 * careers page, each in CDATA as Indeed asks, its address carrying `source=indeed` so that an
 * application through Indeed is counted as Indeed's.
 */
export function indeedFeed(jobs: readonly Job[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<source>
  <publisher>${cdata(company.name)}</publisher>
  <publisherurl>${cdata(absoluteUrl("/career"))}</publisherurl>
${jobs.map(jobElement).join("\n")}
</source>
`;
}
