import { createEvent } from "ics";

import { bookingTimeZone, demoDurationMinutes, describeSlot, type BookingReminder } from "../../domain/booking";
import { fullName } from "../../domain/person-details";
import type { OutboxAttachment } from "../db/schema";
import type { OutgoingEmail } from "./mail-outbox";

const company = "Nexora Technologies";

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
    title: `${cancelled ? "Cancelled: " : ""}Free demo call with ${company} (${demo.reference})`,
    description: [
      ...(cancelled ? ["This call is cancelled."] : []),
      `Booking reference: ${demo.reference}`,
      `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
      `Domain: ${demo.domain}`,
      "Our consultant will send the video call link before the call.",
    ].join("\n"),
    location: "Video call",
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: company, email: organizerEmail },
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

/** The lines that tell the visitor how to cancel or move the call themselves. */
const manageLines = (manageLink: string) => [
  "Can't make it? Cancel or move the call here (the link works until the call starts):",
  manageLink,
];

/** The visitor's confirmation (with the invite and their manage link) and the notification to sales. */
export function bookingEmails(
  demo: ConfirmedBooking,
  { salesEmail, manageLink }: { salesEmail: string; manageLink: string },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  return [
    {
      kind: "booking.confirmation",
      from: { name: company, address: salesEmail },
      to: { name, address: demo.email },
      subject: `Your free demo call on ${when} | ${demo.reference}`,
      text: [
        `Dear ${demo.firstName},`,
        "",
        `Your free ${demoDurationMinutes}-minute demo call with ${company} is booked.`,
        "",
        `Reference: ${demo.reference}`,
        `When: ${when} (${bookingTimeZone})`,
        `Domain: ${demo.domain}`,
        "",
        "The attached invitation adds the call to your calendar. Our consultant will send the video call link before the call.",
        "",
        ...manageLines(manageLink),
        "",
        "Warm regards,",
        `The ${company} team`,
      ].join("\n"),
      attachments: [inviteAttachment(demo, salesEmail)],
    },
    {
      kind: "booking.notification",
      from: { name: `${company} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      subject: `Demo booked: ${when}, ${name} (${demo.reference})`,
      text: [
        `${name} booked a free demo call.`,
        "",
        `Reference: ${demo.reference}`,
        `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
        `Domain: ${demo.domain}`,
        `E-mail: ${demo.email}`,
        `Phone: ${demo.phone}`,
        "",
        demo.message ? `Message:\n${demo.message}` : "No message.",
      ].join("\n"),
    },
  ];
}

/**
 * The visitor's cancellation (with the calendar's CANCEL for the same event) and the note to
 * sales. `cancelledBy` is the staff member's address, or "visitor" when they cancelled it themselves.
 */
export function cancellationEmails(
  demo: ConfirmedBooking & { sequence: number },
  { salesEmail, reason, cancelledBy }: { salesEmail: string; reason: string; cancelledBy: string | "visitor" },
): OutgoingEmail[] {
  const byVisitor = cancelledBy === "visitor";
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  return [
    {
      kind: "booking.cancellation",
      from: { name: company, address: salesEmail },
      to: { name, address: demo.email },
      subject: `Your demo call on ${when} is cancelled | ${demo.reference}`,
      text: [
        `Dear ${demo.firstName},`,
        "",
        byVisitor
          ? `As you asked, your free demo call with ${company} on ${when} (${bookingTimeZone}) is cancelled.`
          : `We are sorry: your free demo call with ${company} on ${when} (${bookingTimeZone}) is cancelled.`,
        "",
        `Reference: ${demo.reference}`,
        `Domain: ${demo.domain}`,
        "",
        "The attached update removes the call from your calendar.",
        "To book another time, visit our website and choose Book a Free Demo, or reply to this e-mail.",
        "",
        "Warm regards,",
        `The ${company} team`,
      ].join("\n"),
      attachments: [inviteAttachment(demo, salesEmail, { method: "CANCEL", sequence: demo.sequence })],
    },
    {
      kind: "booking.cancellation-notification",
      from: { name: `${company} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      subject: `Demo cancelled: ${when}, ${name} (${demo.reference})`,
      text: [
        byVisitor
          ? `${name} cancelled their free demo call with the link in their confirmation. The time is offered again.`
          : `${cancelledBy} cancelled the free demo call of ${name}. The visitor has been e-mailed, and the time is offered again.`,
        "",
        `Reference: ${demo.reference}`,
        `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
        `E-mail: ${demo.email}`,
        `Phone: ${demo.phone}`,
        "",
        `Reason: ${reason}`,
      ].join("\n"),
    },
  ];
}

/** The visitor's updated invite (same event, higher SEQUENCE) with a fresh manage link, and the note to sales. */
export function rescheduleEmails(
  demo: ConfirmedBooking & { sequence: number },
  { salesEmail, manageLink, previousStartsAt }: { salesEmail: string; manageLink: string; previousStartsAt: Date },
): OutgoingEmail[] {
  const name = fullName(demo);
  const when = describeSlot(demo.startsAt);
  const before = describeSlot(previousStartsAt);
  return [
    {
      kind: "booking.rescheduled",
      from: { name: company, address: salesEmail },
      to: { name, address: demo.email },
      subject: `Your demo call is moved to ${when} | ${demo.reference}`,
      text: [
        `Dear ${demo.firstName},`,
        "",
        `Your free ${demoDurationMinutes}-minute demo call with ${company} is moved.`,
        "",
        `Reference: ${demo.reference}`,
        `When: ${when} (${bookingTimeZone})`,
        `Was: ${before}`,
        `Domain: ${demo.domain}`,
        "",
        "The attached update moves the call in your calendar.",
        "",
        ...manageLines(manageLink),
        "",
        "Warm regards,",
        `The ${company} team`,
      ].join("\n"),
      attachments: [inviteAttachment(demo, salesEmail, { method: "REQUEST", sequence: demo.sequence })],
    },
    {
      kind: "booking.rescheduled-notification",
      from: { name: `${company} website`, address: salesEmail },
      to: { name: "", address: salesEmail },
      replyTo: { name, address: demo.email },
      subject: `Demo moved: ${when}, ${name} (${demo.reference})`,
      text: [
        `${name} moved their free demo call with the link in their confirmation. The earlier time is offered again.`,
        "",
        `Reference: ${demo.reference}`,
        `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
        `Was: ${before}`,
        `Domain: ${demo.domain}`,
        `E-mail: ${demo.email}`,
        `Phone: ${demo.phone}`,
      ].join("\n"),
    },
  ];
}

const reminderLeads: Record<BookingReminder, string> = { day: "tomorrow", hour: "in one hour" };

/** A reminder before the call, with a fresh manage link. */
export function reminderEmail(
  demo: ConfirmedBooking,
  reminder: BookingReminder,
  { salesEmail, manageLink }: { salesEmail: string; manageLink: string },
): OutgoingEmail {
  const when = describeSlot(demo.startsAt);
  return {
    kind: `booking.reminder-${reminder}`,
    from: { name: company, address: salesEmail },
    to: { name: fullName(demo), address: demo.email },
    subject: `Reminder: your demo call ${reminderLeads[reminder]}, ${when} | ${demo.reference}`,
    text: [
      `Dear ${demo.firstName},`,
      "",
      `A reminder: your free ${demoDurationMinutes}-minute demo call with ${company} is ${reminderLeads[reminder]}.`,
      "",
      `Reference: ${demo.reference}`,
      `When: ${when} (${bookingTimeZone})`,
      `Domain: ${demo.domain}`,
      "",
      "Our consultant will send the video call link before the call.",
      "",
      ...manageLines(manageLink),
      "",
      "Warm regards,",
      `The ${company} team`,
    ].join("\n"),
  };
}
