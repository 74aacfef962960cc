import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { scorecardSchema } from "../../domain/applications/interviews";
import type { StaffMember } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import {
  interviewPanelists,
  interviews,
  interviewStages,
  offerApprovals,
  offers,
  outboxEmails,
  staffAccounts,
} from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { diskFileStore } from "../kernel/storage/file-store";
import { erasePerson } from "../privacy/erasure";
import { commandLine } from "../kernel/audit/audit";
import {
  distinctSelfIdentification,
  sampleApplication,
  selfIdentificationAnswers,
  submitSampleApplication,
} from "../../test-support/sample-application";
import { openTestDatabase } from "../../test-support/test-database";
import { recruitingBindings, insertMembers } from "../../test-support/recruiting";
import { applicationDesk } from "./application-desk";
import { interviewDesk } from "./interview-desk";
import { jobDesk } from "../jobs/job-desk";
import { offerDesk } from "./offer-desk";
import { isoDate } from "../../domain/time/india-dates";

const now = new Date("2026-11-22T10:30:00Z");
const job = seedJobs[0]!;
const otherJob = seedJobs[1]!;

describe("interviews", () => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-interviews-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));
  let members: Record<"recruiter" | "priya" | "arjun" | "outsider", StaffMember>;
  const deps = () => recruitingBindings({ db: database.db, clock: () => now, resumes });
  const recruiting = () => ({
    jobs: jobDesk(deps(), members.recruiter),
    applications: applicationDesk(deps(), members.recruiter),
  });
  const desk = (who: keyof typeof members) => interviewDesk(deps(), members[who]);

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, now);
    members = await insertMembers(
      database.db,
      { recruiter: "recruiter", priya: "interviewer", arjun: "editor", outsider: "interviewer" },
      now,
    );
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A plan of one stage, with Priya (an interviewer) and Arjun (an editor) on the hiring team. */
  async function planned(jobId = job.id) {
    const { jobs } = recruiting();
    expect(
      await jobs.addStage(jobId, {
        name: "Technical",
        attributes: ["React", "Communication"],
        questions: ["Walk us through a hard bug."],
      }),
    ).toEqual({ ok: true, value: undefined });
    for (const [who, role] of [
      ["priya", "interviewer"],
      ["arjun", "hiring-manager"],
    ] as const)
      expect(
        (await jobs.addTeamMember(jobId, { accountId: members[who].id, role, approvesOffers: who === "arjun" })).ok,
      ).toBe(true);
    const plan = (await jobs.interviewPlan(jobId))!;
    return plan.stages.at(-1)!.id;
  }

  const submitted = (ratings: string[], overall: string, summary: string) => {
    const fields = Object.fromEntries(ratings.map((rating, index) => [`rating-${index}`, rating]));
    return scorecardSchema(["React", "Communication"], { submitting: true }).parse({ ...fields, overall, summary });
  };

  it("shows an interviewer only the interviews they are asked to give, and the others' scorecards once theirs is submitted", async () => {
    const stageId = await planned();
    const { id: applicationId } = await submitSampleApplication(database.db, resumes, {
      jobId: job.id,
      application: sampleApplication({ ...distinctSelfIdentification, email: "panel@example.in" }),
      now,
    });
    const { applications } = recruiting();
    // Only the job's hiring team can be asked, and only to a stage of its plan.
    expect(await applications.askToInterview(applicationId, { stageId, accountId: members.outsider.id })).toMatchObject(
      {
        ok: false,
      },
    );
    for (const who of ["priya", "arjun"] as const)
      expect((await applications.askToInterview(applicationId, { stageId, accountId: members[who].id })).ok).toBe(true);
    expect(await applications.askToInterview(applicationId, { stageId, accountId: members.priya.id })).toEqual({
      ok: false,
      message: "priya is asked to give this interview already.",
    });

    const [mine] = await desk("priya").mine();
    expect(mine).toMatchObject({
      candidateName: "Aditi Rao",
      jobTitle: job.title,
      stageName: "Technical",
      submitted: false,
    });
    expect(await desk("outsider").mine()).toEqual([]);
    expect(await desk("outsider").find(mine!.id)).toBe("not yours");
    expect(await desk("outsider").downloadResume(mine!.id, "download")).toBeUndefined();
    expect(
      await desk("outsider").saveScorecard(mine!.id, submitted(["yes", "yes"], "yes", "Fine."), { submit: true }),
    ).toEqual({ ok: false, message: "You are not asked to give this interview." });

    const seen = await desk("priya").find(mine!.id);
    if (seen === undefined || seen === "not yours") throw new Error("Priya cannot see her interview.");
    expect(seen.stage).toEqual({
      name: "Technical",
      attributes: ["React", "Communication"],
      questions: ["Walk us through a hard bug."],
    });
    expect(seen.candidate.email).toBe("panel@example.in");
    expect(seen.others).toBeNull();
    const shown = JSON.stringify(seen);
    for (const answer of selfIdentificationAnswers) expect(shown).not.toContain(answer);
    // Nor who referred them, nor the team's notes: an interviewer reads what the candidate sent.
    expect(shown).not.toContain("Karan Mehta");

    // Arjun submits; Priya still sees nothing of it until she submits hers.
    expect(
      await desk("arjun").saveScorecard(mine!.id, submitted(["strong-yes", "yes"], "strong-yes", "Hire."), {
        submit: true,
      }),
    ).toEqual({ ok: true, value: undefined });
    const draft = scorecardSchema(["React", "Communication"], { submitting: false }).parse({ "rating-0": "mixed" });
    expect((await desk("priya").saveScorecard(mine!.id, draft, { submit: false })).ok).toBe(true);
    const whileDrafting = await desk("priya").find(mine!.id);
    expect(whileDrafting !== "not yours" && whileDrafting?.others).toBeNull();
    expect(whileDrafting !== "not yours" && whileDrafting?.mine.ratings[0]).toEqual({
      attribute: "React",
      rating: "mixed",
      note: "",
    });
    // The recruiter sees Arjun's submitted scorecard, not Priya's draft.
    const panel = (await applications.interviews(applicationId))!.stages[0]!.panel;
    expect(panel.map((seat) => [seat.name, seat.scorecard?.overall ?? null])).toEqual([
      ["arjun", "strong-yes"],
      ["priya", null],
    ]);

    expect(
      (await desk("priya").saveScorecard(mine!.id, submitted(["yes", "mixed"], "yes", "Good."), { submit: true })).ok,
    ).toBe(true);
    const afterSubmitting = await desk("priya").find(mine!.id);
    if (afterSubmitting === undefined || afterSubmitting === "not yours") throw new Error("Priya lost her interview.");
    expect(afterSubmitting.others).toMatchObject({
      submitted: [{ interviewerName: "arjun", overall: "strong-yes" }],
      waitingFor: [],
    });
    expect(
      await desk("priya").saveScorecard(mine!.id, submitted(["no", "no"], "no", "Changed my mind."), { submit: true }),
    ).toEqual({
      ok: false,
      message: "Your scorecard is submitted; it can no longer change.",
    });
    // A submitted scorecard keeps its seat; a stage with interviews stays in the plan.
    expect((await applications.removeInterviewer(applicationId, panel[0]!.panelistId)).ok).toBe(false);
    expect((await recruiting().jobs.removeStage(job.id, stageId)).ok).toBe(false);

    // Erasure leaves nothing of the interviews or the scorecards.
    await erasePerson(database.db, { actor: commandLine, email: "panel@example.in", resumes, now });
    expect(await database.db.select().from(interviews).where(eq(interviews.applicationId, applicationId))).toEqual([]);
    expect(await database.db.select().from(interviewPanelists)).toEqual([]);
    expect(await desk("priya").mine()).toEqual([]);
  });

  it("sends an offer's letter only once the approvers the job names have approved it, and erases it with the candidate", async () => {
    const jobId = seedJobs[2]!.id;
    const { jobs, applications } = recruiting();
    const { id } = await submitSampleApplication(database.db, resumes, {
      jobId,
      application: sampleApplication({ email: "offer@example.in" }),
      now,
    });
    const terms = { salary: 1_800_000, startDate: isoDate("2027-01-04"), notes: "" };
    expect(await applications.makeOffer(id, terms)).toEqual({
      ok: false,
      message: "The job names nobody to approve offers: choose them on the job's Interviews page first.",
    });
    for (const who of ["priya", "arjun"] as const)
      expect(
        (await jobs.addTeamMember(jobId, { accountId: members[who].id, role: "interviewer", approvesOffers: true })).ok,
      ).toBe(true);
    expect((await applications.makeOffer(id, terms)).ok).toBe(true);
    expect(await applications.makeOffer(id, terms)).toEqual({
      ok: false,
      message: "This candidate has an offer waiting already.",
    });
    const offer = (await applications.offer(id))!;
    expect(offer).toMatchObject({ status: "pending", approvalsNeeded: 2 });
    const requests = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "offer.approval-request"));
    expect(requests.map((email) => email.toAddress).sort()).toEqual(["arjun@nexoratech.in", "priya@nexoratech.in"]);
    expect(requests[0]!.textBody).toContain(`https://nexora.test/admin/offers/${offer.id}`);

    const offerDesks = (who: keyof typeof members) => offerDesk(deps(), members[who]);
    expect(await offerDesks("outsider").find(offer.id)).toBe("not yours");
    expect(await offerDesks("outsider").decide(offer.id, { decision: "approve", note: "" })).toEqual({
      ok: false,
      message: "You are not asked to approve this offer.",
    });
    expect((await offerDesks("priya").decide(offer.id, { decision: "approve", note: "Fair." })).ok).toBe(true);
    expect(await applications.sendOfferLetter(id)).toEqual({
      ok: false,
      message: "Only an approved offer's letter can be sent.",
    });
    expect((await offerDesks("priya").decide(offer.id, { decision: "decline", note: "" })).ok).toBe(false);
    expect((await offerDesks("arjun").decide(offer.id, { decision: "approve", note: "" })).ok).toBe(true);
    expect((await applications.offer(id))!.status).toBe("approved");
    expect((await applications.sendOfferLetter(id)).ok).toBe(true);
    expect((await applications.offer(id))!.status).toBe("sent");
    const [letter] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "offer.letter"));
    expect(letter).toMatchObject({ toAddress: "offer@example.in" });
    expect(letter!.textBody).toContain("₹18,00,000");
    expect((await applications.sendOfferLetter(id)).ok).toBe(false);

    await erasePerson(database.db, { actor: commandLine, email: "offer@example.in", resumes, now });
    expect(await database.db.select().from(offers)).toEqual([]);
    expect(await database.db.select().from(offerApprovals)).toEqual([]);
  });

  it("refuses a scorecard without every rating when submitted, and copies the plan with a duplicated job", async () => {
    expect(() => scorecardSchema(["React"], { submitting: true }).parse({ overall: "yes" })).toThrow(
      "Please rate React.",
    );
    expect(() => scorecardSchema(["React"], { submitting: true }).parse({ "rating-0": "yes" })).toThrow(
      "Please give your overall recommendation.",
    );
    await planned(otherJob.id);
    const { jobs } = recruiting();
    const copy = await jobs.duplicate(otherJob.id);
    if (!copy.ok) throw new Error(copy.message);
    const copied = await database.db.select().from(interviewStages).where(eq(interviewStages.jobId, copy.value.id));
    expect(copied.map((stage) => [stage.name, stage.attributes])).toEqual([["Technical", ["React", "Communication"]]]);
    expect((await jobs.interviewPlan(copy.value.id))!.team).toEqual([]);
  });

  it("offers a colleague still to take up their invitation for the hiring team, saying so, and never a disabled one", async () => {
    const [invited, disabled] = await database.db
      .insert(staffAccounts)
      .values([
        { email: "asha@nexoratech.in", name: "Asha Rao", role: "editor", createdAt: now },
        { email: "gone@nexoratech.in", name: "Gone", role: "editor", joinedAt: now, disabledAt: now, createdAt: now },
      ])
      .returning({ id: staffAccounts.id });
    const { jobs } = recruiting();
    const jobId = seedJobs[3]!.id;
    const offered = (await jobs.interviewPlan(jobId))!.candidatesForTeam;
    expect(offered.find((account) => account.id === invited!.id)).toEqual({
      id: invited!.id,
      name: "Asha Rao",
      invited: true,
    });
    expect(offered.find((account) => account.id === members.priya.id)).toMatchObject({ invited: false });
    expect(offered.map((account) => account.id)).not.toContain(disabled!.id);

    const add = (accountId: string) =>
      jobs.addTeamMember(jobId, { accountId, role: "interviewer", approvesOffers: true });
    expect(await add(invited!.id)).toEqual({ ok: true, value: undefined });
    expect((await jobs.interviewPlan(jobId))!.team).toEqual([
      { accountId: invited!.id, name: "Asha Rao", role: "interviewer", approvesOffers: true, invited: true },
    ]);
    expect(await add(disabled!.id)).toEqual({
      ok: false,
      message: "This person's account is disabled: choose someone else.",
    });
  });
});
