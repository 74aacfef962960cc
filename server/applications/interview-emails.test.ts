import { describe, expect, it } from "vitest";

import { bookingReminders } from "../../domain/bookings/booking";
import { interviewReminderEmails, timeChangeEmails } from "./interview-emails";
import { scorecardReminder } from "./scorecard-reminders";

const site = {
  careersEmail: "careers@test.example",
  candidateLink: "https://nexora.test/interview/abc",
  interviewPageUrl: "https://nexora.test/admin/interviews/9c1a",
};

/** A stage its recruiter named "Panel interview", as the recruiters did. */
const interview = {
  interviewId: "9c1a",
  applicationId: "7d1c",
  reference: "APP-5M8K2Q",
  candidateName: "Aditi Rao",
  candidateEmail: "aditi.rao@example.in",
  jobTitle: "Data Engineer",
  stageName: "Panel interview",
  startsAt: new Date("2027-01-04T05:30:00Z"),
  durationMinutes: 60,
  meetingUrl: null,
  sequence: 0,
  panel: [{ name: "Priya Nair", address: "priya@test.example" }],
};

describe("an interview's e-mails name the stage once", () => {
  it("says Panel interview, never Panel interview interview, to the candidate and the panel", () => {
    const emails = [
      ...bookingReminders.flatMap((reminder) => interviewReminderEmails(interview, reminder, site)),
      ...(["chosen", "moved", "cancelled"] as const).flatMap((change) => timeChangeEmails(interview, change, site)),
    ];
    for (const email of emails) {
      const words = `${email.subject}\n${email.text}\n${email.attachments?.map((file) => file.content).join("\n") ?? ""}`;
      expect(words).not.toMatch(/interview interview/i);
    }
    expect(emails[0]!.subject).toBe("Reminder: Panel interview tomorrow | APP-5M8K2Q");
  });

  it("still calls a stage named Technical the Technical interview", () => {
    const [candidate] = interviewReminderEmails({ ...interview, stageName: "Technical" }, "day", site);
    expect(candidate!.subject).toBe("Reminder: Technical interview tomorrow | APP-5M8K2Q");
  });

  it("reminds an interviewer of the Panel interview's scorecard, never the Panel interview interview", () => {
    const reminder = scorecardReminder(
      { ...interview, interviewerName: "Priya Nair", interviewerEmail: "priya@test.example" },
      { careersEmail: site.careersEmail, publicSiteUrl: "https://nexora.test" },
    );
    expect(`${reminder.subject}\n${reminder.text}`).not.toMatch(/interview.? interview/i);
    expect(reminder.text).toContain("the Panel interview of Aditi Rao for Data Engineer");
  });
});
