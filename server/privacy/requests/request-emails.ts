import { company } from "../../../domain/company/company";
import { defaultNoticeLanguage, type NoticeLanguage } from "../../../domain/privacy/notice-languages";
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
import { privacyMailWords, type PrivacyMailWords } from "../privacy-mail-words";

/** Who sends the register's e-mails and where their links point. */
export type PrivacyRequestMailSettings = { publicSiteUrl: string; salesEmail: string };

/**
 * What every e-mail about one request names, whom it answers (requestRecipient), and the
 * language its fixed words are in (English unless said).
 */
type AboutRequest = { reference: string; kind: PrivacyRequestKind; to: RequestRecipient; language?: NoticeLanguage };

const greeting = (to: RequestRecipient, words: PrivacyMailWords) =>
  paragraph(to.name ? words.dear(to.name) : words.hello);
const signature = (words: PrivacyMailWords) => signOff(words.privacyTeam, words.regards);
const kindRow = (kind: PrivacyRequestKind, words: PrivacyMailWords) =>
  [words.rows.request, words.kindNames[kind]] as const;

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
  const language = request.language ?? defaultNoticeLanguage;
  const words = privacyMailWords[language];
  const dueBy = indiaLongDate(request.dueAt);
  return {
    kind: "privacy.request-received",
    ...privacyMailHeaders(salesEmail),
    to: { name: request.to.name, address: request.to.address },
    ...composeEmail({
      subject: words.received.subject(request.reference),
      preview: words.received.preview(dueBy),
      heading: words.received.heading,
      blocks: [
        greeting(request.to, words),
        paragraph(request.to.nominee ? words.received.fromNominee(dueBy) : words.received.fromPerson(dueBy)),
        ...(request.done ? paragraphsOf(request.done) : []),
        details([
          [words.rows.reference, request.reference],
          kindRow(request.kind, words),
          [words.rows.received, indiaLongDate(request.receivedAt)],
          [words.rows.answerDueBy, dueBy],
        ]),
        finePrint(words.received.finePrint),
        signature(words),
      ],
      language,
    }),
  };
}

/**
 * The outcome, with our reply: sent when staff close a request, and at once for what the person
 * did themselves on their own page, so they have in writing what was done (decision 065).
 */
export function requestOutcomeEmail(
  request: AboutRequest & { outcome: PrivacyRequestOutcome; reply: string },
  { salesEmail }: PrivacyRequestMailSettings,
): OutgoingEmail {
  const language = request.language ?? defaultNoticeLanguage;
  const words = privacyMailWords[language];
  const heading = words.outcome.headings[request.outcome];
  return {
    kind: "privacy.request-outcome",
    ...privacyMailHeaders(salesEmail),
    to: { name: request.to.name, address: request.to.address },
    ...composeEmail({
      subject: `${request.reference}: ${heading}`,
      preview: words.outcome.preview(request.reference),
      heading,
      blocks: [
        greeting(request.to, words),
        ...paragraphsOf(request.reply),
        details([[words.rows.reference, request.reference], kindRow(request.kind, words)]),
        finePrint(words.outcome.finePrint),
        signature(words),
      ],
      language,
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
        // Staff's words for the kind, as the register names it; the person's e-mails use theirs.
        details([
          ["Reference", request.reference],
          ["Request", privacyRequestKindNames[request.kind]],
          ["Due", indiaLongDate(request.dueAt)],
        ]),
        button("Open the request", `${publicSiteUrl}${privacyRequestPath(request.id)}`),
      ],
    }),
  };
}
