import { company } from "../../../domain/company/company";
import { defaultNoticeLanguage, type NoticeLanguage } from "../../../domain/privacy/notice-languages";
import { ownDataPaths } from "../../../domain/own-data/own-data-request";
import { composeEmail } from "../../emails/compose-email";
import { button, finePrint, paragraph, signOff } from "../../emails/email-content";
import type { OutgoingEmail } from "../../outbox/mail-outbox";
import { privacyMailWords } from "../privacy-mail-words";
import { privacyMailHeaders } from "../privacy-mail";

/** Where the e-mails' links point and who sends them. */
export type OwnDataMailSettings = { publicSiteUrl: string; salesEmail: string };

/*
 * Both e-mails quote nothing anyone typed, and go to the address asked about: whoever asked
 * learns nothing on the page, and the mailbox's owner, who alone reads this, learns the truth.
 */

/**
 * The one-time link to the person's data: for an address under which something is held, in the
 * language the person reads us in (readingLanguageOf).
 */
export function ownDataLinkEmail(
  to: string,
  token: string,
  { publicSiteUrl, salesEmail }: OwnDataMailSettings,
  language: NoticeLanguage = defaultNoticeLanguage,
): OutgoingEmail {
  const words = privacyMailWords[language];
  return {
    kind: "privacy.your-data-link",
    ...privacyMailHeaders(salesEmail),
    to: { name: "", address: to },
    ...composeEmail({
      subject: words.ownData.subject,
      preview: words.ownData.preview,
      heading: words.ownData.heading,
      blocks: [
        paragraph(words.hello),
        paragraph(words.ownData.asked),
        button(words.ownData.button, `${publicSiteUrl}${ownDataPaths.open(token)}`),
        finePrint(words.ownData.finePrint),
        signOff(words.team, words.regards),
      ],
      language,
    }),
  };
}

/**
 * The answer for an address under which nothing is held: said to that address alone, in English,
 * as no submission under it recorded the language of a notice its owner read.
 */
export function nothingHeldEmail(to: string, { salesEmail }: OwnDataMailSettings): OutgoingEmail {
  const words = privacyMailWords.en;
  return {
    kind: "privacy.your-data-none",
    ...privacyMailHeaders(salesEmail),
    to: { name: "", address: to },
    ...composeEmail({
      subject: words.ownData.subject,
      preview: `${company.name} holds nothing under this address.`,
      heading: "We hold nothing under this address",
      blocks: [
        paragraph(words.hello),
        paragraph(
          `Someone, hopefully you, asked the ${company.name} website for the data it holds about this address. We hold nothing under it: no enquiry, call, application, job alert, newsletter subscription or contact record.`,
        ),
        finePrint(
          "If you wrote to us from another address, ask again with that one. If you did not ask, ignore this e-mail.",
        ),
        signOff(words.team, words.regards),
      ],
    }),
  };
}
