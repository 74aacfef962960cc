import { z } from "zod";

import { optionalChoice, optionalText } from "../forms/list-filters";
import "../forms/zod-setup";

/** Where sales is with an enquiry. */
export const enquiryStatuses = ["new", "replied", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  replied: "Replied",
  closed: "Closed",
};

/** The inbox, or the honeypot's catches kept apart for review. */
export const enquiryFolders = ["inbox", "spam"] as const;
export type EnquiryFolder = (typeof enquiryFolders)[number];

/** The form the enquiry came through; "project" covers every case study's form. */
export const enquirySources = ["contact", "testimonials", "project"] as const;
export type EnquirySource = (typeof enquirySources)[number];

export const enquirySourceLabels: Record<EnquirySource, string> = {
  contact: "Contact page",
  testimonials: "Testimonials page",
  project: "Case study",
};

/** What a stored source reads as: "Contact page", or "Case study: retail-erp" for a case study's form. */
export function enquirySourceLabel(source: string): string {
  if (source.startsWith("project:")) return `${enquirySourceLabels.project}: ${source.slice("project:".length)}`;
  return source in enquirySourceLabels ? enquirySourceLabels[source as EnquirySource] : source;
}

/**
 * The inbox's filter as it sits in the URL. Anything unknown falls back to "no filter"
 * rather than an error: a link that was shared or edited by hand still opens the inbox.
 */
export const EnquiryFilterSchema = z.object({
  folder: z.enum(enquiryFolders).catch("inbox"),
  status: optionalChoice(enquiryStatuses),
  source: optionalChoice(enquirySources),
  q: optionalText(),
});
export type EnquiryFilter = z.infer<typeof EnquiryFilterSchema>;

export const EnquiryStatusChangeSchema = z.object({
  status: z.enum(enquiryStatuses, { error: "Please choose new, replied or closed." }),
});
