import { describe, expect, it, vi } from "vitest";

import { sampleJob as job } from "~test-support/sample-job";

import { jobPosting } from "./job-posting";

// The page metadata reads this build-time constant as soon as it is imported.
vi.hoisted(() => vi.stubGlobal("__PUBLIC_SITE_URL__", "http://127.0.0.1:3000"));

describe("the JobPosting data of an opening", () => {
  it("names an office job's city, its employment type and the page to apply on, and describes it in HTML", () => {
    const posting = jobPosting(job);
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      description: "<p>Build <strong>fast</strong>, accessible interfaces in React.</p>\n",
      datePosted: "2026-11-01",
      employmentType: "FULL_TIME",
      jobLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          streetAddress: "WeWork Galaxy, 43 Residency Road, Ashok Nagar",
          addressLocality: "Bengaluru",
          addressRegion: "Karnataka",
          postalCode: "560025",
          addressCountry: "IN",
        },
      },
      identifier: { "@type": "PropertyValue", name: "Nexora Technologies", value: "senior-react-engineer-bengaluru" },
      hiringOrganization: { logo: "http://127.0.0.1:3000/apple-touch-icon.png" },
      url: "http://127.0.0.1:3000/career/apply/senior-react-engineer-bengaluru",
    });
    expect(posting).not.toHaveProperty("validThrough");
    expect(posting).not.toHaveProperty("baseSalary");
  });

  it.each([
    ["New Delhi", "Delhi", "110019"],
    ["Bangalore, Karnataka", "Karnataka", "560025"],
    ["gwalior", "Madhya Pradesh", "474011"],
  ])("finds the office of a job in %s", (location, addressRegion, postalCode) => {
    expect(jobPosting({ ...job, location })).toMatchObject({ jobLocation: { address: { addressRegion, postalCode } } });
  });

  it("gives a job in a city without an office its city alone", () => {
    expect(jobPosting({ ...job, location: "Noida" })).toMatchObject({
      jobLocation: { address: { "@type": "PostalAddress", addressLocality: "Noida", addressCountry: "IN" } },
    });
    expect(JSON.stringify(jobPosting({ ...job, location: "Noida" }))).not.toMatch(/addressRegion|postalCode|street/);
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
