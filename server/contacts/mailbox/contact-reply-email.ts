import { company } from "../../../domain/company/company";
import { composeEmail } from "../../emails/compose-email";
import { paragraphsOf } from "../../emails/email-content";
import type { OutgoingEmail } from "../../outbox/mail-outbox";
import type { EmailParty } from "../../db/schema";

/**
 * A reply written under one of a contact's conversations: the staff member's
 * words, each blank line a new paragraph, from the sales address under their name, threaded after
 * the conversation's last message (In-Reply-To, References) so the contact's mail program shows
 * it in place. Answers reach `replyTo` (the member's own mailbox the desk reads), else the sales
 * mailbox.
 */
export function contactReplyEmail(
  to: EmailParty,
  reply: { subject: string; body: string; inReplyTo: string; references: readonly string[] },
  { senderName, salesEmail, replyTo }: { senderName: string; salesEmail: string; replyTo?: string | undefined },
): OutgoingEmail {
  const name = senderName.trim();
  return {
    kind: "contact.reply",
    from: { name: name ? `${name} at ${company.name}` : company.name, address: salesEmail },
    to,
    ...(replyTo ? { replyTo: { name: name || company.name, address: replyTo } } : {}),
    ...composeEmail({
      subject: reply.subject,
      preview: `${name || `The ${company.name} team`} writes.`,
      blocks: paragraphsOf(reply.body),
    }),
    headers: { "In-Reply-To": reply.inReplyTo, References: reply.references.join(" ") },
    writtenByStaff: true,
  };
}
