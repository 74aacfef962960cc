import type { SendMailOptions } from "nodemailer";

import type { OutboxAttachment } from "../db/schema";

/** The METHOD a calendar attachment's media type names (`text/calendar; method=REQUEST`), if any. */
function calendarMethod(contentType: string): string | undefined {
  const [type, ...parameters] = contentType.split(";").map((part) => part.trim());
  if (type?.toLowerCase() !== "text/calendar") return undefined;
  const method = parameters.find((parameter) => parameter.toLowerCase().startsWith("method="));
  return method?.slice("method=".length).toUpperCase() || undefined;
}

/**
 * A queued e-mail's files as the mail library sends them. An invitation (a calendar with a METHOD)
 * goes as iMIP has it (RFC 6047, 2.4): a `text/calendar; method=…` part beside the text and HTML,
 * which Outlook and Gmail show as a meeting with Accept and Decline, and the same event attached as
 * a file for the clients that only read attachments. nodemailer's `icalEvent` writes both parts.
 */
export function invitationParts(
  attachments: readonly OutboxAttachment[],
): Pick<SendMailOptions, "attachments" | "icalEvent"> {
  const invitation = attachments.find((attachment) => calendarMethod(attachment.contentType));
  const others = attachments.filter((attachment) => attachment !== invitation).map((attachment) => ({ ...attachment }));
  if (!invitation) return { attachments: others };
  return {
    attachments: others,
    icalEvent: {
      method: calendarMethod(invitation.contentType),
      filename: invitation.filename,
      content: invitation.content,
    },
  };
}
