import { company } from "../../domain/company/company";
import type { ContactSubmission } from "../../domain/enquiries/contact-enquiry";
import { fullName } from "../../domain/forms/person-details";
import { composeEmail } from "../emails/compose-email";
import { openInBackOffice } from "../emails/back-office-links";
import { details, finePrint, paragraph, quote, signOff } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";

const sourceLabel = (source: string) =>
  source === "contact"
    ? "the contact page"
    : source === "testimonials"
      ? "the testimonials page"
      : `the case study of project "${source.slice("project:".length)}"`;

/** The notification to sales (Reply-To the visitor) and the visitor's auto-reply, which never quotes the message. */
export function enquiryEmails(
  enquiry: ContactSubmission,
  {
    salesEmail,
    id,
    deskLink,
  }: { salesEmail: string; id: string; /** Its page in the back office. */ deskLink: string },
): OutgoingEmail[] {
  const name = fullName(enquiry);
  return [
    {
      kind: "enquiry.notification",
      from: { name: `${company.name} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: enquiry.email },
      ...composeEmail({
        subject: `New enquiry from ${name}`,
        preview: `${name} wrote through ${sourceLabel(enquiry.source)}.`,
        heading: "New enquiry",
        blocks: [
          paragraph(`${name} wrote through ${sourceLabel(enquiry.source)}:`),
          quote(enquiry.message),
          details([
            ["E-mail", enquiry.email],
            ["Phone", enquiry.phone || "not given"],
            ["Enquiry", id],
          ]),
          paragraph(
            "We promise a reply typically within 24 business hours. Please answer from the enquiry's page in the back office rather than from this mailbox: the reply is then kept with the enquiry, which is marked replied, so everyone sees where it stands. Notes and its status are there too.",
          ),
          openInBackOffice("Open the enquiry", deskLink),
        ],
      }),
    },
    {
      kind: "enquiry.auto-reply",
      from: { name: company.name, address: salesEmail },
      to: { name, address: enquiry.email },
      ...composeEmail({
        subject: `We have received your message | ${company.name}`,
        preview: "We will reply typically within 24 business hours.",
        heading: "Thank you for your message",
        blocks: [
          paragraph(`Dear ${enquiry.firstName},`),
          paragraph(
            `Thank you for writing to ${company.name}. Your message has reached our team, and we will reply typically within 24 business hours (Monday-Saturday, 10am to 6pm IST).`,
          ),
          // The message is not quoted back: the address is the sender's word only, and an
          // auto-reply that repeats what a stranger wrote would carry their text to anyone.
          finePrint(
            "If you did not write to us, you can ignore this e-mail: someone may have typed your address by mistake.",
          ),
          signOff(`The ${company.name} team`),
        ],
      }),
    },
  ];
}
