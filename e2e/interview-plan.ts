import type { Page } from "@playwright/test";

import { expect } from "./fixtures";

/** The recruiter adds a stage to the job's interview plan and puts the E2E interviewer and editor on its hiring team. */
export async function planInterviews(
  page: Page,
  jobId: string,
  stage: { name: string; attributes: string; questions?: string },
) {
  await page.goto(`/admin/jobs/${jobId}/interviews`);
  const newStage = page.getByRole("region", { name: /^(Plan the first stage|Add a stage)$/ });
  await newStage.getByRole("textbox", { name: "Stage" }).fill(stage.name);
  await newStage.getByRole("textbox", { name: "Focus attributes" }).fill(stage.attributes);
  if (stage.questions) await newStage.getByRole("textbox", { name: "Questions" }).fill(stage.questions);
  await newStage.getByRole("button", { name: "Add stage" }).click();
  await expect(page.getByText("Stage added.")).toBeVisible();
  const team = page.getByRole("region", { name: "Hiring team" });
  for (const name of ["E2E interviewer", "E2E editor"]) {
    await team.getByRole("combobox", { name: "Person" }).selectOption({ label: name });
    await team.getByRole("button", { name: "Add to the team" }).click();
    // The notice stays from the first addition: the team's list says when this one is in.
    await expect(team.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
}

/** On the candidate's page, asks both of the team to give the stage's interview; answers the interviews card. */
export async function askThePanel(page: Page, applicationId: string, stageName: string) {
  await page.goto(`/admin/applications/${applicationId}`);
  const interviews = page.getByRole("region", { name: "Interviews" });
  for (const name of ["E2E interviewer (Interviewer)", "E2E editor (Interviewer)"]) {
    await interviews.getByRole("combobox", { name: "Stage" }).selectOption({ label: stageName });
    await interviews.getByRole("combobox", { name: "Interviewer" }).selectOption({ label: name });
    await interviews.getByRole("button", { name: "Ask to interview" }).click();
    await expect(interviews.getByText(`${name.replace(/ \(.*/, "")} has not submitted a scorecard.`)).toBeVisible();
  }
  return interviews;
}
