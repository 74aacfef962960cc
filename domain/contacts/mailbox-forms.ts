import { z } from "zod";

import { emailAddress } from "../forms/person-fields";
import "../forms/zod-setup";

/**
 * A mailbox the desk reads over IMAP: the sales mailbox, or a seller's own.
 * Its app password is sealed by the server and never shown again.
 */

export const mailboxSecurities = ["tls", "starttls", "none"] as const;
export type MailboxSecurity = (typeof mailboxSecurities)[number];

export const mailboxSecurityLabels: Record<MailboxSecurity, string> = {
  tls: "TLS (usually port 993)",
  starttls: "STARTTLS (usually port 143)",
  none: "None (only a test server on this machine)",
};

/** Mail without encryption is only for a server on this machine: a test's Dovecot. */
const thisMachine = new Set(["127.0.0.1", "localhost", "::1"]);

const hostMessage = "Please give the IMAP server's name, such as imap.example.com.";

export const MailboxConnectSchema = z
  .object({
    whose: z.enum(["sales", "own"], { error: "Please choose which mailbox to connect." }),
    address: emailAddress({
      required: "Please give the mailbox's e-mail address.",
      tooLong: "Please keep the e-mail address to 254 characters or fewer.",
      invalid: "Please give the mailbox's e-mail address, such as sales@example.com.",
    }),
    host: z
      .string({ error: hostMessage })
      .trim()
      .toLowerCase()
      .min(1, hostMessage)
      .max(253, hostMessage)
      .regex(/^[a-z0-9.-]+$|^::1$/, hostMessage),
    port: z.coerce
      .number({ error: "Please give the port as a number, such as 993." })
      .int("Please give the port as a number, such as 993.")
      .min(1, "Please give a port between 1 and 65535.")
      .max(65535, "Please give a port between 1 and 65535."),
    security: z.enum(mailboxSecurities, { error: "Please choose how the connection is protected." }),
    username: z
      .string({ error: "Please give your user name on the mail server." })
      .trim()
      .min(1, "Please give your user name on the mail server.")
      .max(200, "Please keep the user name to 200 characters or fewer."),
    password: z
      .string({ error: "Please give an app password made for this site." })
      .min(1, "Please give an app password made for this site.")
      .max(500, "Please keep the app password to 500 characters or fewer."),
  })
  .refine((form) => form.security !== "none" || thisMachine.has(form.host), {
    path: ["security"],
    message: "Mail is read over TLS or STARTTLS: please choose one (no protection is only for a test server here).",
  });

export type MailboxConnectForm = z.output<typeof MailboxConnectSchema>;

/** Attachments read from a mailbox kept to download: at most this many per message, each at most this size. */
export const mailAttachmentLimits = { keptPerMessage: 5, maxKeptBytes: 2 * 1024 * 1024 } as const;

/** A message larger than this is passed over (and counted), never downloaded. */
export const maxReadMessageBytes = 10 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** Why an attachment is listed only, as its line on the contact's page says it. */
export const notKeptText = (because: "too-large" | "too-many") =>
  because === "too-large"
    ? `not kept: over ${megabytes(mailAttachmentLimits.maxKeptBytes)}`
    : `not kept: only the first ${mailAttachmentLimits.keptPerMessage} attachments of a message are kept`;

const messages = (count: number) => (count === 1 ? "1 message" : `${count} messages`);

/** The messages a mailbox's reading passed over, and why, for its page; undefined for none. */
export function skippedMessagesText({
  skippedTooLarge,
  skippedUnreadable,
}: {
  skippedTooLarge: number;
  skippedUnreadable: number;
}): string | undefined {
  const reasons = [
    ...(skippedTooLarge > 0 ? [`${messages(skippedTooLarge)} over ${megabytes(maxReadMessageBytes)}`] : []),
    ...(skippedUnreadable > 0
      ? [`${messages(skippedUnreadable)} that could not be read (too many parts, nested too deep, or too slow to read)`]
      : []),
  ];
  return reasons.length > 0
    ? `Passed over since it was connected: ${reasons.join("; ")}. They stay in the mailbox but are not on the contacts.`
    : undefined;
}

export const contactReplyLimits = { body: 20_000 } as const;

/** A reply written under a thread on the contact's page. */
export const ContactEmailReplySchema = z.object({
  threadKey: z
    .string({ error: "This conversation is not one this page knows. Please reload the page." })
    .min(1, "This conversation is not one this page knows. Please reload the page.")
    .max(1000, "This conversation is not one this page knows. Please reload the page."),
  body: z
    .string({ error: "Please write your reply." })
    .trim()
    .min(1, "Please write your reply.")
    .max(contactReplyLimits.body, `Please keep the reply to ${contactReplyLimits.body} characters or fewer.`),
});

export type ContactEmailReply = z.output<typeof ContactEmailReplySchema>;
