import { company } from "../../../domain/company/company";
import {
  privacyRequestKindNames,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
} from "../../../domain/privacy/privacy-requests";
import type { RequestRecipient } from "../../../domain/privacy/request-recipient";
import { indiaLongDate } from "../../../domain/time/india-dates";
import { composeEmail } from "../../emails/compose-email";
import { button, details, finePrint, paragraph, paragraphsOf, signOff } from "../../emails/email-content";
import type { OutgoingEmail } from "../../outbox/mail-outbox";
import { privacyMailHeaders } from "../privacy-mail";

/** Who sends the register's e-mails and where their links point. */
export type PrivacyRequestMailSettings = { publicSiteUrl: string; salesEmail: string };

/** What every e-mail about one request names, and whom it answers (requestRecipient). */
type AboutRequest = { reference: string; kind: PrivacyRequestKind; to: RequestRecipient };

const greeting = (to: RequestRecipient) => paragraph(to.name ? `Dear ${to.name},` : "Hello,");
const signature = signOff(`The ${company.name} privacy team`);
const kindRow = (kind: PrivacyRequestKind) => ["Request", privacyRequestKindNames[kind]] as const;

/*
 * None of these quotes what the person typed: anyone can send the grievance form with any
 * address, and the e-mail must not carry a stranger's words to it. The reply staff write is ours.
 */

/**
 * The acknowledgment: the reference to quote and the date we answer by, and, for a request partly
 * carried out at once (an erasure that had to keep something), what was done and kept (`done`).
 */
export function requestReceivedEmail(
  request: AboutRequest & { receivedAt: Date; dueAt: Date; done?: string | undefined },
  { salesEmail }: PrivacyRequestMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.request-received",
    ...privacyMailHeaders(salesEmail),
    to: { name: request.to.name, address: request.to.address },
    ...composeEmail({
      subject: `We have your request ${request.reference}`,
      preview: `We will answer by ${indiaLongDate(request.dueAt)}.`,
      heading: "We have received your request",
      blocks: [
        greeting(request.to),
        paragraph(
          request.to.nominee
            ? `Thank you for writing to ${company.name} as a nominee. We have recorded your request and will answer it by ${indiaLongDate(request.dueAt)}. Before we show or do anything, our staff check that you are the person's nominee and why you act for them; they may write to you for proof.`
            : `Thank you for writing to ${company.name} about your personal data. We have recorded your request and will answer it by ${indiaLongDate(request.dueAt)}.`,
        ),
        ...(request.done ? paragraphsOf(request.done) : []),
        details([
          ["Reference", request.reference],
          kindRow(request.kind),
          ["Received", indiaLongDate(request.receivedAt)],
          ["Answer due by", indiaLongDate(request.dueAt)],
        ]),
        finePrint(
          `Please quote the reference if you write to us about it, at ${company.privacyEmail}. If you did not send this request, tell us at that address.`,
        ),
        signature,
      ],
    }),
  };
}

const outcomeHeadings: Record<PrivacyRequestOutcome, string> = {
  done: "Your request is done",
  "partly-done": "Your request is partly done",
  refused: "We could not do what you asked",
};

/**
 * The outcome, with our reply: sent when staff close a request, and at once for what the person
 * did themselves on their own page (the "confirmed by e-mail" of issue 61, item 3).
 */
export function requestOutcomeEmail(
  request: AboutRequest & { outcome: PrivacyRequestOutcome; reply: string },
  { salesEmail }: PrivacyRequestMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.request-outcome",
    ...privacyMailHeaders(salesEmail),
    to: { name: request.to.name, address: request.to.address },
    ...composeEmail({
      subject: `${request.reference}: ${outcomeHeadings[request.outcome]}`,
      preview: `The answer to your request ${request.reference}.`,
      heading: outcomeHeadings[request.outcome],
      blocks: [
        greeting(request.to),
        ...paragraphsOf(request.reply),
        details([["Reference", request.reference], kindRow(request.kind)]),
        finePrint(
          `If you are not satisfied with this answer, write to our Grievance Officer at ${company.privacyEmail}, quoting the reference. You may then complain to the Data Protection Board of India.`,
        ),
        signature,
      ],
    }),
  };
}

/** Where a request's page is in the back office. */
export const privacyRequestPath = (id: string) => `/admin/privacy/requests/${id}`;

/** To the member handling a request (or every admin, when nobody has taken it) a few days before it is due. */
export function requestDueSoonEmail(
  to: { name: string; email: string },
  request: { id: string; reference: string; kind: PrivacyRequestKind; dueAt: Date; taken: boolean },
  { publicSiteUrl, salesEmail }: PrivacyRequestMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.request-due-soon",
    from: { name: `${company.name} website`, address: salesEmail },
    to: { name: to.name, address: to.email },
    ...composeEmail({
      subject: `Privacy request ${request.reference} is due on ${indiaLongDate(request.dueAt)}`,
      preview: "Answer it before its due date: the company stated the period.",
      heading: "A privacy request is due soon",
      blocks: [
        paragraph(
          request.taken
            ? `The privacy request you took is due on ${indiaLongDate(request.dueAt)} and is not closed yet.`
            : `Nobody has taken this privacy request yet, and it is due on ${indiaLongDate(request.dueAt)}.`,
        ),
        details([["Reference", request.reference], kindRow(request.kind), ["Due", indiaLongDate(request.dueAt)]]),
        button("Open the request", `${publicSiteUrl}${privacyRequestPath(request.id)}`),
      ],
    }),
  };
}
