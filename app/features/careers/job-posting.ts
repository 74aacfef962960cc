import { company } from "~domain/company/company";
import { absoluteUrl } from "~/seo/page-meta";
import { companyLogo } from "~/seo/organization-json-ld";
import { isRemote, type Job } from "~domain/jobs/job-search";
import { jobPlaceOf, type JobPlace } from "~domain/jobs/job-place";

const employmentTypes: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
};

/** A job's place as schema.org writes an address: its office's street, region and postal code where its city has one. */
const postalAddressOf = ({ city, streetAddress, region, postalCode }: JobPlace) => ({
  "@type": "PostalAddress",
  ...(streetAddress ? { streetAddress } : {}),
  addressLocality: city,
  ...(region ? { addressRegion: region } : {}),
  ...(postalCode ? { postalCode } : {}),
  addressCountry: "IN",
});

/**
 * schema.org JobPosting, so the opening can appear in job search results. The description
 * is the HTML the page shows, which the format allows; React Router escapes `<` in the
 * script, so no text of the job can end it early.
 */
export function jobPosting(job: Job) {
  const remote = isRemote(job);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: job.descriptionHtml,
    datePosted: job.postedAt.slice(0, 10),
    ...(job.validThrough ? { validThrough: job.validThrough } : {}),
    employmentType: employmentTypes[job.type] ?? "OTHER",
    hiringOrganization: {
      "@type": "Organization",
      name: company.name,
      sameAs: absoluteUrl("/"),
      logo: companyLogo.url,
    },
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    ...(remote
      ? { jobLocationType: "TELECOMMUTE", applicantLocationRequirements: { "@type": "Country", name: "India" } }
      : { jobLocation: { "@type": "Place", address: postalAddressOf(jobPlaceOf(job.location)) } }),
    ...(job.salary
      ? {
          baseSalary: {
            "@type": "MonetaryAmount",
            currency: "INR",
            value: {
              "@type": "QuantitativeValue",
              minValue: job.salary.min,
              maxValue: job.salary.max,
              unitText: job.salary.period === "year" ? "YEAR" : "MONTH",
            },
          },
        }
      : {}),
    directApply: true,
    url: absoluteUrl(`/career/apply/${job.id}`),
  };
}
