import { z } from "zod";

import {
  hasUnsafeNameCharacters,
  optionalPersonName,
  optionalPhoneNumber,
  personName,
  yourNameMessages,
} from "../forms/person-fields";
import "../forms/zod-setup";
import type { PrivacyRequestKind } from "../privacy/privacy-requests";

/*
 * What a person may do from the page of their own data (/privacy/your-data/view, decision 065):
 * correct their details, switch off job alerts, stop the newsletter, ask not to be contacted, cancel a coming call,
 * withdraw an application, ask for erasure. Each is one form with its `intent`, posted to the page.
 */

const cityMax = 100;

/** The details a person corrects: the house's rules for a name and a phone, a city as the application takes it. */
export const OwnDetailsSchema = z.object({
  firstName: personName(100, yourNameMessages("first name", 100)),
  lastName: optionalPersonName(100, yourNameMessages("last name", 100)),
  phone: optionalPhoneNumber(30, {
    notText: "Please enter a valid phone number.",
    tooLong: "Your phone number can be at most 30 characters.",
    invalid: "A phone number may contain only digits, spaces and + - ( ).",
  }).refine((phone) => phone === "" || phone.replace(/\D/g, "").length >= 6, "Please enter a valid phone number."),
  city: z
    .string()
    .trim()
    .max(cityMax, `Your city can be at most ${cityMax} characters.`)
    .refine((city) => !hasUnsafeNameCharacters(city), 'Your city cannot contain < > @ , ; " or control characters.')
    .default(""),
});

export type OwnDetails = z.infer<typeof OwnDetailsSchema>;

const recordId = (message: string) => z.uuid(message);

/** The page's forms, by what they post as `intent`. */
export const ownActionIntents = [
  "correct",
  "stop-job-alerts",
  "stop-newsletter",
  "do-not-contact",
  "cancel-call",
  "withdraw-application",
  "erase",
] as const;

/** What each action is in the privacy requests register. */
export const ownActionRequestKinds = {
  correct: "correction",
  "stop-job-alerts": "withdrawal",
  "stop-newsletter": "withdrawal",
  "do-not-contact": "objection",
  "cancel-call": "withdrawal",
  "withdraw-application": "withdrawal",
  erase: "erasure",
} as const satisfies Record<(typeof ownActionIntents)[number], PrivacyRequestKind>;

/** Every form of the page, by its intent. */
export const OwnActionSchema = z.discriminatedUnion(
  "intent",
  [
    OwnDetailsSchema.extend({ intent: z.literal("correct") }),
    z.object({ intent: z.literal("stop-job-alerts") }),
    z.object({ intent: z.literal("stop-newsletter") }),
    z.object({ intent: z.literal("do-not-contact") }),
    z.object({ intent: z.literal("cancel-call"), bookingId: recordId("This call is not one of yours.") }),
    z.object({
      intent: z.literal("withdraw-application"),
      applicationId: recordId("This application is not one of yours."),
    }),
    z.object({ intent: z.literal("erase") }),
  ],
  { error: "This is not something the page can do. Please use one of its buttons." },
);

export type OwnAction = z.infer<typeof OwnActionSchema>;
export type OwnActionIntent = (typeof ownActionIntents)[number];

/** The erasure's page asks once more before anything goes: it cannot be undone. */
export const confirmErasureParameter = "erase";

/** A withdrawal asks once more too: it ends the person's chance at the job, and only staff could undo it. */
export const confirmWithdrawalParameter = "withdraw";

/** What the page can say was done: its own forms', and the nominee form's (posted to the nominee's route). */
export const doneNoticeKinds = [...ownActionIntents, "name-nominee", "remove-nominee"] as const;
export type DoneNoticeKind = (typeof doneNoticeKinds)[number];

/** The id of the notice on the page: each action's redirect lands on it, so the person sees what was done. */
export const actionAnswerId = "action-answer";
