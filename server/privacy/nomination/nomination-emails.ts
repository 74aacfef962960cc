import { company } from "../../../domain/company/company";
import {
  nomineeCircumstanceNames,
  nomineePaths,
  nomineeRequestKindNames,
  type NomineeRequest,
} from "../../../domain/privacy/nomination";
import { composeEmail } from "../../emails/compose-email";
import { button, finePrint, paragraph, signOff } from "../../emails/email-content";
import type { OutgoingEmail } from "../../outbox/mail-outbox";
import { privacyMailHeaders } from "../privacy-mail";

/** Where the e-mails' links point and who sends them. */
export type NominationMailSettings = { publicSiteUrl: string; salesEmail: string };

const signature = signOff(`The ${company.name} team`);

/**
 * To the nominee: they were named, what it means and how to act when the time comes. Nothing of
 * the person's data, not even what the company holds: only that they were named, and by whom
 * (the name the person gave us for themselves is not known here, so the address they used).
 */
export function nomineeNamedEmail(
  nominee: { name: string; email: string },
  personEmail: string,
  { publicSiteUrl, salesEmail }: NominationMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.nominee-named",
    ...privacyMailHeaders(salesEmail),
    to: { name: nominee.name, address: nominee.email },
    ...composeEmail({
      subject: `You were named as a nominee at ${company.name}`,
      preview: "Someone trusts you to act for them about their data, should they be unable to.",
      heading: "You were named as a nominee",
      blocks: [
        paragraph(`Dear ${nominee.name},`),
        paragraph(
          `The person who uses the address ${personEmail} has named you as their nominee at ${company.name}. Under India's Digital Personal Data Protection Act, a nominee may use the person's rights over their data (to see it, correct it, erase it or complain) if the person dies or can no longer act for themselves.`,
        ),
        paragraph(
          "You need do nothing now. If the time comes, ask us on our nominees' page. Before we show or do anything, we check that you are the nominee and why you act for the person.",
        ),
        button("Our nominees' page", `${publicSiteUrl}${nomineePaths.request}`),
        finePrint(
          "We have not shared any of the person's data with you, and this e-mail is the only one you will get unless you ask us. If you do not know this person, or do not agree to be their nominee, reply to tell us.",
        ),
        signature,
      ],
    }),
  };
}

/**
 * To the person's own address, whenever a nominee's request names it: what was asked and that
 * nothing is shown or done before staff verify. The same e-mail whether or not anything
 * is held or a nominee was named, so the nominee's page never tells; the person, if they can,
 * learns at once of a request they did not expect. It quotes nothing the sender typed, as the
 * address is theirs to choose.
 */
export function nomineeRequestNoticeEmail(
  request: NomineeRequest,
  reference: string,
  { salesEmail }: NominationMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.nominee-request",
    ...privacyMailHeaders(salesEmail),
    to: { name: "", address: request.personEmail },
    ...composeEmail({
      subject: `A request about your data at ${company.name} (${reference})`,
      preview: "Someone asked us to act for you as your nominee.",
      heading: "Someone asked to act for you",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Someone wrote to us as the nominee of the person who uses this address, saying: "${nomineeCircumstanceNames[request.circumstance]}". They asked us to: ${nomineeRequestKindNames[request.kind].toLowerCase()}. Our reference is ${reference}.`,
        ),
        paragraph(
          "Before we show or do anything, our staff check that they are your nominee and why they act for you. If you did not expect this, reply to this e-mail and we will stop.",
        ),
        signature,
      ],
    }),
  };
}
