import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { OfferStatus } from "../../domain/applications/offers";
import type { Database } from "../db/db";
import { applicationStageChanges, applications, auditLog, offers } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { insertApplication, insertJob } from "../../test-support/recruiting-rows";
import { insertStaffActor } from "../../test-support/staff-actor";
import { openTestDatabase } from "../../test-support/test-database";
import type { Actor } from "../kernel/audit/audit";
import { moveApplications } from "./application-changes";
import { recruitingFigures } from "./recruiting-reports";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Hired means hired: a move to Hired needs the candidate's latest offer approved
 * (or its letter sent), or a confirmation that none was made, which the audit log keeps; the reports
 * count as hires only the applications that are in Hired now.
 */
const now = new Date("2026-11-25T10:00:00Z");
const day = 24 * 60 * 60 * 1000;
const careersEmail = "careers@test.example";
const jobId = "hires-test";

let database: Database;
let actor: Actor;

const newApplication = (moves: Parameters<typeof insertApplication>[1]["moves"] = []) =>
  insertApplication(database.db, { jobId, createdAt: new Date(now.getTime() - 40 * day), moves });

const withOffer = async (applicationId: string, status: OfferStatus) => {
  await database.db.insert(offers).values({
    applicationId,
    salary: 1_800_000,
    startDate: isoDate("2027-01-04"),
    approvalsNeeded: 1,
    status,
    createdAt: now,
  });
  return applicationId;
};

const stagesOf = async (ids: string[]) =>
  (
    await database.db
      .select({ id: applications.id, stage: applications.stage })
      .from(applications)
      .where(inArray(applications.id, ids))
  )
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((row) => row.stage);

const hire = (ids: string[], withoutOffer = false) =>
  moveApplications(database.db, actor, ids, { stage: "hired", withoutOffer }, { now, careersEmail });

beforeAll(async () => {
  database = await openTestDatabase();
  await insertJob(database.db, { id: jobId, title: "Hires Engineer", at: new Date(now.getTime() - 100 * day) });
  actor = await insertStaffActor(database.db, now, { email: "recruiter@nexoratech.in", role: "recruiter" });
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(auditLog);
  await database.db.delete(applications);
});

describe("a move to Hired", () => {
  it("is refused without an approved offer, and with one only waiting or declined; nothing changes", async () => {
    const bare = await newApplication();
    const waiting = await withOffer(await newApplication([["offer", 5]]), "pending");
    const declined = await withOffer(await newApplication([["offer", 5]]), "declined");
    for (const id of [bare, waiting, declined]) {
      await expect(hire([id])).rejects.toThrow(RefusedError);
      await expect(hire([id])).rejects.toThrow(/has no approved offer/);
    }
    expect(await stagesOf([bare, waiting, declined])).toEqual(["new", "offer", "offer"]);
    expect(await database.db.select().from(auditLog)).toEqual([]);
  });

  it("takes an application whose latest offer is approved or sent", async () => {
    const approved = await withOffer(await newApplication([["offer", 5]]), "approved");
    const sent = await withOffer(await newApplication([["offer", 5]]), "sent");
    await hire([approved, sent]);
    expect(await stagesOf([approved, sent])).toEqual(["hired", "hired"]);
  });

  it("refuses a whole selection when one of it has no approved offer", async () => {
    const approved = await withOffer(await newApplication([["offer", 5]]), "approved");
    const bare = await newApplication();
    await expect(hire([approved, bare])).rejects.toThrow(/1 of the 2 applications has no approved offer/);
    expect(await stagesOf([approved, bare])).toEqual(["offer", "new"]);
  });

  it("without an offer takes the recruiter's confirmation that none was made, and the audit log says so", async () => {
    const bare = await newApplication();
    await hire([bare], true);
    expect(await stagesOf([bare])).toEqual(["hired"]);
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.subjectId, bare));
    expect(entry!.summary).toMatch(/to Hired \(was New\) with no offer made, as the recruiter confirmed\.$/);
    expect(entry!.details).toMatchObject({ from: "new", to: "hired", withoutOffer: true });
    // An offer waiting for its approvers is one that was made: the confirmation cannot say otherwise.
    const waiting = await withOffer(await newApplication([["offer", 5]]), "pending");
    await expect(hire([waiting], true)).rejects.toThrow(/waiting for approval/);
  });
});

describe("the reports", () => {
  it("count as hires only the applications in Hired now: a hire undone or rejected afterwards is none", async () => {
    await newApplication([
      ["offer", 5],
      ["hired", 10],
      ["rejected", 12],
    ]);
    await newApplication([
      ["offer", 5],
      ["hired", 10],
      ["offer", 11],
    ]);
    // Hired, undone and hired again: the hire that stands is the second, 30 days after applying.
    const rehired = await newApplication([
      ["offer", 5],
      ["hired", 10],
      ["offer", 11],
      ["hired", 30],
    ]);
    const report = await recruitingFigures(database.db, { job: jobId, period: "all" }, now);
    expect(report.stagesReached.find((step) => step.stage === "offer")).toEqual({ stage: "offer", reached: 3 });
    expect(report.stagesReached.find((step) => step.stage === "hired")).toEqual({ stage: "hired", reached: 1 });
    expect(report.sources).toEqual([expect.objectContaining({ applications: 3, hired: 1 })]);
    expect(report.timeToHire).toEqual({ hires: 1, medianDays: 30, averageDays: 30 });
    expect(report.hiresByDays.map((bin) => bin.hires)).toEqual([0, 1, 0, 0, 0]);
    expect(
      await database.db
        .select({ stage: applicationStageChanges.stage })
        .from(applicationStageChanges)
        .where(eq(applicationStageChanges.applicationId, rehired)),
    ).toHaveLength(4);
  });
});
