import { createEvent } from "ics";

import { bookingTimeZone, demoDurationMinutes, describeSlot, type BookingReminder } from "../../domain/booking";
import { company } from "../../domain/company";
import { fullName } from "../../domain/person-details";
import type { OutboxAttachment } from "../db/schema";
import { composeEmail } from "../emails/compose-email";
import { button, details, paragraph, quote, signOff, type EmailBlock } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";

export type ConfirmedBooking = {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  domain: string;
  startsAt: Date;
};

/** What an invite says of the event: a request (new or changed) or its cancellation, and which version. */
type InviteChange = { method: "REQUEST" | "CANCEL"; sequence: number };

/** The event's UID: the same in the invite and in every later change to it, so calendars update the one event. */
const inviteUid = (reference: string) => `${reference.toLowerCase()}@nexoratech.in`;

/**
 * The calendar invite: 30 minutes, times in UTC (which every calendar shows in its own zone), India time in the text.
 * A cancellation is the same event (same UID) with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE.
 */
function demoInvite(
  demo: ConfirmedBooking,
  organizerEmail: string,
  change: InviteChange = { method: "REQUEST", sequence: 0 },
): string {
  const when = describeSlot(demo.startsAt);
  const cancelled = change.method === "CANCEL";
  const { error, value } = createEvent({
    uid: inviteUid(demo.reference),
    productId: "nexoratech.in/demo-booking",
    method: change.method,
    sequence: change.sequence,
    start: demo.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: demoDurationMinutes },
    title: `${cancelled ? "Cancelled: " : ""}Free demo call with ${company.name} (${demo.reference})`,
    description: [
      ...(cancelled ? ["This call is cancelled."] : []),
      `Booking reference: ${demo.reference}`,
      `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
      `Domain: ${demo.domain}`,
      "Our consultant will send the video call link before the call.",
    ].join("\n"),
    location: "Video call",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: company.name, email: organizerEmail },
    attendees: [{ name: fullName(demo), email: demo.email, rsvp: true, role: "REQ-PARTICIPANT" }],
  });
  if (error || !value) throw error ?? new Error("The calendar invite could not be created.");
  return value;
}

/** The invite as an e-mail attachment; its media type names the same method as its content. */
function inviteAttachment(demo: ConfirmedBooking, organizerEmail: string, change?: InviteChange): OutboxAttachment {
  const method = change?.method ?? "REQUEST";
  return {
    filename: "demo-call.ics",
    contentType: `text/calendar; method=${method}; charset=utf-8`,
    content: demoInvite(demo, organizerEmail, change),
  };
}

/** How the visitor cancels or moves the call themselves: a button to their manage page. */
const manageBlocks = (manageLink: string): EmailBlock[] => [
  paragraph("Can't make it? You can cancel or move the call yourself until it starts."),
  button("Cancel or reschedule", manageLink),
];

/** The visitor's confirmation (with the invite and their manage link) and the notification to sales. */
export function bookingEmails(
  demo: ConfirmedBooking,
  { salesEmail, manageLink, deskLink }: { salesEmail: string; manageLink: string; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  return [
    {
      kind: "booking.confirmation",
      from: { name: company.name, address: salesEmail },
      to: { name, address: demo.email },
      ...composeEmail({
        subject: `Your free demo call on ${when} | ${demo.reference}`,
        preview: `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes. Reference ${demo.reference}.`,
        heading: "Your demo call is booked",
        blocks: [
          paragraph(`Dear ${demo.firstName},`),
          paragraph(`Your free ${demoDurationMinutes}-minute demo call with ${company.name} is booked.`),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone})`],
            ["Domain", demo.domain],
          ]),
          paragraph(
            "The attached invitation adds the call to your calendar. Our consultant will send the video call link before the call.",
          ),
          ...manageBlocks(manageLink),
          signOff(`The ${company.name} team`),
        ],
      }),
      attachments: [inviteAttachment(demo, salesEmail)],
    },
    {
      kind: "booking.notification",
      from: { name: `${company.name} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      ...composeEmail({
        subject: `Demo booked: ${when}, ${name} (${demo.reference})`,
        preview: `${name} booked a free demo call: ${demo.domain}.`,
        heading: "New demo booking",
        blocks: [
          paragraph(`${name} booked a free demo call.`),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`],
            ["Domain", demo.domain],
            ["E-mail", demo.email],
            ["Phone", demo.phone],
          ]),
          demo.message ? quote(demo.message, "Message") : paragraph("No message."),
          openInBackOffice("Open the booking", deskLink),
        ],
      }),
    },
  ];
}

/**
 * The visitor's cancellation (with the calendar's CANCEL for the same event) and the note to
 * sales. `cancelledBy` is the staff member's address, or "visitor" when they cancelled it themselves.
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
  return [
    {
      kind: "booking.cancellation",
      from: { name: company.name, address: salesEmail },
      to: { name, address: demo.email },
      ...composeEmail({
        subject: `Your demo call on ${when} is cancelled | ${demo.reference}`,
        preview: byVisitor
          ? `As you asked, your demo call on ${when} is cancelled.`
          : `We are sorry: your demo call on ${when} is cancelled.`,
        heading: "Your demo call is cancelled",
        blocks: [
          paragraph(`Dear ${demo.firstName},`),
          paragraph(byVisitor ? `As you asked, ${cancelled}` : `We are sorry: ${cancelled}`),
          details([
            ["Reference", demo.reference],
            ["Domain", demo.domain],
          ]),
          paragraph("The attached update removes the call from your calendar."),
          paragraph("To book another time, visit our website and choose Book a Free Demo, or reply to this e-mail."),
          signOff(`The ${company.name} team`),
        ],
      }),
      attachments: [inviteAttachment(demo, salesEmail, { method: "CANCEL", sequence: demo.sequence })],
    },
    {
      kind: "booking.cancellation-notification",
      from: { name: `${company.name} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      ...composeEmail({
        subject: `Demo cancelled: ${when}, ${name} (${demo.reference})`,
        preview: whoCancelled,
        heading: "Demo call cancelled",
        blocks: [
          paragraph(
            byVisitor
              ? `${whoCancelled} The time is offered again.`
              : `${whoCancelled} The visitor has been e-mailed, and the time is offered again.`,
          ),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`],
            ["E-mail", demo.email],
            ["Phone", demo.phone],
            ["Reason", reason],
          ]),
          openInBackOffice("Open the booking", deskLink),
        ],
      }),
    },
  ];
}

/** The visitor's updated invite (same event, higher SEQUENCE) with a fresh manage link, and the note to sales. */
export function rescheduleEmails(
  demo: ConfirmedBooking & { sequence: number },
  {
    salesEmail,
    manageLink,
    previousStartsAt,
    deskLink,
  }: { salesEmail: string; manageLink: string; previousStartsAt: Date; deskLink: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const before = describeSlot(previousStartsAt);
  return [
    {
      kind: "booking.rescheduled",
      from: { name: company.name, address: salesEmail },
      to: { name, address: demo.email },
      ...composeEmail({
        subject: `Your demo call is moved to ${when} | ${demo.reference}`,
        preview: `Your demo call is now on ${when}. Reference ${demo.reference}.`,
        heading: "Your demo call is moved",
        blocks: [
          paragraph(`Dear ${demo.firstName},`),
          paragraph(`Your free ${demoDurationMinutes}-minute demo call with ${company.name} is moved.`),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone})`],
            ["Was", before],
            ["Domain", demo.domain],
          ]),
          paragraph("The attached update moves the call in your calendar."),
          ...manageBlocks(manageLink),
          signOff(`The ${company.name} team`),
        ],
      }),
      attachments: [inviteAttachment(demo, salesEmail, { method: "REQUEST", sequence: demo.sequence })],
    },
    {
      kind: "booking.rescheduled-notification",
      from: { name: `${company.name} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      ...composeEmail({
        subject: `Demo moved: ${when}, ${name} (${demo.reference})`,
        preview: `${name} moved their demo call from ${before}.`,
        heading: "Demo call moved",
        blocks: [
          paragraph(
            `${name} moved their free demo call with the link in their e-mail. The earlier time is offered again.`,
          ),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`],
            ["Was", before],
            ["Domain", demo.domain],
            ["E-mail", demo.email],
            ["Phone", demo.phone],
          ]),
          openInBackOffice("Open the booking", deskLink),
        ],
      }),
    },
  ];
}

const reminders: Record<BookingReminder, { kind: string; lead: string }> = {
  day: { kind: "booking.reminder-day", lead: "tomorrow" },
  hour: { kind: "booking.reminder-hour", lead: "in one hour" },
};

/** A reminder before the call, with a fresh manage link. */
export function reminderEmail(
  demo: ConfirmedBooking,
  reminder: BookingReminder,
  { salesEmail, manageLink }: { salesEmail: string; manageLink: string },
): OutgoingEmail {
  const when = describeSlot(demo.startsAt);
  const { kind, lead } = reminders[reminder];
  return {
    kind,
    from: { name: company.name, address: salesEmail },
    to: { name: fullName(demo), address: demo.email },
    ...composeEmail({
      subject: `Reminder: your demo call ${lead}, ${when} | ${demo.reference}`,
      preview: `Your free demo call is ${lead}: ${when}.`,
      heading: `Your demo call is ${lead}`,
      blocks: [
        paragraph(`Dear ${demo.firstName},`),
        paragraph(`A reminder: your free ${demoDurationMinutes}-minute demo call with ${company.name} is ${lead}.`),
        details([
          ["Reference", demo.reference],
          ["When", `${when} (${bookingTimeZone})`],
          ["Domain", demo.domain],
        ]),
        paragraph("Our consultant will send the video call link before the call."),
        ...manageBlocks(manageLink),
        signOff(`The ${company.name} team`),
      ],
    }),
  };
}
