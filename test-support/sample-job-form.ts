import { indiaDateOf, shiftDate } from "../domain/time/india-dates";
import { JobFormSchema, type JobForm, type JobFormInput } from "../domain/jobs/job-posts";

/**
 * A valid job as the back office's form sends it at `now` (the test's clock), closing six
 * weeks later, changing only what a test is about.
 */
export const sampleJobForm = (now: Date, input: Partial<JobFormInput> = {}): JobForm =>
  JobFormSchema.parse({
    title: "Senior React Engineer",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    description: "## The role\n\nYou will **lead** frontend delivery.",
    keywords: "React, TypeScript",
    validThrough: shiftDate(indiaDateOf(now), 42),
    salaryMin: "18,00,000",
    salaryMax: "28,00,000",
    salaryPeriod: "year",
    ...input,
  });
