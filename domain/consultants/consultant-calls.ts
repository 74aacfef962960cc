import { z } from "zod";

import "../forms/zod-setup";

/**
 * How a consultant's calls happen, and what became of a call. "unset" keeps the
 * wording the site had before consultants chose: the company gets in touch with the details.
 */
export const meetingKinds = ["unset", "room", "jitsi", "phone"] as const;
export type MeetingKind = (typeof meetingKinds)[number];

/** After the call, its consultant says what happened. */
export const callOutcomes = ["held", "no-show", "late-cancel"] as const;
export type CallOutcome = (typeof callOutcomes)[number];

export const callOutcomeLabels: Record<CallOutcome, string> = {
  held: "Held",
  "no-show": "No-show by the visitor",
  "late-cancel": "Cancelled late",
};

/** What the back office offers for each way of meeting. */
export const meetingKindLabels: Record<MeetingKind, string> = {
  unset: "Not chosen yet: visitors are told you will be in touch with how to join",
  room: "My own meeting room (a fixed address, e.g. Google Meet, Zoom or Teams)",
  jitsi: "A new Jitsi Meet room for each call",
  phone: "A phone call: I call the visitor on the number they gave",
};

export const meetingRoomUrlLimit = 500;

const roomAddress =
  "Please give the room's full address, starting with https://, for example https://meet.google.com/abc-defg-hij.";

const roomNeeded = "Please give your meeting room's address, starting with https://.";

/** A personal room's address: https on a real domain, nothing a mail program would cut in two. */
const MeetingRoomUrlSchema = z
  .string()
  .max(meetingRoomUrlLimit, `Please keep the room's address to ${meetingRoomUrlLimit} characters or fewer.`)
  .regex(/^\S+$/, roomAddress)
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: roomAddress }));

/** How a consultant's calls happen, as saveMeeting takes it. */
export type MeetingChoice = { kind: MeetingKind; roomUrl: string | null };

/**
 * The consultant's choice as their page posts it (`meetingKind`, `meetingRoomUrl`). A room's
 * address is needed for "room"; one typed for another kind is kept (checked all the same), so
 * switching back does not lose it.
 */
export const MeetingSchema = z
  .object({
    meetingKind: z.enum(meetingKinds, { error: "Please choose how your calls happen." }),
    meetingRoomUrl: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(MeetingRoomUrlSchema.optional()),
  })
  .superRefine(({ meetingKind, meetingRoomUrl }, context) => {
    if (meetingKind === "room" && !meetingRoomUrl) {
      context.addIssue({ code: "custom", path: ["meetingRoomUrl"], message: roomNeeded });
    }
  })
  .transform(({ meetingKind, meetingRoomUrl }): MeetingChoice => ({
    kind: meetingKind,
    roomUrl: meetingRoomUrl ?? null,
  }));

/**
 * How the visitor joins a call, as their e-mails, invite and manage page tell it: the call's own
 * link (a room or a Jitsi room), a phone call from the consultant, or, while the consultant has
 * chosen nothing, word to come (never the promise of a link that nothing will send).
 */
export type CallJoining =
  | { kind: "link"; url: string }
  | { kind: "phone"; words: string }
  | { kind: "unset"; words: string };

/** What the visitor reads while their consultant has not chosen how calls happen. */
export const joiningToCome = "Our consultant will be in touch before the call with how to join it.";

/**
 * The call's link wins (it was fixed when the call was booked or given to its consultant); without
 * one, the consultant's way of meeting says whether they phone the visitor.
 */
export function callJoining(call: {
  meetingUrl: string | null;
  meetingKind: MeetingKind;
  consultantName: string;
  phone: string;
}): CallJoining {
  if (call.meetingUrl) return { kind: "link", url: call.meetingUrl };
  if (call.meetingKind === "phone") {
    return { kind: "phone", words: `${call.consultantName} will call you on ${call.phone} at the time of the call.` };
  }
  return { kind: "unset", words: joiningToCome };
}
