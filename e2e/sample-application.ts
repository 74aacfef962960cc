import { expect, type APIRequestContext } from "@playwright/test";

import { minimumQualificationQuestions } from "../domain/applications/job-application-fields";
import { seedJobs } from "../server/db/seed-jobs";
import { tinyPdf } from "./application-form";
import { test, uniqueEmail } from "./fixtures";

/**
 * Applies through the public API, as the careers form sends it, for tests about what happens
 * to an application afterwards. Answers its id and reference.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  {
    jobId = seedJobs[0]!.id,
    email = uniqueEmail("aditi"),
    fullName = "Aditi Rao",
    source,
  }: {
    jobId?: string;
    email?: string;
    fullName?: string;
    /** A job board's name, as its apply link's `?source=` sends it. */
    source?: string;
  } = {},
): Promise<{ id: string; reference: string }> {
  const response = await request.post("/api/applications", {
    multipart: {
      jobId,
      fullName,
      email,
      phone: "+91 90000 11111",
      country: "India",
      city: "Gwalior",
      coverLetter: "I have built React front ends for four years.\nMost of them for clinics.",
      education: JSON.stringify([
        {
          school: "MITS Gwalior",
          degree: "B.Tech",
          fieldOfStudy: "Computer Science",
          startYear: "2016",
          endYear: "2020",
        },
      ]),
      workExperience: JSON.stringify([
        { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "APIs." },
      ]),
      linkedin: "https://www.linkedin.com/in/aditi-rao",
      preferredLocation: "Remote (India)",
      minimumQualifications: JSON.stringify(minimumQualificationQuestions.map((text) => ({ text, answer: "yes" }))),
      eligibleToWork: "yes",
      requiresSponsorship: "no",
      gender: "Female",
      resume: tinyPdf,
      ...(source ? { source } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string; reference: string } }).data;
}

/** Sends one of an application page's forms in the back office, as its buttons do. */
export async function postToApplication(request: APIRequestContext, id: string, form: Record<string, string>) {
  const response = await request.post(`/admin/applications/${id}`, {
    headers: { origin: new URL(test.info().project.use.baseURL!).origin },
    form,
    maxRedirects: 0,
  });
  expect(response.status(), `${form.intent} ${id}`).toBeLessThan(400);
}
