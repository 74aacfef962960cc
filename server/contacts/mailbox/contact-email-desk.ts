import { Readable } from "node:stream";

import { and, asc, desc, eq, isNotNull } from "drizzle-orm";

import type { ContactEmailDesk, ContactEmailThread, ContactEmailView } from "../../../contracts/contact-emails";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import { contactEmails, contacts, mailboxAccounts, staffAccounts, type EmailAttachment } from "../../db/schema";
import { isUuid } from "../../kernel/lists/keyset";
import { actorNameOf } from "../../kernel/lists/actor-names";
import { outcomeOf, RefusedError } from "../../kernel/requests/outcome";
import type { Bindings } from "../../kernel/runtime/bindings";
import type { FileStore } from "../../kernel/storage/file-store";
import { queueEmails } from "../../outbox/mail-outbox";
import { audit } from "../../kernel/audit/audit";
import { contactAccess, requireContactAccess } from "../contact-access";
import { touchContact } from "./contact-email-records";
import { attachmentFileName, messageBounds } from "./mail-message";
import { recordDeskEmail } from "./desk-emails";
import { contactReplyEmail } from "./contact-reply-email";

/**
 * The e-mails on a contact's page, for whoever may open the contact
 * (contact-access.ts: the sales desk, and the contact's owner): its conversations, a reply under
 * each, and the attachments kept.
 */

/** A contact's page shows its latest conversations: this many messages at most. */
const shownEmails = 500;

async function threadsOf(db: DbOrTransaction, contactId: string): Promise<ContactEmailThread[]> {
  const rows = await db
    .select({
      id: contactEmails.id,
      threadKey: contactEmails.threadKey,
      direction: contactEmails.direction,
      from: contactEmails.fromParty,
      to: contactEmails.toParties,
      cc: contactEmails.ccParties,
      subject: contactEmails.subject,
      sentAt: contactEmails.sentAt,
      bodyText: contactEmails.bodyText,
      attachments: contactEmails.attachments,
      authorName: actorNameOf(staffAccounts.email, staffAccounts.name),
      authorId: contactEmails.authorId,
    })
    .from(contactEmails)
    .leftJoin(staffAccounts, eq(staffAccounts.id, contactEmails.authorId))
    .where(eq(contactEmails.contactId, contactId))
    .orderBy(desc(contactEmails.sentAt), desc(contactEmails.id))
    .limit(shownEmails);
  const threads = new Map<string, ContactEmailView[]>();
  // Newest first here, so the map's order is the threads' by their latest message.
  for (const { threadKey, attachments, authorName, authorId, ...row } of rows) {
    const email: ContactEmailView = {
      ...row,
      authorName: authorId ? authorName : null,
      attachments: attachments.map((attachment, index) => ({
        index,
        // Names kept before the reading cleaned them (mail-message.ts) may hold a bell or a right-to-left override.
        fileName: attachmentFileName(attachment.fileName),
        mediaType: attachment.mediaType,
        bytes: attachment.bytes,
        kept: attachment.storedKey !== null,
        notKeptBecause: notKeptBecause(attachment),
      })),
    };
    threads.set(threadKey, [email, ...(threads.get(threadKey) ?? [])]);
  }
  return [...threads].map(([threadKey, emails]) => ({ threadKey, subject: emails[0]!.subject, emails }));
}

/** A small attachment not kept came after the first few kept of its message (contact-email-records.ts). */
const notKeptBecause = ({ storedKey, bytes }: EmailAttachment) =>
  storedKey !== null
    ? null
    : bytes > messageBounds.maxKeptAttachmentBytes
      ? ("too-large" as const)
      : ("too-many" as const);

const replySubject = (subject: string) => (/^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`);

export function contactEmailDesk(
  {
    db,
    clock,
    salesEmail,
    onEmailsQueued,
    files,
  }: Pick<Bindings, "db" | "clock" | "salesEmail" | "onEmailsQueued"> & {
    files: FileStore;
  },
  actor: StaffMember,
): ContactEmailDesk {
  return {
    threads: async (contactId) =>
      (await contactAccess(db, actor, contactId)) === "none" ? [] : threadsOf(db, contactId),
    reply: (contactId, { threadKey, body }) =>
      outcomeOf(async () => {
        const emailId = await db.transaction(async (tx) => {
          await requireContactAccess(tx, actor, contactId, "work");
          const [contact] = await tx
            .select({ firstName: contacts.firstName, lastName: contacts.lastName, email: contacts.email })
            .from(contacts)
            .where(eq(contacts.id, contactId))
            .for("update");
          if (!contact) throw new RefusedError("This contact no longer exists.");
          const thread = await tx
            .select()
            .from(contactEmails)
            .where(and(eq(contactEmails.contactId, contactId), eq(contactEmails.threadKey, threadKey)))
            .orderBy(asc(contactEmails.sentAt), asc(contactEmails.createdAt));
          const last = thread.at(-1);
          if (!last)
            throw new RefusedError("This conversation is not on this contact any more. Please reload the page.");
          // To the address they last wrote from, which may be another of theirs.
          const theirs = thread.findLast((email) => email.direction === "in")?.fromParty.address ?? contact.email;
          const name = `${contact.firstName} ${contact.lastName}`.trim();
          // Answers come back to the member's own mailbox when the desk reads it, else to the sales mailbox.
          const [ownMailbox] = await tx
            .select({ address: mailboxAccounts.address })
            .from(mailboxAccounts)
            .where(and(eq(mailboxAccounts.staffId, actor.id), isNotNull(mailboxAccounts.staffId)));
          const subject = replySubject(thread[0]!.subject || "Your enquiry");
          const references = [...new Set([...last.references, last.messageId])].slice(-50);
          const now = clock();
          const email = contactReplyEmail(
            { name, address: theirs },
            { subject, body, inReplyTo: last.messageId, references },
            { senderName: actor.name, salesEmail, replyTo: ownMailbox?.address },
          );
          const [queued] = await queueEmails(tx, [email], now);
          await recordDeskEmail(tx, {
            contactId,
            emailId: queued!,
            from: email.from,
            to: { name, address: theirs },
            subject,
            body,
            sentAt: now,
            authorId: actor.id,
            answering: { threadKey, inReplyTo: last.messageId, references },
          });
          await touchContact(tx, contactId, now, now);
          await audit(tx, actor, now, {
            action: "contact.email",
            subjectType: "contact",
            subjectId: contactId,
            summary: `E-mailed a reply to ${name || "the contact"}.`,
            details: { emailId: queued, length: body.length },
          });
          return queued!;
        });
        onEmailsQueued([emailId]);
      }),
    async attachment(contactId, emailId, index) {
      if (!isUuid(emailId) || (await contactAccess(db, actor, contactId)) === "none") return undefined;
      const [row] = await db
        .select({ attachments: contactEmails.attachments })
        .from(contactEmails)
        .where(and(eq(contactEmails.id, emailId), eq(contactEmails.contactId, contactId)));
      const attachment = row?.attachments[index];
      if (!attachment?.storedKey) return undefined;
      const stored = await files.read(attachment.storedKey);
      if (!stored) return undefined;
      return {
        fileName: attachmentFileName(attachment.fileName),
        mediaType: attachment.mediaType,
        bytes: stored.bytes,
        content: Readable.toWeb(stored.stream) as ReadableStream<Uint8Array>,
      };
    },
  };
}
