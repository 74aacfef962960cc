import { company } from "../../../domain/company/company";
import {
  breachNotice,
  breachNoticeInHindi,
  type BreachDraft,
  type BreachFacts,
} from "../../../domain/privacy/breach-drafts";
import type { BreachDataKind } from "../../../domain/privacy/breach";
import { composeEmail } from "../../emails/compose-email";
import { paragraph, paragraphsOf, signOff } from "../../emails/email-content";
import type { OutgoingEmail } from "../../outbox/mail-outbox";

/** Who sends the notices: the configured sender, answered by the company's privacy address. */
export type BreachMailSettings = { salesEmail: string };

/** A draft's sections as the e-mail's headings and paragraphs. */
const blocksOf = (draft: BreachDraft) =>
  draft.sections.flatMap((section) => [paragraph(section.heading), ...paragraphsOf(section.text)]);

/**
 * One person's notice of a breach (Rules of 2025, rule 7(1)), the very draft the admin reviewed on
 * the breach's page: its sections as the e-mail's headings and paragraphs. The same notice in Hindi
 * follows (the Rules let a notice be in English or a language of the Eighth Schedule, and the
 * forms offered Hindi), and its first line says it is there, for a reader who stops at English.
 */
export function breachNoticeEmail(
  breach: BreachFacts,
  person: { email: string; name: string; dataKinds: BreachDataKind[] },
  { salesEmail }: BreachMailSettings,
): OutgoingEmail {
  const draft = breachNotice(breach, person);
  const hindi = breachNoticeInHindi(breach, person);
  return {
    kind: "privacy.breach-notice",
    from: { name: company.name, address: salesEmail },
    to: { name: person.name, address: person.email },
    replyTo: { name: company.grievanceOfficer.title, address: company.privacyEmail },
    ...composeEmail({
      subject: draft.title,
      preview: `What happened, what it may mean for you and what you can do.`,
      heading: draft.title,
      blocks: [
        paragraph("यही सूचना नीचे हिन्दी में भी है।"),
        ...blocksOf(draft),
        signOff(`The ${company.name} team`),
        paragraph(hindi.title),
        ...blocksOf(hindi),
        paragraph(`सादर,\n${company.name} टीम`),
      ],
    }),
  };
}
