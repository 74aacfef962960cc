import { z } from "zod";

import { unknownNoticeVersionMessage } from "../privacy/notice-shown";
import { noticeVersions } from "../privacy/notices";
import { noticeLanguages } from "../privacy/notice-languages";
import { isIsoDate, type IsoDate } from "../time/india-dates";
import { line } from "./content";
import { plainText } from "./faq";
import "../forms/zod-setup";
import { hasPairedMarks } from "./testimonial-quote";

/**
 * Clients' testimonials as editors keep them in the back office (decision 034). A testimonial names
 * only what the customer agreed to show: the name and role "shown as", with a note of that
 * agreement and its date, and the privacy notice the customer was sent before agreeing (its version
 * and language, decision 061). The quote is plain text in which **two asterisks** mark the bold
 * part; the page draws it as text, so nothing typed in the back office becomes HTML.
 */

/** Where a testimonial appears: the home page's carousel, or the "Voices of Trust" page. */
export const testimonialPlacements = ["home", "page"] as const;
export type TestimonialPlacement = (typeof testimonialPlacements)[number];

export const placementLabels: Record<TestimonialPlacement, string> = {
  home: "Home page carousel",
  page: "Testimonials page",
};

/** The avatars the site has (public/images/avatars): a testimonial shows one of them (decision 034). */
export const testimonialAvatars = Array.from({ length: 15 }, (_, index) => `/images/avatars/avatar-${index + 1}.svg`);

export const testimonialLimits = { quote: 1_000, shownName: 100, shownRole: 150, consentNote: 500 } as const;

/** What a testimonial's form sends, checked again by the server. */
export const TestimonialFormSchema = z.object({
  placement: z.enum(testimonialPlacements, { error: "Please choose where the testimonial appears." }),
  quote: plainText("Quote", testimonialLimits.quote).refine(
    hasPairedMarks,
    "A bold part starts and ends with **: one of them is missing.",
  ),
  shownName: line("Name shown", testimonialLimits.shownName, true),
  shownRole: line("Role and company shown", testimonialLimits.shownRole, false).default(""),
  avatar: z.enum(testimonialAvatars as [string, ...string[]], { error: "Please choose one of the avatars." }),
  consentNote: plainText("Consent note", testimonialLimits.consentNote),
  consentDate: z
    .string()
    .trim()
    .refine(isIsoDate, "Please give the day the customer agreed (YYYY-MM-DD).")
    .transform((value) => value as IsoDate),
  noticeVersion: z.enum(noticeVersions, { error: unknownNoticeVersionMessage }),
  noticeLanguage: z.enum(noticeLanguages, {
    error: "Please choose the language of the privacy notice the customer was sent.",
  }),
});
export type TestimonialValues = z.output<typeof TestimonialFormSchema>;
