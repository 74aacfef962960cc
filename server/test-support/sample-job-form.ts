import { JobFormSchema, type JobForm, type JobFormInput } from "../../domain/recruiting";

/** A valid job as the back office's form sends it, changing only what a test is about. */
export const sampleJobForm = (input: Partial<JobFormInput> = {}): JobForm =>
  JobFormSchema.parse({
    title: "Senior React Engineer",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    description: "## The role\n\nYou will **lead** frontend delivery.",
    keywords: "React, TypeScript",
    validThrough: "2026-12-31",
    salaryMin: "18,00,000",
    salaryMax: "28,00,000",
    salaryPeriod: "year",
    ...input,
  });
