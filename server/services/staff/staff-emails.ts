import { staffRoleLabels, type InviteStaff } from "../../../domain/staff";
import type { OutgoingEmail } from "../mail-outbox";
import { passwordLinkHours } from "./accounts";

const company = "Nexora Technologies";

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
    from: { name: `${company} back office`, address: salesEmail },
    to: { name: invite.name, address: invite.email },
    subject: `Your ${company} back-office account`,
    text: [
      invite.name ? `Dear ${invite.name},` : "Hello,",
      "",
      `An account in the ${company} back office has been created for you, with the role ${staffRoleLabels[invite.role]}.`,
      "",
      "Open this link to choose your password:",
      link,
      "",
      `The link works once and expires in ${passwordLinkHours} hours. If it has expired, please ask an admin for a new one.`,
      "",
      "If you did not expect this e-mail, you can ignore it: without the password no one can use the account.",
      "",
      `The ${company} team`,
    ].join("\n"),
  };
}
