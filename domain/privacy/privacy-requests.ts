import { labelsOf } from "../forms/labelled-values";

/**
 * The privacy requests register (decision 064): what a person may ask of the company under
 * India's Digital Personal Data Protection Act, 2023, the states a request goes through, and when
 * it is due. Kept free of zod and of I/O: the server, the back office and the privacy policy page
 * all read these.
 */

/** What was asked. An objection is "do not contact me"; a nomination names someone to act for the person (s. 14). */
export const privacyRequestKinds = [
  "access",
  "correction",
  "withdrawal",
  "objection",
  "erasure",
  "grievance",
  "nomination",
] as const;
export const privacyRequestKindNames = labelsOf(privacyRequestKinds, {
  access: "Access to their data",
  withdrawal: "Withdrawal of consent",
  objection: "Do not contact",
});
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];

/**
 * Open while received or in progress; closed as done, partly done (some of it, the rest said
 * why) or refused (with the reason). A closed request is never opened again: a new one is.
 */
export const privacyRequestStates = ["received", "in-progress", "done", "partly-done", "refused"] as const;
export const privacyRequestStateNames = labelsOf(privacyRequestStates);
export type PrivacyRequestState = (typeof privacyRequestStates)[number];

export const closedPrivacyRequestStates = [
  "done",
  "partly-done",
  "refused",
] as const satisfies readonly PrivacyRequestState[];
export type PrivacyRequestOutcome = (typeof closedPrivacyRequestStates)[number];

export const isClosedState = (state: PrivacyRequestState): state is PrivacyRequestOutcome =>
  (closedPrivacyRequestStates as readonly string[]).includes(state);

/**
 * Days within which the company answers a request: its stated period, which an admin may change
 * within these limits. The Rules of 2025 give a grievance at most 90 days, so the longest period
 * an admin may set is that too; grievanceCapDays holds a grievance to it whatever is stored.
 */
export const privacyRequestDayLimits = { min: 1, max: 90, defaultDays: 30 } as const;
export const grievanceCapDays = 90;

const dayMs = 24 * 60 * 60 * 1000;

/** When a request received at `receivedAt` is due: the stated period later, a grievance never beyond 90 days. */
export function privacyRequestDueAt(kind: PrivacyRequestKind, receivedAt: Date, periodDays: number): Date {
  const days = kind === "grievance" ? Math.min(periodDays, grievanceCapDays) : periodDays;
  return new Date(receivedAt.getTime() + days * dayMs);
}

/** Days before its due date that the handler (or the admins) is reminded of a request still open. */
export const privacyRequestReminderDays = 3;

/** Years after closing that a request's row is kept (decision 062): the Rules ask a year at least. */
export const privacyRequestKeepYears = 3;

/** The longest a grievance's text, a summary or a reply may be. */
export const privacyRequestTextLimits = { summary: 4000, reply: 4000, name: 120 } as const;

/** "PR-" and six characters a person can read out on the phone: no 0/O, 1/I/L, 2/Z or 5/S. */
export const privacyReferenceAlphabet = "346789ABCDEFGHJKMNPQRTUVWXY";
export const privacyReferenceLength = 6;
export const privacyReferencePattern = new RegExp(`^PR-[${privacyReferenceAlphabet}]{${privacyReferenceLength}}$`);
