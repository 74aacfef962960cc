import { createEvent } from "ics";

import { bookingTimeZone, demoDurationMinutes, describeSlot } from "../../domain/booking";
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

/** The calendar invite: 30 minutes, times in UTC (which every calendar shows in its own zone), India time in the text. */
export function demoInvite(demo: ConfirmedBooking, organizerEmail: string): string {
  const when = describeSlot(demo.startsAt);
  const { error, value } = createEvent({
    uid: `${demo.reference.toLowerCase()}@nexoratech.in`,
    productId: "nexoratech.in/demo-booking",
    method: "REQUEST",
    start: demo.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: demoDurationMinutes },
    title: `Free demo call with ${company} (${demo.reference})`,
    description: [
      `Booking reference: ${demo.reference}`,
      `When: ${when} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
      `Domain: ${demo.domain}`,
      "Our consultant will send the video call link before the call.",
    ].join("\n"),
    location: "Video call",
    status: "CONFIRMED",
    organizer: { name: company, email: organizerEmail },
    attendees: [
      { name: `${demo.firstName} ${demo.lastName}`.trim(), email: demo.email, rsvp: true, role: "REQ-PARTICIPANT" },
    ],
  });
  if (error || !value) throw error ?? new Error("The calendar invite could not be created.");
  return value;
}

/** The visitor's confirmation (with the invite) and the notification to sales. */
export function bookingEmails(demo: ConfirmedBooking, { salesEmail }: { salesEmail: string }): OutgoingEmail[] {
  const name = `${demo.firstName} ${demo.lastName}`.trim();
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
        "To change the time, reply to this e-mail with your reference.",
        "",
        "Warm regards,",
        `The ${company} team`,
      ].join("\n"),
      attachments: [
        {
          filename: "demo-call.ics",
          contentType: "text/calendar; method=REQUEST; charset=utf-8",
          content: demoInvite(demo, salesEmail),
        },
      ],
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
