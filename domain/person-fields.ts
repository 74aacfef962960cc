import { z } from "zod";

import "./zod-setup";

/**
 * Characters that let a name act as something else in an e-mail header: an address
 * list ("Eve <a@x.org>, b@y.org"), an address shown as the sender's name, a quoted
 * string, or a new header line.
 */
const unsafeInNamePattern = /[<>@,;"\p{Cc}]/u;

export const hasUnsafeNameCharacters = (name: string) => unsafeInNamePattern.test(name);

type NameMessages = { required: string; tooLong: string; unsafe: string };

/**
 * A person's name as the forms take it. Names end up beside an address in e-mail
 * headers, so the characters that could turn them into more recipients are refused
 * with a message, rather than silently cleaned (docs/security.md, "Mail relay").
 */
export function personName(max: number, messages: NameMessages) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong)
    .refine((name) => !hasUnsafeNameCharacters(name), messages.unsafe);
}

/** An optional name (the booking's last name): the same character rule, empty allowed. */
export function optionalPersonName(max: number, messages: Omit<NameMessages, "required">) {
  return z
    .string()
    .trim()
    .max(max, messages.tooLong)
    .refine((name) => !hasUnsafeNameCharacters(name), messages.unsafe)
    .default("");
}

/** The usual wording for the forms that ask "your first name", "your last name". */
export const yourNameMessages = (label: string, max: number) => ({
  required: `Please enter your ${label}.`,
  tooLong: `Your ${label} can be at most ${max} characters.`,
  unsafe: `Your ${label} cannot contain < > @ , ; " or control characters.`,
});

/** An e-mail address: one mailbox, never a list (zod's format refuses commas, spaces and angle brackets). */
export function emailAddress(messages: { required: string; tooLong: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(254, messages.tooLong)
    .pipe(z.email(messages.invalid));
}

export const yourEmailMessages = {
  required: "Please enter your email address.",
  tooLong: "Your email address can be at most 254 characters.",
  invalid: "Please enter a valid email address.",
};

/** Digits, spaces and + - ( ): what people write phone numbers with, in any country's style. */
const phoneCharacters = /^[0-9 +\-()]*$/;

type PhoneMessages = { tooLong: string; invalid: string };

const phoneText = (max: number, notText: string, messages: PhoneMessages) =>
  z.string({ error: notText }).trim().max(max, messages.tooLong).regex(phoneCharacters, messages.invalid);

/** A phone number the form requires; one shorter than `min` characters is not a number, so it reads as invalid. */
export function phoneNumber(limits: { min?: number; max: number }, messages: PhoneMessages & { required: string }) {
  const required = phoneText(limits.max, messages.required, messages).min(1, messages.required);
  return limits.min ? required.min(limits.min, messages.invalid) : required;
}

/** A phone number the visitor may leave empty; `notText` answers a value that is not text at all. */
export function optionalPhoneNumber(max: number, messages: PhoneMessages & { notText: string }) {
  return phoneText(max, messages.notText, messages).default("");
}

/** The free text a person writes to us: an enquiry, a note for the demo call, a cover letter. */
export function messageText(max: number, messages: { required: string; tooLong: string }) {
  return z.string({ error: messages.required }).trim().min(1, messages.required).max(max, messages.tooLong);
}

export const yourMessageTooLong = (max: number) => `Your message can be at most ${max} characters.`;

export function optionalMessageText(max: number, messages: { tooLong: string }) {
  return z.string().trim().max(max, messages.tooLong).default("");
}
