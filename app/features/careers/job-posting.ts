import { company } from "~/content/company";
import { absoluteUrl } from "~/seo/page-meta";
import type { Job } from "~domain/job-search";

/** schema.org JobPosting, so the opening can appear in job search results. */
export function jobPosting(job: Job) {
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
