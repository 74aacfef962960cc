import { describe, expect, it, vi } from "vitest";

import type { Job } from "~domain/job-search";

import { jobPosting } from "./job-posting";

// The page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

const job: Job = {
  id: "senior-react-engineer-bengaluru",
  title: "Senior React Engineer",
  department: "Engineering",
  location: "Bengaluru",
  type: "Full-time",
  description: "Build fast, accessible interfaces.",
  keywords: ["react"],
  postedAt: "2026-11-01T05:30:00.000Z",
  validThrough: null,
};

describe("the JobPosting data of an opening", () => {
  it("names an office job's city, its employment type and the page to apply on", () => {
    expect(jobPosting(job)).toMatchObject({
      "@type": "JobPosting",
      datePosted: "2026-11-01",
      employmentType: "FULL_TIME",
      jobLocation: { address: { addressLocality: "Bengaluru", addressCountry: "IN" } },
      url: "http://127.0.0.1:3000/career/apply/senior-react-engineer-bengaluru",
    });
    expect(jobPosting(job)).not.toHaveProperty("validThrough");
  });

  it("marks a remote opening as telecommuting from India, and carries its closing date", () => {
    const remote = jobPosting({ ...job, location: "Remote (India)", type: "Contract", validThrough: "2027-01-31" });
    expect(remote).toMatchObject({
      employmentType: "CONTRACTOR",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
      validThrough: "2027-01-31",
    });
    expect(remote).not.toHaveProperty("jobLocation");
  });
});
