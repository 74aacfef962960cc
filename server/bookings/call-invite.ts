import { createEvent, type EventAttributes } from "ics";

import type { BookingView } from "../../contracts/bookings";
import { bookingTimeZone, demoDurationMinutes, describeSlot } from "../../domain/bookings/booking";
import { company } from "../../domain/site/company";
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
const inviteUid = (reference: string) => `${reference.toLowerCase()}@nexoratech.in`;

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
    `When: ${describeSlot(call.startsAt)} (${bookingTimeZone}), ${demoDurationMinutes} minutes`,
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
 * The calendar invite: 30 minutes, times in UTC (which every calendar shows in its own zone), India
 * time in the text, organised by the consultant with the visitor as attendee. The visitor's copy
 * and the consultant's are the same event (same UID and SEQUENCE) worded for each. A cancellation
 * is the same event with METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE.
 */
function callInvite(
  call: ConfirmedBooking,
  { salesEmail, audience, change }: { salesEmail: string; audience: InviteAudience; change: InviteChange },
): string {
  const cancelled = change.method === "CANCEL";
  const joining = joiningOf(call);
  const title =
    audience === "visitor"
      ? `Free demo call with ${company.name} (${call.reference})`
      : `Demo call with ${fullName(call)} (${call.reference})`;
  const organizer = consultantMailbox(call.consultant, salesEmail);
  const event: EventAttributes = {
    uid: inviteUid(call.reference),
    productId: "nexoratech.in/demo-booking",
    method: change.method,
    sequence: change.sequence,
    start: call.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: demoDurationMinutes },
    title: `${cancelled ? "Cancelled: " : ""}${title}`,
    description: descriptionOf(call, audience, cancelled),
    location: locationOf(call, audience),
    ...(joining.kind === "link" ? { url: joining.url } : {}),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: organizer.name, email: organizer.address },
    attendees: [{ name: fullName(call), email: call.email, rsvp: true, role: "REQ-PARTICIPANT" }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("The calendar invite could not be created.");
  return value;
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
