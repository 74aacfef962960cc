import { z } from "zod";

import "./zod-setup";

/**
 * Characters that let a name act as something else in an e-mail header: an address
 * list ("Eve <a@x.org>, b@y.org"), an address shown as the sender's name, a quoted
 * string, or a new header line.
 */
const unsafeInNamePattern = /[<>@,;"\p{Cc}]/u;

export const hasUnsafeNameCharacters = (name: string) => unsafeInNamePattern.test(name);

/**
 * A web address, which mail programs turn into a link in the "Dear …," of an e-mail sent to any
 * address a stranger typed. Real names have a dot inside a word only after a one-letter initial
 * ("A.P.J.", "K.Ramesh"); a web address has a longer word or a number before one
 * ("evil.example", "www.", "10.0.0.1"), "://", or a path after a dotted word ("t.co/x").
 * Read after NFKC, so full-width letters and dots count as the ones they look like.
 */
const webAddressPattern =
  /:\/\/|(?:[\p{L}\p{M}\p{N}_-]{2,}|\p{N})[.。](?=[\p{L}\p{M}\p{N}])|[.。][\p{L}\p{M}\p{N}_-]+\//u;

const looksLikeWebAddress = (name: string) => webAddressPattern.test(name.normalize("NFKC"));

/**
 * The start of an RFC 2047 encoded-word ("=?utf-8?b?…?="): mail programs decode it in a display
 * name, so an innocent-looking name can show as an address or any text. No name contains it.
 */
const hasEncodedWord = (name: string) => name.normalize("NFKC").includes("=?");

type NameMessages = { required: string; tooLong: string; unsafe: string; webAddress: string; encodedWord: string };

/** The rules a name meets besides its length: what could make it more than a name in an e-mail. */
const nameRules = (name: z.ZodString, messages: Omit<NameMessages, "required" | "tooLong">) =>
  name
    .refine((value) => !hasUnsafeNameCharacters(value), messages.unsafe)
    .refine((value) => !hasEncodedWord(value), messages.encodedWord)
    .refine((value) => !looksLikeWebAddress(value), messages.webAddress);

/**
 * A person's name as the forms take it. Names end up beside an address in e-mail headers and
 * in the greeting of e-mails to whatever address was typed, so what could turn them into more
 * recipients, a link or a decoded address is refused with a message, rather than silently
 * cleaned (docs/security.md, "Mail relay").
 */
export function personName(max: number, messages: NameMessages) {
  return nameRules(
    z.string({ error: messages.required }).trim().min(1, messages.required).max(max, tooLongFirst(messages)),
    messages,
  );
}

/** An optional name (the booking's last name): the same rules, empty allowed. */
export function optionalPersonName(max: number, messages: Omit<NameMessages, "required">) {
  return nameRules(z.string().trim().max(max, tooLongFirst(messages)), messages).default("");
}

/**
 * A name over its length is refused for that alone: the web-address pattern takes time that grows
 * with the square of a word's length (a 65,000-letter name, within the body's limit, cost 3 to 6 s
 * of the processor a request), so it only ever reads a name of the allowed length.
 */
const tooLongFirst = (messages: Pick<NameMessages, "tooLong">) => ({ error: messages.tooLong, abort: true });

/** The usual wording for the forms that ask "your first name", "your last name". */
export const yourNameMessages = (label: string, max: number) => ({
  required: `Please enter your ${label}.`,
  tooLong: `Your ${label} can be at most ${max} characters.`,
  unsafe: `Your ${label} cannot contain < > @ , ; " or control characters.`,
  webAddress: `Your ${label} cannot contain a web address.`,
  encodedWord: `Your ${label} cannot contain "=?".`,
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
