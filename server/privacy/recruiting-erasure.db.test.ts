import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import {
  applicationStageChanges,
  applicationTags,
  interviewLinks,
  interviewPanelists,
  interviews,
  jobs,
  offerApprovals,
  offers,
  outboxEmails,
} from "../db/schema";
import { queueScorecardReminders } from "../applications/scorecard-reminders";
import { offerApprovalRequest } from "../applications/offer-emails";
import { diskFileStore } from "../kernel/storage/file-store";
import { aboutApplication } from "../outbox/about";
import { queueEmails } from "../outbox/mail-outbox";
import { commandLine } from "../kernel/audit/audit";
import { insertApplication, insertJob, insertStaff } from "../../test-support/recruiting-rows";
import { openTestDatabase } from "../../test-support/test-database";
import { erasePerson } from "./erasure";
import { runRetention } from "./retention";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Privacy by the foreign keys (decision 041): what hiring added about a candidate (their
 * interviews, the panel's seats and scorecards, the links to choose a time, offers and their
 * approvals, tags, the stages they went through, where they came from, who referred them, and the
 * e-mails about any of it) goes when the candidate is erased on request or their application's
 * retention period ends.
 */
const now = new Date("2026-11-25T10:00:00Z");
const months = (count: number) => new Date(now.getTime() - count * 31 * 24 * 60 * 60 * 1000);
const mail = { careersEmail: "careers@test.example", publicSiteUrl: "https://nexora.test" };

let database: Database;
let approverId: string;
const resumesFolder = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-recruiting-erasure-"));
const resumes = diskFileStore(resumesFolder);

/** An application with one of everything hiring keeps about it, and the e-mails queued about it. */
async function everythingAbout(jobId: string, stageId: string, email: string) {
  const db = database.db;
  const applicationId = await insertApplication(db, {
    jobId,
    createdAt: months(14),
    email,
    source: "referral",
    moves: [
      ["screening", 1],
      ["interview", 3],
      ["offer", 9],
    ],
  });
  const [interview] = await db
    .insert(interviews)
    .values({ applicationId, stageId, invitedAt: months(14), createdAt: months(14) })
    .returning({ id: interviews.id });
  await db
    .insert(interviewLinks)
    .values({ tokenHash: `hash-${applicationId}`, interviewId: interview!.id, createdAt: now });
  await db.insert(interviewPanelists).values({
    interviewId: interview!.id,
    accountId: approverId,
    ratings: [{ attribute: "Code", rating: "yes", note: "Clean." }],
    createdAt: months(14),
  });
  await db
    .update(interviews)
    .set({ startsAt: months(13), endsAt: months(13) })
    .where(eq(interviews.id, interview!.id));
  const [offer] = await db
    .insert(offers)
    .values({ applicationId, salary: 1_800_000, startDate: isoDate("2027-01-04"), approvalsNeeded: 1, createdAt: now })
    .returning({ id: offers.id });
  await db.insert(offerApprovals).values({ offerId: offer!.id, accountId: approverId, createdAt: now });
  await db.insert(applicationTags).values({ applicationId, tag: "relocating", createdAt: now });
  await queueEmails(
    db,
    [
      offerApprovalRequest(
        {
          applicationId,
          candidateName: "Candidate",
          jobTitle: "Platform Engineer",
          reference: "NX-1",
          salary: 1_800_000,
          startDate: isoDate("2027-01-04"),
        },
        { name: "Approver", address: "approver@nexora.test" },
        { careersEmail: mail.careersEmail, offerLink: "https://nexora.test/admin/offers/x" },
      ),
    ],
    now,
  );
  return { applicationId, interviewId: interview!.id, offerId: offer!.id };
}

/** Every row hiring holds about these applications, table by table. */
async function rowsAbout(applicationIds: string[], interviewIds: string[], offerIds: string[]) {
  const db = database.db;
  return {
    interviews: await db.select().from(interviews).where(inArray(interviews.applicationId, applicationIds)),
    panelists: await db.select().from(interviewPanelists).where(inArray(interviewPanelists.interviewId, interviewIds)),
    links: await db.select().from(interviewLinks).where(inArray(interviewLinks.interviewId, interviewIds)),
    offers: await db.select().from(offers).where(inArray(offers.applicationId, applicationIds)),
    approvals: await db.select().from(offerApprovals).where(inArray(offerApprovals.offerId, offerIds)),
    tags: await db.select().from(applicationTags).where(inArray(applicationTags.applicationId, applicationIds)),
    stages: await db
      .select()
      .from(applicationStageChanges)
      .where(inArray(applicationStageChanges.applicationId, applicationIds)),
    emails: await db
      .select()
      .from(outboxEmails)
      .where(inArray(outboxEmails.about, applicationIds.map(aboutApplication))),
  };
}

const nothing = {
  interviews: [],
  panelists: [],
  links: [],
  offers: [],
  approvals: [],
  tags: [],
  stages: [],
  emails: [],
};

beforeAll(async () => {
  database = await openTestDatabase();
  approverId = await insertStaff(database.db, { email: "approver@nexora.test", name: "Approver", at: months(20) });
});

afterAll(async () => {
  await database.close();
  fs.rmSync(resumesFolder, { recursive: true, force: true });
});

describe("recruiting's records of a candidate", () => {
  it("all go when the candidate is erased on request, the scorecard reminder queued about them too", async () => {
    const stageId = await insertJob(database.db, { id: "erased-platform", title: "Platform Engineer", at: months(20) });
    const erased = await everythingAbout("erased-platform", stageId, "erase.me@example.in");
    const kept = await everythingAbout("erased-platform", stageId, "keep.me@example.in");
    // The interviewer is late with both scorecards: one reminder each, about each application.
    expect(await queueScorecardReminders(database.db, { now, ...mail })).toHaveLength(2);
    const before = await rowsAbout([erased.applicationId], [erased.interviewId], [erased.offerId]);
    expect(Object.values(before).map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 1, 3, 2]);

    await erasePerson(database.db, { actor: commandLine, email: "erase.me@example.in", resumes, now });
    expect(await rowsAbout([erased.applicationId], [erased.interviewId], [erased.offerId])).toEqual(nothing);
    // Nothing queued still names them, whatever it is about.
    expect(await database.db.select().from(outboxEmails).where(like(outboxEmails.textBody, "%erase.me%"))).toEqual([]);
    // The other candidate keeps everything.
    const others = await rowsAbout([kept.applicationId], [kept.interviewId], [kept.offerId]);
    expect(Object.values(others).map((rows) => rows.length)).toEqual([1, 1, 1, 1, 1, 1, 3, 2]);
  });

  it("all go with the application when its job has been closed longer than the retention period", async () => {
    const stageId = await insertJob(database.db, {
      id: "retired-platform",
      title: "Platform Engineer",
      at: months(20),
    });
    await database.db
      .update(jobs)
      .set({ status: "closed", closedAt: months(13) })
      .where(eq(jobs.id, "retired-platform"));
    const expired = await everythingAbout("retired-platform", stageId, "expired@example.in");
    await queueScorecardReminders(database.db, { now, ...mail });

    const run = await runRetention(database.db, { resumes, now });
    expect(run.applications).toBe(1);
    expect(await rowsAbout([expired.applicationId], [expired.interviewId], [expired.offerId])).toEqual(nothing);
  });
});
