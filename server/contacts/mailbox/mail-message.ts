import { createHash } from "node:crypto";

import type { AddressObject, ParsedMail } from "mailparser";

import { plainFileName } from "../../../domain/forms/file-names";
import { storableText } from "../../../domain/forms/storable-text";
import { mailAttachmentLimits, maxReadMessageBytes } from "../../../domain/contacts/mailbox-forms";
import type { EmailParty } from "../../db/schema";
import { MailboxError } from "./imap-connection";

/**
 * One message read from a mailbox, parsed by mailparser within bounds (size before; parts, nesting
 * and time during), reduced to what a contact's page shows: no HTML is kept, only its text when
 * there is no text part. Every text kept loses what PostgreSQL cannot hold (a NUL): one such
 * character must not stop the mailbox's read.
 */

export const messageBounds = {
  /** Larger messages are skipped (and counted), not read. */
  maxMessageBytes: maxReadMessageBytes,
  parseMs: 10_000,
  /** MIME parts, nested or side by side: mailparser refuses a message with more before building them all. */
  maxParts: 1_000,
  bodyChars: 100_000,
  keptAttachments: mailAttachmentLimits.keptPerMessage,
  maxKeptAttachmentBytes: mailAttachmentLimits.maxKeptBytes,
  /** Parties listed on one message, beyond which the rest are dropped. */
  maxParties: 100,
};

export type ParsedAttachment = { fileName: string; mediaType: string; bytes: number; content: Buffer };

export type MailMessage = {
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  from: EmailParty | null;
  to: EmailParty[];
  cc: EmailParty[];
  subject: string;
  sentAt: Date | null;
  bodyText: string;
  attachments: ParsedAttachment[];
};

/** A message mailparser refused (too many parts, nested too deep) or could not parse in time: skipped and counted. */
export class UnreadableMessageError extends MailboxError {
  override name = "UnreadableMessageError";
}

/** Where a message without a Message-ID was read: its made-up one is derived from this, the same at every read. */
export type MessagePlace = { accountId: string; folder: string; uidValidity: number; uid: number };

const madeUpMessageId = ({ accountId, folder, uidValidity, uid }: MessagePlace) =>
  `<${createHash("sha256").update(`${accountId}\n${folder}\n${uidValidity}\n${uid}`).digest("hex").slice(0, 32)}@mailbox.invalid>`;

const partiesOf = (field: AddressObject | AddressObject[] | undefined): EmailParty[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .flatMap((address) => (address.group ? address.group : [address]))
    .filter((address) => address.address)
    .slice(0, messageBounds.maxParties)
    .map((address) => ({
      name: storableText(address.name).slice(0, 200),
      address: storableText(address.address!).slice(0, 254).toLowerCase(),
    }));

const messageIdsOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value : value ? value.split(/\s+/) : [])
    .map((id) => storableText(id).trim())
    .filter((id) => /^<[^<>\s]{1,990}>$/.test(id))
    .slice(0, 100);

const parseOptions = {
  maxHtmlLengthToParse: 2 * 1024 * 1024,
  maxChildNodes: messageBounds.maxParts,
  skipTextToHtml: true,
  skipImageLinks: true,
};

/** An attachment's name as kept and shown (domain/forms/file-names.ts). */
export const attachmentFileName = (name: string) => plainFileName(name, { fallback: "attachment" });

const htmlOnlyMessage = (html: string) =>
  Buffer.from(`MIME-Version: 1.0\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${html}`, "utf8");

/** mailparser's answer, or UnreadableMessageError when it refuses the message or takes longer than the bound. */
async function parsedInTime(raw: Buffer): Promise<ParsedMail> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new UnreadableMessageError("A message could not be read in time.")),
      messageBounds.parseMs,
    );
  });
  // Whatever mailparser refuses (EMAXLEN: too many parts) is the message's doing: it is passed over, not retried.
  // Loaded by the first message read, as the mailbox's connection is (imap-connection.ts).
  const { simpleParser } = await import("mailparser");
  const parsed = simpleParser(raw, parseOptions).catch(() => {
    throw new UnreadableMessageError("A message could not be parsed.");
  });
  try {
    return await Promise.race([parsed, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Parses a raw message; throws UnreadableMessageError when it cannot be parsed within bounds. */
export async function parseMailMessage(raw: Buffer, place: MessagePlace): Promise<MailMessage> {
  const parsed = await parsedInTime(raw);
  // mailparser turns HTML into text only for a message's main part: an HTML-only message with
  // attachments keeps its HTML alone, which is given to it again as a message of its own.
  const text = parsed.text || (parsed.html ? (await parsedInTime(htmlOnlyMessage(parsed.html))).text : "");
  const [messageId] = messageIdsOf(parsed.messageId);
  const [inReplyTo] = messageIdsOf(parsed.inReplyTo);
  return {
    messageId: messageId ?? madeUpMessageId(place),
    inReplyTo: inReplyTo ?? null,
    references: messageIdsOf(parsed.references),
    from: partiesOf(parsed.from)[0] ?? null,
    to: partiesOf(parsed.to),
    cc: partiesOf(parsed.cc),
    subject: storableText(parsed.subject ?? "").slice(0, 500),
    sentAt: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    bodyText: storableText(text ?? "").slice(0, messageBounds.bodyChars),
    attachments: parsed.attachments.map((attachment) => ({
      fileName: attachmentFileName(attachment.filename ?? ""),
      mediaType: storableText(attachment.contentType).slice(0, 200),
      bytes: attachment.size,
      content: attachment.content,
    })),
  };
}
