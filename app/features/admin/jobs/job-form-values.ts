import type { JobFormInput, JobRecord } from "~domain/jobs/job-posts";

/** The editor's fields as the form holds them: text, exactly as typed. */
export type JobFormValues = Record<keyof JobFormInput, string>;

export const emptyJobForm: JobFormValues = {
  title: "",
  department: "",
  location: "",
  type: "",
  description: "",
  keywords: "",
  validThrough: "",
  salaryMin: "",
  salaryMax: "",
  salaryPeriod: "year",
};

const rupees = new Intl.NumberFormat("en-IN");

/** A saved job in the editor's fields; amounts grouped as people in India write them (18,00,000). */
export const formValuesOf = (job: JobRecord): JobFormValues => ({
  title: job.title,
  department: job.department,
  location: job.location,
  type: job.type,
  description: job.description,
  keywords: job.keywords.join(", "),
  validThrough: job.validThrough ?? "",
  salaryMin: job.salary ? rupees.format(job.salary.min) : "",
  salaryMax: job.salary ? rupees.format(job.salary.max) : "",
  salaryPeriod: job.salary?.period ?? "year",
});

/** The fields a refused form had, so nothing typed is lost; anything else in the post is dropped. */
export const typedValues = (fields: Record<string, string>): JobFormValues =>
  Object.fromEntries(
    Object.keys(emptyJobForm).map((name) => [name, fields[name] ?? emptyJobForm[name as keyof JobFormValues]]),
  ) as JobFormValues;
