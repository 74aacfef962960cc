import {
  bookingTimeZone,
  callDurationMinutes,
  describeSlot,
  type BookingReminder,
} from "../../domain/bookings/booking";
import { company } from "../../domain/company/company";
import { fullName } from "../../domain/forms/person-details";
import { composeEmail } from "../emails/compose-email";
import {
  button,
  details,
  paragraph,
  quote,
  signOff,
  type EmailBlock,
  type EmailContent,
} from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { Mailbox, OutgoingEmail } from "../outbox/mail-outbox";
import {
  consultantMailbox,
  inviteAttachment,
  joiningOf,
  type CallConsultant,
  type ConfirmedBooking,
} from "./call-invite";
import { consultantCancel, consultantRequest, staffEmails, type FoldedCopy } from "./consultant-emails";

/** A call as it was before it changed hands: its consultant then, and the link they had for it. */
export type PreviousConsultant = { consultant: CallConsultant; meetingUrl: string | null };

/**
 * How the visitor cancels or moves the call themselves: a button to their manage page. Until when
 * is the page's to say: sales may ask a notice for changes (decision 014), which can change
 * after this e-mail has gone.
 */
const manageBlocks = (manageLink: string): EmailBlock[] => [
  paragraph("Can't make it? You can cancel or move the call yourself; its page says until when."),
  button("Cancel or reschedule", manageLink),
];

/**
 * How the visitor joins (decision 029): the call's link as a button, or the words (the
 * consultant phones them; or, while the consultant has chosen nothing, they will be in touch),
 * after what the attached invite does.
 */
function joiningBlocks(booking: ConfirmedBooking, calendarLine?: string): EmailBlock[] {
  const joining = joiningOf(booking);
  if (joining.kind !== "link") return [paragraph(calendarLine ? `${calendarLine} ${joining.words}` : joining.words)];
  return [
    ...(calendarLine ? [paragraph(calendarLine)] : []),
    paragraph(`At the time of the call, join ${booking.consultant.name} in the video call with this link:`),
    button("Join the video call", joining.url),
  ];
}

const visitorDetails = (booking: ConfirmedBooking, previousStartsAt?: Date) =>
  details([
    ["Reference", booking.reference],
    ["When", `${describeSlot(booking.startsAt)} (${bookingTimeZone})`],
    ...(previousStartsAt ? ([["Was", describeSlot(previousStartsAt)]] as const) : []),
    ["Consultant", booking.consultant.name],
    ["Domain", booking.domain],
  ]);

const fromCompany = (salesEmail: string) => ({ name: company.name, address: salesEmail });
const fromTheWebsite = (salesEmail: string) => ({ name: `${company.name} website`, address: salesEmail });

/** A visitor's invite for their calendar: the same event as the consultant's copy. */
const visitorInvite = (booking: ConfirmedBooking, salesEmail: string, method: "REQUEST" | "CANCEL", sequence: number) =>
  inviteAttachment(booking, { salesEmail, audience: "visitor", change: { method, sequence } });

/** The consultant's part on the note to sales, when the sales address is the consultant's mailbox. */
const foldedBlocks = (folded: FoldedCopy) => folded?.blocks ?? [];
const foldedAttachments = (folded: FoldedCopy) => (folded ? { attachments: [folded.attachment] } : {});

type BookingEmail = { kind: string } & EmailContent;

/**
 * An e-mail to the visitor about their call, from the company: "Dear <first name>," before
 * `blocks`, the team's sign-off after, and their calendar's change of the event when it has one.
 * Replies go to the sales address unless `replyTo` names another mailbox.
 */
const visitorEmail = (
  booking: ConfirmedBooking,
  salesEmail: string,
  { kind, blocks, ...content }: BookingEmail,
  invite?: { method: "REQUEST" | "CANCEL"; sequence: number },
  replyTo?: Mailbox,
): OutgoingEmail => ({
  kind,
  from: fromCompany(salesEmail),
  to: { name: fullName(booking), address: booking.email },
  ...(replyTo ? { replyTo } : {}),
  ...composeEmail({
    ...content,
    blocks: [paragraph(`Dear ${booking.firstName},`), ...blocks, signOff(`The ${company.name} team`)],
  }),
  ...(invite ? { attachments: [visitorInvite(booking, salesEmail, invite.method, invite.sequence)] } : {}),
});

/**
 * The note to sales about a change the visitor made or was told of: replying reaches the visitor,
 * and the booking's desk link closes it (after the consultant's part, when it rides along).
 */
const salesNote =
  (
    booking: ConfirmedBooking,
    { salesEmail, deskLink }: { salesEmail: string; deskLink: string },
    { kind, blocks, ...content }: BookingEmail,
  ) =>
  (folded: FoldedCopy): OutgoingEmail => ({
    kind,
    from: fromTheWebsite(salesEmail),
    to: { name: "", address: salesEmail },
    replyTo: { name: fullName(booking), address: booking.email },
    ...composeEmail({
      ...content,
      blocks: [...blocks, ...foldedBlocks(folded), openInBackOffice("Open the booking", deskLink)],
    }),
    ...foldedAttachments(folded),
  });

/** The call as a note to sales lists it: when, with whom, and how to reach the visitor. */
const salesDetails = (
  booking: ConfirmedBooking,
  {
    was,
    consultant = booking.consultant.name,
    withDomain = true,
    reason,
  }: { was?: string; consultant?: string; withDomain?: boolean; reason?: string } = {},
) =>
  details([
    ["Reference", booking.reference],
    ["When", `${describeSlot(booking.startsAt)} (${bookingTimeZone}), ${callDurationMinutes} minutes`],
    ...(was === undefined ? [] : ([["Was", was]] as const)),
    ["Consultant", consultant],
    ...(withDomain ? ([["Domain", booking.domain]] as const) : []),
    ["E-mail", booking.email],
    ["Phone", booking.phone],
    ...(reason === undefined ? [] : ([["Reason", reason]] as const)),
  ]);

/**
 * Who takes the call and how the visitor reaches them before it: replying to the
 * confirmation, which goes to the consultant's own mailbox (the sales address for the company's).
 */
const reachConsultant = (consultant: CallConsultant, mailbox: Mailbox) =>
  paragraph(
    `Your consultant is ${consultant.name}. To reach them before the call, reply to this e-mail: it goes to ${mailbox.address}.`,
  );

/**
 * The visitor's confirmation (with the invite, how to reach the consultant and their manage link),
 * the note to sales, and the consultant's invite (on the note to sales when the consultant's
 * mailbox is the sales address).
 */
export function bookingEmails(
  booking: ConfirmedBooking,
  { salesEmail, manageLink, deskLink }: { salesEmail: string; manageLink: string; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(booking);
  const when = describeSlot(booking.startsAt);
  const copy = consultantRequest(booking, {
    salesEmail,
    sequence: 0,
    deskLink,
    subject: `Demo call for you: ${when}, ${name} (${booking.reference})`,
    heading: "A demo call for you",
    lead: `${name} booked a free demo call with you.`,
  });
  const note = salesNote(
    booking,
    { salesEmail, deskLink },
    {
      kind: "booking.notification",
      subject: `Demo booked: ${when}, ${name} (${booking.reference})`,
      preview: `${name} booked a free demo call: ${booking.domain}.`,
      heading: "New demo booking",
      blocks: [
        paragraph(`${name} booked a free demo call with ${booking.consultant.name}.`),
        salesDetails(booking),
        booking.message ? quote(booking.message, "Message") : paragraph("No message."),
      ],
    },
  );
  const consultantReplies = consultantMailbox(booking.consultant, salesEmail);
  return [
    visitorEmail(
      booking,
      salesEmail,
      {
        kind: "booking.confirmation",
        subject: `Your free demo call on ${when} | ${booking.reference}`,
        preview: `${when} (${bookingTimeZone}), ${callDurationMinutes} minutes. Reference ${booking.reference}.`,
        heading: "Your demo call is booked",
        blocks: [
          paragraph(`Your free ${callDurationMinutes}-minute demo call with ${company.name} is booked.`),
          visitorDetails(booking),
          ...joiningBlocks(booking, "The attached invitation adds the call to your calendar."),
          reachConsultant(booking.consultant, consultantReplies),
          ...manageBlocks(manageLink),
        ],
      },
      { method: "REQUEST", sequence: 0 },
      consultantReplies,
    ),
    ...staffEmails(salesEmail, note, [copy]),
  ];
}

/**
 * The visitor's cancellation (with the calendar's CANCEL for the same event), the note to sales
 * and the consultant's CANCEL. `cancelledBy` is the staff member's address, or "visitor" when
 * they cancelled it themselves.
 */
export function cancellationEmails(
  booking: ConfirmedBooking & { sequence: number },
  {
    salesEmail,
    reason,
    cancelledBy,
    deskLink,
  }: { salesEmail: string; reason: string; cancelledBy: string; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(booking);
  const when = describeSlot(booking.startsAt);
  const byVisitor = cancelledBy === "visitor";
  const cancelled = `your free demo call with ${company.name} on ${when} (${bookingTimeZone}) is cancelled.`;
  const whoCancelled = byVisitor
    ? `${name} cancelled their free demo call with the link in their e-mail.`
    : `${cancelledBy} cancelled the free demo call of ${name}.`;
  const subject = `Demo cancelled: ${when}, ${name} (${booking.reference})`;
  const copy = consultantCancel(booking, {
    salesEmail,
    sequence: booking.sequence,
    deskLink,
    subject,
    heading: "Demo call cancelled",
    lead: whoCancelled,
    reason,
  });
  const note = salesNote(
    booking,
    { salesEmail, deskLink },
    {
      kind: "booking.cancellation-notification",
      subject,
      preview: whoCancelled,
      heading: "Demo call cancelled",
      blocks: [
        paragraph(
          byVisitor
            ? `${whoCancelled} The time is offered again.`
            : `${whoCancelled} The visitor has been e-mailed, and the time is offered again.`,
        ),
        salesDetails(booking, { withDomain: false, reason }),
      ],
    },
  );
  return [
    visitorEmail(
      booking,
      salesEmail,
      {
        kind: "booking.cancellation",
        subject: `Your demo call on ${when} is cancelled | ${booking.reference}`,
        preview: byVisitor
          ? `As you asked, your demo call on ${when} is cancelled.`
          : `We are sorry: your demo call on ${when} is cancelled.`,
        heading: "Your demo call is cancelled",
        blocks: [
          paragraph(byVisitor ? `As you asked, ${cancelled}` : `We are sorry: ${cancelled}`),
          details([
            ["Reference", booking.reference],
            ["Consultant", booking.consultant.name],
            ["Domain", booking.domain],
          ]),
          paragraph("The attached update removes the call from your calendar."),
          paragraph("To book another time, visit our website and choose Book a Free Demo, or reply to this e-mail."),
        ],
      },
      { method: "CANCEL", sequence: booking.sequence },
    ),
    ...staffEmails(salesEmail, note, [copy]),
  ];
}

/**
 * The visitor's updated invite (same event, higher SEQUENCE) with a fresh manage link, the note
 * to sales, and the consultant's updated invite; when the move gave the call to another
 * consultant (`previous`), the new one's invite and the previous one's CANCEL.
 */
export function rescheduleEmails(
  booking: ConfirmedBooking & { sequence: number },
  {
    salesEmail,
    manageLink,
    previousStartsAt,
    deskLink,
    previous,
  }: {
    salesEmail: string;
    manageLink: string;
    previousStartsAt: Date;
    deskLink: string;
    previous?: PreviousConsultant | undefined;
  },
): OutgoingEmail[] {
  const name = fullName(booking);
  const when = describeSlot(booking.startsAt);
  const before = describeSlot(previousStartsAt);
  const { sequence, reference } = booking;
  const copies = previous
    ? [
        consultantRequest(booking, {
          salesEmail,
          sequence,
          deskLink,
          subject: `Demo call for you: ${when}, ${name} (${reference})`,
          heading: "A demo call for you",
          lead: `${name} moved their free demo call to a time when ${previous.consultant.name} is not free, so it is now yours.`,
        }),
        consultantCancel(
          { ...booking, ...previous, startsAt: previousStartsAt },
          {
            salesEmail,
            sequence,
            deskLink,
            subject: `Demo call no longer yours: ${before}, ${name} (${reference})`,
            heading: "Demo call moved to a colleague",
            lead: `${name} moved their free demo call to ${when}, when ${booking.consultant.name} takes it.`,
          },
        ),
      ]
    : [
        consultantRequest(booking, {
          salesEmail,
          sequence,
          deskLink,
          subject: `Demo moved: ${when}, ${name} (${reference})`,
          heading: "Your demo call is moved",
          lead: `${name} moved their free demo call with you.`,
          previousStartsAt,
        }),
      ];
  const note = salesNote(
    booking,
    { salesEmail, deskLink },
    {
      kind: "booking.rescheduled-notification",
      subject: `Demo moved: ${when}, ${name} (${reference})`,
      preview: `${name} moved their demo call from ${before}.`,
      heading: "Demo call moved",
      blocks: [
        paragraph(
          `${name} moved their free demo call with the link in their e-mail. The earlier time is offered again.`,
        ),
        salesDetails(booking, {
          was: before,
          consultant: previous
            ? `${booking.consultant.name} (was ${previous.consultant.name})`
            : booking.consultant.name,
        }),
      ],
    },
  );
  return [
    visitorEmail(
      booking,
      salesEmail,
      {
        kind: "booking.rescheduled",
        subject: `Your demo call is moved to ${when} | ${reference}`,
        preview: `Your demo call is now on ${when}. Reference ${reference}.`,
        heading: "Your demo call is moved",
        blocks: [
          paragraph(
            `Your free ${callDurationMinutes}-minute demo call with ${company.name} is moved.${
              previous ? ` At the new time, ${booking.consultant.name} takes it.` : ""
            }`,
          ),
          visitorDetails(booking, previousStartsAt),
          ...joiningBlocks(booking, "The attached update moves the call in your calendar."),
          ...manageBlocks(manageLink),
        ],
      },
      { method: "REQUEST", sequence },
    ),
    ...staffEmails(salesEmail, note, copies),
  ];
}

/**
 * Sales gave the call to another consultant (`booking.consultant`): the visitor's updated invite
 * (same event, higher SEQUENCE, the new consultant as organiser and their way of meeting) with a
 * fresh manage link, the new consultant's invite and the previous one's CANCEL. Sales made the
 * change, so no note goes to the sales address but a consultant's own copy.
 */
export function reassignmentEmails(
  booking: ConfirmedBooking & { sequence: number },
  {
    salesEmail,
    manageLink,
    deskLink,
    previous,
    reassignedBy,
  }: {
    salesEmail: string;
    manageLink: string;
    deskLink: string;
    previous: PreviousConsultant;
    /** The staff member's address. */
    reassignedBy: string;
  },
): OutgoingEmail[] {
  const name = fullName(booking);
  const when = describeSlot(booking.startsAt);
  const { sequence, reference } = booking;
  const copies = [
    consultantRequest(booking, {
      salesEmail,
      sequence,
      deskLink,
      subject: `Demo call for you: ${when}, ${name} (${reference})`,
      heading: "A demo call for you",
      lead: `${reassignedBy} gave you the free demo call of ${name}, which ${previous.consultant.name} had.`,
    }),
    consultantCancel(
      { ...booking, ...previous },
      {
        salesEmail,
        sequence,
        deskLink,
        subject: `Demo call given to ${booking.consultant.name}: ${when}, ${name} (${reference})`,
        heading: "Demo call given to a colleague",
        lead: `${reassignedBy} gave the free demo call of ${name} to ${booking.consultant.name}.`,
      },
    ),
  ];
  return [
    visitorEmail(
      booking,
      salesEmail,
      {
        kind: "booking.reassigned",
        subject: `Your demo call on ${when} is now with ${booking.consultant.name} | ${reference}`,
        preview: `${booking.consultant.name} takes your demo call on ${when}. Reference ${reference}.`,
        heading: "Your demo call has a new consultant",
        blocks: [
          paragraph(
            `Your free ${callDurationMinutes}-minute demo call with ${company.name} is now with ${booking.consultant.name} instead of ${previous.consultant.name}, at the same time.`,
          ),
          visitorDetails(booking),
          ...joiningBlocks(booking, "The attached update changes the call in your calendar."),
          ...manageBlocks(manageLink),
        ],
      },
      { method: "REQUEST", sequence },
    ),
    ...staffEmails(salesEmail, undefined, copies),
  ];
}

const reminders: Record<BookingReminder, { kind: string; lead: string }> = {
  day: { kind: "booking.reminder-day", lead: "tomorrow" },
  hour: { kind: "booking.reminder-hour", lead: "in one hour" },
};

/** A reminder before the call, with how to join it and a fresh manage link. */
export function reminderEmail(
  booking: ConfirmedBooking,
  reminder: BookingReminder,
  { salesEmail, manageLink }: { salesEmail: string; manageLink: string },
): OutgoingEmail {
  const when = describeSlot(booking.startsAt);
  const { kind, lead } = reminders[reminder];
  return visitorEmail(booking, salesEmail, {
    kind,
    subject: `Reminder: your demo call ${lead}, ${when} | ${booking.reference}`,
    preview: `Your free demo call is ${lead}: ${when}.`,
    heading: `Your demo call is ${lead}`,
    blocks: [
      paragraph(`A reminder: your free ${callDurationMinutes}-minute demo call with ${company.name} is ${lead}.`),
      visitorDetails(booking),
      ...joiningBlocks(booking),
      ...manageBlocks(manageLink),
    ],
  });
}
