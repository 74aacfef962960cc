import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffMember } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { applications, interviews, outboxEmails } from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { diskFileStore } from "../kernel/storage/file-store";
import { aboutApplication } from "../outbox/about";
import { sampleApplication, submitSampleApplication } from "../../test-support/sample-application";
import { openTestDatabase } from "../../test-support/test-database";
import { recruitingBindings, insertMembers, oneStagePlan } from "../../test-support/recruiting";
import { applicationDesk } from "./application-desk";
import { interviewDesk } from "./interview-desk";
import { jobDesk } from "../jobs/job-desk";
import { offerDesk } from "./offer-desk";
import { recruitingDesk } from "./recruiting-desk";
import { isoDate } from "../../domain/time/india-dates";

const now = new Date("2026-11-22T10:30:00Z");
const job = seedJobs[2]!;
const hour = 60 * 60 * 1000;

/** Nobody waits unknowingly (decision 041): who is told, and whose Overview lists what. */
describe("recruiting work waiting for someone", () => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-recruiting-work-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));
  let members: Record<"recruiter" | "priya" | "arjun", StaffMember>;
  const queued: string[] = [];
  const deps = () =>
    recruitingBindings({ db: database.db, clock: () => now, resumes, onEmailsQueued: (ids) => queued.push(...ids) });
  const recruiter = () => applicationDesk(deps(), members.recruiter);
  let stageId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, now);
    members = await insertMembers(database.db, { recruiter: "recruiter", priya: "interviewer", arjun: "editor" }, now);
    stageId = await oneStagePlan(jobDesk(deps(), members.recruiter), job.id, [
      { member: members.priya, role: "interviewer" },
      { member: members.arjun, role: "hiring-manager", approvesOffers: true },
    ]);
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function candidate(email: string, fullName: string) {
    const { id } = await submitSampleApplication(database.db, resumes, {
      jobId: job.id,
      application: sampleApplication({ email, fullName }),
      now,
    });
    return id;
  }

  const emailsOf = (applicationId: string, kind: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.about, aboutApplication(applicationId)), eq(outboxEmails.kind, kind)));

  const interviewOf = async (applicationId: string) =>
    (await database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId)))[0]!;

  it("e-mails an interviewer as soon as they are asked, and lists the interview on their Overview until scored", async () => {
    const applicationId = await candidate("asked@example.in", "Kavya Iyer");
    expect((await recruiter().askToInterview(applicationId, { stageId, accountId: members.priya.id })).ok).toBe(true);
    const [asked] = await emailsOf(applicationId, "interview.interviewer-asked");
    const interview = await interviewOf(applicationId);
    expect(queued).toContain(asked!.id);
    expect(asked).toMatchObject({ toAddress: "priya@nexoratech.in" });
    expect(asked!.subject).toBe(
      `You are asked to interview Kavya Iyer: Technical, ${job.title} (${asked!.subject.match(/\((APP-\w+)\)/)![1]})`,
    );
    expect(asked!.textBody).toContain(`on the panel for Kavya Iyer's Technical interview for ${job.title}.`);
    expect(asked!.textBody).toContain("The candidate will pick a time");
    expect(asked!.textBody).toContain(`https://nexora.test/admin/interviews/${interview.id}`);

    const toGive = () => interviewDesk(deps(), members.priya).toGive();
    expect(await toGive()).toEqual({
      total: 1,
      rows: [
        {
          id: interview.id,
          candidateName: "Kavya Iyer",
          jobTitle: job.title,
          stageName: "Technical",
          startsAt: null,
          state: "not-invited",
        },
      ],
    });
    await database.db.update(interviews).set({ invitedAt: now }).where(eq(interviews.id, interview.id));
    expect((await toGive()).rows[0]!.state).toBe("waiting-for-time");
    const startsAt = new Date(now.getTime() + 26 * hour);
    await database.db
      .update(interviews)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + hour) })
      .where(eq(interviews.id, interview.id));
    expect((await toGive()).rows[0]).toMatchObject({ startsAt, state: "booked" });
    // Nobody else's Overview lists it.
    expect(await interviewDesk(deps(), members.arjun).toGive()).toEqual({ total: 0, rows: [] });
  });

  it("lists an offer on its approver's Overview, and e-mails its maker once approved", async () => {
    const applicationId = await candidate("offer@example.in", "Rohan Verma");
    expect(
      (await recruiter().makeOffer(applicationId, { salary: 1_800_000, startDate: isoDate("2027-01-04"), notes: "" }))
        .ok,
    ).toBe(true);
    const arjun = offerDesk(deps(), members.arjun);
    const waiting = await arjun.awaitingMe();
    expect(waiting).toMatchObject({ total: 1, rows: [{ candidateName: "Rohan Verma", salary: 1_800_000 }] });
    expect(await offerDesk(deps(), members.priya).awaitingMe()).toEqual({ total: 0, rows: [] });
    expect(await recruitingDesk(deps()).offersToSend()).toEqual({ total: 0, rows: [] });

    expect((await arjun.decide(waiting.rows[0]!.id, { decision: "approve", note: "" })).ok).toBe(true);
    const [approved] = await emailsOf(applicationId, "offer.approved");
    expect(queued).toContain(approved!.id);
    expect(approved).toMatchObject({ toAddress: "recruiter@nexoratech.in" });
    expect(approved!.subject).toMatch(/^Offer approved: /);
    expect(approved!.textBody).toContain(`https://nexora.test/admin/applications/${applicationId}`);
    expect(await arjun.awaitingMe()).toEqual({ total: 0, rows: [] });
    expect(await recruitingDesk(deps()).offersToSend()).toMatchObject({
      total: 1,
      rows: [{ applicationId, candidateName: "Rohan Verma" }],
    });
  });

  it("gives recruiters one schedule of every candidate's interviews: upcoming, waiting for a time, scorecards owed", async () => {
    const booked = await candidate("booked@example.in", "Meera Pillai");
    const waiting = await candidate("waiting@example.in", "Sanjay Rao");
    const past = await candidate("past@example.in", "Divya Menon");
    for (const id of [booked, waiting, past])
      expect((await recruiter().askToInterview(id, { stageId, accountId: members.priya.id })).ok).toBe(true);
    const startsAt = new Date(now.getTime() + 5 * hour);
    await database.db
      .update(interviews)
      .set({ invitedAt: now, startsAt, endsAt: new Date(startsAt.getTime() + hour) })
      .where(eq(interviews.applicationId, booked));
    await database.db.update(interviews).set({ invitedAt: now }).where(eq(interviews.applicationId, waiting));
    const pastStart = new Date(now.getTime() - 30 * hour);
    await database.db
      .update(interviews)
      .set({ invitedAt: pastStart, startsAt: pastStart, endsAt: new Date(pastStart.getTime() + hour) })
      .where(eq(interviews.applicationId, past));

    const schedule = recruitingDesk(deps());
    const upcoming = await schedule.interviewSchedule("upcoming", {});
    expect(upcoming.rows.map((row) => row.candidateName)).toEqual(["Meera Pillai", "Kavya Iyer"]);
    expect(upcoming.rows[0]).toMatchObject({
      applicationId: booked,
      stageName: "Technical",
      jobTitle: job.title,
      state: "booked",
      panel: [{ name: "priya", submitted: false }],
    });
    const waitingRows = (await schedule.interviewSchedule("waiting", {})).rows;
    expect(waitingRows.map((row) => [row.candidateName, row.state])).toEqual([["Sanjay Rao", "waiting-for-time"]]);
    const owed = (await schedule.interviewSchedule("scorecards", {})).rows;
    expect(owed.map((row) => [row.candidateName, row.state])).toEqual([["Divya Menon", "over"]]);
    // The interviewer's own list puts the late scorecard first.
    expect(
      (await interviewDesk(deps(), members.priya).toGive()).rows.map((row) => [row.candidateName, row.state]),
    ).toEqual([
      ["Divya Menon", "over"],
      ["Meera Pillai", "booked"],
      ["Kavya Iyer", "booked"],
      ["Sanjay Rao", "waiting-for-time"],
    ]);
    // A candidate out of the running never gets a time: their interview waits for nobody.
    await database.db.update(applications).set({ stage: "rejected" }).where(eq(applications.id, waiting));
    expect((await schedule.interviewSchedule("waiting", {})).rows).toEqual([]);
    expect((await interviewDesk(deps(), members.priya).toGive()).rows.map((row) => row.candidateName)).not.toContain(
      "Sanjay Rao",
    );
  });
});
