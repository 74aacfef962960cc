import { randomUUID } from "node:crypto";

import { ApplicationSchema, type Application, type ApplicationInput } from "../domain/applications/job-application";
import { minimumQualificationQuestions } from "../domain/applications/job-application-fields";
import type { Db } from "../server/db/db";
import { seedJobs } from "../server/db/seed-jobs";
import { submitApplication } from "../server/applications/application-submission";
import type { SourceOfApplication } from "../server/applications/application-source";
import { findOpenJob } from "../server/jobs/jobs";
import type { FileStore } from "../server/kernel/storage/file-store";
import { resumeKeyFor } from "../server/applications/resume-content";

/** The smallest file the resume check takes for a PDF. */
export const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/**
 * Self-identification answers no one else in a test gives, so a test can show that none of
 * them reaches a recruiter's list, page, export or e-mail.
 */
export const distinctSelfIdentification = {
  gender: "Non-binary",
  raceEthnicity: "Two or More Races",
  disabilityStatus: "Yes, I have a disability",
  veteranStatus: "I am a veteran",
} as const satisfies Partial<ApplicationInput>;

/** The answers of `distinctSelfIdentification` to look for. */
export const selfIdentificationAnswers = Object.values(distinctSelfIdentification);

/**
 * Answers asked on the same step of the form that are not self-identification: who referred the
 * candidate and where they heard of the job, which hiring reads.
 */
export const distinctReferralAnswers = {
  referred: "Yes",
  referrerName: "Zubin Referrer-Karkaria",
  heardAbout: "Social Sites",
} as const satisfies Partial<ApplicationInput>;

/** One candidate's answers, as the application form collects them, with self-identification. */
const sampleAnswers = {
  fullName: "Aditi Rao",
  email: "aditi.rao@example.in",
  phone: "+91 90000 11111",
  country: "India",
  city: "Gwalior",
  coverLetter: "I have built React front ends for four years.",
  education: [
    { school: "MITS Gwalior", degree: "B.Tech", fieldOfStudy: "Computer Science", startYear: "2016", endYear: "2020" },
  ],
  workExperience: [
    { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "" },
  ],
  linkedin: "https://www.linkedin.com/in/aditi-rao",
  preferredLocation: "Remote (India)",
  minimumQualifications: minimumQualificationQuestions.map((text) => ({ text, answer: "yes" })),
  eligibleToWork: "yes",
  requiresSponsorship: "no",
  referred: "Yes",
  referrerName: "Karan Mehta",
  gender: "Female",
  heardAbout: "Linkedin",
} as const satisfies ApplicationInput;

/** A valid application as the API stores it, changed by `overrides`. */
export const sampleApplication = (overrides: Partial<ApplicationInput> = {}): Application =>
  ApplicationSchema.parse({ ...sampleAnswers, ...overrides });

/**
 * The text fields of POST /api/applications for the same answers, as the application form sends
 * them (lists as JSON), for an open seeded job.
 */
export const applicationFormFields = () => ({
  jobId: seedJobs[0]!.id,
  submissionId: randomUUID(),
  ...(Object.fromEntries(
    Object.entries(sampleAnswers).map(([name, value]) => [
      name,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  ) as { [Name in keyof typeof sampleAnswers]: string }),
});

/**
 * POST /api/applications' multipart body as the application form sends it: applicationFormFields,
 * changed by `fields`, and the sample resume.
 */
export function applicationFormData(fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...applicationFormFields(), ...fields })) form.append(name, value);
  form.append("resume", new Blob([new Uint8Array(samplePdf)], { type: "application/pdf" }), "Aditi Rao resume.pdf");
  return form;
}

/**
 * Submits an application as POST /api/applications does (resume file first, then the rows
 * and e-mails in one transaction), without the HTTP around it. Answers its id and the
 * stored resume's key. `now` is when it arrives: the clock of the code the test runs next.
 */
export async function submitSampleApplication(
  db: Db,
  resumes: FileStore,
  {
    jobId = seedJobs[0]!.id,
    application = sampleApplication(),
    resume = samplePdf,
    now = new Date(),
    source = { source: "careers-page", sourceName: "", referrerId: null },
  }: { jobId?: string; application?: Application; resume?: Buffer; now?: Date; source?: SourceOfApplication } = {},
): Promise<{ id: string; reference: string; resumeKey: string }> {
  const job = await findOpenJob(db, jobId);
  if (!job) throw new Error(`No open job ${jobId} to apply to.`);
  const id = randomUUID();
  const resumeKey = resumeKeyFor(id, "pdf");
  await resumes.put(resumeKey, resume, "application/pdf");
  const { reference } = await submitApplication(db, {
    id,
    application,
    job,
    resume: { key: resumeKey, fileName: "Aditi Rao resume.pdf", mediaType: "application/pdf", bytes: resume.length },
    source,
    clientIp: "203.0.113.7",
    careersEmail: "careers@test.example",
    publicSiteUrl: "https://nexora.test",
    now,
  });
  return { id, reference, resumeKey };
}
