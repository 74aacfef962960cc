import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { indiaDateOf, type IsoDate, shiftDate } from "../../domain/time/india-dates";
import type { JobFormInput } from "../../domain/jobs/job-posts";
import type { Database } from "../db/db";
import { sampleJobForm } from "../../test-support/sample-job-form";
import { openTestDatabase } from "../../test-support/test-database";
import { closeJobPastItsDate, createJob, findJob, listJobs, setJobStatus, updateJob } from "./job-admin";
import { jobBoard } from "./job-board";
import { closeExpiredJobs, createJobClosingTask } from "./job-closing";
import { commandLine, listAudit, system } from "../kernel/audit/audit";

const now = new Date("2026-11-22T10:30:00Z");
const today = indiaDateOf(now);
const tomorrow = shiftDate(today, 1);
/** The first instant after a day has ended in India. */
const dayAfter = (date: IsoDate) => new Date(`${shiftDate(date, 1)}T00:00:00+05:30`);

describe("jobs past their closing date", () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.execute(sql`truncate audit_log, jobs cascade`);
  });

  /** A job opened now by a recruiter, closing on `validThrough` (an empty one: no closing date). */
  async function openJob(title: string, validThrough: string) {
    const { id } = await createJob(database.db, commandLine, sampleJobForm(now, { title, validThrough }), now);
    await setJobStatus(database.db, commandLine, id, "open", now);
    return id;
  }

  const draft = async (input: Partial<JobFormInput>) =>
    (await createJob(database.db, commandLine, sampleJobForm(now, input), now)).id;

  it("are closed within one run of the task, by the system, and leave the board; other jobs stay as they are", async () => {
    const due = await openJob("QA Automation Engineer", tomorrow);
    const later = await openJob("DevOps Engineer", shiftDate(today, 30));
    const endless = await openJob("Data Engineer", "");
    const unopened = await draft({ title: "Cloud Architect", validThrough: today });
    const board = jobBoard(database.db);
    expect((await board.open()).map((job) => job.id).sort()).toEqual([due, endless, later].sort());

    const runAt = dayAfter(tomorrow);
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const task = createJobClosingTask({
      db: database.db,
      clock: () => runAt,
      log,
      firstRunAfterMs: 3_600_000,
      everyMs: 3_600_000,
    });
    task.start();
    task.wake();
    await vi.waitFor(() =>
      expect(log.info).toHaveBeenCalledWith({ "job closing": { closed: [due] } }, "job closing ran"),
    );
    await task.stop();

    expect(await findJob(database.db, due)).toMatchObject({ status: "closed", closedAt: runAt, updatedAt: runAt });
    expect((await board.open()).map((job) => job.id).sort()).toEqual([endless, later].sort());
    expect(await board.publishedJob(due)).toMatchObject({ open: false });
    for (const id of [later, endless]) expect(await findJob(database.db, id)).toMatchObject({ status: "open" });
    expect(await findJob(database.db, unopened)).toMatchObject({ status: "draft" });

    // The back office lists it among the closed jobs, and its history says who closed it and why.
    expect((await listJobs(database.db)).at(-1)).toMatchObject({ id: due, status: "closed", closedAt: runAt });
    const [entry] = (await listAudit(database.db, { subject: { type: "job", id: due } })).rows;
    expect(entry).toMatchObject({
      action: "job.close",
      actorId: null,
      actorEmail: system.email,
      summary: "Closed the job “QA Automation Engineer” (Bengaluru): its closing date (Mon, 23 Nov 2026) has passed.",
      details: { from: "open", to: "closed" },
      at: runAt,
    });
    expect(log.error).not.toHaveBeenCalled();
  });

  it("keep their closing day in India to its end", async () => {
    const id = await openJob("QA Automation Engineer", today);
    expect(await closeExpiredJobs(database.db, new Date(`${today}T23:59:00+05:30`))).toEqual([]);
    expect(await closeExpiredJobs(database.db, dayAfter(today))).toEqual([id]);
  });

  it("stay open when a recruiter extends the date after the run found them but before it closes them", async () => {
    const id = await openJob("QA Automation Engineer", today);
    await updateJob(database.db, commandLine, id, sampleJobForm(now, { validThrough: tomorrow }), now);
    expect(await closeJobPastItsDate(database.db, id, dayAfter(today))).toBe(false);
    expect(await findJob(database.db, id)).toMatchObject({ status: "open" });
    expect(await closeJobPastItsDate(database.db, id, dayAfter(tomorrow))).toBe(true);
  });

  it("are closed once, however many runs there are", async () => {
    const id = await openJob("QA Automation Engineer", today);
    const runAt = dayAfter(today);
    await Promise.all([closeExpiredJobs(database.db, runAt), closeExpiredJobs(database.db, runAt)]);
    expect(await closeExpiredJobs(database.db, runAt)).toEqual([]);
    const history = (await listAudit(database.db, { subject: { type: "job", id } })).rows;
    expect(history.filter((row) => row.action === "job.close")).toHaveLength(1);
  });
});
