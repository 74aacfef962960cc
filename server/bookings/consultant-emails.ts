import { bookingTimeZone, callDurationMinutes, describeSlot } from "../../domain/bookings/booking";
import { company } from "../../domain/company/company";
import { joiningToCome } from "../../domain/consultants/consultant-calls";
import { fullName } from "../../domain/forms/person-details";
import { whatsAppLink } from "../../domain/forms/whatsapp-link";
import type { OutboxAttachment } from "../db/schema";
import { composeEmail } from "../emails/compose-email";
import { button, details, paragraph, quote, type EmailBlock } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import {
  consultantMailbox,
  inviteAttachment,
  joiningOf,
  sameMailbox,
  type ConfirmedBooking,
  type InviteChange,
} from "./call-invite";

/**
 * The consultant's copy of a change to a call: the invite for their calendar
 * (METHOD:REQUEST, the visitor as attendee) or its CANCEL, with what they need to take the call.
 * `folded` is the part that rides on the note to sales when the consultant's mailbox is the
 * sales address (see staffEmails).
 */
export type ConsultantCopy = {
  method: InviteChange["method"];
  email: OutgoingEmail;
  folded: { blocks: EmailBlock[]; attachment: OutboxAttachment };
};

/** How the consultant takes the call: the link, the number to call, or a word to send the visitor. */
function consultantJoiningBlocks(call: ConfirmedBooking): EmailBlock[] {
  const joining = joiningOf(call);
  if (joining.kind === "link") {
    return [
      paragraph("At the time of the call, join it with this link (the visitor has the same one):"),
      button("Join the video call", joining.url),
    ];
  }
  if (joining.kind === "phone") {
    return [paragraph(`Call ${fullName(call)} on ${call.phone} at the time of the call: they expect your call.`)];
  }
  return [
    paragraph(
      `No way of meeting is chosen for ${call.consultant.name} yet, so the visitor was told: "${joiningToCome}" Please send them how to join before the call.`,
    ),
  ];
}

/**
 * WhatsApp's click-to-chat page for the visitor's number, where many visitors
 * answer sooner than by e-mail; a plain link, nothing sent through us. None when the number cannot make one.
 */
function whatsAppBlocks(call: ConfirmedBooking): EmailBlock[] {
  const link = whatsAppLink(call.phone);
  return link ? [button(`Chat with ${fullName(call)} on WhatsApp`, link)] : [];
}

const callDetails = (call: ConfirmedBooking, previousStartsAt?: Date) =>
  details([
    ["Reference", call.reference],
    ["When", `${describeSlot(call.startsAt)} (${bookingTimeZone}), ${callDurationMinutes} minutes`],
    ...(previousStartsAt ? ([["Was", describeSlot(previousStartsAt)]] as const) : []),
    ["Domain", call.domain],
    ["E-mail", call.email],
    ["Phone", call.phone],
  ]);

type CopyOptions = {
  salesEmail: string;
  sequence: number;
  deskLink: string;
  subject: string;
  heading: string;
  /** The first sentence: what happened. */
  lead: string;
  previousStartsAt?: Date | undefined;
};

const fromTheWebsite = (salesEmail: string) => ({ name: `${company.name} website`, address: salesEmail });

/** The call (new, moved or given to them) for the consultant's calendar. */
export function consultantRequest(
  call: ConfirmedBooking,
  { salesEmail, sequence, deskLink, subject, heading, lead, previousStartsAt }: CopyOptions,
): ConsultantCopy {
  const attachment = inviteAttachment(call, {
    salesEmail,
    audience: "consultant",
    change: { method: "REQUEST", sequence },
  });
  const calendarLine = paragraph(
    previousStartsAt
      ? "The attached update moves the call in your calendar."
      : "The attached invitation adds the call to your calendar.",
  );
  const name = fullName(call);
  return {
    method: "REQUEST",
    email: {
      kind: "booking.consultant-invite",
      from: fromTheWebsite(salesEmail),
      to: consultantMailbox(call.consultant, salesEmail),
      replyTo: { name, address: call.email },
      ...composeEmail({
        subject,
        preview: `${describeSlot(call.startsAt)}: ${name}, ${call.domain}.`,
        heading,
        blocks: [
          paragraph(lead),
          callDetails(call, previousStartsAt),
          call.message ? quote(call.message, "Message") : paragraph("No message."),
          ...consultantJoiningBlocks(call),
          ...whatsAppBlocks(call),
          calendarLine,
          openInBackOffice("Open the booking", deskLink),
        ],
      }),
      attachments: [attachment],
    },
    folded: { blocks: [...consultantJoiningBlocks(call), calendarLine], attachment },
  };
}

/** The call off the consultant's calendar: cancelled, or now someone else's. */
export function consultantCancel(
  call: ConfirmedBooking,
  {
    salesEmail,
    sequence,
    deskLink,
    subject,
    heading,
    lead,
    reason,
  }: Omit<CopyOptions, "previousStartsAt"> & {
    reason?: string | undefined;
  },
): ConsultantCopy {
  const attachment = inviteAttachment(call, {
    salesEmail,
    audience: "consultant",
    change: { method: "CANCEL", sequence },
  });
  const calendarLine = paragraph("The attached update removes the call from your calendar.");
  const name = fullName(call);
  return {
    method: "CANCEL",
    email: {
      kind: "booking.consultant-cancel",
      from: fromTheWebsite(salesEmail),
      to: consultantMailbox(call.consultant, salesEmail),
      replyTo: { name, address: call.email },
      ...composeEmail({
        subject,
        preview: lead,
        heading,
        blocks: [
          paragraph(lead),
          details([
            ["Reference", call.reference],
            ["When", `${describeSlot(call.startsAt)} (${bookingTimeZone}), ${callDurationMinutes} minutes`],
            ["Visitor", name],
            ...(reason ? ([["Reason", reason]] as const) : []),
          ]),
          calendarLine,
          openInBackOffice("Open the booking", deskLink),
        ],
      }),
      attachments: [attachment],
    },
    folded: { blocks: [calendarLine], attachment },
  };
}

/** What the note to sales carries for a consultant whose mailbox is the sales address. */
export type FoldedCopy = ConsultantCopy["folded"] | undefined;

/**
 * The staff's e-mails about one change: the note to sales (when there is one) and each
 * consultant's copy. One mailbox gets one e-mail per change: two copies for one mailbox (a call
 * moved between two consultants who share it) become the REQUEST alone, which says where the call
 * now is; and a copy for the sales address (the company's own consultant has no address of its
 * own) rides on the note to sales, invite attached, instead of arriving beside it.
 */
export function staffEmails(
  salesEmail: string,
  note: ((folded: FoldedCopy) => OutgoingEmail) | undefined,
  copies: readonly ConsultantCopy[],
): OutgoingEmail[] {
  const kept: ConsultantCopy[] = [];
  for (const copy of [...copies].sort((a, b) => (a.method === b.method ? 0 : a.method === "REQUEST" ? -1 : 1))) {
    if (!kept.some((other) => sameMailbox(other.email.to, copy.email.to))) kept.push(copy);
  }
  if (!note) return kept.map((copy) => copy.email);
  const sales = { name: "", address: salesEmail };
  const forSales = kept.find((copy) => sameMailbox(copy.email.to, sales));
  return [note(forSales?.folded), ...kept.filter((copy) => copy !== forSales).map((copy) => copy.email)];
}
