import { z } from "zod";

import { company } from "../company/company";
import { noteLimit } from "../forms/list-filters";
import "../forms/zod-setup";

/**
 * Replies to an enquiry written on its page in the back office, and the saved
 * templates they may start from. Both the pages and the server read these rules.
 */

export const replyLimits = {
  subject: 200,
  /** As long as a note. */
  body: noteLimit,
  templateName: 80,
  /** More saved replies than anyone picks from a list: a mistake, or a script. */
  templates: 100,
} as const;

/** What a reply's subject starts as, without a template. */
export const defaultReplySubject = `Re: your enquiry to ${company.name}`;

/** A one-line text: a subject or a name. */
const line = (label: string, max: number) =>
  z
    .string({ error: `Please write the ${label}.` })
    .trim()
    .min(1, `Please write the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`)
    // A line break in a subject would be a header's end: the field is one line, whatever was pasted.
    .refine((value) => !/[\r\n\t]/.test(value), `The ${label} must be one line.`);

const replyBody = (label: string) =>
  z
    .string({ error: `Please write the ${label}.` })
    .trim()
    .min(1, `Please write the ${label}.`)
    .max(replyLimits.body, `The ${label} can be at most ${replyLimits.body} characters.`);

/** A reply as written on the enquiry's page. */
export const EnquiryReplySchema = z.object({
  subject: line("subject", replyLimits.subject),
  body: replyBody("reply"),
});
export type EnquiryReply = z.infer<typeof EnquiryReplySchema>;

/** A saved reply: a name to pick it by, and what it fills in. */
export const ReplyTemplateSchema = z.object({
  name: line("name", replyLimits.templateName),
  subject: line("subject", replyLimits.subject),
  body: replyBody("text"),
});
export type ReplyTemplateInput = z.infer<typeof ReplyTemplateSchema>;

/** The words a reply or a template may use; each is filled in from the enquiry and the sender. */
export const replyPlaceholders = ["{firstName}", "{fullName}", "{staffName}"] as const;

export const replyPlaceholderMeanings: Record<(typeof replyPlaceholders)[number], string> = {
  "{firstName}": "the sender's first name, as they wrote it",
  "{fullName}": "the sender's first and last name",
  "{staffName}": "your name, as the back office knows it",
};

export type ReplyValues = { firstName: string; fullName: string; staffName: string };

/** The name a staff member signs with: theirs, or the team's when their account has none. */
export const staffNameOf = (member: { name: string }) => member.name.trim() || `The ${company.name} team`;

/**
 * Fills the placeholders of a subject and a text; nothing else in them is interpreted, and the
 * values are plain text wherever they land (the e-mail's HTML part escapes them). A subject stays
 * one line whatever a value holds.
 */
export function fillReply(reply: { subject: string; body: string }, values: ReplyValues) {
  const fill = (text: string) =>
    text
      .replaceAll("{firstName}", values.firstName)
      .replaceAll("{fullName}", values.fullName)
      .replaceAll("{staffName}", values.staffName);
  return { subject: fill(reply.subject).replace(/[\r\n\t]+/g, " "), body: fill(reply.body) };
}
