import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { minimumQualificationQuestions } from "../../domain/job-application";
import { applications, jobs, outboxEmails, selfIdentifications } from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { buildTestApp, type TestApp } from "../test-support/test-app";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const openJob = seedJobs[0]!;
const closedJob = seedJobs[2]!;

const fields = () => ({
  jobId: openJob.id,
  submissionId: randomUUID(),
  fullName: "Aditi Rao",
  email: "aditi.rao@example.in",
  phone: "+91 90000 11111",
  country: "India",
  city: "Gwalior",
  preferredLocation: "Remote (India)",
  eligibleToWork: "yes",
  requiresSponsorship: "no",
  referred: "Yes",
  referrerName: "Karan Mehta",
  gender: "Female",
  heardAbout: "Linkedin",
  education: JSON.stringify([
    { school: "MITS Gwalior", degree: "B.Tech", fieldOfStudy: "Computer Science", startYear: "2016", endYear: "2020" },
  ]),
  workExperience: JSON.stringify([
    { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "" },
  ]),
  minimumQualifications: JSON.stringify(minimumQualificationQuestions.map((text) => ({ text, answer: "yes" }))),
});

/** A multipart body as a browser's FormData would send it. */
async function multipart(values: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (file)
    form.append(
      "resume",
      new Blob([new Uint8Array(file.content)], { type: file.type ?? "application/pdf" }),
      file.name,
    );
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

describe("POST /api/applications", () => {
  let subject: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "applications-test-"));
    subject = await buildTestApp({}, { DATA_DIR: dataDir, CAREERS_EMAIL: "careers@test.example" });
    await seed(subject.database.db);
    await subject.database.db.update(jobs).set({ isOpen: false }).where(eq(jobs.id, closedJob.id));
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await subject.database.db.delete(outboxEmails);
    await subject.database.db.delete(applications);
  });

  const send = async (values: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) =>
    subject.app.inject({ method: "POST", url: "/api/applications", ...(await multipart(values, file)) });

  it("stores the application, keeps the self-identification apart, files the resume by its content and queues two e-mails", async () => {
    const values = fields();
    const response = await send(values, { name: "Aditi Rao CV.pdf", content: pdf });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.reference).toMatch(/^APP-[2-9A-HJ-NP-Z]{6}$/);

    const [stored] = await subject.database.db.select().from(applications);
    expect(stored).toMatchObject({
      id: data.id,
      jobId: openJob.id,
      fullName: "Aditi Rao",
      resumeFileName: "Aditi Rao CV.pdf",
      resumeMediaType: "application/pdf",
    });
    expect(stored!.resumeKey).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(fs.readFileSync(path.join(dataDir, "resumes", stored!.resumeKey))).toEqual(pdf);
    expect(stored!.education).toEqual(JSON.parse(values.education));
    expect(stored).not.toHaveProperty("gender");

    const [identity] = await subject.database.db
      .select()
      .from(selfIdentifications)
      .where(eq(selfIdentifications.applicationId, data.id));
    expect(identity).toMatchObject({
      referred: "Yes",
      referrerName: "Karan Mehta",
      gender: "Female",
      heardAbout: "Linkedin",
    });

    const emails = await subject.database.db.select().from(outboxEmails);
    expect(emails.map((email) => email.toAddress).sort()).toEqual([
      "Aditi Rao <aditi.rao@example.in>",
      "careers@test.example",
    ]);
    expect(JSON.stringify(emails)).not.toContain("Female");
  });

  it("answers a repeated submission id with the first application instead of storing a second", async () => {
    const values = fields();
    const first = (await send(values, { name: "cv.pdf", content: pdf })).json();
    const again = await send(values, { name: "cv.pdf", content: pdf });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await subject.database.db.select().from(applications)).toHaveLength(1);
    expect(await subject.database.db.select().from(outboxEmails)).toHaveLength(2);
  });

  it("files a resume with a traversal name by its content, never by the name", async () => {
    const response = await send(fields(), { name: "../../../etc/passwd.pdf", content: pdf });
    expect(response.statusCode).toBe(201);
    const [stored] = await subject.database.db.select().from(applications);
    expect(stored!.resumeFileName).toBe("passwd.pdf");
    expect(fs.readdirSync(path.join(dataDir, "resumes")).every((name) => /^[0-9a-f]{64}\.pdf$/.test(name))).toBe(true);
  });

  it.each([
    ["an unknown job", { jobId: "no-such-job" }],
    ["a closed job", { jobId: closedJob.id }],
  ])("answers 404 for %s", async (_case, change) => {
    const response = await send({ ...fields(), ...change }, { name: "cv.pdf", content: pdf });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: "Job not found" });
  });

  it("answers 400 with the specification's messages when required fields are missing, and stores nothing", async () => {
    const response = await send({ jobId: openJob.id, submissionId: randomUUID(), minimumQualifications: "[]" });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      fullName: "Full Name is required",
      email: "Email is required",
      phone: "Phone Number is required",
      city: "City is required",
      resume: "Resume is required",
      preferredLocation: "Preferred Location is required",
      eligibleToWork: "Please select if you are legally eligible to work.",
      requiresSponsorship: "Please select if you will require sponsorship.",
      "minimumQualifications.0": 'Please answer for "Do you have a bachelor\'s degre..."',
    });
    expect(await subject.database.db.select().from(applications)).toEqual([]);
  });

  it.each([
    ["a list field that is not JSON", { education: "[{" }, { education: "Not valid JSON." }],
    [
      "an option that is not offered",
      { preferredLocation: "Mumbai" },
      { preferredLocation: "Preferred Location is required" },
    ],
    ["an invalid e-mail", { email: "aditi@" }, { email: "Email is invalid" }],
  ])("answers 400 for %s", async (_case, change, errors) => {
    const response = await send({ ...fields(), ...change }, { name: "cv.pdf", content: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject(errors);
  });

  it("answers 400 without a job id or a submission id", async () => {
    const { jobId: _jobId, ...withoutJob } = fields();
    expect((await send(withoutJob, { name: "cv.pdf", content: pdf })).json()).toMatchObject({
      message: "No job ID provided for application.",
    });
    const { submissionId: _submission, ...withoutId } = fields();
    expect((await send(withoutId, { name: "cv.pdf", content: pdf })).statusCode).toBe(400);
  });

  it("answers 415 for an executable renamed .pdf", async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(64)]);
    const response = await send(fields(), { name: "resume.pdf", content: elf });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: "The resume must be a PDF, DOC or DOCX file." });
    expect(await subject.database.db.select().from(applications)).toEqual([]);
  });

  it("answers 413 for a resume over 10 MB", async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(11 * 1024 * 1024, 32)]);
    const response = await send(fields(), { name: "big.pdf", content: big });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: "The resume is larger than 10 MB." });
    expect(await subject.database.db.select().from(applications)).toEqual([]);
  });

  it("answers 415 for a JSON body", async () => {
    const response = await subject.app.inject({ method: "POST", url: "/api/applications", payload: fields() });
    expect(response.statusCode).toBe(415);
  });
});
