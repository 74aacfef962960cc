import { createEvent, type EventAttributes } from "ics";

import type { BookingView } from "../../contracts/bookings";
import { bookingTimeZone, callDurationMinutes, describeSlot } from "../../domain/bookings/booking";
import { calendarProductId, company } from "../../domain/company/company";
import { callJoining, joiningToCome, type CallJoining } from "../../domain/consultants/consultant-calls";
import { fullName } from "../../domain/forms/person-details";
import type { Consultant } from "../consultants/availability";
import type { OutboxAttachment } from "../db/schema";
import type { Mailbox } from "../outbox/mail-outbox";

/** Who takes a call, as its e-mails and invites name them. */
export type CallConsultant = Pick<Consultant, "name" | "email" | "meetingKind">;

/** A booked call as its e-mails and invites need it: the visitor's details, when, and with whom. */
export type ConfirmedBooking = Pick<
  BookingView,
  "reference" | "firstName" | "lastName" | "email" | "phone" | "message" | "domain" | "startsAt" | "meetingUrl"
> & { consultant: CallConsultant };

/** Where a consultant's invites go: their own address, or the sales address for one without (the company's own). */
export const consultantMailbox = (consultant: CallConsultant, salesEmail: string): Mailbox => ({
  name: consultant.name,
  address: consultant.email ?? salesEmail,
});

export const sameMailbox = (a: Mailbox, b: Mailbox) => a.address.toLowerCase() === b.address.toLowerCase();

/** How the visitor joins this call (domain/consultants/consultant-calls.ts words it). */
export const joiningOf = (call: ConfirmedBooking): CallJoining =>
  callJoining({
    meetingUrl: call.meetingUrl,
    meetingKind: call.consultant.meetingKind,
    consultantName: call.consultant.name,
    phone: call.phone,
  });

/** What the consultant reads of how the call happens, where the visitor reads `joiningOf`. */
export function consultantJoiningWords(call: ConfirmedBooking): string {
  const joining = joiningOf(call);
  if (joining.kind === "link") return `Join the video call at its time: ${joining.url}`;
  if (joining.kind === "phone") return `Call ${fullName(call)} on ${call.phone} at the time of the call.`;
  return `No way of meeting is chosen for ${call.consultant.name} yet, so the visitor was told: "${joiningToCome}" Please send them how to join before the call.`;
}

/** Whose calendar an invite is for: the visitor's, or the consultant's who takes the call. */
export type InviteAudience = "visitor" | "consultant";

/** What an invite says of the event: a request (new or changed) or its cancellation, and which version. */
export type InviteChange = { method: "REQUEST" | "CANCEL"; sequence: number };

/** The event's UID: the same in every copy and every later change to it, so calendars update the one event. */
export const inviteUid = (reference: string) => `${reference.toLowerCase()}@nexoratech.in`;

/** LOCATION: the link, the phone call (who calls whom, as each side reads it), or today's "Video call". */
function locationOf(call: ConfirmedBooking, audience: InviteAudience): string {
  const joining = joiningOf(call);
  if (joining.kind === "link") return joining.url;
  if (joining.kind === "phone") {
    return audience === "visitor" ? joining.words : `Call ${fullName(call)} on ${call.phone} at the time of the call.`;
  }
  return "Video call";
}

function descriptionOf(call: ConfirmedBooking, audience: InviteAudience, cancelled: boolean): string {
  const joining = joiningOf(call);
  return [
    ...(cancelled ? ["This call is cancelled."] : []),
    `Booking reference: ${call.reference}`,
    `When: ${describeSlot(call.startsAt)} (${bookingTimeZone}), ${callDurationMinutes} minutes`,
    `Domain: ${call.domain}`,
    ...(audience === "visitor"
      ? [
          `Consultant: ${call.consultant.name}`,
          joining.kind === "link" ? `Join the video call: ${joining.url}` : joining.words,
        ]
      : [
          `Visitor: ${fullName(call)}, ${call.email}, ${call.phone}`,
          ...(call.message ? [`Message: ${call.message}`] : []),
          consultantJoiningWords(call),
        ]),
  ].join("\n");
}

/**
 * The call as one calendar event: 30 minutes, times in UTC (which every calendar shows in its own
 * zone), India time in the text, organised by the consultant with the visitor as attendee. The
 * visitor's copy and the consultant's are the same event (same UID and SEQUENCE) worded for each;
 * a cancelled one says so in its title and STATUS.
 */
function callEvent(
  call: ConfirmedBooking,
  {
    salesEmail,
    audience,
    cancelled,
    sequence,
  }: { salesEmail: string; audience: InviteAudience; cancelled: boolean; sequence: number },
): EventAttributes {
  const joining = joiningOf(call);
  const title =
    audience === "visitor"
      ? `Free demo call with ${company.name} (${call.reference})`
      : `Demo call with ${fullName(call)} (${call.reference})`;
  const organizer = consultantMailbox(call.consultant, salesEmail);
  return {
    uid: inviteUid(call.reference),
    productId: calendarProductId("Demo calls"),
    sequence,
    start: call.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: callDurationMinutes },
    title: `${cancelled ? "Cancelled: " : ""}${title}`,
    description: descriptionOf(call, audience, cancelled),
    location: locationOf(call, audience),
    ...(joining.kind === "link" ? { url: joining.url } : {}),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: fullName(call), email: call.email, rsvp: true, role: "REQ-PARTICIPANT" }],
  };
}

function icsOf(event: EventAttributes): string {
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("The calendar invite could not be created.");
  return value;
}

/** The invite e-mailed: the event with its METHOD, REQUEST (new or changed) or CANCEL, and a higher SEQUENCE for a cancellation. */
function callInvite(
  call: ConfirmedBooking,
  { salesEmail, audience, change }: { salesEmail: string; audience: InviteAudience; change: InviteChange },
): string {
  const cancelled = change.method === "CANCEL";
  return icsOf({
    ...callEvent(call, { salesEmail, audience, cancelled, sequence: change.sequence }),
    method: change.method,
  });
}

/**
 * The confirmed call as the consultant's own calendar keeps it (decision 045): the event of
 * their e-mailed invite, same UID and SEQUENCE, so accepting that invite too updates this one
 * rather than adding a second. A stored object may carry no METHOD (RFC 4791, 4.1), and each
 * ATTENDEE says SCHEDULE-AGENT=CLIENT (RFC 6638, 7.1): a server that schedules for its users would
 * otherwise send the visitor an invitation of its own, besides ours.
 */
export function consultantCalendarEvent(
  call: ConfirmedBooking & { sequence: number },
  { salesEmail }: { salesEmail: string },
): string {
  const ics = icsOf(callEvent(call, { salesEmail, audience: "consultant", cancelled: false, sequence: call.sequence }));
  return refolded(
    unfolded(ics)
      // ics writes METHOD:PUBLISH when given none.
      .filter((line) => !line.startsWith("METHOD:"))
      .map((line) => (line.startsWith("ATTENDEE;") ? `ATTENDEE;SCHEDULE-AGENT=CLIENT;${line.slice(9)}` : line)),
  );
}

const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

/** Lines of at most 75 octets, continued after CRLF and a space (RFC 5545, 3.1), never splitting a character. */
function refolded(lines: string[]): string {
  return lines
    .map((line) => {
      const parts: string[] = [];
      let part = "";
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(part);
          part = "";
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join("\r\n ");
    })
    .join("\r\n");
}

/** The invite as an e-mail attachment; its media type names the same method as its content. */
export function inviteAttachment(
  call: ConfirmedBooking,
  options: { salesEmail: string; audience: InviteAudience; change: InviteChange },
): OutboxAttachment {
  return {
    filename: "demo-call.ics",
    contentType: `text/calendar; method=${options.change.method}; charset=utf-8`,
    content: callInvite(call, options),
  };
}
