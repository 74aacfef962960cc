import { createEvent } from "ics";

import { calendarProductId } from "../../domain/company/company";
import { lengthWords, type InvitationEmailTemplate } from "../../domain/applications/interview-scheduling";
import { interviewName } from "../../domain/applications/interviews";
import type { BookingReminder } from "../../domain/bookings/booking";
import { indiaDateTime, indiaTimeZone } from "../../domain/time/india-dates";
import { composeEmail } from "../emails/compose-email";
import {
  button,
  details,
  paragraph,
  paragraphsOf,
  signOff,
  type DetailRow,
  type EmailBlock,
} from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutboxAttachment } from "../db/schema";
import type { Mailbox, OutgoingEmail } from "../outbox/mail-outbox";
import { aboutApplication } from "../outbox/about";
import { careersSender } from "../jobs/careers-sender";

/** An interview's page in the back office, where its panel reads the candidate and writes scorecards. */
export const interviewPagePath = (interviewId: string) => `/admin/interviews/${interviewId}` as const;

/** An interview with its chosen time, as its e-mails and invites need it. */
export type ScheduledInterview = {
  interviewId: string;
  applicationId: string;
  reference: string;
  candidateName: string;
  candidateEmail: string;
  jobTitle: string;
  stageName: string;
  startsAt: Date;
  durationMinutes: number;
  meetingUrl: string | null;
  /** The invites' SEQUENCE for this change. */
  sequence: number;
  panel: readonly Mailbox[];
};

/** What happened to the time: each is a new version of one calendar event. */
export type TimeChange = "chosen" | "moved" | "cancelled";

const hiringTeam = "The Nexora Technologies hiring team";

/** The candidate's invitation to choose a time: the recruiter's words, then the link, which no edit can remove. */
export function invitationToChoose(
  candidate: { applicationId: string; name: string; email: string },
  email: InvitationEmailTemplate,
  { careersEmail, link }: { careersEmail: string; link: string },
): OutgoingEmail {
  return {
    kind: "interview.invitation",
    about: aboutApplication(candidate.applicationId),
    from: careersSender(careersEmail),
    to: { name: candidate.name, address: candidate.email },
    ...composeEmail({
      subject: email.subject,
      preview: "Choose a time for your interview.",
      heading: "Choose a time for your interview",
      blocks: [...paragraphsOf(email.body), button("Choose a time", link)],
    }),
  };
}

const panelNames = (interview: ScheduledInterview) => interview.panel.map((person) => person.name).join(", ");

const whenRows = (interview: ScheduledInterview): DetailRow[] => [
  ["Reference", interview.reference],
  ["When", `${indiaDateTime(interview.startsAt)} (India time)`],
  ["Length", lengthWords(interview.durationMinutes)],
  ["Interview", `${interview.stageName}, ${interview.jobTitle}`],
];

/** How to join: the meeting's link as a button, or the words that it will come. */
const joining = (interview: ScheduledInterview): EmailBlock =>
  interview.meetingUrl
    ? button("Join the video call", interview.meetingUrl)
    : paragraph("The hiring team will send you how to join.");

/** The event's UID: one per interview, in every copy and every later change, so calendars update the one event. */
const inviteUid = (interview: ScheduledInterview) => `interview-${interview.interviewId}@nexoratech.in`;

/**
 * The calendar invite everyone gets, the same event (UID, SEQUENCE) for the candidate and each
 * panelist; organised by the careers address, times in UTC, India time in the text.
 */
function interviewInvite(interview: ScheduledInterview, careersEmail: string, cancelled: boolean): OutboxAttachment {
  const method = cancelled ? "CANCEL" : "REQUEST";
  const { error, value } = createEvent({
    uid: inviteUid(interview),
    productId: calendarProductId("Interviews"),
    method,
    sequence: interview.sequence,
    start: interview.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: interview.durationMinutes },
    title: `${cancelled ? "Cancelled: " : ""}${interviewName(interview.stageName)}: ${interview.candidateName}, ${interview.jobTitle}`,
    description: [
      ...(cancelled ? ["This interview is cancelled."] : []),
      `Reference: ${interview.reference}`,
      `When: ${indiaDateTime(interview.startsAt)} (${indiaTimeZone}), ${lengthWords(interview.durationMinutes)}`,
      `Interviewers: ${panelNames(interview)}`,
      ...(interview.meetingUrl ? [`Join: ${interview.meetingUrl}`] : []),
    ].join("\n"),
    location: interview.meetingUrl ?? "Video call",
    ...(interview.meetingUrl ? { url: interview.meetingUrl } : {}),
    status: cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: careersSender(careersEmail).name, email: careersEmail },
    attendees: [
      { name: interview.candidateName, email: interview.candidateEmail, rsvp: true, role: "REQ-PARTICIPANT" },
      ...interview.panel.map((person) => ({
        name: person.name,
        email: person.address,
        rsvp: true,
        role: "REQ-PARTICIPANT" as const,
      })),
    ],
  });
  if (error || !value) throw error ?? new Error("The calendar invite could not be created.");
  return { filename: "interview.ics", contentType: `text/calendar; method=${method}; charset=utf-8`, content: value };
}

const candidateWords: Record<TimeChange, { kind: string; subject: string; heading: string; lead: string }> = {
  chosen: {
    kind: "interview.chosen",
    subject: "Your interview is booked",
    heading: "Your interview is booked",
    lead: "Thank you for choosing a time. Your interview is booked; the invitation for your calendar is attached.",
  },
  moved: {
    kind: "interview.moved",
    subject: "Your interview is moved",
    heading: "Your interview is moved",
    lead: "Your interview is moved to the time below; the updated invitation for your calendar is attached.",
  },
  cancelled: {
    kind: "interview.cancelled",
    subject: "Your interview is cancelled",
    heading: "Your interview is cancelled",
    lead: "Your interview is cancelled, as you asked. You can choose another time from the same link while it works.",
  },
};

const panelWords: Record<TimeChange, { kind: string; did: string }> = {
  chosen: { kind: "interview.panel-chosen", did: "chose a time for" },
  moved: { kind: "interview.panel-moved", did: "moved" },
  cancelled: { kind: "interview.panel-cancelled", did: "cancelled" },
};

/**
 * The e-mails a change of time sends: the candidate's, with their link to move or cancel, and
 * each panelist's, with a link to the interview's page; each carries the calendar invite.
 */
export function timeChangeEmails(
  interview: ScheduledInterview,
  change: TimeChange,
  {
    careersEmail,
    candidateLink,
    interviewPageUrl,
  }: { careersEmail: string; candidateLink: string; interviewPageUrl: string },
): OutgoingEmail[] {
  const cancelled = change === "cancelled";
  const words = candidateWords[change];
  const invite = interviewInvite(interview, careersEmail, cancelled);
  const about = aboutApplication(interview.applicationId);
  const from = careersSender(careersEmail);
  return [
    {
      kind: words.kind,
      about,
      from,
      to: { name: interview.candidateName, address: interview.candidateEmail },
      attachments: [invite],
      ...composeEmail({
        subject: `${words.subject}: ${interview.jobTitle} | ${interview.reference}`,
        preview: words.lead,
        heading: words.heading,
        blocks: [
          paragraph(`Dear ${interview.candidateName},`),
          paragraph(words.lead),
          details([...whenRows(interview), ["Interviewers", panelNames(interview)]]),
          ...(cancelled ? [] : [joining(interview)]),
          paragraph("To move or cancel it, use this link; it works until the interview starts."),
          button(cancelled ? "Choose another time" : "Move or cancel", candidateLink),
          signOff(hiringTeam),
        ],
      }),
    },
    ...interview.panel.map((person): OutgoingEmail => ({
      kind: panelWords[change].kind,
      about,
      from,
      to: person,
      attachments: [invite],
      ...composeEmail({
        subject: `${cancelled ? "Cancelled" : "Interview"}: ${interview.candidateName}, ${interview.stageName} (${interview.reference})`,
        preview: `The candidate ${panelWords[change].did} the ${interviewName(interview.stageName)}.`,
        heading: cancelled ? "An interview is cancelled" : "An interview is on your calendar",
        blocks: [
          paragraph(
            `${interview.candidateName} ${panelWords[change].did} the ${interviewName(interview.stageName)} for ${interview.jobTitle}.`,
          ),
          details(whenRows(interview)),
          ...(cancelled ? [] : [joining(interview)]),
          openInBackOffice("Open the interview", interviewPageUrl),
        ],
      }),
    })),
  ];
}

const reminders: Record<BookingReminder, { lead: string; candidate: { kind: string }; panel: { kind: string } }> = {
  day: {
    lead: "tomorrow",
    candidate: { kind: "interview.reminder-day" },
    panel: { kind: "interview.panel-reminder-day" },
  },
  hour: {
    lead: "in an hour",
    candidate: { kind: "interview.reminder-hour" },
    panel: { kind: "interview.panel-reminder-hour" },
  },
};

/** A day and an hour before: the candidate (with their link) and each panelist. */
export function interviewReminderEmails(
  interview: ScheduledInterview,
  reminder: BookingReminder,
  {
    careersEmail,
    candidateLink,
    interviewPageUrl,
  }: { careersEmail: string; candidateLink: string; interviewPageUrl: string },
): OutgoingEmail[] {
  const about = aboutApplication(interview.applicationId);
  const from = careersSender(careersEmail);
  const { lead, candidate, panel } = reminders[reminder];
  const subject = `Reminder: ${interviewName(interview.stageName)} ${lead}`;
  return [
    {
      kind: candidate.kind,
      about,
      from,
      to: { name: interview.candidateName, address: interview.candidateEmail },
      ...composeEmail({
        subject: `${subject} | ${interview.reference}`,
        preview: `Your interview for ${interview.jobTitle} is ${lead}.`,
        heading: `Your interview is ${lead}`,
        blocks: [
          paragraph(`Dear ${interview.candidateName},`),
          details([...whenRows(interview), ["Interviewers", panelNames(interview)]]),
          joining(interview),
          button("Move or cancel", candidateLink),
          signOff(hiringTeam),
        ],
      }),
    },
    ...interview.panel.map((person): OutgoingEmail => ({
      kind: panel.kind,
      about,
      from,
      to: person,
      ...composeEmail({
        subject: `${subject}: ${interview.candidateName} (${interview.reference})`,
        preview: `${interview.candidateName}'s ${interviewName(interview.stageName)} is ${lead}.`,
        heading: `An interview ${lead}`,
        blocks: [
          paragraph(`${interview.candidateName}'s ${interviewName(interview.stageName)} for ${interview.jobTitle}.`),
          details(whenRows(interview)),
          joining(interview),
          openInBackOffice("Open the interview", interviewPageUrl),
        ],
      }),
    })),
  ];
}
