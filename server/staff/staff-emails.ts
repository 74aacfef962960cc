import { company } from "../../domain/company/company";
import { staffRoleLabels, type InviteStaff } from "../../domain/staff/staff";
import { composeEmail } from "../emails/compose-email";
import { button, finePrint, paragraph } from "../emails/email-content";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { passwordLinkHours } from "./accounts";

/**
 * The invitation to the back office: the link that sets the new person's password. The
 * admin who invited them sees the same link on the page, in case the e-mail does not arrive.
 */
export function invitationEmail(
  invite: InviteStaff,
  { link, salesEmail }: { link: string; salesEmail: string },
): OutgoingEmail {
  return {
    kind: "staff.invitation",
    from: { name: `${company.name} back office`, address: salesEmail },
    to: { name: invite.name, address: invite.email },
    ...composeEmail({
      subject: `Your ${company.name} back-office account`,
      preview: `Choose your password: the link expires in ${passwordLinkHours} hours.`,
      heading: "Your back-office account",
      blocks: [
        paragraph(invite.name ? `Dear ${invite.name},` : "Hello,"),
        paragraph(
          `An account in the ${company.name} back office has been created for you, with the role ${staffRoleLabels[invite.role]}.`,
        ),
        button("Choose your password", link),
        paragraph(
          `The link works once and expires in ${passwordLinkHours} hours. If it has expired, please ask an admin for a new one.`,
        ),
        finePrint(
          "If you did not expect this e-mail, you can ignore it: without the password no one can use the account.",
        ),
        paragraph(`The ${company.name} team`),
      ],
    }),
  };
}
