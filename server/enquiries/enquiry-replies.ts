import { and, desc, eq, gte } from "drizzle-orm";

import type { EnquiryReplyView } from "../../contracts/enquiries";
import { fillReply, replyLimits, staffNameOf, type EnquiryReply } from "../../domain/enquiries/enquiry-replies";
import { fullName } from "../../domain/forms/person-details";
import type { Db, DbOrTransaction } from "../db/db";
import { enquiries, enquiryReplies, outboxEmails, staffAccounts } from "../db/schema";
import { isUuid } from "../kernel/lists/keyset";
import { RefusedError } from "../kernel/requests/outcome";
import { queueEmails } from "../outbox/mail-outbox";
import { touchContact } from "../contacts/contacts";
import { recordDeskEmail } from "../contacts/mailbox/desk-emails";
import { actorNameOf } from "../kernel/lists/actor-names";
import { audit } from "../kernel/audit/audit";
import { enquiryReplyEmail } from "./enquiry-reply-email";
import { recordStatusChange } from "./enquiry-inbox";

/** Who replies: a signed-in staff member, whose name the e-mail carries and whose address takes the answers. */
export type ReplySender = { id: string; email: string; name: string };

/** The same reply again within this time is a second press of the button, not a second reply. */
const repeatWindowMs = 10 * 60_000;

const notFound = () => new RefusedError("This enquiry does not exist (any more).");

/**
 * E-mails a reply to the person an enquiry came from, in one transaction: the reply as sent (with
 * its placeholders filled), its e-mail in the outbox (from the sender's name at the sales address,
 * Reply-To the sender), "replied" for a new enquiry with that change's audit entry, and the reply's
 * own audit entry, which holds no word of the message. Answers the queued e-mail's id, to wake the
 * outbox with once the transaction has committed. Refused, changing nothing: an unknown enquiry, a
 * spam catch, a reply longer than the limits once filled in, and the same reply sent moments ago.
 */
export async function sendEnquiryReply(
  db: Db,
  sender: ReplySender,
  id: string,
  written: EnquiryReply,
  { salesEmail, now }: { salesEmail: string; now: Date },
): Promise<string> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    // Locked: two replies sent at once are written one after the other, and the second sees the first.
    const [enquiry] = await tx
      .select({
        id: enquiries.id,
        firstName: enquiries.firstName,
        lastName: enquiries.lastName,
        email: enquiries.email,
        status: enquiries.status,
        isSpam: enquiries.isSpam,
        contactId: enquiries.contactId,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .for("update");
    if (!enquiry) throw notFound();
    if (enquiry.isSpam)
      throw new RefusedError("This enquiry was caught by the spam trap: the desk sends no reply to it.");

    const name = fullName(enquiry);
    const reply = fillReply(written, {
      firstName: enquiry.firstName,
      fullName: name,
      staffName: staffNameOf(sender),
    });
    if (reply.subject.length > replyLimits.subject)
      throw new RefusedError(
        `With the placeholders filled in, the subject is longer than ${replyLimits.subject} characters. Please shorten it.`,
      );
    if (reply.body.length > replyLimits.body)
      throw new RefusedError(
        `With the placeholders filled in, the reply is longer than ${replyLimits.body} characters. Please shorten it.`,
      );
    const [repeated] = await tx
      .select({ id: enquiryReplies.id })
      .from(enquiryReplies)
      .where(
        and(
          eq(enquiryReplies.enquiryId, id),
          eq(enquiryReplies.authorEmail, sender.email),
          eq(enquiryReplies.subject, reply.subject),
          eq(enquiryReplies.body, reply.body),
          gte(enquiryReplies.createdAt, new Date(now.getTime() - repeatWindowMs)),
        ),
      )
      .limit(1);
    if (repeated) throw new RefusedError("You sent this same reply a moment ago: it was not sent again.");

    const email = enquiryReplyEmail({ name, email: enquiry.email, receivedAt: enquiry.createdAt }, reply, {
      sender,
      salesEmail,
    });
    const [emailId] = await queueEmails(tx, [email], now);
    // On the contact's e-mails too, so the visitor's answer, read from a mailbox, threads after it.
    if (enquiry.contactId)
      await recordDeskEmail(tx, {
        contactId: enquiry.contactId,
        emailId: emailId!,
        from: email.from,
        to: email.to,
        subject: reply.subject,
        body: reply.body,
        sentAt: now,
        authorId: sender.id,
      });
    const [row] = await tx
      .insert(enquiryReplies)
      .values({
        enquiryId: id,
        contactId: enquiry.contactId,
        authorId: sender.id,
        authorEmail: sender.email,
        subject: reply.subject,
        body: reply.body,
        outboxEmailId: emailId,
        createdAt: now,
      })
      .returning({ id: enquiryReplies.id });
    if (enquiry.status === "new") await recordStatusChange(tx, sender, enquiry, "replied", now);
    // The contact's latest activity orders the sales desk's list of people.
    if (enquiry.contactId) await touchContact(tx, enquiry.contactId, now);
    await audit(tx, sender, now, {
      action: "enquiry.reply",
      subjectType: "enquiry",
      subjectId: id,
      summary: `E-mailed a reply to ${name}.`,
      details: { replyId: row?.id, emailId, length: reply.body.length },
    });
    return emailId!;
  });
}

/** The replies sent to one enquiry, newest first, each with where its e-mail is. */
export async function repliesOfEnquiry(db: DbOrTransaction, enquiryId: string): Promise<EnquiryReplyView[]> {
  const rows = await db
    .select({
      id: enquiryReplies.id,
      authorName: actorNameOf(enquiryReplies.authorEmail, staffAccounts.name),
      subject: enquiryReplies.subject,
      body: enquiryReplies.body,
      createdAt: enquiryReplies.createdAt,
      delivery: outboxEmails.status,
    })
    .from(enquiryReplies)
    .leftJoin(staffAccounts, eq(staffAccounts.id, enquiryReplies.authorId))
    .leftJoin(outboxEmails, eq(outboxEmails.id, enquiryReplies.outboxEmailId))
    .where(eq(enquiryReplies.enquiryId, enquiryId))
    .orderBy(desc(enquiryReplies.createdAt), desc(enquiryReplies.id));
  // No outbox row: the retention task deletes e-mails some days after they were sent.
  return rows.map((row) => ({ ...row, delivery: row.delivery ?? "sent" }));
}
