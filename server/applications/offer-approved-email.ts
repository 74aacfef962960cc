import { composeEmail } from "../emails/compose-email";
import { details, paragraph } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { aboutApplication } from "../outbox/about";
import { careersSender } from "../jobs/careers-sender";

/**
 * To the recruiter who made an offer, once enough approvers have approved it (decision 041):
 * the letter may go now, from the candidate's page, where the link leads.
 */
export function offerApprovedEmail(
  offer: { applicationId: string; candidateName: string; jobTitle: string; reference: string; approvals: number },
  recruiter: { name: string; address: string },
  { careersEmail, applicationLink }: { careersEmail: string; applicationLink: string },
): OutgoingEmail {
  return {
    kind: "offer.approved",
    about: aboutApplication(offer.applicationId),
    from: careersSender(careersEmail),
    to: recruiter,
    ...composeEmail({
      subject: `Offer approved: ${offer.jobTitle}, ${offer.candidateName} (${offer.reference})`,
      preview: `The offer to ${offer.candidateName} is approved: the letter can go.`,
      heading: "Your offer is approved",
      blocks: [
        paragraph(
          `Hello ${recruiter.name}, the offer you made to ${offer.candidateName} for ${offer.jobTitle} has the approvals it needs. The offer letter can go to the candidate now.`,
        ),
        details([
          ["Candidate", `${offer.candidateName} (${offer.reference})`],
          ["Job", offer.jobTitle],
          ["Approvals", String(offer.approvals)],
        ]),
        openInBackOffice("Send the offer letter", applicationLink),
      ],
    }),
  };
}
