import { z } from "zod";

import { emailAddress, optionalMessageText, personName, phoneNumber } from "../forms/person-fields";
import "../forms/zod-setup";
import type { ApplicationStage } from "./recruiting";

export const referralNoteMax = 2000;

/** A candidate a staff member refers from the back office: who, for which job, and why. */
export const ReferralSchema = z.object({
  jobId: z.string({ error: "Please choose the job." }).trim().min(1, "Please choose the job."),
  fullName: personName(100, {
    required: "Please enter the candidate's name.",
    tooLong: "A name can be at most 100 characters.",
    unsafe: 'A name cannot contain < > @ , ; " or control characters.',
    webAddress: "A name cannot contain a web address.",
    encodedWord: 'A name cannot contain "=?".',
  }),
  email: emailAddress({
    required: "Please enter the candidate's e-mail address.",
    tooLong: "An e-mail address can be at most 254 characters.",
    invalid: "Please enter a valid e-mail address.",
  }),
  phone: phoneNumber(
    { min: 7, max: 20 },
    {
      required: "Please enter the candidate's phone number.",
      tooLong: "A phone number can be at most 20 characters.",
      invalid: "Please enter a valid phone number.",
    },
  ),
  note: optionalMessageText(referralNoteMax, { tooLong: `The note can be at most ${referralNoteMax} characters.` }),
});
export type Referral = z.infer<typeof ReferralSchema>;

/** One of a staff member's referrals as they see it: who, for what, and where hiring is with it. Nothing more. */
export type ReferralView = {
  candidateName: string;
  jobTitle: string;
  stage: ApplicationStage;
  referredAt: Date;
};
