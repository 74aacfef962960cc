import { z } from "zod";

import { isIsoDate } from "../time/india-dates";
import { labelsOf } from "../forms/labelled-values";
import { noteLimit, optionalChoice, optionalText } from "../forms/list-filters";
import { emailAddress } from "../forms/person-fields";
import { addressSlug } from "../forms/address-slug";
import { tagFilter } from "./application-tags";
import { retentionLimits } from "../privacy/application-retention";
import "../forms/zod-setup";

/**
 * The recruiting side of the back office: jobs as recruiters write them, applications as
 * they move through the hiring stages, and what candidates' data may be kept for.
 */

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

// Salaries and offers are written as the rest of the site writes money.
export { formatRupees } from "../company/rupees";

export const jobLimits = {
  title: 120,
  department: 80,
  location: 80,
  description: 20_000,
  keyword: 40,
  keywords: 20,
  salary: 100_000_000,
} as const;

const line = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), `The ${label} cannot contain control characters.`);

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
    title: line("job title", jobLimits.title),
    department: line("department", jobLimits.department),
    location: line("location", jobLimits.location),
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

// ---------------------------------------------------------------------------
// Applications

export const applicationStages = ["new", "screening", "interview", "offer", "hired", "rejected"] as const;
export const applicationStageLabels = labelsOf(applicationStages);
export type ApplicationStage = (typeof applicationStages)[number];

/** The applications list's filter as it sits in the URL; anything unknown means "no filter". */
export const ApplicationFilterSchema = z.object({
  job: optionalText(),
  stage: optionalChoice(applicationStages),
  q: optionalText(),
  tag: tagFilter(),
});
export type ApplicationFilter = z.infer<typeof ApplicationFilterSchema>;

/** The words a template may use; each is filled in when the e-mail is written. */
export const rejectionPlaceholders = ["{candidateName}", "{jobTitle}"] as const;

export type RejectionEmailTemplate = { subject: string; body: string };

export const defaultRejectionEmail: RejectionEmailTemplate = {
  subject: "Your application for {jobTitle} at Nexora Technologies",
  body: [
    "Dear {candidateName},",
    "",
    "Thank you for your interest in the {jobTitle} role and for the time you put into your application.",
    "",
    "We have read it carefully, and we have decided to move forward with other candidates whose experience is closer to what this role needs right now. This was not an easy decision.",
    "",
    "We would be glad to hear from you again when a role that fits you opens at Nexora Technologies.",
    "",
    "With best wishes,",
    "The Nexora Technologies hiring team",
  ].join("\n"),
};

export const RejectionEmailSchema = z.object({
  subject: line("subject", 200),
  body: z
    .string({ error: "Please write the e-mail." })
    .trim()
    .min(1, "Please write the e-mail.")
    .max(noteLimit, `The e-mail can be at most ${noteLimit} characters.`),
});

/**
 * Fills an e-mail template's placeholders (`{name}` for each value given); nothing else in it is
 * interpreted, and the subject stays one line whatever a value holds.
 */
export const fillEmailTemplate = (
  template: RejectionEmailTemplate,
  values: Record<string, string>,
): RejectionEmailTemplate => {
  const fill = (text: string) =>
    Object.entries(values).reduce((filled, [name, value]) => filled.replaceAll(`{${name}}`, value), text);
  return { subject: fill(template.subject).replace(/[\r\n]+/g, " "), body: fill(template.body) };
};

/** Fills the rejection's placeholders. */
export const fillRejectionEmail = (
  template: RejectionEmailTemplate,
  values: { candidateName: string; jobTitle: string },
): RejectionEmailTemplate => fillEmailTemplate(template, values);

// ---------------------------------------------------------------------------
// Candidates' data: how long it is kept, and erasure on request

// The limits live apart from zod, for the privacy notices the public forms show.
export { retentionLimits };

export const RetentionSettingSchema = z.object({
  months: z.coerce
    .number({ error: "Please enter a number of months." })
    .int("Please enter a whole number of months.")
    .min(retentionLimits.min, `Please keep data for at least ${retentionLimits.min} month.`)
    .max(retentionLimits.max, `Please keep data for at most ${retentionLimits.max} months.`),
});

export const ErasureRequestSchema = z.object({
  email: emailAddress({
    required: "Please enter the e-mail address.",
    tooLong: "An e-mail address can be at most 254 characters.",
    invalid: "Please enter a valid e-mail address.",
  }).transform((email) => email.toLowerCase()),
});
