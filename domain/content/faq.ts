import { z } from "zod";

import { line } from "./content";
import { isStorableText, unstorableTextMessage } from "../forms/storable-text";
import "../forms/zod-setup";

/**
 * The /faq page's questions as editors write them in the back office: plain text, in
 * the order the editors give, each published or a draft.
 */

export const faqLimits = { question: 200, answer: 2_000 } as const;

/** Paragraph text: trimmed, line breaks kept (the page shows it as one paragraph, as today). */
export const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Please enter the ${label.toLowerCase()}.`)
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`)
    .refine(isStorableText, unstorableTextMessage);

/** What an FAQ entry's form sends, checked again by the server. */
export const FaqEntryFormSchema = z.object({
  question: line("Question", faqLimits.question, true),
  answer: plainText("Answer", faqLimits.answer),
});
export type FaqEntryValues = z.output<typeof FaqEntryFormSchema>;

/** An entry as the public page shows it. */
export type FaqItem = { id: string; question: string; answer: string };
