import { createEvent } from "ics";

import { bookingTimeZone, demoDurationMinutes, describeSlot } from "../../domain/booking";
import { company } from "../../domain/company";
import { fullName } from "../../domain/person-details";
import type { OutboxAttachment } from "../db/schema";
import { composeEmail } from "../emails/compose-email";
import { details, paragraph, quote, signOff } from "../emails/email-content";
import type { OutgoingEmail } from "./mail-outbox";

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

/** The visitor's confirmation (with the invite) and the notification to sales. */
export function bookingEmails(demo: ConfirmedBooking, { salesEmail }: { salesEmail: string }): OutgoingEmail[] {
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
          paragraph("To change the time, reply to this e-mail with your reference."),
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
        ],
      }),
    },
  ];
}

/** The visitor's cancellation (with the calendar's CANCEL for the same event) and the note to sales. */
export function cancellationEmails(
  demo: ConfirmedBooking & { sequence: number },
  { salesEmail, reason, cancelledBy }: { salesEmail: string; reason: string; cancelledBy: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  return [
    {
      kind: "booking.cancellation",
      from: { name: company.name, address: salesEmail },
      to: { name, address: demo.email },
      ...composeEmail({
        subject: `Your demo call on ${when} is cancelled | ${demo.reference}`,
        preview: `We are sorry: your demo call on ${when} is cancelled.`,
        heading: "Your demo call is cancelled",
        blocks: [
          paragraph(`Dear ${demo.firstName},`),
          paragraph(
            `We are sorry: your free demo call with ${company.name} on ${when} (${bookingTimeZone}) is cancelled.`,
          ),
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
        preview: `${cancelledBy} cancelled the demo call of ${name}.`,
        heading: "Demo call cancelled",
        blocks: [
          paragraph(
            `${cancelledBy} cancelled the free demo call of ${name}. The visitor has been e-mailed, and the time is offered again.`,
          ),
          details([
            ["Reference", demo.reference],
            ["When", `${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`],
            ["E-mail", demo.email],
            ["Phone", demo.phone],
            ["Reason", reason],
          ]),
        ],
      }),
    },
  ];
}
