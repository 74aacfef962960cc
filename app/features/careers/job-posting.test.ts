import { describe, expect, it, vi } from "vitest";

import type { Job } from "~domain/careers/job-search";

import { jobPosting } from "./job-posting";

// The page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const job: Job = {
  id: "senior-react-engineer-bengaluru",
  title: "Senior React Engineer",
  department: "Engineering",
  location: "Bengaluru",
  type: "Full-time",
  description: "Build **fast**, accessible interfaces.",
  descriptionHtml: "<p>Build <strong>fast</strong>, accessible interfaces.</p>\n",
  summary: "Build fast, accessible interfaces.",
  keywords: ["react"],
  postedAt: "2026-11-01T05:30:00.000Z",
  validThrough: null,
  salary: null,
};

describe("the JobPosting data of an opening", () => {
  it("names an office job's city, its employment type and the page to apply on, and describes it in HTML", () => {
    const posting = jobPosting(job);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      description: "<p>Build <strong>fast</strong>, accessible interfaces.</p>\n",
      datePosted: "2026-11-01",
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Bengaluru", addressCountry: "IN" } },
      url: "http://127.0.0.1:3000/career/apply/senior-react-engineer-bengaluru",
    });
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting).not.toHaveProperty("baseSalary");
  });

  it("marks a remote opening as telecommuting from India, and carries its closing date", () => {
    const remote = jobPosting({
      ...job,
      location: "Remote (India)",
      type: "Contract",
      validThrough: "2027-01-31T18:29:59.000Z",
    });
    expect(remote).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
      validThrough: "2027-01-31T18:29:59.000Z",
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });

  it.each([
    ["Part-time", "PART_TIME"],
    ["Internship", "INTERN"],
  ])("calls a %s job %s", (type, employmentType) => {
    expect(jobPosting({ ...job, type })).toMatchObject({ employmentType });
  });

  it.each([
    ["year", "YEAR"],
    ["month", "MONTH"],
  ] as const)("gives a salary per %s as a base salary in rupees per %s", (period, unitText) => {
    expect(jobPosting({ ...job, salary: { min: 1_800_000, max: 2_800_000, period } }).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", minValue: 1_800_000, maxValue: 2_800_000, unitText },
    });
  });
});
