import { z } from "zod";

import { labelsOf } from "../forms/labelled-values";
import { noteLimit, optionalChoice, optionalText } from "../forms/list-filters";
import { emailAddress } from "../forms/person-fields";
import { requiredLine } from "../forms/required-line";
import { tagFilter } from "./application-tags";
import { retentionLimits } from "../privacy/application-retention";
import "../forms/zod-setup";

/**
 * The recruiting side of the back office: applications as they move through the hiring stages,
 * the rejection e-mail, and what candidates' data may be kept for.
 */

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
  subject: requiredLine("subject", 200),
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
