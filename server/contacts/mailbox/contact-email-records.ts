import { randomUUID } from "node:crypto";

import { and, eq, sql } from "drizzle-orm";

import type { DbOrTransaction } from "../../db/db";
import { contactEmails, contacts, type EmailAttachment } from "../../db/schema";
import type { FileStore } from "../../kernel/storage/file-store";
import { messageBounds, type MailMessage } from "./mail-message";
import { contactsByAddress } from "../contacts";

/**
 * A message put on the contacts it is between: one contact_emails row per
 * contact whose address (their own or another of theirs) is in From, To or Cc. A message that names
 * no contact leaves nothing behind: other people's mail is not the desk's.
 */

/**
 * The thread a message joins on a contact: the first of its References (the conversation's first
 * message), else the thread of the message it answers, else its own Message-ID.
 */
export async function threadKeyOf(
  db: DbOrTransaction,
  contactId: string,
  message: Pick<MailMessage, "messageId" | "inReplyTo" | "references">,
): Promise<string> {
  if (message.references[0]) return message.references[0];
  if (message.inReplyTo) {
    const [answered] = await db
      .select({ threadKey: contactEmails.threadKey })
      .from(contactEmails)
      .where(and(eq(contactEmails.contactId, contactId), eq(contactEmails.messageId, message.inReplyTo)));
    return answered?.threadKey ?? message.inReplyTo;
  }
  return message.messageId;
}

/** A new message moves its contact's last activity, never back, never past now. */
export async function touchContact(db: DbOrTransaction, contactId: string, at: Date, now: Date) {
  const moved = at > now ? now : at;
  await db
    .update(contacts)
    .set({ lastActivityAt: sql`greatest(${contacts.lastActivityAt}, ${moved})` })
    .where(eq(contacts.id, contactId));
}

export type RecordedMessage = { contacts: number; attachmentsKept: number };

/** The attachments listed on a row, the first few small ones put in the file store. */
async function keptAttachments(files: FileStore, message: MailMessage): Promise<EmailAttachment[]> {
  let kept = 0;
  const listed: EmailAttachment[] = [];
  for (const attachment of message.attachments) {
    const keep = kept < messageBounds.keptAttachments && attachment.bytes <= messageBounds.maxKeptAttachmentBytes;
    let storedKey: string | null = null;
    if (keep) {
      storedKey = `mail-attachment-${randomUUID()}`;
      await files.put(storedKey, attachment.content, attachment.mediaType);
      kept += 1;
    }
    listed.push({ fileName: attachment.fileName, mediaType: attachment.mediaType, bytes: attachment.bytes, storedKey });
  }
  return listed;
}

/**
 * Puts a message read from mailbox `account` on every contact it is between; one already there
 * (the same Message-ID, read before or sent from the desk) is left as it is.
 */
export async function recordReadMessage(
  db: DbOrTransaction,
  files: FileStore,
  account: { id: string; deskAddresses: string[] },
  message: MailMessage,
  { readAt, now }: { readAt: Date; now: Date },
): Promise<RecordedMessage> {
  const fromDesk = message.from !== null && account.deskAddresses.includes(message.from.address);
  const parties = [...(message.from ? [message.from] : []), ...message.to, ...message.cc];
  const matched = await contactsByAddress(
    db,
    parties.map((party) => party.address).filter((address) => !account.deskAddresses.includes(address)),
  );
  const contactIds = [...new Set(matched.values())];
  const recorded: RecordedMessage = { contacts: 0, attachmentsKept: 0 };
  for (const contactId of contactIds) {
    const [already] = await db
      .select({ id: contactEmails.id })
      .from(contactEmails)
      .where(and(eq(contactEmails.contactId, contactId), eq(contactEmails.messageId, message.messageId)));
    if (already) continue;
    const attachments = await keptAttachments(files, message);
    const sentAt = message.sentAt ?? readAt;
    const inserted = await db
      .insert(contactEmails)
      .values({
        contactId,
        messageId: message.messageId,
        threadKey: await threadKeyOf(db, contactId, message),
        inReplyTo: message.inReplyTo,
        references: message.references,
        direction: fromDesk ? "out" : "in",
        fromParty: message.from ?? { name: "", address: "" },
        toParties: message.to,
        ccParties: message.cc,
        subject: message.subject,
        sentAt,
        bodyText: message.bodyText,
        attachments,
        accountId: account.id,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: contactEmails.id });
    const keys = attachments.flatMap((attachment) => (attachment.storedKey ? [attachment.storedKey] : []));
    if (inserted.length === 0) {
      // Another reader put it there meanwhile: its files are that one's.
      for (const key of keys) await files.remove(key);
      continue;
    }
    await touchContact(db, contactId, sentAt, now);
    recorded.contacts += 1;
    recorded.attachmentsKept += keys.length;
  }
  return recorded;
}
