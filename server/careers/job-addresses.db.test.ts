import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { Database } from "../db/open-db";
import {
  applications,
  auditLog,
  interviewStages,
  jobAlertEmails,
  jobAlertRecipients,
  jobSlugs,
  jobs,
  staffAccounts,
} from "../db/schema";
import { openTestDatabase } from "../test-support/test-database";
import { sampleJobForm } from "../test-support/sample-job-form";
import { submitSampleApplication } from "../test-support/sample-application";
import { diskFileStore } from "../kernel/storage/file-store";
import { listAudit, type Actor } from "../staff/audit";
import { changeJobAddress, earlierJobAddresses, jobAddressNow } from "./job-addresses";
import { createJob, duplicateJob, setJobStatus } from "./job-admin";
import { addInterviewStage } from "./interview-plan";
import { findOpenJob } from "./jobs";

const now = new Date("2026-11-22T10:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe("a job's public address", () => {
  let database: Database;
  let actor: Actor;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-job-addresses-"));
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
    await database.db.delete(applications);
    await database.db.delete(auditLog);
    await database.db.delete(jobAlertRecipients);
    await database.db.delete(jobs);
  });

  /** An open job, "UX Writer" in Noida, and its copy (a draft at ux-writer-noida-2). */
  async function jobAndCopy() {
    const form = sampleJobForm(now, { title: "UX Writer", location: "Noida" });
    const { id } = await createJob(database.db, actor, form, now);
    await addInterviewStage(database.db, actor, id, { name: "Portfolio", attributes: ["Clarity"], questions: [] }, now);
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
