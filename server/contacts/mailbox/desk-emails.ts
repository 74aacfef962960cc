import type { DbOrTransaction } from "../../db/db";
import { contactEmails, type EmailParty } from "../../db/schema";
import { outboxMessageId } from "../../outbox/mail-outbox";

/**
 * An e-mail the desk sent to a contact (a reply from the contact's page, or from an enquiry's),
 * put on the contact's threads the moment it is queued, under the Message-ID the outbox sends it
 * with: the visitor's answer threads after it, and reading the Sent folder later finds it there
 * already and adds nothing.
 */
export type DeskEmail = {
  contactId: string;
  /** The outbox e-mail that carries it. */
  emailId: string;
  from: EmailParty;
  to: EmailParty;
  subject: string;
  body: string;
  sentAt: Date;
  authorId: string;
  /** The conversation it answers; none: it starts one. */
  answering?: { threadKey: string; inReplyTo: string; references: string[] } | undefined;
};

/** Records the e-mail on the contact; answers its Message-ID. */
export async function recordDeskEmail(db: DbOrTransaction, email: DeskEmail): Promise<string> {
  const messageId = outboxMessageId(email.emailId, email.from.address);
  await db.insert(contactEmails).values({
    contactId: email.contactId,
    messageId,
    threadKey: email.answering?.threadKey ?? messageId,
    inReplyTo: email.answering?.inReplyTo ?? null,
    references: email.answering?.references ?? [],
    direction: "out",
    fromParty: { name: email.from.name, address: email.from.address.toLowerCase() },
    toParties: [{ name: email.to.name, address: email.to.address.toLowerCase() }],
    subject: email.subject,
    sentAt: email.sentAt,
    bodyText: email.body,
    authorId: email.authorId,
    outboxEmailId: email.emailId,
    createdAt: email.sentAt,
  });
  return messageId;
}
