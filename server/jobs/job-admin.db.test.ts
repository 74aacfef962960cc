import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { JobFormInput } from "../../domain/jobs/job-posts";
import { sampleJobForm } from "../../test-support/sample-job-form";
import type { Database } from "../db/db";
import {
  applicationNotes,
  applications,
  auditLog,
  interviewStages,
  jobAlertEmails,
  jobAlertRecipients,
  jobSlugs,
  jobs,
  outboxEmails,
  selfIdentifications,
  staffAccounts,
} from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { submitSampleApplication } from "../../test-support/sample-application";
import { openTestDatabase } from "../../test-support/test-database";
import { createJob, duplicateJob, findJob, jobSlug, listJobs, setJobStatus, updateJob } from "./job-admin";
import { findOpenJob, findPublishedJob, listOpenJobs, previewJob } from "./jobs";
import { addInterviewStage } from "./interview-plan";
import { changeJobAddress, earlierJobAddresses, jobAddressNow } from "./job-addresses";
import { diskFileStore } from "../kernel/storage/file-store";
import { listAudit, type Actor } from "../kernel/audit/audit";

const now = new Date("2026-11-22T10:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const form = (input?: Partial<JobFormInput>) => sampleJobForm(now, input);
// The sample form's closing day, and its end in India, where a job stops taking applications.
const closingDay = form().validThrough!;
const endOfClosingDay = new Date(`${closingDay}T23:59:59+05:30`);

describe("jobs in the back office", () => {
  let database: Database;
  let actor: Actor;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-job-admin-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));

  beforeAll(async () => {
    database = await openTestDatabase();
    const [account] = await database.db
      .insert(staffAccounts)
      .values({ email: "recruiter@nexoratech.in", role: "recruiter", createdAt: now })
      .returning({ id: staffAccounts.id, email: staffAccounts.email });
    actor = account!;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    const db = database.db;
    await db.delete(applicationNotes);
    await db.delete(selfIdentifications);
    await db.delete(applications);
    await db.delete(outboxEmails);
    await db.delete(auditLog);
    await db.delete(jobs);
  });

  const historyOf = async (id: string) =>
    (await listAudit(database.db, { subject: { type: "job", id } })).rows.map((row) => row.action);

  it.each([
    ["Senior React Engineer", "Bengaluru", "senior-react-engineer-bengaluru"],
    ["Node.js Backend Engineer", "New Delhi", "nodejs-backend-engineer-new-delhi"],
    ["DevOps Engineer (AWS)", "Bengaluru", "devops-engineer-aws-bengaluru"],
    ["Développeur d’applications", "Gwalior", "developpeur-dapplications-gwalior"],
    ["हिंदी", "", "job"],
  ])("makes the id of %s, %s from their words: %s", (title, location, id) => {
    expect(jobSlug(title, location)).toBe(id);
  });

  it("keeps a long id to 80 characters, cut between words", () => {
    const id = jobSlug("Principal Engineer ".repeat(8), "Remote (India)");
    expect(id.length).toBeLessThanOrEqual(80);
    expect(id).toMatch(/^principal-engineer-.*[a-z]$/);
  });

  it("writes a draft that only staff see, with its audit entry", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    expect(id).toBe("senior-react-engineer-bengaluru");
    expect(await findJob(database.db, id)).toEqual({
      id,
      status: "draft",
      title: "Senior React Engineer",
      department: "Engineering",
      location: "Bengaluru",
      type: "Full-time",
      description: "## The role\n\nYou will **lead** frontend delivery.",
      keywords: ["react", "typescript"],
      validThrough: closingDay,
      salary: { min: 1_800_000, max: 2_800_000, period: "year" },
      postedAt: null,
      closedAt: null,
      updatedAt: now,
    });
    // The end of the last day in India, as the seed stores its jobs' closing dates.
    const [row] = await database.db.select({ validThrough: jobs.validThrough }).from(jobs).where(eq(jobs.id, id));
    expect(row?.validThrough).toEqual(endOfClosingDay);
    expect(await listOpenJobs(database.db)).toEqual([]);
    expect(await findPublishedJob(database.db, id)).toBeUndefined();
    expect(await findOpenJob(database.db, id)).toBeUndefined();
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id } })).rows;
    expect(entry).toMatchObject({
      action: "job.create",
      actorEmail: "recruiter@nexoratech.in",
      summary: "Wrote the draft job “Senior React Engineer” (Bengaluru).",
      at: now,
    });
  });

  it("gives a second job of the same title and place the next free id, and keeps ids when titles change", async () => {
    const first = await createJob(database.db, actor, form(), now);
    const second = await createJob(database.db, actor, form(), now);
    await updateJob(database.db, actor, second.id, form({ title: "Staff React Engineer" }), later(1));
    const third = await createJob(database.db, actor, form(), now);
    expect([first.id, second.id, third.id]).toEqual([
      "senior-react-engineer-bengaluru",
      "senior-react-engineer-bengaluru-2",
      "senior-react-engineer-bengaluru-3",
    ]);
    expect((await findJob(database.db, second.id))?.title).toBe("Staff React Engineer");
  });

  it("keeps no salary when none is given", async () => {
    const { id } = await createJob(database.db, actor, form({ salaryMin: "", salaryMax: "", validThrough: "" }), now);
    expect(await findJob(database.db, id)).toMatchObject({ salary: null, validThrough: null });
    expect((await previewJob(database.db, id))?.job.salary).toBeNull();
  });

  it("opens a draft: on the board, posted now, with its description rendered", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    await setJobStatus(database.db, actor, id, "open", later(5));
    expect(await findJob(database.db, id)).toMatchObject({ status: "open", postedAt: later(5), closedAt: null });
    const [listed] = await listOpenJobs(database.db);
    expect(listed).toMatchObject({
      id,
      description: "## The role\n\nYou will **lead** frontend delivery.",
      descriptionHtml: "<h2>The role</h2>\n<p>You will <strong>lead</strong> frontend delivery.</p>\n",
      summary: "The role You will lead frontend delivery.",
      postedAt: later(5).toISOString(),
      validThrough: endOfClosingDay.toISOString(),
      salary: { min: 1_800_000, max: 2_800_000, period: "year" },
    });
    expect(await findPublishedJob(database.db, id)).toMatchObject({ open: true, job: { id } });
    expect(await historyOf(id)).toEqual(["job.open", "job.create"]);
  });

  it("closes an open job and reopens it, keeping when it was first posted", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    await setJobStatus(database.db, actor, id, "open", later(1));
    await setJobStatus(database.db, actor, id, "closed", later(2));
    expect(await findJob(database.db, id)).toMatchObject({ status: "closed", closedAt: later(2) });
    expect(await listOpenJobs(database.db)).toEqual([]);
    expect(await findPublishedJob(database.db, id)).toMatchObject({ open: false, job: { id } });
    expect(await findOpenJob(database.db, id)).toBeUndefined();

    await setJobStatus(database.db, actor, id, "open", later(3));
    expect(await findJob(database.db, id)).toMatchObject({ status: "open", postedAt: later(1), closedAt: null });
    const summaries = (await listAudit(database.db, { subject: { type: "job", id } })).rows.map((row) => row.summary);
    expect(summaries.slice(0, 3)).toEqual([
      "Reopened the job “Senior React Engineer” (Bengaluru).",
      "Closed the job “Senior React Engineer” (Bengaluru).",
      "Opened the job “Senior React Engineer” (Bengaluru).",
    ]);
  });

  it("changes and logs nothing when the status is already the one asked for", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    await setJobStatus(database.db, actor, id, "open", later(1));
    await setJobStatus(database.db, actor, id, "open", later(2));
    expect(await findJob(database.db, id)).toMatchObject({ postedAt: later(1), updatedAt: later(1) });
    expect(await historyOf(id)).toEqual(["job.open", "job.create"]);
  });

  it("refuses to close a draft, to open a job whose closing date has passed, and any change to an unknown job", async () => {
    const { id } = await createJob(database.db, actor, form({ validThrough: "2026-11-21" }), now);
    await expect(setJobStatus(database.db, actor, id, "closed", now)).rejects.toThrow(
      "A draft is not on the board, so there is nothing to close.",
    );
    await expect(setJobStatus(database.db, actor, id, "open", now)).rejects.toThrow(
      "The closing date (Sat, 21 Nov 2026) has passed: set a later “Valid through” date first, or leave it empty.",
    );
    // The closing day itself, in India, is still open for applications.
    await updateJob(database.db, actor, id, form({ validThrough: "2026-11-22" }), later(1));
    await setJobStatus(database.db, actor, id, "open", new Date("2026-11-22T18:29:00Z"));
    await expect(
      updateJob(database.db, actor, id, form({ validThrough: "2026-11-21" }), new Date("2026-11-22T18:30:00Z")),
    ).rejects.toThrow("has passed");

    for (const change of [
      () => updateJob(database.db, actor, "no-such-job", form(), now),
      () => duplicateJob(database.db, actor, "no-such-job", now),
      () => setJobStatus(database.db, actor, "no-such-job", "open", now),
    ])
      await expect(change()).rejects.toThrow("This job does not exist (any more).");
    expect(await findJob(database.db, "no-such-job")).toBeUndefined();
    expect(await previewJob(database.db, "no-such-job")).toBeUndefined();
    expect(await historyOf(id)).toEqual(["job.open", "job.update", "job.create"]);
  });

  it("saves an edit of an open job at once, naming what changed, and logs nothing for no change", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    await setJobStatus(database.db, actor, id, "open", now);
    const edited = form({ title: "Lead React Engineer", salaryMin: "20,00,000" });
    await updateJob(database.db, actor, id, edited, later(10));
    await updateJob(database.db, actor, id, edited, later(20));
    expect((await listOpenJobs(database.db))[0]).toMatchObject({ id, title: "Lead React Engineer" });
    expect(await findJob(database.db, id)).toMatchObject({ updatedAt: later(10) });
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id } })).rows;
    expect(entry).toMatchObject({
      action: "job.update",
      summary: "Edited the title, salary of the job “Lead React Engineer” (Bengaluru).",
      details: { changed: ["title", "salary"] },
    });
    expect(await historyOf(id)).toHaveLength(3);
  });

  it("duplicates a job into a new draft with the same text, leaving the original as it was", async () => {
    const { id } = await createJob(database.db, actor, form(), now);
    await setJobStatus(database.db, actor, id, "open", now);
    const copy = await duplicateJob(database.db, actor, id, later(1));
    expect(copy.id).toBe("senior-react-engineer-bengaluru-2");
    const [original, duplicate] = [await findJob(database.db, id), await findJob(database.db, copy.id)];
    expect(duplicate).toEqual({
      ...original,
      id: copy.id,
      status: "draft",
      postedAt: null,
      closedAt: null,
      updatedAt: later(1),
    });
    expect((await listOpenJobs(database.db)).map((job) => job.id)).toEqual([id]);
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id: copy.id } })).rows;
    expect(entry).toMatchObject({
      action: "job.duplicate",
      summary: "Copied the job “Senior React Engineer” (Bengaluru) into a new draft.",
      details: { from: id },
    });
  });

  it("lists every job, open then drafts then closed, newest change first, with its applications counted", async () => {
    // Seeded now, so every later change is newer than the seed rows' updated_at (their posting time).
    await seed(database.db, now);
    const [busy, quiet, closed] = seedJobs.map((job) => job.id);
    await submitSampleApplication(database.db, resumes, { jobId: busy });
    await submitSampleApplication(database.db, resumes, { jobId: busy });
    const { id: moved } = await submitSampleApplication(database.db, resumes, { jobId: busy });
    await database.db.update(applications).set({ stage: "screening" }).where(eq(applications.id, moved));
    await setJobStatus(database.db, actor, closed!, "closed", later(1));
    const draft = await createJob(database.db, actor, form(), later(2));
    await updateJob(database.db, actor, quiet!, { ...form(), title: "Renamed" }, later(3));

    const list = await listJobs(database.db);
    expect(list).toHaveLength(seedJobs.length + 1);
    expect(list.map((job) => job.status)).toEqual([
      ...Array<string>(seedJobs.length - 1).fill("open"),
      "draft",
      "closed",
    ]);
    expect(list[0]).toMatchObject({ id: quiet, title: "Renamed", applications: 0, newApplications: 0 });
    expect(list.find((job) => job.id === busy)).toMatchObject({ applications: 3, newApplications: 2 });
    expect(list.at(-2)).toMatchObject({ id: draft.id, postedAt: null, validThrough: closingDay });
    expect(list.at(-1)).toMatchObject({ id: closed, closedAt: later(1) });
  });
  describe("a job's public address", () => {
    beforeEach(() => database.db.delete(jobAlertRecipients));

    /** An open job, "UX Writer" in Noida, and its copy (a draft at ux-writer-noida-2). */
    async function jobAndCopy() {
      const form = sampleJobForm(now, { title: "UX Writer", location: "Noida" });
      const { id } = await createJob(database.db, actor, form, now);
      await addInterviewStage(
        database.db,
        actor,
        id,
        { name: "Portfolio", attributes: ["Clarity"], questions: [] },
        now,
      );
      await setJobStatus(database.db, actor, id, "open", now);
      const copy = await duplicateJob(database.db, actor, id, later(1));
      return { id, copy: copy.id };
    }

    it("moves a duplicated job to an address of its own: what is keyed by it follows, and the old one leads to it", async () => {
      const { id, copy } = await jobAndCopy();
      expect(copy).toBe("ux-writer-noida-2");
      await setJobStatus(database.db, actor, copy, "open", later(2));
      const applied = await submitSampleApplication(database.db, resumes, { jobId: copy, now: later(3) });
      // An alert e-mail listed it: the job is not sent to that address again under its new address.
      const [recipient] = await database.db
        .insert(jobAlertRecipients)
        .values({ email: "meera@example.in", createdAt: later(3) })
        .returning({ id: jobAlertRecipients.id });
      await database.db
        .insert(jobAlertEmails)
        .values({ recipientId: recipient!.id, unsubscribeTokenHash: "hash", jobIds: [copy, id], createdAt: later(3) });

      expect(await changeJobAddress(database.db, actor, copy, " Content-Designer-Noida ", later(4))).toEqual({
        id: "content-designer-noida",
      });
      const [application] = await database.db.select().from(applications).where(eq(applications.id, applied.id));
      expect(application?.jobId).toBe("content-designer-noida");
      const stages = await database.db
        .select()
        .from(interviewStages)
        .where(eq(interviewStages.jobId, "content-designer-noida"));
      expect(stages.map((stage) => stage.name)).toEqual(["Portfolio"]);
      expect((await database.db.select().from(jobAlertEmails))[0]?.jobIds).toEqual(["content-designer-noida", id]);
      // The old address answers 301 to the new one, and still takes an application sent from a page opened before.
      expect(await jobAddressNow(database.db, copy)).toBe("content-designer-noida");
      expect((await findOpenJob(database.db, copy))?.id).toBe("content-designer-noida");
      expect(await jobAddressNow(database.db, id)).toBeUndefined();
      // Its history, written under the old address and the new.
      const history = await listAudit(database.db, {
        subject: {
          type: "job",
          id: "content-designer-noida",
          earlierIds: await earlierJobAddresses(database.db, "content-designer-noida"),
        },
      });
      expect(history.rows.map((row) => row.action).reverse()).toEqual(["job.duplicate", "job.open", "job.address"]);
      expect(history.rows[0]!.summary).toBe(
        "Moved the job “UX Writer” (Noida) from /career/apply/ux-writer-noida-2 to /career/apply/content-designer-noida; the old address leads to the new one.",
      );
    });

    it("refuses an address that is not lower-case words, or that another job has or had, changing nothing", async () => {
      const { id, copy } = await jobAndCopy();
      const refused = (slug: string) => changeJobAddress(database.db, actor, copy, slug, later(2));
      await expect(refused("")).rejects.toThrow("Please enter the job's address.");
      await expect(refused("content designer")).rejects.toThrow("Use lower-case letters, digits and single dashes.");
      await expect(refused("content--designer")).rejects.toThrow("Use lower-case letters, digits and single dashes.");
      await expect(refused(`-${id}`)).rejects.toThrow("Use lower-case letters, digits and single dashes.");
      await expect(refused("a".repeat(81))).rejects.toThrow("The address can be at most 80 characters.");
      await expect(refused(id)).rejects.toThrow(
        `Another job has the address /career/apply/${id}, now or before: please choose another.`,
      );
      // The original moves; its old address stays its own, and no other job may take it.
      await changeJobAddress(database.db, actor, id, "senior-ux-writer-noida", later(3));
      await expect(refused(id)).rejects.toThrow(`Another job has the address /career/apply/${id}`);
      expect(await database.db.select({ id: jobs.id }).from(jobs).orderBy(jobs.id)).toEqual([
        { id: "senior-ux-writer-noida" },
        { id: copy },
      ]);
      // A new job whose title makes that address gets the next one free.
      const again = await createJob(
        database.db,
        actor,
        sampleJobForm(now, { title: "UX Writer", location: "Noida" }),
        later(4),
      );
      expect(again.id).toBe("ux-writer-noida-3");
      // Its own earlier address is its address again, and no longer an earlier one.
      await changeJobAddress(database.db, actor, "senior-ux-writer-noida", id, later(5));
      expect(await database.db.select().from(jobSlugs).orderBy(jobSlugs.slug)).toMatchObject([
        { slug: "senior-ux-writer-noida", jobId: id },
      ]);
    });

    it("keeps a draft's earlier address from visitors", async () => {
      const { copy } = await jobAndCopy();
      await changeJobAddress(database.db, actor, copy, "content-designer-noida", later(2));
      expect(await jobAddressNow(database.db, copy)).toBeUndefined();
    });
  });
});
