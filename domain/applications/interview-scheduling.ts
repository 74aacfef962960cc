import { z } from "zod";

import { minimumNoticeMinutes } from "../bookings/booking";
import { consultantIsFree, type ConsultantDay } from "../consultants/consultant-schedule";
import { noteLimit } from "../forms/list-filters";
import { fillEmailTemplate, RejectionEmailSchema, type RejectionEmailTemplate } from "./recruiting";
import { namesAnInterview } from "./interviews";
import { indiaDayRange, indiaTimeOn, shiftDate, indiaDateOf, type IsoDate } from "../time/india-dates";
import "../forms/zod-setup";

/**
 * Candidates choose their own interview's time: a recruiter picks the panel and
 * a length, the candidate gets a link and picks a time when every panelist is free, as the
 * consultants' scheduling computes it (each one's hours, days off, buffers, calendar, calls and
 * other interviews, and the company's blocked time).
 */

export const interviewLengths = [30, 45, 60, 90] as const;
export type InterviewLength = (typeof interviewLengths)[number];

/** How far ahead a candidate may choose: Greenhouse offers 30 days; a panel's diaries need more room. */
export const schedulingWindowDays = 60;

/**
 * The least notice an interviewer gets of a time chosen for them: a panel is several people who
 * must read the candidate's resume first, so more than a demo call's hour.
 */
export const interviewNoticeMinutes = Math.max(minimumNoticeMinutes, 4 * 60);

/** Times on offer start on the quarter hour, the way people book meetings. */
const startStepMinutes = 15;

/** The dates a candidate may choose from at `now`: today in India and the window's days after it. */
export function schedulingDates(now: Date): IsoDate[] {
  const today = indiaDateOf(now);
  return Array.from({ length: schedulingWindowDays + 1 }, (_, day) => shiftDate(today, day));
}

/**
 * Whether an instant could be one of the times offered at `now`: inside the window, on the
 * quarter hour of India's clock. Any other is refused as not offered, never as "just taken".
 */
export function couldBeOffered(startsAt: Date, now: Date): boolean {
  const dates = schedulingDates(now);
  const [, windowEnd] = indiaDayRange(dates.at(-1)!);
  const [dayStart] = indiaDayRange(indiaDateOf(startsAt));
  const onTheStep = (startsAt.getTime() - dayStart.getTime()) % (startStepMinutes * 60_000) === 0;
  return onTheStep && startsAt.getTime() > now.getTime() && startsAt.getTime() < windowEnd.getTime();
}

/**
 * The start times on a date when every panelist can give an interview of `durationMinutes`,
 * with at least the interview's notice. Each panelist's day is what the consultants' scheduling
 * reads for them; their own notice counts when it is longer.
 */
export function panelFreeStarts(
  panel: readonly ConsultantDay[],
  date: IsoDate,
  durationMinutes: number,
  now: Date,
): Date[] {
  if (panel.length === 0) return [];
  const days = panel.map((day) => ({
    ...day,
    rules: { ...day.rules, minimumNoticeMinutes: Math.max(day.rules.minimumNoticeMinutes, interviewNoticeMinutes) },
  }));
  const starts: Date[] = [];
  for (let minute = 0; minute + durationMinutes <= 24 * 60; minute += startStepMinutes) {
    const start = new Date(indiaTimeOn(date, 0, minute).getTime());
    if (days.every((day) => consultantIsFree(day, date, start, now, durationMinutes))) starts.push(start);
  }
  return starts;
}

/** The e-mail inviting a candidate to choose a time, as recruiters write it once for every invitation. */
export type InvitationEmailTemplate = RejectionEmailTemplate;

export const invitationPlaceholders = ["{candidateName}", "{jobTitle}", "{stageName}", "{length}"] as const;

export const defaultInvitationEmail: InvitationEmailTemplate = {
  subject: "Choose a time for your {stageName} interview | {jobTitle} at Nexora Technologies",
  body: [
    "Dear {candidateName},",
    "",
    "Thank you for applying for the {jobTitle} role. We would like to invite you to the {stageName} interview, which takes {length}.",
    "",
    "Please choose a time that suits you from the link below: every time it offers is one when all of your interviewers are free. You can move or cancel it from the same link later.",
    "",
    "We look forward to speaking with you.",
    "The Nexora Technologies hiring team",
  ].join("\n"),
};

/** The invitation is written within the rejection e-mail's limits, and refused with its words. */
export const InvitationEmailSchema = RejectionEmailSchema;

export const invitationLimits = { subject: 200, body: noteLimit } as const;

/** The recruiter's invitation: which stage's panel, how long, and the e-mail as edited for this candidate. */
export const InterviewInvitationSchema = InvitationEmailSchema.extend({
  stageId: z.string({ error: "Please choose the stage." }).trim().min(1, "Please choose the stage."),
  durationMinutes: z.coerce
    .number({ error: "Please choose how long the interview takes." })
    .refine(
      (value) => (interviewLengths as readonly number[]).includes(value),
      "Please choose how long the interview takes.",
    ),
});
export type InterviewInvitation = z.infer<typeof InterviewInvitationSchema>;

export const lengthWords = (minutes: number) =>
  minutes % 60 === 0 ? `${minutes / 60} hour${minutes === 60 ? "" : "s"}` : `${minutes} minutes`;

/**
 * The template's "{stageName} interview" as it reads for this stage: once the stage's name says
 * "interview" itself, the word after the placeholder would say it twice.
 */
const withoutRepeatedInterview = (template: InvitationEmailTemplate, stageName: string): InvitationEmailTemplate => {
  if (!namesAnInterview(stageName)) return template;
  const once = (text: string) => text.replace(/\{stageName\} interview\b/gi, "{stageName}");
  return { subject: once(template.subject), body: once(template.body) };
};

/** Fills the invitation's placeholders; without a length, {length} stays for the form that chooses it. */
export const fillInvitationEmail = (
  template: InvitationEmailTemplate,
  {
    durationMinutes,
    ...values
  }: { candidateName: string; jobTitle: string; stageName: string; durationMinutes?: number },
): InvitationEmailTemplate =>
  fillEmailTemplate(
    withoutRepeatedInterview(template, values.stageName),
    durationMinutes === undefined ? values : { ...values, length: lengthWords(durationMinutes) },
  );

/** The candidate's choice on the link's page: one of the offered start times, as an ISO instant. */
export const InterviewTimeChoiceSchema = z.object({
  startsAt: z.iso.datetime({ error: "Please choose one of the times offered." }),
});
