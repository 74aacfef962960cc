import { company } from "../../domain/company/company";
import { indiaDateTime } from "../../domain/time/india-dates";
import type { StaffMember } from "../../domain/staff/staff";
import { composeEmail } from "../emails/compose-email";
import { button, details, finePrint, paragraph } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { describeBrowser } from "./devices";

/** Where the notices come from, and the site their links lead to. */
export type NoticeSender = { salesEmail: string; publicSiteUrl: string };

/**
 * What happened to the account that its owner must hear of at once: a sign-in from a browser
 * that had not signed in to it before, or a change to how it signs in. Either is how a stolen
 * password or a colleague's mistake shows itself, so the e-mail says how to act on it.
 */
export type SecurityNotice =
  | { kind: "new-device"; userAgent: string; clientIp: string; at: Date }
  | { kind: "factor-change"; change: string; at: Date };

export function securityNoticeEmail(
  account: Pick<StaffMember, "email" | "name">,
  notice: SecurityNotice,
  { salesEmail, publicSiteUrl }: NoticeSender,
): OutgoingEmail {
  const accountPage = new URL("/admin/account", publicSiteUrl).toString();
  const newDevice = notice.kind === "new-device";
  const subject = newDevice ? `New sign-in to your ${company.name} back-office account` : notice.change;
  return {
    kind: newDevice ? "staff.new-device" : "staff.factor-change",
    from: { name: `${company.name} back office`, address: salesEmail },
    to: { name: account.name, address: account.email },
    ...composeEmail({
      subject,
      preview: newDevice ? "A browser that had not signed in before just did." : "How your account signs in changed.",
      heading: newDevice ? "A new sign-in" : "Your sign-in changed",
      blocks: [
        paragraph(account.name ? `Dear ${account.name},` : "Hello,"),
        paragraph(
          newDevice
            ? "Your back-office account was just signed in to from a browser that had not signed in to it before."
            : `${notice.change}.`,
        ),
        details(
          newDevice
            ? [
                ["When", `${indiaDateTime(notice.at)} (India time)`],
                ["Browser", describeBrowser(notice.userAgent)],
                ["Address", notice.clientIp],
              ]
            : [["When", `${indiaDateTime(notice.at)} (India time)`]],
        ),
        paragraph(
          "If this was you, there is nothing to do. If it was not, end the sessions you do not recognise on your account page, then ask an admin for a new password link.",
        ),
        button("Open your account page", accountPage),
        finePrint("Every account receives these notices; they cannot be turned off."),
        paragraph(`The ${company.name} team`),
      ],
    }),
  };
}
