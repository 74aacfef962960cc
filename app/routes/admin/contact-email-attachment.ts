import { data } from "react-router";

import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { isServiceUnavailable } from "~contracts/outcome";

import type { Route } from "./+types/contact-email-attachment";

/**
 * An attachment kept from an e-mail on a contact, as a file to save (never a page the site
 * renders), for whoever may open the contact: the server decides (contact-access.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const { id, emailId, index } = args.params;
  requireStartedInBackOffice(args.request, `/admin/contacts/${encodeURIComponent(id)}`);
  const { contactEmails } = await requireStaff(args);
  const position = /^\d{1,2}$/.test(index) ? Number(index) : -1;
  const attachment =
    position < 0
      ? undefined
      : await contactEmails.attachment(id, emailId, position).catch((error) => {
          if (isServiceUnavailable(error))
            throw data(
              { message: "The file storage cannot answer now. Please try again in a moment." },
              { status: 503 },
            );
          throw error;
        });
  if (!attachment) throw data({ message: "This attachment is not kept here (any more)." }, { status: 404 });
  return downloadResponse(attachment.content, attachment);
}
