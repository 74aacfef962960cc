import type { APIRequestContext } from "@playwright/test";

import { minimumQualificationQuestions } from "../domain/job-application-fields";

/** The smallest file the server takes as a PDF by its content. */
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/**
 * Applies through the API, as the public form does, for tests about what happens to an
 * application afterwards. Answers the application's id and reference.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  {
    jobId = "senior-react-engineer-bengaluru",
    email,
    fullName = "Tanvi Joshi",
  }: { jobId?: string; email: string; fullName?: string },
): Promise<{ id: string; reference: string }> {
  const response = await request.post("/api/applications", {
    multipart: {
      jobId,
      fullName,
      email,
      phone: "+91 98123 45678",
      country: "India",
      city: "Gwalior",
      preferredLocation: "Remote (India)",
      eligibleToWork: "yes",
      requiresSponsorship: "no",
      gender: "Female",
      education: "[]",
      workExperience: "[]",
      minimumQualifications: JSON.stringify(minimumQualificationQuestions.map((text) => ({ text, answer: "yes" }))),
      resume: { name: "resume.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  if (response.status() !== 201) throw new Error(`The application was refused: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string; reference: string } }).data;
}
