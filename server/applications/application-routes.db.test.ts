import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";

import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { loadConfig } from "../config";
import { applications, idempotentRequests, jobs, outboxEmails, selfIdentifications, staffAccounts } from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { downloadResume } from "./resume-downloads";
import { erasePerson } from "../privacy/erasure";
import { runRetention } from "../privacy/retention";
import type { FileStore } from "../kernel/storage/file-store";
import { s3FileStore } from "../kernel/storage/s3-file-store";
import { commandLine } from "../kernel/audit/audit";
import { applicationFormFields as fields } from "../../test-support/sample-application";
import { startS3Server, type S3TestServer } from "../../test-support/s3-server";
import { buildTestApp, loggedErrors, type TestApp } from "../../test-support/test-app";
import { noticeVersion } from "../../domain/privacy/notices";
import { unknownNoticeLanguageMessage } from "../../domain/privacy/notice-shown";

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const openJob = seedJobs[0]!;
const closedJob = seedJobs[2]!;
const draftJob = seedJobs[3]!;

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

type SubmitRequest = [
  values: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
  headers?: Record<string, string>,
];

async function submit(app: FastifyInstance, ...[values, file, headers = {}]: SubmitRequest) {
  const body = await multipart(values, file);
  return app.inject({
    method: "POST",
    url: "/api/applications",
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe("POST /api/applications", () => {
  let subject: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "applications-test-"));
    subject = await buildTestApp({}, { DATA_DIR: dataDir, CAREERS_EMAIL: "careers@test.example" });
    await seed(subject.database.db, new Date());
    await subject.database.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, closedJob.id));
    await subject.database.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, draftJob.id));
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await subject.database.db.delete(outboxEmails);
    await subject.database.db.delete(applications);
    await subject.database.db.delete(idempotentRequests);
    fs.rmSync(path.join(dataDir, "resumes"), { recursive: true, force: true });
  });

  const send = (...request: SubmitRequest) => submit(subject.app, ...request);

  it("stores the application, keeps the self-identification apart, files the resume under its id and queues two e-mails", async () => {
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
    expect(stored!.resumeKey).toBe(`${data.id}.pdf`);
    expect(fs.readFileSync(path.join(dataDir, "resumes", stored!.resumeKey))).toEqual(pdf);
    expect(stored!.education).toEqual(JSON.parse(values.education));
    expect(stored).not.toHaveProperty("gender");

    const [identity] = await subject.database.db
      .select()
      .from(selfIdentifications)
      .where(eq(selfIdentifications.applicationId, data.id));
    expect(identity).toMatchObject({ gender: "Female" });
    // Referral and where they heard of the job are the application's, for hiring to read (decision 041).
    expect(identity).not.toHaveProperty("heardAbout");
    expect(stored).toMatchObject({
      source: "careers-page",
      sourceName: "",
      referrerId: null,
      referred: "Yes",
      referrerName: "Karan Mehta",
      heardAbout: "Linkedin",
    });

    const emails = await subject.database.db.select().from(outboxEmails);
    expect(emails.map((email) => [email.toName, email.toAddress]).sort()).toEqual([
      ["", "careers@test.example"],
      ["Aditi Rao", "aditi.rao@example.in"],
    ]);
    expect(JSON.stringify(emails)).not.toContain("Female");
  });

  it("records where the candidate came from: a job board, a job-alert e-mail, a colleague's link, or the careers page", async () => {
    const { db } = subject.database;
    const now = new Date();
    const [referrer] = await db
      .insert(staffAccounts)
      .values({ email: "referrer@test.example", name: "Ravi Kapoor", role: "editor", joinedAt: now, createdAt: now })
      .returning();
    const [leaver] = await db
      .insert(staffAccounts)
      .values({ email: "leaver@test.example", role: "sales", joinedAt: now, disabledAt: now, createdAt: now })
      .returning();
    const sourceOf = async (arrival: Record<string, string>) => {
      const response = await send({ ...fields(), ...arrival }, { name: "cv.pdf", content: pdf });
      expect(response.statusCode).toBe(201);
      const [stored] = await db.select().from(applications).where(eq(applications.id, response.json().data.id));
      return [stored!.source, stored!.sourceName, stored!.referrerId];
    };
    expect(await sourceOf({ source: "Indeed" })).toEqual(["job-board", "indeed", null]);
    expect(await sourceOf({ source: "job-alert" })).toEqual(["job-alert", "", null]);
    expect(await sourceOf({ referral: referrer!.referralCode, source: "indeed" })).toEqual([
      "referral",
      "",
      referrer!.id,
    ]);
    // A link that is not a board's name, a code nobody has, or a disabled colleague's code: the careers page.
    expect(await sourceOf({ source: "<script>" })).toEqual(["careers-page", "", null]);
    expect(await sourceOf({ referral: "0".repeat(32) })).toEqual(["careers-page", "", null]);
    expect(await sourceOf({ referral: leaver!.referralCode })).toEqual(["careers-page", "", null]);
    await db.delete(applications);
    await db.delete(staffAccounts).where(inArray(staffAccounts.id, [referrer!.id, leaver!.id]));
  });

  const storedResumeFiles = () => {
    const folder = path.join(dataDir, "resumes");
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it("answers a repeated submission id with the first application instead of storing a second", async () => {
    const values = fields();
    const first = await send(values, { name: "cv.pdf", content: pdf });
    const again = await send(values, { name: "cv.pdf", content: pdf });
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.json()).toEqual(first.json());
    expect(await subject.database.db.select().from(applications)).toHaveLength(1);
    expect(await subject.database.db.select().from(outboxEmails)).toHaveLength(2);
    expect(storedResumeFiles()).toEqual([`${first.json().data.id}.pdf`]);
  });

  it("takes the standard Idempotency-Key header: the same body gets the first answer, another body 422", async () => {
    const { submissionId: _own, ...values } = fields();
    const key = { "idempotency-key": randomUUID() };
    const first = await send(values, { name: "cv.pdf", content: pdf }, key);
    expect(first.statusCode).toBe(201);
    expect((await send(values, { name: "cv.pdf", content: pdf }, key)).json()).toEqual(first.json());
    const other = await send({ ...values, city: "Indore" }, { name: "cv.pdf", content: pdf }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/already used for a different request/);
    expect(await subject.database.db.select().from(applications)).toHaveLength(1);
  });

  it("accepts an application without any idempotency key, as the careers specification's client sends it", async () => {
    const { submissionId: _own, ...values } = fields();
    const response = await send(values, { name: "cv.pdf", content: pdf });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.reference).toMatch(/^APP-/);
  });

  it("stores one application for concurrent retries under one key", async () => {
    const values = fields();
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => send(values, { name: "cv.pdf", content: pdf })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await subject.database.db.select().from(applications)).toHaveLength(1);
    expect(storedResumeFiles()).toHaveLength(1);
  });

  it("leaves no resume file behind when the application cannot be written", async () => {
    // The database refuses the row after the file is stored, as a full disk or a lost connection would.
    await subject.database.db.execute(sql`
      create function refuse_application() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await subject.database.db.execute(
      sql`create trigger refuse_application before insert on applications for each row execute function refuse_application()`,
    );
    const logged = loggedErrors();
    try {
      const response = await send(fields(), { name: "cv.pdf", content: pdf });
      expect(response.statusCode).toBe(500);
      expect(logged()).toContain("refused by the test");
      expect(response.json()).toEqual({
        success: false,
        message: "Something went wrong on our side. Please try again later.",
      });
    } finally {
      await subject.database.db.execute(sql`drop trigger refuse_application on applications`);
      await subject.database.db.execute(sql`drop function refuse_application`);
    }
    expect(await subject.database.db.select().from(applications)).toEqual([]);
    expect(storedResumeFiles()).toEqual([]);
  });

  it("files a resume with a traversal name under its application, never by the name", async () => {
    const response = await send(fields(), { name: "../../../etc/passwd.pdf", content: pdf });
    expect(response.statusCode).toBe(201);
    const [stored] = await subject.database.db.select().from(applications);
    expect(stored!.resumeFileName).toBe("passwd.pdf");
    expect(storedResumeFiles()).toEqual([`${stored!.id}.pdf`]);
  });

  it.each([
    ["an unknown job", { jobId: "no-such-job" }],
    ["a closed job", { jobId: closedJob.id }],
    ["a draft", { jobId: draftJob.id }],
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
    [
      "a list field that is not JSON",
      { education: "[{" },
      { education: "This list could not be read. Please send the form again." },
    ],
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

  it("records the privacy notice the candidate was shown, or none when an API client sends none", async () => {
    const shown = await send({ ...fields(), noticeVersion, noticeLanguage: "hi" }, { name: "cv.pdf", content: pdf });
    expect(shown.statusCode).toBe(201);
    const none = await send({ ...fields(), submissionId: randomUUID() }, { name: "cv.pdf", content: pdf });
    expect(none.statusCode).toBe(201);
    const notices = await subject.database.db
      .select({
        id: applications.id,
        noticeVersion: applications.noticeVersion,
        noticeLanguage: applications.noticeLanguage,
      })
      .from(applications);
    expect(notices.find((row) => row.id === shown.json().data.id)).toMatchObject({
      noticeVersion,
      noticeLanguage: "hi",
    });
    expect(notices.find((row) => row.id === none.json().data.id)).toMatchObject({
      noticeVersion: null,
      noticeLanguage: null,
    });
  });

  it("refuses a notice language not offered with 400, and stores nothing: no row, no resume, no e-mail", async () => {
    const response = await send({ ...fields(), noticeVersion, noticeLanguage: "fr" }, { name: "cv.pdf", content: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: "Please correct the highlighted fields.",
      errors: { noticeLanguage: unknownNoticeLanguageMessage },
    });
    expect(await subject.database.db.select().from(applications)).toEqual([]);
    expect(await subject.database.db.select().from(outboxEmails)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, "resumes"))).toBe(false);
  });

  it("takes the job's own city as the preferred location, where the usual four lack it", async () => {
    const noidaJob = seedJobs[5]!;
    await subject.database.db.update(jobs).set({ location: "Noida" }).where(eq(jobs.id, noidaJob.id));
    const refused = await send(
      { ...fields(), jobId: openJob.id, preferredLocation: "Noida" },
      { name: "cv.pdf", content: pdf },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({ preferredLocation: "Preferred Location is required" });

    const taken = await send(
      { ...fields(), jobId: noidaJob.id, preferredLocation: "Noida" },
      { name: "cv.pdf", content: pdf },
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const [stored] = await subject.database.db.select().from(applications);
    expect(stored).toMatchObject({ jobId: noidaJob.id, preferredLocation: "Noida" });
  });

  it("keeps a second application from one address to one job and tells the careers inbox of the first", async () => {
    const first = await send({ ...fields(), email: "again@example.in" }, { name: "cv.pdf", content: pdf });
    const second = await send({ ...fields(), email: "Again@Example.in" }, { name: "cv-2.pdf", content: pdf });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const notifications = await subject.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "application.notification"));
    const about = (reference: string) => notifications.find((email) => email.subject.endsWith(`(${reference})`))!;
    expect(notifications).toHaveLength(2);
    const firstReference = first.json().data.reference as string;
    expect(about(second.json().data.reference).textBody).toMatch(
      new RegExp(`Applied before:? +\\d{1,2} [A-Z][a-z]+ \\d{4} \\(${firstReference}\\), to this job`),
    );
    expect(about(firstReference).textBody).not.toContain("Applied before");
  });

  it("answers 400 without a job id", async () => {
    const { jobId: _jobId, ...withoutJob } = fields();
    const response = await send(withoutJob, { name: "cv.pdf", content: pdf });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: "No job ID provided for application." });
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

describe("POST /api/applications with the resumes in S3", () => {
  let s3: S3TestServer;
  let subject: TestApp;
  let client: S3Client;
  let resumes: FileStore;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "applications-s3-test-"));
  const now = new Date();

  beforeAll(async () => {
    s3 = await startS3Server();
    subject = await buildTestApp({ clock: () => now }, { ...s3.env, DATA_DIR: dataDir });
    await seed(subject.database.db, now);
    const config = loadConfig(s3.env).s3!;
    client = new S3Client({ ...config, forcePathStyle: true });
    resumes = s3FileStore(config);
  });
  afterAll(async () => {
    await subject.app.close();
    resumes.close();
    client.destroy();
    await s3.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const objectKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((object) => object.Key!);

  beforeEach(async () => {
    await subject.database.db.delete(applications);
    for (const key of await objectKeys()) await resumes.remove(key);
  });

  it("puts the resume in the bucket under its stored key, and staff download the same bytes as a stream", async () => {
    const response = await submit(subject.app, fields(), { name: "Aditi Rao CV.pdf", content: pdf });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [stored] = await subject.database.db.select().from(applications);
    expect(stored!.resumeKey).toBe(`${id}.pdf`);
    expect(await objectKeys()).toEqual([`resumes/${id}.pdf`]);
    expect(fs.existsSync(path.join(dataDir, "resumes"))).toBe(false);

    const download = await downloadResume(subject.database.db, commandLine, id, { resumes, now });
    expect(download).toMatchObject({ fileName: "Aditi Rao CV.pdf", mediaType: "application/pdf", bytes: pdf.length });
    expect(download!.content).toBeInstanceOf(ReadableStream);
    expect(Buffer.from(await new Response(download!.content).arrayBuffer())).toEqual(pdf);
  });

  it("keeps one object for concurrent retries under one key: the others' objects are removed", async () => {
    const values = fields();
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => submit(subject.app, values, { name: "cv.pdf", content: pdf })),
    );
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await objectKeys()).toEqual([`resumes/${answers[0]!.json().data.id}.pdf`]);
  });

  it("removes the object with the application on erasure and at the end of retention", async () => {
    const erased = await submit(
      subject.app,
      { ...fields(), email: "erase.me@example.in" },
      { name: "a.pdf", content: pdf },
    );
    const expiring = await submit(
      subject.app,
      { ...fields(), jobId: seedJobs[1]!.id },
      { name: "b.pdf", content: pdf },
    );
    expect(await objectKeys()).toHaveLength(2);

    await erasePerson(subject.database.db, { actor: commandLine, email: "erase.me@example.in", resumes, now });
    expect(await objectKeys()).toEqual([`resumes/${expiring.json().data.id}.pdf`]);
    expect(await resumes.read(`${erased.json().data.id}.pdf`)).toBeUndefined();

    await subject.database.db
      .update(jobs)
      .set({ status: "closed", closedAt: new Date(Date.UTC(2020, 0, 1)) })
      .where(eq(jobs.id, seedJobs[1]!.id));
    expect((await runRetention(subject.database.db, { resumes, now })).applications).toBe(1);
    expect(await objectKeys()).toEqual([]);
  });

  it("answers 503 in JSON and writes nothing while the store is down", async () => {
    const logged = loggedErrors();
    const down = await startS3Server({ bucket: "down" });
    const { app, database } = await buildTestApp({}, { ...down.env, DATA_DIR: dataDir });
    try {
      await seed(database.db, new Date());
      await down.stop();
      const response = await submit(app, fields(), { name: "cv.pdf", content: pdf });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe("5");
      expect(response.json()).toEqual({
        success: false,
        message: "We cannot take this request right now. Please try again in a moment.",
      });
      expect(await database.db.select().from(applications)).toEqual([]);
      expect(await database.db.select().from(outboxEmails)).toEqual([]);
      expect(await database.db.select().from(idempotentRequests)).toEqual([]);
      expect(logged()).toContain("FileStoreUnavailableError");
    } finally {
      await app.close();
      await down.stop();
    }
  });
});
