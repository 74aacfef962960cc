import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { indiaTimestamp } from "../../domain/time/india-dates";
import { minimumQualificationQuestions } from "../../domain/applications/job-application-fields";
import { ApplicationFilterSchema, defaultRejectionEmail } from "../../domain/applications/recruiting";
import type { StaffMember } from "../../domain/staff/staff";
import { applicationDesk } from "./application-desk";
import type { Database } from "../db/db";
import { applicationNotes, applications, auditLog, outboxEmails, settings } from "../db/schema";
import { seedJobs } from "../db/seed-jobs";
import {
  distinctSelfIdentification,
  sampleApplication,
  samplePdf,
  selfIdentificationAnswers,
  submitSampleApplication,
} from "../../test-support/sample-application";
import { careersEmail, openRecruitingDatabase } from "../../test-support/recruiting";
import { clearApplications, numberedApplications } from "../../test-support/recruiting-rows";
import { addApplicationNote, moveApplicationStage } from "./application-changes";
import { exportApplicationsCsv } from "./application-export";
import { findApplication, jobChoices, listApplications, stageCounts } from "./application-inbox";
import { rejectionTemplate, saveRejectionTemplate } from "./rejection-template";
import { downloadResume } from "./resume-downloads";
import { diskFileStore } from "../kernel/storage/file-store";
import { defaultJitsiHost } from "../config";
import { listAudit } from "../kernel/audit/audit";

const now = new Date("2026-11-22T10:30:00Z");
const [react, node, flutter] = seedJobs;
const filter = (input: Record<string, string> = {}) => ApplicationFilterSchema.parse(input);

type NewApplication = Partial<typeof applications.$inferInsert>;
const numbered = numberedApplications(now, react!.id, (n) => ({
  reference: `APP-T${String(n).padStart(5, "0")}`,
  fullName: "Rohan Gupta",
  email: `rohan.${n}@example.in`,
  phone: "+91 90000 22222",
  city: "Noida",
}));

describe("the application inbox", () => {
  let database: Database;
  let actor: StaffMember;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-inbox-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));

  beforeAll(async () => {
    ({ database, recruiter: actor } = await openRecruitingDatabase(now));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await clearApplications(database.db);
  });

  const insert = async (...rows: NewApplication[]) =>
    (
      await database.db
        .insert(applications)
        .values(rows.map((row) => numbered.row(row)))
        .returning({ id: applications.id })
    ).map((row) => row.id);

  const emailsOf = async (input: Record<string, string>) =>
    (await listApplications(database.db, filter(input))).rows.map((row) => row.email);

  /** An application as the public form stores it: resume file, self-identification and all. */
  const submitted = (overrides: Parameters<typeof sampleApplication>[0] = {}, jobId = react!.id) =>
    submitSampleApplication(database.db, resumes, {
      jobId,
      application: sampleApplication({ ...distinctSelfIdentification, ...overrides }),
      now,
    });

  it("lists newest first across jobs with each job's title, narrows to a job and a stage, and counts the stages", async () => {
    await insert(
      { email: "older@example.in", createdAt: new Date("2026-11-20T10:00:00Z"), stage: "interview" },
      { email: "newer@example.in", createdAt: new Date("2026-11-21T10:00:00Z"), jobId: node!.id },
      { email: "flutter@example.in", createdAt: new Date("2026-11-19T10:00:00Z"), jobId: flutter!.id },
    );
    const page = await listApplications(database.db, filter());
    expect(page.rows.map((row) => [row.email, row.jobTitle])).toEqual([
      ["newer@example.in", node!.title],
      ["older@example.in", react!.title],
      ["flutter@example.in", flutter!.title],
    ]);
    expect(page.rows[1]).toMatchObject({ stage: "interview", city: "Noida", jobId: react!.id });
    expect(page.next).toBeUndefined();
    expect(await emailsOf({ job: node!.id })).toEqual(["newer@example.in"]);
    expect(await emailsOf({ stage: "interview" })).toEqual(["older@example.in"]);
    expect(await emailsOf({ job: node!.id, stage: "interview" })).toEqual([]);
    expect(await emailsOf({ job: "no-such-job" })).toEqual([]);
    expect(await emailsOf({ stage: "bogus" })).toHaveLength(3);
    expect(await stageCounts(database.db, filter())).toEqual({
      new: 2,
      screening: 0,
      interview: 1,
      offer: 0,
      hired: 0,
      rejected: 0,
    });
    expect(await stageCounts(database.db, filter({ job: react!.id, stage: "new" }))).toMatchObject({
      new: 0,
      interview: 1,
    });
  });

  it("flags a second application by the same address to the same job on both rows, not merged", async () => {
    const [first, second, otherJob, otherAddress] = await insert(
      { email: "twice@example.in", createdAt: new Date("2027-01-04T04:00:00Z") },
      { email: "Twice@Example.in", createdAt: new Date("2027-01-06T04:00:00Z") },
      { email: "twice@example.in", jobId: node!.id },
      { email: "once@example.in" },
    );
    const rows = (await listApplications(database.db, filter())).rows;
    const flagOf = (id: string | undefined) => rows.find((row) => row.id === id)?.appliedTwice;
    expect([flagOf(first), flagOf(second), flagOf(otherJob), flagOf(otherAddress)]).toEqual([true, true, false, false]);
    expect(rows).toHaveLength(4);

    const found = await findApplication(database.db, second!);
    expect(found?.appliedTwice).toBe(true);
    expect(
      found?.otherApplications
        .filter((row) => row.jobId === react!.id && row.sharedContact === "email")
        .map((row) => row.id),
    ).toEqual([first]);
  });

  it("searches the name, the e-mail and the reference without regard to case, and takes % and _ literally", async () => {
    await insert(
      { fullName: "Ananya Iyer", email: "ananya@example.in" },
      { fullName: "Vikram Singh", email: "v.singh@corp.example", reference: "APP-7K3QX2" },
      { fullName: "Percent 100% Sure", email: "percent@example.in" },
      { fullName: "Under Score", email: "under_score@example.in" },
      { fullName: "Other", email: "underXscore@example.in" },
    );
    expect(await emailsOf({ q: "ANANYA IYER" })).toEqual(["ananya@example.in"]);
    expect(await emailsOf({ q: "corp.example" })).toEqual(["v.singh@corp.example"]);
    expect(await emailsOf({ q: "app-7k3qx2" })).toEqual(["v.singh@corp.example"]);
    expect(await emailsOf({ q: "100%" })).toEqual(["percent@example.in"]);
    expect(await emailsOf({ q: "%" })).toEqual(["percent@example.in"]);
    expect(await emailsOf({ q: "under_" })).toEqual(["under_score@example.in"]);
    expect(await emailsOf({ q: "nobody" })).toEqual([]);
  });

  it("pages by keyset: every row exactly once, also when rows share a created_at, within a job too", async () => {
    const shared = new Date("2026-11-21T08:00:00Z");
    await database.db
      .insert(applications)
      .values([
        ...Array.from({ length: 60 }, () => numbered.row({ createdAt: shared })),
        ...Array.from({ length: 47 }, () => numbered.row()),
        ...Array.from({ length: 5 }, () => numbered.row({ createdAt: shared, jobId: node!.id })),
      ]);
    for (const [input, total, pages] of [
      [{}, 112, 3],
      [{ job: react!.id }, 107, 3],
    ] as const) {
      const seen: string[] = [];
      let after: string | undefined;
      let count = 0;
      do {
        const page = await listApplications(database.db, filter(input), { after });
        expect(page.rows.length).toBeLessThanOrEqual(50);
        seen.push(...page.rows.map((row) => row.id));
        after = page.next;
        count += 1;
      } while (after);
      expect(count).toBe(pages);
      expect(new Set(seen).size).toBe(total);
      expect(seen).toHaveLength(total);
    }
    expect((await listApplications(database.db, filter(), { after: "not-a-cursor" })).rows).toHaveLength(50);
  });

  it("shows every answer, newest notes first and the same address's other applications, and no self-identification", async () => {
    const { id, reference } = await submitted({
      currentAddress: "12 MG Road, Gurugram",
      preferredPronouns: "she/her",
      github: "https://github.com/aditi",
      otherLink: "javascript:alert(1)",
      workExperience: [
        { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "APIs" },
      ],
    });
    const other = await submitted({ email: "ADITI.RAO@Example.IN" }, node!.id);
    await insert({ email: "someone.else@example.in" });
    await addApplicationNote(database.db, actor, id, "Strong portfolio.", now);
    await addApplicationNote(database.db, actor, id, "Call on Monday.", new Date(now.getTime() + 60_000));

    const found = await findApplication(database.db, id);
    expect(found).toMatchObject({
      reference,
      jobTitle: react!.title,
      fullName: "Aditi Rao",
      email: "aditi.rao@example.in",
      phone: "+91 90000 11111",
      country: "India",
      city: "Gwalior",
      currentAddress: "12 MG Road, Gurugram",
      preferredPronouns: "she/her",
      coverLetter: "I have built React front ends for four years.",
      education: [{ school: "MITS Gwalior", degree: "B.Tech", fieldOfStudy: "Computer Science" }],
      workExperience: [{ company: "Infosys", description: "APIs" }],
      links: {
        linkedin: "https://www.linkedin.com/in/aditi-rao",
        portfolio: "",
        github: "https://github.com/aditi",
        otherLink: "javascript:alert(1)",
      },
      preferredLocation: "Remote (India)",
      eligibleToWork: "yes",
      requiresSponsorship: "no",
      stage: "new",
      resume: { fileName: "Aditi Rao resume.pdf", mediaType: "application/pdf", bytes: samplePdf.length },
    });
    expect(found?.minimumQualifications).toEqual(
      minimumQualificationQuestions.map((text) => ({ text, answer: "yes" })),
    );
    // What the candidate said about referral and the job's source are the recruiters' to read.
    expect(found).toMatchObject({
      source: "careers-page",
      sourceName: "",
      referrer: null,
      referred: "Yes",
      referrerName: "Karan Mehta",
      heardAbout: "Linkedin",
    });
    // The account has no name: the address it wrote with stands for it.
    expect(found?.notes.map((note) => [note.body, note.authorName])).toEqual([
      ["Call on Monday.", "recruiter@nexoratech.in"],
      ["Strong portfolio.", "recruiter@nexoratech.in"],
    ]);
    expect(found?.otherApplications.map((row) => [row.id, row.jobTitle])).toEqual([[other.id, node!.title]]);
    expect((await findApplication(database.db, other.id))?.otherApplications.map((row) => row.id)).toEqual([id]);
    const shown = JSON.stringify(found);
    for (const value of selfIdentificationAnswers) expect(shown).not.toContain(value);

    expect(await findApplication(database.db, "00000000-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await findApplication(database.db, "1' or '1'='1")).toBeUndefined();
  });

  it("moves the stage with an audit entry that names the reference, not the candidate, and logs nothing for no change", async () => {
    const { id, reference } = await submitted();
    const later = new Date(now.getTime() + 60_000);
    await moveApplicationStage(database.db, actor, id, "screening", { notify: true, now, careersEmail });
    await moveApplicationStage(database.db, actor, id, "interview", { notify: false, now: later, careersEmail });
    await moveApplicationStage(database.db, actor, id, "interview", { notify: false, now: later, careersEmail });
    expect((await findApplication(database.db, id))?.stage).toBe("interview");
    const history = (await listAudit(database.db, { subject: { type: "application", id } })).rows;
    expect(history.map((entry) => entry.summary)).toEqual([
      `Moved ${reference} to Interview (was Screening).`,
      `Moved ${reference} to Screening (was New).`,
    ]);
    expect(history[0]).toMatchObject({
      action: "application.stage",
      actorId: actor.id,
      actorEmail: "recruiter@nexoratech.in",
      details: { from: "screening", to: "interview", emailed: false },
      at: later,
    });
    // Only rejecting e-mails the candidate.
    expect(await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "application.rejection"))).toEqual(
      [],
    );
  });

  it("rejects with the saved template's e-mail, about the application, from the careers address, sent after the commit", async () => {
    const { id, reference } = await submitted();
    await saveRejectionTemplate(
      database.db,
      actor,
      { subject: "About {jobTitle}", body: "Dear {candidateName},\nthank you for applying for {jobTitle}." },
      now,
    );
    const woken: string[][] = [];
    const desk = applicationDesk(
      {
        db: database.db,
        clock: () => now,
        jitsiHost: defaultJitsiHost,
        careersEmail,
        publicSiteUrl: "https://nexora.test",
        resumes,
        onEmailsQueued: (ids) => woken.push(ids),
      },
      actor,
    );
    expect(await desk.reject(id, { reason: "Position filled", notify: true })).toEqual({ ok: true, value: undefined });
    const [email] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "application.rejection"));
    expect(email).toMatchObject({
      about: `application:${id}`,
      fromName: "Nexora Technologies Careers",
      fromAddress: careersEmail,
      toName: "Aditi Rao",
      toAddress: "aditi.rao@example.in",
      subject: `About ${react!.title}`,
      // The recruiter's words, then the company's footer every e-mail has.
      textBody: expect.stringMatching(
        /^Dear Aditi Rao,\nthank you for applying for .+\.\n\n-- \nNexora Technologies Pvt\. Ltd\./,
      ),
      htmlBody: expect.stringContaining(`thank you for applying for ${react!.title}.`),
      status: "pending",
    });
    expect(woken).toEqual([[email!.id]]);
    for (const value of selfIdentificationAnswers) expect(JSON.stringify(email)).not.toContain(value);
    const [entry] = (await listAudit(database.db, { subject: { type: "application", id } })).rows;
    expect(entry?.summary).toBe(
      `Moved ${reference} to Rejected (was New) for "Position filled" and e-mailed the candidate the rejection.`,
    );

    // Back and rejected again without the e-mail: nothing more is queued.
    await desk.moveStage(id, "screening");
    await desk.reject(id, { reason: "Position filled", notify: false });
    expect(
      await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "application.rejection")),
    ).toHaveLength(1);
    expect(woken).toEqual([[email!.id], []]);
  });

  it("keeps the rejection template, audited, and falls back to the default for a stored value that no longer fits", async () => {
    expect(await rejectionTemplate(database.db)).toEqual(defaultRejectionEmail);
    const template = { subject: "Your application for {jobTitle}", body: "Dear {candidateName}, thank you." };
    await saveRejectionTemplate(database.db, actor, template, now);
    expect(await rejectionTemplate(database.db)).toEqual(template);
    const [entry] = (await listAudit(database.db, { actionPrefix: "application" })).rows;
    expect(entry).toMatchObject({
      action: "application.rejection-template",
      summary: "Changed the rejection e-mail.",
      subjectId: "rejectionEmail",
    });
    await database.db
      .update(settings)
      .set({ value: { subject: "" } })
      .where(eq(settings.key, "rejectionEmail"));
    expect(await rejectionTemplate(database.db)).toEqual(defaultRejectionEmail);
  });

  it("refuses changes to an application that does not exist and changes nothing", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(
      moveApplicationStage(database.db, actor, missing, "hired", { notify: false, now, careersEmail }),
    ).rejects.toThrow("does not exist");
    await expect(addApplicationNote(database.db, actor, "nope", "x", now)).rejects.toThrow("does not exist");
    expect(await database.db.select().from(applicationNotes)).toEqual([]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("streams the stored resume's bytes under a safe name and logs each download; a missing file is no download", async () => {
    const { id, reference, resumeKey } = await submitted();
    const download = await downloadResume(database.db, actor, id, { resumes, now });
    expect(download).toMatchObject({ fileName: "Aditi Rao resume.pdf", mediaType: "application/pdf" });
    expect(Buffer.from(await new Response(download!.content).arrayBuffer())).toEqual(samplePdf);
    expect(download?.bytes).toBe(samplePdf.length);
    const [entry] = (await listAudit(database.db, { subject: { type: "application", id } })).rows;
    expect(entry).toMatchObject({
      action: "application.resume-download",
      summary: `Downloaded the resume of ${reference}.`,
      actorEmail: "recruiter@nexoratech.in",
    });

    await database.db.update(applications).set({ resumeFileName: "../../cv.html" }).where(eq(applications.id, id));
    const renamed = await downloadResume(database.db, actor, id, { resumes, now });
    await renamed?.content.cancel();
    expect(renamed?.fileName).toBe("cv.pdf");

    fs.rmSync(path.join(dataDir, "resumes", resumeKey));
    const entries = (await database.db.select().from(auditLog)).length;
    expect(await downloadResume(database.db, actor, id, { resumes, now })).toBeUndefined();
    expect(await downloadResume(database.db, actor, "not-an-id", { resumes, now })).toBeUndefined();
    expect(await database.db.select().from(auditLog)).toHaveLength(entries);
  });

  it("exports one job's applications to CSV with every answer, formulas made harmless and no self-identification", async () => {
    const { id, reference } = await submitted({
      fullName: "=2+3 Aditi Rao",
      phone: "+91 90000 11111",
      coverLetter: 'Line one\r\nShe said "hello"',
      workExperience: [
        { company: "Infosys", jobTitle: "Engineer", startDate: "2020-07", endDate: "Present", description: "APIs" },
        { company: "TCS", jobTitle: "Intern", startDate: "2019-05", endDate: "2019-07", description: "" },
      ],
    });
    await moveApplicationStage(database.db, actor, id, "interview", { notify: false, now, careersEmail });
    await submitted({ email: "other.job@example.in" }, node!.id);

    const exported = await exportApplicationsCsv(database.db, actor, react!.id, now);
    expect(exported.rowCount).toBe(1);
    expect(exported.fileName).toBe(`applications-${react!.id}-2026-11-22.csv`);
    const csv = await new Response(exported.content).text();
    expect(csv).not.toContain("other.job@example.in");
    for (const value of selfIdentificationAnswers) expect(csv).not.toContain(value);
    const [header, record] = csv.split(/\r\n(?=")/);
    expect(header).toMatch(
      /^"Reference","Applied \(India time\)","Stage","Full name","E-mail","Phone","Country","City",/,
    );
    expect(header).toContain(
      `"Legally eligible to work","Requires sponsorship",${minimumQualificationQuestions.map((question) => `"${question}"`).join(",")},"LinkedIn","Portfolio","GitHub","Other link","Education","Work experience","Cover letter","Source","Says they were referred","Heard about the job from","Resume file","Id"`,
    );
    for (const column of ["Gender", "Race", "Disability", "Veteran"]) expect(header).not.toContain(column);
    expect(record).toMatch(
      new RegExp(
        `^"${reference}","${indiaTimestamp(now)}","Interview","'=2\\+3 Aditi Rao","aditi.rao@example.in","\\+91 90000 11111","India","Gwalior",`,
      ),
    );
    expect(record).toContain(
      `"Remote (India)","Yes","No",${minimumQualificationQuestions.map(() => '"Yes"').join(",")}`,
    );
    expect(record).toContain(
      '"https://www.linkedin.com/in/aditi-rao","","","","B.Tech in Computer Science from MITS Gwalior (2016 – 2020)",' +
        '"Engineer at Infosys (Jul 2020 – Present): APIs\nIntern at TCS (May 2019 – Jul 2019)",' +
        '"Line one\r\nShe said ""hello""","Careers page","Yes, by Karan Mehta","Linkedin","Aditi Rao resume.pdf",',
    );
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id: react!.id } })).rows;
    expect(entry).toMatchObject({
      action: "application.export",
      summary: `Exported 1 application for ${react!.title} to CSV.`,
      details: { rowCount: 1 },
    });

    await expect(exportApplicationsCsv(database.db, actor, "no-such-job", now)).rejects.toThrow("does not exist");
    const empty = await exportApplicationsCsv(database.db, actor, flutter!.id, now);
    expect(empty.rowCount).toBe(0);
    expect((await new Response(empty.content).text()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("streams a job's export page by page, audited before its first byte, the same bytes whatever the page size", async () => {
    await insert(
      ...Array.from({ length: 5 }, (_, index) => ({
        createdAt: new Date(now.getTime() - Math.floor(index / 2) * 1000),
      })),
      { jobId: node!.id },
    );
    const exported = await exportApplicationsCsv(database.db, actor, react!.id, now, { pageSize: 2 });
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id: react!.id } })).rows;
    expect(entry).toMatchObject({ action: "application.export", details: { rowCount: 5 } });
    const streamed = await new Response(exported.content).text();
    const whole = await exportApplicationsCsv(database.db, actor, react!.id, now);
    expect(streamed).toBe(await new Response(whole.content).text());
    expect(streamed.split("\r\n").filter(Boolean)).toHaveLength(6);
  });

  it("writes no candidate's name or e-mail address into the audit log", async () => {
    const { id } = await submitted();
    await moveApplicationStage(database.db, actor, id, "rejected", { notify: true, now, careersEmail });
    await addApplicationNote(database.db, actor, id, "Not this time.", now);
    await (await downloadResume(database.db, actor, id, { resumes, now }))?.content.cancel();
    await (await exportApplicationsCsv(database.db, actor, react!.id, now)).content.cancel();
    const log = JSON.stringify(await database.db.select().from(auditLog));
    expect(log).toContain("application.resume-download");
    for (const personal of ["Aditi", "Rao", "aditi.rao@example.in", "90000"]) expect(log).not.toContain(personal);
  });

  it("offers every job for the filter: open ones first", async () => {
    const choices = await jobChoices(database.db);
    expect(choices).toHaveLength(seedJobs.length);
    expect(choices[0]).toMatchObject({ status: "open" });
    expect(choices.map((choice) => choice.id).sort()).toEqual(seedJobs.map((job) => job.id).sort());
  });
});
