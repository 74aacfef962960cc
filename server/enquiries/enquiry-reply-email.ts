import { company } from "../../domain/company/company";
import { indiaDay } from "../../domain/time/india-dates";
import { composeEmail } from "../emails/compose-email";
import { finePrint, paragraphsOf } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";

/**
 * A reply written on an enquiry's page (already filled in): the staff member's words, each blank
 * line a new paragraph, shown as text whatever they typed, with no heading of ours above them. It
 * comes from the sales address under the staff member's name, and answers go to them (Reply-To).
 */
export function enquiryReplyEmail(
  enquiry: { name: string; email: string; receivedAt: Date },
  reply: { subject: string; body: string },
  { sender, salesEmail }: { sender: { name: string; email: string }; salesEmail: string },
): OutgoingEmail {
  // An account without a name writes as the company.
  const name = sender.name.trim();
  return {
    kind: "enquiry.reply",
    from: { name: name ? `${name} at ${company.name}` : company.name, address: salesEmail },
    to: { name: enquiry.name, address: enquiry.email },
    replyTo: { name: name || company.name, address: sender.email },
    writtenByStaff: true,
    ...composeEmail({
      subject: reply.subject,
      preview: `${name || `The ${company.name} team`} answers your enquiry.`,
      blocks: [
        ...paragraphsOf(reply.body),
        finePrint(
          `You wrote to ${company.name} through our website on ${indiaDay(enquiry.receivedAt)}. Reply to this e-mail to reach ${name || "us"} directly.`,
        ),
      ],
    }),
  };
}
