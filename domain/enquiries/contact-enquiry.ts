import { z } from "zod";

import { contactEnquiryLimits, honeypotField } from "./contact-enquiry-fields";
import {
  emailAddress,
  messageText,
  optionalPhoneNumber,
  personName,
  yourEmailMessages,
  yourMessageTooLong,
  yourNameMessages,
} from "../forms/person-fields";
import { NoticeShownSchema } from "../privacy/notice-shown";
import "../forms/zod-setup";

/**
 * A message sent through a contact form. The specification asks only for the
 * browser's required fields and e-mail typing (marketing section 5); the bounds
 * keep the database and the sales inbox sane.
 */
export const ContactEnquirySchema = z.object({
  firstName: personName(contactEnquiryLimits.name, yourNameMessages("first name", contactEnquiryLimits.name)),
  lastName: personName(contactEnquiryLimits.name, yourNameMessages("last name", contactEnquiryLimits.name)),
  email: emailAddress(yourEmailMessages),
  phone: optionalPhoneNumber(contactEnquiryLimits.phone, {
    notText: "Please enter a valid phone number.",
    tooLong: `Your phone number can be at most ${contactEnquiryLimits.phone} characters.`,
    invalid: "A phone number may contain only digits, spaces and + - ( ).",
  }),
  message: messageText(contactEnquiryLimits.message, {
    required: "Please enter your message.",
    tooLong: yourMessageTooLong(contactEnquiryLimits.message),
  }),
});

export type ContactEnquiry = z.infer<typeof ContactEnquirySchema>;
export type ContactEnquiryInput = z.input<typeof ContactEnquirySchema>;

/** Where a form sits: the contact page, the testimonials page or a project's case study. */
export const EnquirySourceSchema = z
  .string()
  .regex(/^(contact|testimonials|project:[a-z0-9-]{1,60})$/, "Unknown form.")
  .default("contact");

/**
 * What POST /contactus/submit accepts: the enquiry, where it came from, and the honeypot. The
 * visit's first touch is the server's own count (decision 048); an older page's `firstTouch` is dropped.
 */
export const ContactSubmissionSchema = ContactEnquirySchema.extend({
  source: EnquirySourceSchema,
  [honeypotField]: z.string().max(500).optional(),
  ...NoticeShownSchema.shape,
});

export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;
