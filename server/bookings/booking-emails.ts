import {
  bookingTimeZone,
  demoDurationMinutes,
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
function joiningBlocks(demo: ConfirmedBooking, calendarLine?: string): EmailBlock[] {
  const joining = joiningOf(demo);
  if (joining.kind !== "link") return [paragraph(calendarLine ? `${calendarLine} ${joining.words}` : joining.words)];
  return [
    ...(calendarLine ? [paragraph(calendarLine)] : []),
    paragraph(`At the time of the call, join ${demo.consultant.name} in the video call with this link:`),
    button("Join the video call", joining.url),
  ];
}

const visitorDetails = (demo: ConfirmedBooking, previousStartsAt?: Date) =>
  details([
    ["Reference", demo.reference],
    ["When", `${describeSlot(demo.startsAt)} (${bookingTimeZone})`],
    ...(previousStartsAt ? ([["Was", describeSlot(previousStartsAt)]] as const) : []),
    ["Consultant", demo.consultant.name],
    ["Domain", demo.domain],
  ]);

const fromCompany = (salesEmail: string) => ({ name: company.name, address: salesEmail });
const fromTheWebsite = (salesEmail: string) => ({ name: `${company.name} website`, address: salesEmail });

/** A visitor's invite for their calendar: the same event as the consultant's copy. */
const visitorInvite = (demo: ConfirmedBooking, salesEmail: string, method: "REQUEST" | "CANCEL", sequence: number) =>
  inviteAttachment(demo, { salesEmail, audience: "visitor", change: { method, sequence } });

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
  demo: ConfirmedBooking,
  salesEmail: string,
  { kind, blocks, ...content }: BookingEmail,
  invite?: { method: "REQUEST" | "CANCEL"; sequence: number },
  replyTo?: Mailbox,
): OutgoingEmail => ({
  kind,
  from: fromCompany(salesEmail),
  to: { name: fullName(demo), address: demo.email },
  ...(replyTo ? { replyTo } : {}),
  ...composeEmail({
    ...content,
    blocks: [paragraph(`Dear ${demo.firstName},`), ...blocks, signOff(`The ${company.name} team`)],
  }),
  ...(invite ? { attachments: [visitorInvite(demo, salesEmail, invite.method, invite.sequence)] } : {}),
});

/**
 * The note to sales about a change the visitor made or was told of: replying reaches the visitor,
 * and the booking's desk link closes it (after the consultant's part, when it rides along).
 */
const salesNote =
  (
    demo: ConfirmedBooking,
    { salesEmail, deskLink }: { salesEmail: string; deskLink: string },
    { kind, blocks, ...content }: BookingEmail,
  ) =>
  (folded: FoldedCopy): OutgoingEmail => ({
    kind,
    from: fromTheWebsite(salesEmail),
    to: { name: "", address: salesEmail },
    replyTo: { name: fullName(demo), address: demo.email },
    ...composeEmail({
      ...content,
      blocks: [...blocks, ...foldedBlocks(folded), openInBackOffice("Open the booking", deskLink)],
    }),
    ...foldedAttachments(folded),
  });

/** The call as a note to sales lists it: when, with whom, and how to reach the visitor. */
const salesDetails = (
  demo: ConfirmedBooking,
  {
    was,
    consultant = demo.consultant.name,
    withDomain = true,
    reason,
  }: { was?: string; consultant?: string; withDomain?: boolean; reason?: string } = {},
) =>
  details([
    ["Reference", demo.reference],
    ["When", `${describeSlot(demo.startsAt)} (${bookingTimeZone}), ${demoDurationMinutes} minutes`],
    ...(was === undefined ? [] : ([["Was", was]] as const)),
    ["Consultant", consultant],
    ...(withDomain ? ([["Domain", demo.domain]] as const) : []),
    ["E-mail", demo.email],
    ["Phone", demo.phone],
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
  demo: ConfirmedBooking,
  { salesEmail, manageLink, deskLink }: { salesEmail: string; manageLink: string; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const copy = consultantRequest(demo, {
    salesEmail,
    sequence: 0,
    deskLink,
    subject: `Demo call for you: ${when}, ${name} (${demo.reference})`,
    heading: "A demo call for you",
    lead: `${name} booked a free demo call with you.`,
  });
  const note = salesNote(
    demo,
    { salesEmail, deskLink },
    {
      kind: "booking.notification",
      subject: `Demo booked: ${when}, ${name} (${demo.reference})`,
      preview: `${name} booked a free demo call: ${demo.domain}.`,
      heading: "New demo booking",
      blocks: [
        paragraph(`${name} booked a free demo call with ${demo.consultant.name}.`),
        salesDetails(demo),
        demo.message ? quote(demo.message, "Message") : paragraph("No message."),
      ],
    },
  );
  const consultantReplies = consultantMailbox(demo.consultant, salesEmail);
  return [
    visitorEmail(
      demo,
      salesEmail,
      {
        kind: "booking.confirmation",
        subject: `Your free demo call on ${when} | ${demo.reference}`,
        preview: `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes. Reference ${demo.reference}.`,
        heading: "Your demo call is booked",
        blocks: [
          paragraph(`Your free ${demoDurationMinutes}-minute demo call with ${company.name} is booked.`),
          visitorDetails(demo),
          ...joiningBlocks(demo, "The attached invitation adds the call to your calendar."),
          reachConsultant(demo.consultant, consultantReplies),
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
  demo: ConfirmedBooking & { sequence: number },
  {
    salesEmail,
    reason,
    cancelledBy,
    deskLink,
  }: { salesEmail: string; reason: string; cancelledBy: string; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const byVisitor = cancelledBy === "visitor";
  const cancelled = `your free demo call with ${company.name} on ${when} (${bookingTimeZone}) is cancelled.`;
  const whoCancelled = byVisitor
    ? `${name} cancelled their free demo call with the link in their e-mail.`
    : `${cancelledBy} cancelled the free demo call of ${name}.`;
  const subject = `Demo cancelled: ${when}, ${name} (${demo.reference})`;
  const copy = consultantCancel(demo, {
    salesEmail,
    sequence: demo.sequence,
    deskLink,
    subject,
    heading: "Demo call cancelled",
    lead: whoCancelled,
    reason,
  });
  const note = salesNote(
    demo,
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
        salesDetails(demo, { withDomain: false, reason }),
      ],
    },
  );
  return [
    visitorEmail(
      demo,
      salesEmail,
      {
        kind: "booking.cancellation",
        subject: `Your demo call on ${when} is cancelled | ${demo.reference}`,
        preview: byVisitor
          ? `As you asked, your demo call on ${when} is cancelled.`
          : `We are sorry: your demo call on ${when} is cancelled.`,
        heading: "Your demo call is cancelled",
        blocks: [
          paragraph(byVisitor ? `As you asked, ${cancelled}` : `We are sorry: ${cancelled}`),
          details([
            ["Reference", demo.reference],
            ["Consultant", demo.consultant.name],
            ["Domain", demo.domain],
          ]),
          paragraph("The attached update removes the call from your calendar."),
          paragraph("To book another time, visit our website and choose Book a Free Demo, or reply to this e-mail."),
        ],
      },
      { method: "CANCEL", sequence: demo.sequence },
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
  demo: ConfirmedBooking & { sequence: number },
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
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const before = describeSlot(previousStartsAt);
  const { sequence, reference } = demo;
  const copies = previous
    ? [
        consultantRequest(demo, {
          salesEmail,
          sequence,
          deskLink,
          subject: `Demo call for you: ${when}, ${name} (${reference})`,
          heading: "A demo call for you",
          lead: `${name} moved their free demo call to a time when ${previous.consultant.name} is not free, so it is now yours.`,
        }),
        consultantCancel(
          { ...demo, ...previous, startsAt: previousStartsAt },
          {
            salesEmail,
            sequence,
            deskLink,
            subject: `Demo call no longer yours: ${before}, ${name} (${reference})`,
            heading: "Demo call moved to a colleague",
            lead: `${name} moved their free demo call to ${when}, when ${demo.consultant.name} takes it.`,
          },
        ),
      ]
    : [
        consultantRequest(demo, {
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
    demo,
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
        salesDetails(demo, {
          was: before,
          consultant: previous ? `${demo.consultant.name} (was ${previous.consultant.name})` : demo.consultant.name,
        }),
      ],
    },
  );
  return [
    visitorEmail(
      demo,
      salesEmail,
      {
        kind: "booking.rescheduled",
        subject: `Your demo call is moved to ${when} | ${reference}`,
        preview: `Your demo call is now on ${when}. Reference ${reference}.`,
        heading: "Your demo call is moved",
        blocks: [
          paragraph(
            `Your free ${demoDurationMinutes}-minute demo call with ${company.name} is moved.${
              previous ? ` At the new time, ${demo.consultant.name} takes it.` : ""
            }`,
          ),
          visitorDetails(demo, previousStartsAt),
          ...joiningBlocks(demo, "The attached update moves the call in your calendar."),
          ...manageBlocks(manageLink),
        ],
      },
      { method: "REQUEST", sequence },
    ),
    ...staffEmails(salesEmail, note, copies),
  ];
}

/**
 * Sales gave the call to another consultant (`demo.consultant`): the visitor's updated invite
 * (same event, higher SEQUENCE, the new consultant as organiser and their way of meeting) with a
 * fresh manage link, the new consultant's invite and the previous one's CANCEL. Sales made the
 * change, so no note goes to the sales address but a consultant's own copy.
 */
export function reassignmentEmails(
  demo: ConfirmedBooking & { sequence: number },
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
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const { sequence, reference } = demo;
  const copies = [
    consultantRequest(demo, {
      salesEmail,
      sequence,
      deskLink,
      subject: `Demo call for you: ${when}, ${name} (${reference})`,
      heading: "A demo call for you",
      lead: `${reassignedBy} gave you the free demo call of ${name}, which ${previous.consultant.name} had.`,
    }),
    consultantCancel(
      { ...demo, ...previous },
      {
        salesEmail,
        sequence,
        deskLink,
        subject: `Demo call given to ${demo.consultant.name}: ${when}, ${name} (${reference})`,
        heading: "Demo call given to a colleague",
        lead: `${reassignedBy} gave the free demo call of ${name} to ${demo.consultant.name}.`,
      },
    ),
  ];
  return [
    visitorEmail(
      demo,
      salesEmail,
      {
        kind: "booking.reassigned",
        subject: `Your demo call on ${when} is now with ${demo.consultant.name} | ${reference}`,
        preview: `${demo.consultant.name} takes your demo call on ${when}. Reference ${reference}.`,
        heading: "Your demo call has a new consultant",
        blocks: [
          paragraph(
            `Your free ${demoDurationMinutes}-minute demo call with ${company.name} is now with ${demo.consultant.name} instead of ${previous.consultant.name}, at the same time.`,
          ),
          visitorDetails(demo),
          ...joiningBlocks(demo, "The attached update changes the call in your calendar."),
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
  demo: ConfirmedBooking,
  reminder: BookingReminder,
  { salesEmail, manageLink }: { salesEmail: string; manageLink: string },
): OutgoingEmail {
  const when = describeSlot(demo.startsAt);
  const { kind, lead } = reminders[reminder];
  return visitorEmail(demo, salesEmail, {
    kind,
    subject: `Reminder: your demo call ${lead}, ${when} | ${demo.reference}`,
    preview: `Your free demo call is ${lead}: ${when}.`,
    heading: `Your demo call is ${lead}`,
    blocks: [
      paragraph(`A reminder: your free ${demoDurationMinutes}-minute demo call with ${company.name} is ${lead}.`),
      visitorDetails(demo),
      ...joiningBlocks(demo),
      ...manageBlocks(manageLink),
    ],
  });
}
