/**
 * How a consultant's calls happen, and what became of a call (issue 32). "unset" keeps the
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
