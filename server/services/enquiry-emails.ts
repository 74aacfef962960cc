import type { ContactSubmission } from "../../domain/contact-enquiry";
import { fullName } from "../../domain/person-details";
import type { OutgoingEmail } from "./mail-outbox";

const company = "Nexora Technologies";

const sourceLabel = (source: string) =>
  source === "contact"
    ? "the contact page"
    : source === "testimonials"
      ? "the testimonials page"
      : `the case study of project "${source.slice("project:".length)}"`;

/** The notification to sales (Reply-To the visitor) and the visitor's auto-reply, which never quotes the message. */
export function enquiryEmails(
  enquiry: ContactSubmission,
  { salesEmail, id }: { salesEmail: string; id: string },
): OutgoingEmail[] {
  const name = fullName(enquiry);
  return [
    {
      kind: "enquiry.notification",
      from: { name: `${company} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: enquiry.email },
      subject: `New enquiry from ${name}`,
      text: [
        `${name} wrote through ${sourceLabel(enquiry.source)}:`,
        "",
        enquiry.message,
        "",
        `E-mail: ${enquiry.email}`,
        `Phone: ${enquiry.phone || "not given"}`,
        `Enquiry: ${id}`,
        "",
        "Reply to this e-mail to answer the visitor directly. We promise a reply typically within 24 business hours.",
      ].join("\n"),
    },
    {
      kind: "enquiry.auto-reply",
      from: { name: company, address: salesEmail },
      to: { name, address: enquiry.email },
      subject: `We have received your message | ${company}`,
      text: [
        `Dear ${enquiry.firstName},`,
        "",
        `Thank you for writing to ${company}. Your message has reached our team, and we will reply typically within 24 business hours (Monday-Saturday, 10am to 6pm IST).`,
        "",
        // The message is not quoted back: the address is the sender's word only, and an
        // auto-reply that repeats what a stranger wrote would carry their text to anyone.
        "If you did not write to us, you can ignore this e-mail: someone may have typed your address by mistake.",
        "",
        `Warm regards,`,
        `The ${company} team`,
      ].join("\n"),
    },
  ];
}
