import type { Application } from "../../domain/job-application";
import type { Job } from "../../domain/job-search";
import type { OutgoingEmail } from "./mail-outbox";

const company = "Nexora Technologies";

/** Who e-mails to candidates come from: the careers address, under the company's name. */
export const careersSender = (careersEmail: string) => ({ name: `${company} Careers`, address: careersEmail });

/** The applicant's confirmation and the notification to the careers inbox. */
export function applicationEmails(
  application: Application,
  { id, job, reference, careersEmail }: { id: string; job: Job; reference: string; careersEmail: string },
): OutgoingEmail[] {
  const about = `application:${id}`;
  return [
    {
      kind: "application.confirmation",
      about,
      from: careersSender(careersEmail),
      to: { name: application.fullName, address: application.email },
      subject: `We received your application for ${job.title} | ${reference}`,
      text: [
        `Dear ${application.fullName},`,
        "",
        `Thank you for applying for ${job.title} (${job.location}) at ${company}. Your application has reached our hiring team.`,
        "",
        `Reference: ${reference}`,
        "",
        "We read every application and will be in touch soon. If your details change, reply to this e-mail with your reference.",
        "",
        "Warm regards,",
        `The ${company} hiring team`,
      ].join("\n"),
    },
    {
      kind: "application.notification",
      about,
      from: { name: `${company} website`, address: careersEmail },
      to: { name: "", address: careersEmail },
      replyTo: { name: application.fullName, address: application.email },
      subject: `Application: ${job.title}, ${application.fullName} (${reference})`,
      text: [
        `${application.fullName} applied for ${job.title} (${job.location}).`,
        "",
        `Reference: ${reference}`,
        `E-mail: ${application.email}`,
        `Phone: ${application.phone}`,
        `City: ${application.city}, ${application.country}`,
        `Preferred location: ${application.preferredLocation}`,
        "",
        "The full application and the resume are in the applications database.",
      ].join("\n"),
    },
  ];
}
