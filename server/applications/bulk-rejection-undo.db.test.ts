import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { BulkActionSchema, bulkRejectionHoldMinutes } from "../../domain/applications/recruiting-board";
import type { StaffMember } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { applications, auditLog, outboxEmails } from "../db/schema";
import { seedJobs } from "../db/seed-jobs";
import { diskFileStore } from "../kernel/storage/file-store";
import { insertApplication } from "../../test-support/recruiting-rows";
import { recruitingBindings, openRecruitingDatabase } from "../../test-support/recruiting";
import { applicationDesk } from "./application-desk";

/**
 * Careful bulk work: a bulk rejection is shown before it is made (how many, the
 * e-mail), its e-mails wait in the outbox for a few minutes, and Undo meanwhile puts each
 * application back where it was and withdraws its e-mail, audited; once an e-mail has begun to
 * leave, nothing is undone.
 */
const start = new Date("2026-11-25T10:00:00Z");
const minutes = (count: number) => new Date(start.getTime() + count * 60_000);
const [job, otherJob] = seedJobs;

let database: Database;
let actor: StaffMember;
let clockAt = start;

const desk = () =>
  applicationDesk(
    recruitingBindings({ db: database.db, clock: () => clockAt, resumes: diskFileStore("/nonexistent") }),
    actor,
  );

const stagesOf = async (ids: string[]) => {
  const rows = await database.db
    .select({ id: applications.id, stage: applications.stage, reason: applications.rejectionReason })
    .from(applications)
    .where(inArray(applications.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)).map((row) => [row!.stage, row!.reason]);
};

const rejection = (ids: string[]) =>
  BulkActionSchema.parse({ intent: "bulk-reject", ids, reason: "Position filled", notify: "on" }) as Extract<
    ReturnType<typeof BulkActionSchema.parse>,
    { intent: "bulk-reject" }
  >;

async function threeApplications() {
  const at = minutes(-60 * 24);
  return Promise.all([
    insertApplication(database.db, { jobId: job!.id, createdAt: at, moves: [["screening", 0]] }),
    insertApplication(database.db, { jobId: job!.id, createdAt: at }),
    insertApplication(database.db, {
      jobId: job!.id,
      createdAt: at,
      moves: [["rejected", 0]],
      rejectionReason: "Did not reply",
    }),
  ]);
}

async function rejectAll(ids: string[]) {
  const done = await desk().bulk(rejection(ids), { jobId: job!.id });
  if (!done.ok || !done.value.batch) throw new Error(`not rejected: ${JSON.stringify(done)}`);
  return done.value.batch;
}

beforeAll(async () => {
  ({ database, recruiter: actor } = await openRecruitingDatabase(start));
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  clockAt = start;
  await database.db.delete(auditLog);
  await database.db.delete(outboxEmails);
  await database.db.delete(applications);
});

describe("a bulk rejection", () => {
  it("is shown first: how many it rejects (not those rejected already) and the e-mail, nothing changed", async () => {
    const ids = await threeApplications();
    const preview = await desk().bulkRejection(rejection(ids), { jobId: job!.id });
    expect(preview).toMatchObject({ ok: true, value: { ids, rejecting: 2, reason: "Position filled", notify: true } });
    expect(preview.ok && preview.value.email.subject).toContain("{jobTitle}");
    expect(await stagesOf(ids)).toEqual([
      ["screening", ""],
      ["new", ""],
      ["rejected", "Did not reply"],
    ]);
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
  });

  it("holds its e-mails, and Undo within the hold puts each back where it was and withdraws them, audited", async () => {
    const ids = await threeApplications();
    const batch = await rejectAll(ids);
    expect(await stagesOf(ids)).toEqual([
      ["rejected", "Position filled"],
      ["rejected", "Position filled"],
      ["rejected", "Did not reply"],
    ]);
    const held = await database.db.select().from(outboxEmails);
    expect(held).toHaveLength(2);
    expect(held.every((email) => email.nextAttemptAt.getTime() === minutes(bulkRejectionHoldMinutes).getTime())).toBe(
      true,
    );

    clockAt = minutes(bulkRejectionHoldMinutes - 1);
    expect(await desk().undoBulkRejection(batch, { jobId: job!.id })).toEqual({ ok: true, value: { restored: 2 } });
    expect(await stagesOf(ids)).toEqual([
      ["screening", ""],
      ["new", ""],
      ["rejected", "Did not reply"],
    ]);
    expect(await database.db.select().from(outboxEmails)).toEqual([]);
    const undone = await database.db.select().from(auditLog).where(like(auditLog.summary, "Undid the rejection%"));
    expect(undone.map((entry) => entry.summary).sort()).toEqual(
      [
        expect.stringMatching(/back to Screening, its e-mail withdrawn before it left\.$/),
        expect.stringMatching(/back to New, its e-mail withdrawn before it left\.$/),
      ].sort(),
    );
    // Once is enough: a second Undo is refused.
    expect(await desk().undoBulkRejection(batch, { jobId: job!.id })).toMatchObject({
      ok: false,
      message: expect.stringContaining("can no longer be undone"),
    });
    // Another job's board cannot undo it either.
    const again = await rejectAll(ids.slice(0, 1));
    expect(await desk().undoBulkRejection(again, { jobId: otherJob!.id })).toMatchObject({ ok: false });
    expect(await stagesOf(ids.slice(0, 1))).toEqual([["rejected", "Position filled"]]);
  });

  it("cannot be undone once an e-mail has begun to leave, or once its time is up; nothing changes", async () => {
    const ids = await threeApplications();
    const batch = await rejectAll(ids);
    // The worker claims an e-mail by counting an attempt.
    const [first] = await database.db.select().from(outboxEmails).limit(1);
    await database.db.update(outboxEmails).set({ attempts: 1 }).where(eq(outboxEmails.id, first!.id));
    expect(await desk().undoBulkRejection(batch, { jobId: job!.id })).toMatchObject({
      ok: false,
      message: expect.stringContaining("started to leave"),
    });
    expect(await stagesOf(ids.slice(0, 2))).toEqual([
      ["rejected", "Position filled"],
      ["rejected", "Position filled"],
    ]);
    expect(
      await database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, "application.rejection"), eq(outboxEmails.status, "pending"))),
    ).toHaveLength(2);

    const later = await rejectAll([ids[1]!].concat(await threeApplications()));
    clockAt = minutes(bulkRejectionHoldMinutes + 1);
    expect(await desk().undoBulkRejection(later, { jobId: job!.id })).toMatchObject({ ok: false });
  });
});
