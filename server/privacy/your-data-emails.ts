import { company } from "../../domain/company/company";
import { yourDataLinkMinutes, yourDataPaths } from "../../domain/privacy-data/your-data-request";
import { composeEmail } from "../emails/compose-email";
import { button, finePrint, paragraph, signOff } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { privacyMailHeaders } from "./privacy-mail";

/** Where the e-mails' links point and who sends them. */
export type YourDataMailSettings = { publicSiteUrl: string; salesEmail: string };

const signature = signOff(`The ${company.name} team`);
const subject = `Your data at ${company.name}`;

/*
 * Both e-mails quote nothing anyone typed, and go to the address asked about: whoever asked
 * learns nothing on the page, and the mailbox's owner, who alone reads this, learns the truth.
 */

/** The one-time link to the person's data: for an address under which something is held. */
export function yourDataLinkEmail(
  to: string,
  token: string,
  { publicSiteUrl, salesEmail }: YourDataMailSettings,
): OutgoingEmail {
  return {
    kind: "privacy.your-data-link",
    ...privacyMailHeaders(salesEmail),
    to: { name: "", address: to },
    ...composeEmail({
      subject,
      preview: `The link to everything ${company.name} holds about you.`,
      heading: "Your data, on one page",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Someone, hopefully you, asked the ${company.name} website for the data it holds about this address. Open this link to see it all on one page, and to download it:`,
        ),
        button("See your data", `${publicSiteUrl}${yourDataPaths.open(token)}`),
        finePrint(
          `The link works once, within ${yourDataLinkMinutes} minutes, in the browser you open it in. If you did not ask, ignore this e-mail: nobody sees your data without this link.`,
        ),
        signature,
      ],
    }),
  };
}

/** The answer for an address under which nothing is held: said to that address alone. */
export function nothingHeldEmail(to: string, { salesEmail }: YourDataMailSettings): OutgoingEmail {
  return {
    kind: "privacy.your-data-none",
    ...privacyMailHeaders(salesEmail),
    to: { name: "", address: to },
    ...composeEmail({
      subject,
      preview: `${company.name} holds nothing under this address.`,
      heading: "We hold nothing under this address",
      blocks: [
        paragraph("Hello,"),
        paragraph(
          `Someone, hopefully you, asked the ${company.name} website for the data it holds about this address. We hold nothing under it: no enquiry, call, application, job alert or contact record.`,
        ),
        finePrint(
          "If you wrote to us from another address, ask again with that one. If you did not ask, ignore this e-mail.",
        ),
        signature,
      ],
    }),
  };
}
