import { z } from "zod";

import { company } from "../company/company";
import { labelsOf } from "../forms/labelled-values";
import { isIsoDate, longDate, type IsoDate } from "../time/india-dates";
import { formatRupees } from "../company/rupees";
import { RejectionEmailSchema, type RejectionEmailTemplate } from "./recruiting";
import "../forms/zod-setup";

/**
 * Offers (decision 041): a salary in rupees, a start date and notes, approved by the people the job
 * names (all of them, or any N) before the offer letter can go to the candidate.
 */

/** Waiting for approvals; approved (the letter may go); declined (it can no longer be approved); sent. */
export const offerStatuses = ["pending", "approved", "declined", "sent"] as const;
export const offerStatusLabels = labelsOf(offerStatuses, {
  pending: "Waiting for approval",
  sent: "Offer letter sent",
});
export type OfferStatus = (typeof offerStatuses)[number];

export const offerDecisions = ["approve", "decline"] as const;
export type OfferDecision = (typeof offerDecisions)[number];

export const offerLimits = { salary: 100_000_000, notes: 5000 } as const;

/** The recruiter's offer form; the salary typed as people write rupees ("18,00,000"). */
export const OfferFormSchema = z.object({
  salary: z
    .string({ error: "Please enter the yearly salary in rupees." })
    .transform((value) => value.replace(/[,\s₹]/g, ""))
    .pipe(
      z
        .string()
        .min(1, "Please enter the yearly salary in rupees.")
        .regex(/^\d+$/, "The salary must be a whole number of rupees.")
        .transform(Number)
        .refine((amount) => amount >= 1, "The salary must be a whole number of rupees.")
        .refine((amount) => amount <= offerLimits.salary, "The salary is too large."),
    ),
  startDate: z
    .string({ error: "Please enter the start date." })
    .trim()
    .refine(isIsoDate, "Please enter the start date as YYYY-MM-DD."),
  notes: z
    .string()
    .trim()
    .max(offerLimits.notes, `The notes can be at most ${offerLimits.notes} characters.`)
    .default(""),
});
export type OfferForm = z.infer<typeof OfferFormSchema>;

export const OfferDecisionSchema = z.object({
  decision: z.enum(offerDecisions, { error: "Please approve or decline." }),
  note: z.string().trim().max(offerLimits.notes, `A note can be at most ${offerLimits.notes} characters.`).default(""),
});

/** How many approvals the job's offers need: every approver's ("all"), or any N of them. */
export const ApprovalRuleSchema = z.object({
  needed: z.union([z.literal("all"), z.coerce.number().int().min(1, "Please choose how many must approve.")], {
    error: "Please choose how many must approve.",
  }),
});

/**
 * Where an offer stands once its approvers have answered: approved when enough approve, declined
 * when too few are left to approve it, pending otherwise.
 */
export function offerStatusOf(decisions: readonly (OfferDecision | null)[], needed: number): OfferStatus {
  const approved = decisions.filter((decision) => decision === "approve").length;
  const undecided = decisions.filter((decision) => decision === null).length;
  if (approved >= needed) return "approved";
  if (approved + undecided < needed) return "declined";
  return "pending";
}

/** The words the offer letter's template may use; each is filled in when the letter is written. */
export const offerLetterPlaceholders = [
  "{candidateName}",
  "{jobTitle}",
  "{jobLocation}",
  "{salary}",
  "{startDate}",
  "{reference}",
] as const;

/**
 * The offer letter's words until the recruiters edit them. The approved terms (salary, start date,
 * reference) follow the words in every letter, whatever they say, as they were approved.
 */
export const defaultOfferLetter: RejectionEmailTemplate = {
  subject: `Your offer from ${company.name}: {jobTitle} | {reference}`,
  body: [
    "Dear {candidateName},",
    "",
    `We are delighted to offer you the role of {jobTitle} ({jobLocation}) at ${company.name}, with a yearly salary (CTC) of {salary}, starting on {startDate}.`,
    "",
    "Please reply to this e-mail to accept the offer or to ask us anything about it. We look forward to working with you.",
    "",
    `The ${company.name} hiring team`,
  ].join("\n"),
};

/** The template and one letter as a recruiter edits them: a subject and the words, as the rejection's are. */
export const OfferLetterSchema = RejectionEmailSchema;

/** What an offer letter's template is filled with: the candidate, the job and the approved terms. */
export const offerLetterValues = (offer: {
  candidateName: string;
  jobTitle: string;
  jobLocation: string;
  salary: number;
  startDate: IsoDate;
  reference: string;
}) => ({
  candidateName: offer.candidateName,
  jobTitle: offer.jobTitle,
  jobLocation: offer.jobLocation,
  salary: formatRupees(offer.salary),
  startDate: longDate(offer.startDate),
  reference: offer.reference,
});
