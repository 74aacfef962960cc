import { indiaDateTime } from "../../domain/time/india-dates";
import { lengthWords } from "../../domain/applications/interview-scheduling";
import { interviewName } from "../../domain/applications/interviews";
import { composeEmail } from "../emails/compose-email";
import { details, paragraph, type DetailRow } from "../emails/email-content";
import { openInBackOffice } from "../emails/back-office-links";
import type { OutgoingEmail } from "../outbox/mail-outbox";
import { aboutApplication } from "../outbox/about";
import { careersSender } from "../jobs/careers-sender";

/** One seat on an interview's panel as its request names it, with where the interview's time stands. */
export type InterviewRequest = {
  applicationId: string;
  reference: string;
  candidateName: string;
  jobTitle: string;
  stageName: string;
  /** The time the candidate chose, once they have; the length with it. */
  booked: { startsAt: Date; durationMinutes: number } | null;
  interviewer: { name: string; address: string };
  interviewPageUrl: string;
};

/**
 * To a colleague as soon as a recruiter asks them to interview (decision 041): who, for which
 * job and stage, and when: the candidate picks a time the whole panel is free, and the calendar
 * invite follows then; the interview's page has the resume and the kit meanwhile.
 */
export function interviewRequestEmail(
  request: InterviewRequest,
  { careersEmail }: { careersEmail: string },
): OutgoingEmail {
  const when: DetailRow[] = request.booked
    ? [
        ["When", `${indiaDateTime(request.booked.startsAt)} (India time)`],
        ["Length", lengthWords(request.booked.durationMinutes)],
      ]
    : [["When", "The candidate will pick a time"]];
  return {
    kind: "interview.interviewer-asked",
    // With the application: erasure and retention take it along with the candidate.
    about: aboutApplication(request.applicationId),
    from: careersSender(careersEmail),
    to: request.interviewer,
    ...composeEmail({
      subject: `You are asked to interview ${request.candidateName}: ${request.stageName}, ${request.jobTitle} (${request.reference})`,
      preview: `${request.candidateName}, ${request.jobTitle}: the ${request.stageName} stage.`,
      heading: "You are asked to interview a candidate",
      blocks: [
        paragraph(
          `Hello ${request.interviewer.name}, you are on the panel for ${request.candidateName}'s ${interviewName(request.stageName)} for ${request.jobTitle}.`,
        ),
        details([
          ["Candidate", `${request.candidateName} (${request.reference})`],
          ["Job", request.jobTitle],
          ["Stage", request.stageName],
          ...when,
        ]),
        paragraph(
          request.booked
            ? "The candidate has booked this time. The interview's page has the resume, the questions, the link to join and your scorecard."
            : "The candidate picks a time when the whole panel is free; your calendar invitation arrives as soon as they do. Meanwhile the interview's page has the resume, the questions and your scorecard.",
        ),
        openInBackOffice("Open the interview", request.interviewPageUrl),
      ],
    }),
  };
}
