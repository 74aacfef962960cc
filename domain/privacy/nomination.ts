import { z } from "zod";

import { emailAddress, messageText, personName } from "../forms/person-fields";
import { isStorableText } from "../forms/storable-text";
import "../forms/zod-setup";
import { NoticeShownSchema } from "./notice-shown";
import type { NoticeShown } from "./notices";
import type { PrivacyRequestKind } from "./privacy-requests";

/**
 * Nomination (DPDP Act s. 14, Rules of 2025): a person names someone to act
 * for them should they die or be unable to act; that nominee may then ask the company on their
 * behalf, and staff verify the nominee before anything is shown or done.
 */

const nameMessages = (whose: string) => ({
  required: `Please enter ${whose} name.`,
  tooLong: `A name can be at most 120 characters.`,
  unsafe: `A name cannot contain < > @ , ; " or control characters.`,
  webAddress: "A name cannot contain a web address.",
  encodedWord: 'A name cannot contain "=?".',
});

/** A name as the register keeps it: the shared name rules, and nothing the register could not store. */
const nomineeName = (whose: string) =>
  personName(120, nameMessages(whose)).refine(
    isStorableText,
    "A name contains characters we cannot keep; please remove them.",
  );

const addressMessages = (whose: string) => ({
  required: `Please enter ${whose} email address.`,
  tooLong: "An email address can be at most 254 characters.",
  invalid: "Please enter a valid email address.",
});

/** The person's form on their own data page: whom they name. */
export const NominateSchema = z.object({
  nomineeName: nomineeName("your nominee's"),
  nomineeEmail: emailAddress(addressMessages("your nominee's")),
});
export type Nominate = z.infer<typeof NominateSchema>;

/** Why a nominee acts instead of the person. */
export const nomineeCircumstances = ["death", "incapacity"] as const;
export type NomineeCircumstance = (typeof nomineeCircumstances)[number];

export const nomineeCircumstanceNames: Record<NomineeCircumstance, string> = {
  death: "The person has died",
  incapacity: "The person cannot act for themselves (illness or incapacity)",
};

/** What a nominee may ask for the person: the person's own rights (a nomination is the person's alone). */
export const nomineeRequestKinds = [
  "access",
  "correction",
  "erasure",
  "withdrawal",
  "objection",
  "grievance",
] as const satisfies readonly PrivacyRequestKind[];

export const nomineeRequestKindNames: Record<(typeof nomineeRequestKinds)[number], string> = {
  access: "See the data you hold about them",
  correction: "Correct their data",
  erasure: "Erase their data",
  withdrawal: "Withdraw a consent they gave",
  objection: "Stop contacting them",
  grievance: "Complain about how their data was handled",
};

/** The longest a nominee's request may be. */
export const nomineeRequestLimit = 4000;

/**
 * A nominee's request for the person (/privacy/nominee). The page posts the notice it showed as
 * two flat fields, as every form does; they arrive as `notice`, the shape the register records.
 */
export const NomineeRequestSchema = z
  .object({
    nomineeName: nomineeName("your"),
    nomineeEmail: emailAddress(addressMessages("your")),
    personEmail: emailAddress(addressMessages("the person's")),
    circumstance: z.enum(nomineeCircumstances, { error: "Please say why you act for the person." }),
    kind: z.enum(nomineeRequestKinds, { error: "Please choose what you ask us to do." }),
    // The grievance's rule: what the register could not keep (a NUL) is the sender's to remove, not a failed insert.
    request: messageText(nomineeRequestLimit, {
      required: "Please tell us more about what you ask.",
      tooLong: `Please keep your request to ${nomineeRequestLimit} characters.`,
    }).refine(isStorableText, "Your request contains characters we cannot keep; please remove them."),
    ...NoticeShownSchema.shape,
  })
  .transform(({ noticeVersion, noticeLanguage, ...request }) => ({
    ...request,
    notice: { noticeVersion, noticeLanguage },
  }));
/** A nominee's request as the register takes it; one built without the form (a test, a script) may show no notice. */
export type NomineeRequest = Omit<z.output<typeof NomineeRequestSchema>, "notice"> & { notice?: NoticeShown };

/** The nominee form's one answer, whether or not the person or the nomination is known. */
export const nomineeRequestReceived =
  "Thank you. We have your request. Before we show or do anything, we check that you are the person's nominee: we will write to you at the address you gave.";

/** The group of a person's own view that holds their nominee: the page's nominee form reads it. */
export const nomineeGroupKey = "nominee";

/** Where the nominee's form is. */
export const nomineePaths = { request: "/privacy/nominee", nominate: "/privacy/your-data/nominee" } as const;
