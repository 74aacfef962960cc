import { z } from "zod";

import { optionalChoice, optionalText } from "../forms/list-filters";
import {
  emailAddress,
  messageText,
  optionalPersonName,
  yourEmailMessages,
  yourNameMessages,
} from "../forms/person-fields";
import { isStorableText } from "../forms/storable-text";
import { NoticeShownSchema } from "./notice-shown";
import {
  closedPrivacyRequestStates,
  privacyRequestDayLimits,
  privacyRequestKinds,
  privacyRequestStates,
  privacyRequestTextLimits,
} from "./privacy-requests";

/*
 * The privacy requests register's forms: the grievance form on the privacy
 * policy page, and the back office's list filter, reply and period. One schema each, read by the
 * page and by the server.
 */

/** The grievance form on /privacy: a name if they like, the address we answer, and what it is about. */
export const GrievanceSchema = z.object({
  name: optionalPersonName(privacyRequestTextLimits.name, yourNameMessages("name", privacyRequestTextLimits.name)),
  email: emailAddress(yourEmailMessages),
  message: messageText(privacyRequestTextLimits.summary, {
    required: "Please tell us what your complaint is about.",
    tooLong: `Your complaint can be at most ${privacyRequestTextLimits.summary} characters.`,
  }).refine(isStorableText, "Your complaint contains characters we cannot keep; please remove them."),
  ...NoticeShownSchema.shape,
});
export type Grievance = z.infer<typeof GrievanceSchema>;
export type GrievanceInput = z.input<typeof GrievanceSchema>;

/** "open" is received or in progress: the list opens on what still needs an answer. */
export const privacyRequestStateFilters = ["open", ...privacyRequestStates] as const;

/** The register's filter as the list's address holds it (q: a person's address or name); anything unknown means "no filter". */
export const PrivacyRequestFilterSchema = z.object({
  q: optionalText(),
  state: optionalChoice(privacyRequestStateFilters),
  kind: optionalChoice(privacyRequestKinds),
});
export type PrivacyRequestFilter = z.infer<typeof PrivacyRequestFilterSchema>;

/** Closing a request: how it ended and the reply the person gets by e-mail. */
export const ClosePrivacyRequestSchema = z.object({
  outcome: z.enum(closedPrivacyRequestStates, { error: "Please choose how the request ended." }),
  reply: z
    .string({ error: "Please write the reply to the person." })
    .trim()
    .min(1, "Please write the reply to the person.")
    .max(privacyRequestTextLimits.reply, `A reply can be at most ${privacyRequestTextLimits.reply} characters.`)
    .refine(isStorableText, "The reply contains characters that cannot be sent; please remove them."),
});
export type ClosePrivacyRequest = z.infer<typeof ClosePrivacyRequestSchema>;

/** The company's stated period, which an admin sets on the register's page. */
export const PrivacyRequestDaysSchema = z.object({
  days: z.coerce
    .number({ error: "Please enter a number of days." })
    .int("Please enter a whole number of days.")
    .min(privacyRequestDayLimits.min, `Please allow at least ${privacyRequestDayLimits.min} day.`)
    .max(
      privacyRequestDayLimits.max,
      `The period can be at most ${privacyRequestDayLimits.max} days (the DPDP Rules' longest for a grievance).`,
    ),
});

/** The grievance form's answer: the reference to quote and when we answer by (an ISO instant). */
export const GrievanceReceivedSchema = z.object({ reference: z.string(), dueAt: z.string() });
export type GrievanceReceived = z.infer<typeof GrievanceReceivedSchema>;

/** Where the grievance form posts. */
export const grievancePath = "/api/privacy/grievances";
