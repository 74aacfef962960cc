import { type RejectionEmailTemplate } from "../../domain/applications/recruiting";
import { formatRupees } from "../../domain/company/rupees";
import { longDate, type IsoDate } from "../../domain/time/india-dates";
import { company } from "../../domain/company/company";
import { composeEmail } from "../emails/compose-email";
import { details, paragraph, paragraphsOf } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { aboutApplication } from "../outbox/about";
import { careersSender } from "../jobs/careers-sender";

type OfferTerms = { salary: number; startDate: IsoDate };

/** To each approver the job names: what is offered to whom, and the link to approve or decline it. */
export function offerApprovalRequest(
  offer: OfferTerms & { applicationId: string; candidateName: string; jobTitle: string; reference: string },
  approver: { name: string; address: string },
  { careersEmail, offerLink }: { careersEmail: string; offerLink: string },
): OutgoingEmail {
  return {
    kind: "offer.approval-request",
    about: aboutApplication(offer.applicationId),
    from: { name: `${company.name} Careers`, address: careersEmail },
    to: approver,
    ...composeEmail({
      subject: `Approve an offer: ${offer.jobTitle}, ${offer.candidateName} (${offer.reference})`,
      preview: `An offer to ${offer.candidateName} for ${offer.jobTitle} waits for your approval.`,
      heading: "An offer waits for your approval",
      blocks: [
        paragraph(`The hiring team would like to offer ${offer.candidateName} the role of ${offer.jobTitle}.`),
        details([
          ["Reference", offer.reference],
          ["Yearly salary", formatRupees(offer.salary)],
          ["Start date", longDate(offer.startDate)],
        ]),
        paragraph("The offer letter goes to the candidate only once the offer is approved."),
        openInBackOffice("Approve or decline", offerLink),
      ],
    }),
  };
}

/**
 * The candidate's offer letter, sent once the offer is approved: the recruiter's words (already
 * filled in), each blank line a new paragraph, then the terms as they were approved, which no
 * edit of the words can change.
 */
export function offerLetter(
  offer: OfferTerms & {
    applicationId: string;
    candidateName: string;
    candidateEmail: string;
    jobTitle: string;
    reference: string;
  },
  letter: RejectionEmailTemplate,
  { careersEmail }: { careersEmail: string },
): OutgoingEmail {
  return {
    kind: "offer.letter",
    writtenByStaff: true,
    about: aboutApplication(offer.applicationId),
    from: careersSender(careersEmail),
    to: { name: offer.candidateName, address: offer.candidateEmail },
    ...composeEmail({
      subject: letter.subject,
      preview: `We are delighted to offer you the role of ${offer.jobTitle}.`,
      heading: "We would like you to join us",
      blocks: [
        ...paragraphsOf(letter.body),
        details([
          ["Role", offer.jobTitle],
          ["Yearly salary (CTC)", formatRupees(offer.salary)],
          ["Start date", longDate(offer.startDate)],
          ["Reference", offer.reference],
        ]),
      ],
    }),
  };
}
