import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { InterviewsCard } from "./interviews-card";

describe("an application's interviews card", () => {
  it("offers a team member still to take up their invitation under their state, as the job's hiring team does", async () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/applications/a",
        HydrateFallback: () => null,
        Component: () => (
          <InterviewsCard
            jobPlanPath="/admin/jobs/j/interviews"
            interviews={{
              stages: [
                {
                  stageId: "s",
                  stageName: "Technical interview",
                  panel: [],
                  schedule: null,
                  invitation: { subject: "", body: "" },
                },
              ],
              interviewers: [
                { accountId: "1", name: "Asha Rao", role: "interviewer", approvesOffers: false, invited: true },
                { accountId: "2", name: "Dev Mehta", role: "hiring-manager", approvesOffers: true, invited: false },
              ],
            }}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/admin/applications/a"]} />);
    const interviewer = await screen.findByRole("combobox", { name: "Interviewer" });
    const options = [...interviewer.querySelectorAll("option")];
    expect(options.map((option) => option.textContent)).toEqual([
      "Choose someone",
      "Asha Rao (Interviewer, invited, not signed in yet)",
      "Dev Mehta (Hiring manager)",
    ]);
  });
});
