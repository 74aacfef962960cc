import type { ContactSubmission } from "../../domain/contact-enquiry";
import type { OutgoingEmail } from "./mail-outbox";

const company = "Nexora Technologies";

const sourceLabel = (source: string) =>
  source === "contact"
    ? "the contact page"
    : source === "testimonials"
      ? "the testimonials page"
      : `the case study of project "${source.slice("project:".length)}"`;

/** The notification to sales (Reply-To the visitor) and the visitor's auto-reply. */
export function enquiryEmails(
  enquiry: ContactSubmission,
  { salesEmail, id }: { salesEmail: string; id: string },
): OutgoingEmail[] {
  const name = `${enquiry.firstName} ${enquiry.lastName}`;
  return [
    {
      kind: "enquiry.notification",
      from: `${company} website <${salesEmail}>`,
      to: salesEmail,
      replyTo: `${name} <${enquiry.email}>`,
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
      from: `${company} <${salesEmail}>`,
      to: `${name} <${enquiry.email}>`,
      subject: `We have received your message | ${company}`,
      text: [
        `Dear ${enquiry.firstName},`,
        "",
        `Thank you for writing to ${company}. Your message has reached our team, and we will reply typically within 24 business hours (Monday-Saturday, 10am to 6pm IST).`,
        "",
        "For reference, this is what you sent:",
        "",
        enquiry.message
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n"),
        "",
        `Warm regards,`,
        `The ${company} team`,
      ].join("\n"),
    },
  ];
}
