import { company } from "../../domain/company/company";
import type { Application } from "../../domain/applications/job-application";
import type { Job } from "../../domain/jobs/job-search";
import type { RejectionEmailTemplate } from "../../domain/applications/recruiting";
import { indiaLongDate } from "../../domain/time/india-dates";
import { composeEmail } from "../emails/compose-email";
import { details, paragraph, paragraphsOf, signOff } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { aboutApplication } from "../outbox/about";
import { careersSender } from "../jobs/careers-sender";

/** The applicant's confirmation and the notification to the careers inbox. */
export function applicationEmails(
  application: Application,
  {
    id,
    job,
    reference,
    careersEmail,
    deskLink,
    earlier,
  }: {
    id: string;
    job: Pick<Job, "title" | "location">;
    reference: string;
    careersEmail: string;
    /** The application's page in the back office. */
    deskLink: string;
    /** The same address's latest earlier application to this job, if any: both are kept, and the inbox is told. */
    earlier?: { reference: string; createdAt: Date } | undefined;
  },
): OutgoingEmail[] {
  const about = aboutApplication(id);
  return [
    {
      kind: "application.confirmation",
      about,
      from: careersSender(careersEmail),
      to: { name: application.fullName, address: application.email },
      ...composeEmail({
        subject: `We received your application for ${job.title} | ${reference}`,
        preview: `Your application has reached our hiring team. Reference ${reference}.`,
        heading: "Thank you for applying",
        blocks: [
          paragraph(`Dear ${application.fullName},`),
          paragraph(
            `Thank you for applying for ${job.title} (${job.location}) at ${company.name}. Your application has reached our hiring team.`,
          ),
          details([
            ["Reference", reference],
            ["Role", job.title],
            ["Location", job.location],
          ]),
          paragraph(
            "We read every application and will be in touch soon. If your details change, reply to this e-mail with your reference.",
          ),
          signOff(`The ${company.name} hiring team`),
        ],
      }),
    },
    {
      kind: "application.notification",
      about,
      from: { name: `${company.name} website`, address: careersEmail },
      to: { name: "", address: careersEmail },
      replyTo: { name: application.fullName, address: application.email },
      ...composeEmail({
        subject: `Application: ${job.title}, ${application.fullName} (${reference})`,
        preview: `${application.fullName} applied for ${job.title} (${job.location}).`,
        heading: "New application",
        blocks: [
          paragraph(`${application.fullName} applied for ${job.title} (${job.location}).`),
          details([
            ["Reference", reference],
            ["E-mail", application.email],
            ["Phone", application.phone],
            ["City", `${application.city}, ${application.country}`],
            ["Preferred location", application.preferredLocation],
            ...(earlier
              ? ([
                  ["Applied before", `${indiaLongDate(earlier.createdAt)} (${earlier.reference}), to this job`],
                ] as const)
              : []),
          ]),
          paragraph("The full application and the resume are in the back office."),
          openInBackOffice("Open the application", deskLink),
        ],
      }),
    },
  ];
}

/**
 * The rejection, as the recruiter last edited it (already filled in): their words, each blank
 * line a new paragraph, shown as text whatever they typed. No heading of ours above them.
 */
export function rejectionEmail(
  application: { id: string; fullName: string; email: string; jobTitle: string },
  email: RejectionEmailTemplate,
  { careersEmail }: { careersEmail: string },
): OutgoingEmail {
  return {
    kind: "application.rejection",
    about: aboutApplication(application.id),
    from: careersSender(careersEmail),
    to: { name: application.fullName, address: application.email },
    ...composeEmail({
      subject: email.subject,
      preview: `A message from the ${company.name} hiring team about your application for ${application.jobTitle}.`,
      blocks: paragraphsOf(email.body),
    }),
  };
}
