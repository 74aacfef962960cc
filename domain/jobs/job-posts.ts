import { z } from "zod";

import { isIsoDate } from "../time/india-dates";
import { labelsOf } from "../forms/labelled-values";
import { addressSlug } from "../forms/address-slug";
import { requiredLine } from "../forms/required-line";
import "../forms/zod-setup";

/** Jobs as recruiters write them and the careers site shows them. */

/** A draft is seen only by staff; an open job is on the public board; a closed one takes no applications. */
export const jobStatuses = ["draft", "open", "closed"] as const;
export const jobStatusLabels = labelsOf(jobStatuses);
export type JobStatus = (typeof jobStatuses)[number];

export const jobTypes = ["Full-time", "Part-time", "Contract", "Internship"] as const;

/** A salary is a yearly package (CTC) or, for internships and short contracts, a monthly stipend; always in rupees. */
export const salaryPeriods = ["year", "month"] as const;
export const salaryPeriodLabels = labelsOf(salaryPeriods, { year: "per year", month: "per month" });
export type SalaryPeriod = (typeof salaryPeriods)[number];

export type Salary = { min: number; max: number; period: SalaryPeriod };

export const jobLimits = {
  title: 120,
  department: 80,
  location: 80,
  description: 20_000,
  keyword: 40,
  keywords: 20,
  salary: 100_000_000,
} as const;

/** An optional amount in rupees, typed as people write it: "12,00,000", "₹ 1200000". */
const rupees = (label: string) =>
  z
    .string()
    .default("")
    .transform((value, context) => {
      const digits = value.replace(/[,\s₹]/g, "");
      if (digits === "") return undefined;
      const amount = Number(digits);
      if (!/^\d+$/.test(digits) || amount < 1) {
        context.addIssue({ code: "custom", message: `The ${label} must be a whole number of rupees.` });
        return z.NEVER;
      }
      if (amount > jobLimits.salary) {
        context.addIssue({ code: "custom", message: `The ${label} is too large.` });
        return z.NEVER;
      }
      return amount;
    });

/**
 * The job editor's form. Keywords are typed comma-separated; the salary is optional but
 * comes whole (both ends and the period) or not at all.
 */
export const JobFormSchema = z
  .object({
    title: requiredLine("job title", jobLimits.title),
    department: requiredLine("department", jobLimits.department),
    location: requiredLine("location", jobLimits.location),
    type: z.enum(jobTypes, { error: "Please choose the type of job." }),
    description: z
      .string({ error: "Please describe the job." })
      .trim()
      .min(1, "Please describe the job.")
      .max(jobLimits.description, `The description can be at most ${jobLimits.description} characters.`),
    keywords: z
      .string()
      .default("")
      .transform((value) => [
        ...new Set(
          value
            .split(",")
            .map((keyword) => keyword.trim().toLowerCase())
            .filter(Boolean),
        ),
      ])
      .refine((keywords) => keywords.length <= jobLimits.keywords, `Please use at most ${jobLimits.keywords} keywords.`)
      .refine(
        (keywords) => keywords.every((keyword) => keyword.length <= jobLimits.keyword),
        `A keyword can be at most ${jobLimits.keyword} characters.`,
      ),
    validThrough: z
      .string()
      .trim()
      .default("")
      .refine((value) => value === "" || isIsoDate(value), "Please enter the date as YYYY-MM-DD.")
      .transform((value) => value || undefined),
    salaryMin: rupees("lowest salary"),
    salaryMax: rupees("highest salary"),
    salaryPeriod: z.enum(salaryPeriods).catch("year"),
  })
  .superRefine((job, context) => {
    if ((job.salaryMin === undefined) !== (job.salaryMax === undefined))
      context.addIssue({
        code: "custom",
        path: [job.salaryMin === undefined ? "salaryMin" : "salaryMax"],
        message: "Please give both ends of the salary range, or neither.",
      });
    if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMax < job.salaryMin)
      context.addIssue({
        code: "custom",
        path: ["salaryMax"],
        message: "The highest salary cannot be below the lowest.",
      });
  });
export type JobFormInput = z.input<typeof JobFormSchema>;
export type JobForm = z.output<typeof JobFormSchema>;

/**
 * A job's public address, /career/apply/<slug>, which is also its id: recruiters change it (a copy
 * made for another role) and the earlier one answers 301. The server checks that no
 * other job has it, or had it.
 */
export const JobAddressSchema = z.object({ slug: addressSlug("Please enter the job's address.") });

/** What a job says of itself, as the editor's form, the seed and the table all hold it: no dates, salary or status. */
export type JobText = Pick<JobForm, "title" | "department" | "location" | "type" | "description" | "keywords">;

export const jobTextOf = ({ title, department, location, type, description, keywords }: JobText): JobText => ({
  title,
  department,
  location,
  type,
  description,
  keywords,
});

/** A job as the back office edits it: everything the public sees, and what it does not. */
export type JobRecord = {
  id: string;
  status: JobStatus;
  title: string;
  department: string;
  location: string;
  type: string;
  /** Markdown. */
  description: string;
  keywords: string[];
  /** Calendar date in India, YYYY-MM-DD: the last day applications are wanted. */
  validThrough: string | null;
  salary: Salary | null;
  postedAt: Date | null;
  closedAt: Date | null;
  updatedAt: Date;
};

export type JobListItem = Pick<
  JobRecord,
  | "id"
  | "status"
  | "title"
  | "department"
  | "location"
  | "type"
  | "validThrough"
  | "postedAt"
  | "closedAt"
  | "updatedAt"
> & {
  /** Applications received, and how many of them are still new. */
  applications: number;
  newApplications: number;
};
