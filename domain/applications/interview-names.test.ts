import { describe, expect, it } from "vitest";

import { defaultInvitationEmail, fillInvitationEmail } from "./interview-scheduling";
import { interviewName } from "./interviews";

describe("a stage's name as an interview", () => {
  it("adds the word only when the stage's name does not already say it", () => {
    expect(interviewName("Technical")).toBe("Technical interview");
    expect(interviewName("Panel interview")).toBe("Panel interview");
    expect(interviewName("Technical Interview")).toBe("Technical Interview");
    expect(interviewName("Interview with the CTO")).toBe("Interview with the CTO");
    expect(interviewName("HR round")).toBe("HR round interview");
  });

  it("never mails a stage named Panel interview as Panel interview interview", () => {
    const values = { candidateName: "Meera", jobTitle: "Data Engineer", durationMinutes: 45 };
    const panel = fillInvitationEmail(defaultInvitationEmail, { ...values, stageName: "Panel interview" });
    expect(panel.subject).toBe("Choose a time for your Panel interview | Data Engineer at Nexora Technologies");
    expect(panel.body).toContain("to the Panel interview, which takes 45 minutes.");
    expect(`${panel.subject} ${panel.body}`).not.toMatch(/interview interview/i);
    const technical = fillInvitationEmail(defaultInvitationEmail, { ...values, stageName: "Technical" });
    expect(technical.subject).toBe("Choose a time for your Technical interview | Data Engineer at Nexora Technologies");
  });
});
