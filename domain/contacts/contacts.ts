import { z } from "zod";

import "../forms/zod-setup";
import { labelsOf } from "../forms/labelled-values";
import { isIsoDate, type IsoDate } from "../time/india-dates";

/**
 * The sales desk: people who wrote or booked, who owns them, where they came from and
 * how far the deal has gone. Recruiting data never enters it.
 */

/** Where a lead stands, in order; won and lost end it. */
export const leadStages = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;
export const leadStageLabels = labelsOf(leadStages);
export type LeadStage = (typeof leadStages)[number];

/** Where a contact came from: the site's forms, or an imported list. */
export const contactOrigins = ["site", "import"] as const;
export type ContactOrigin = (typeof contactOrigins)[number];

/**
 * A CSV import's course: its file being read in the background, then uploaded and being mapped,
 * its dry run checking then checked, then importing and done; failed when its file could not be
 * read; cancelled by the desk.
 */
export const contactImportStatuses = [
  "reading",
  "uploaded",
  "checking",
  "checked",
  "importing",
  "done",
  "failed",
  "cancelled",
] as const;
export type ContactImportStatus = (typeof contactImportStatuses)[number];

/** A contact is one e-mail address in any case. */
export const contactKeyOf = (email: string) => email.trim().toLowerCase();

/**
 * Where a lead's visit came from, as the site's own analytics counted it: the
 * campaign's UTM parameters, the referring site's domain (never its full address), the search
 * engine it names, the page the visit began on and the pages it saw before the form was sent.
 */
export type FirstTouch = {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  /** The referring site's host name, e.g. "www.google.com". */
  referrer?: string;
  /** The path the visit landed on, without its query, e.g. "/services/cloud". */
  landingPage?: string;
  /** The search engine the referrer belongs to, e.g. "Google". */
  searchEngine?: string;
  /** The visit's pages in the order seen, up to the form's (at most 50). */
  pagesSeen?: string[];
};

/** The most a deal's expected value may be, in rupees (the column is a 32-bit integer). */
export const expectedValueLimit = 2_000_000_000;

/** The deal form: a stage, and optionally a value in rupees ("12,50,000" reads as 1250000), a close date and why it was lost. */
export const StageChangeSchema = z
  .object({
    stage: z.enum(leadStages, { error: "Please choose a stage." }),
    expectedValue: z
      .string()
      .trim()
      .transform((value, context) => {
        if (value === "") return null;
        const rupees = Number(value.replace(/[,\s₹]/g, ""));
        if (!Number.isInteger(rupees) || rupees < 0 || rupees > expectedValueLimit) {
          context.addIssue({
            code: "custom",
            message: "Please give the value in whole rupees, for example 12,50,000.",
          });
          return z.NEVER;
        }
        return rupees;
      }),
    expectedCloseDate: z
      .string()
      .trim()
      .refine((value): value is "" | IsoDate => value === "" || isIsoDate(value), "Please choose a date.")
      .transform((value) => value || null),
    lostReason: z
      .string()
      .trim()
      .max(500, "Please keep the reason under 500 characters.")
      .transform((value) => value || null),
  })
  .superRefine((change, context) => {
    if (change.stage === "lost" && !change.lostReason)
      context.addIssue({ code: "custom", path: ["lostReason"], message: "Please say why the lead was lost." });
  });
