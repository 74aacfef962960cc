import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { defaultInvitationEmail } from "../../domain/applications/interview-scheduling";
import { indiaDateOf, indiaTimeOn, shiftDate, type IsoDate } from "../../domain/time/india-dates";
import type { StaffMember } from "../../domain/staff/staff";
import { activeConsultants, freeConsultants } from "../consultants/availability";
import type { Database } from "../db/db";
import {
  applications,
  blockedTimes,
  consultantDateOverrides,
  consultants,
  interviews,
  outboxEmails,
} from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { diskFileStore } from "../kernel/storage/file-store";
import { sampleApplication, submitSampleApplication } from "../../test-support/sample-application";
import { openTestDatabase } from "../../test-support/test-database";
import { recruitingBindings, insertMembers, oneStagePlan } from "../../test-support/recruiting";
import { applicationDesk } from "./application-desk";
import {
  cancelInterviewTime,
  chooseInterviewTime,
  findSchedulingLink,
  queueDueInterviewReminders,
} from "./interview-scheduling";
import { jobDesk } from "../jobs/job-desk";

/** A Monday at 08:00 in India a week or two from the real day: the test never depends on the date. */
function mondayMorning(): Date {
  let date: IsoDate = shiftDate(indiaDateOf(new Date()), 7);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 1) date = shiftDate(date, 1);
  return new Date(indiaTimeOn(date, 8).getTime());
}

const now = mondayMorning();
const today = indiaDateOf(now);
const at = (days: number, hours: number, minutes = 0) =>
  new Date(indiaTimeOn(shiftDate(today, days), hours, minutes).getTime());
const job = seedJobs[0]!;

describe("candidates choose their interview's time", () => {
  let database: Database;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-interview-times-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));
  let members: Record<"recruiter" | "priya" | "arjun", StaffMember>;
  let stageId: string;
  let clock = now;
  const deps = () => recruitingBindings({ db: database.db, clock: () => clock, resumes });
  const linkDeps = () => ({
    db: database.db,
    now: clock,
    careersEmail: "careers@test.example",
    publicSiteUrl: "https://nexora.test",
    spendQuota: async () => ({ allowed: true }) as const,
  });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seed(database.db, now);
    members = await insertMembers(database.db, { recruiter: "recruiter", priya: "interviewer", arjun: "editor" }, now);
    // Priya also takes demo calls, on Mondays and Thursdays from 10 to 1 only, and is off next Thursday.
    const mornings = [["10:00", "13:00"]] as const;
    const [priyaConsultant] = await database.db
      .insert(consultants)
      .values({
        staffAccountId: members.priya.id,
        name: "Priya",
        slug: "priya",
        weeklyHours: [[], mornings, [], [], mornings, [], []],
        meetingKind: "jitsi",
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: consultants.id });
    await database.db
      .insert(consultantDateOverrides)
      .values({ consultantId: priyaConsultant!.id, date: shiftDate(today, 10), hours: [], createdAt: now });
    // The company is closed the Monday after (a holiday), for everyone.
    await database.db.insert(blockedTimes).values({
      startsAt: at(7, 0),
      endsAt: at(8, 0),
      reason: "Holiday",
      createdBy: "test",
      createdAt: now,
    });
    stageId = await oneStagePlan(jobDesk(deps(), members.recruiter), job.id, [
      { member: members.priya, role: "interviewer" },
      { member: members.arjun, role: "interviewer" },
    ]);
  });
  beforeEach(() => {
    clock = now;
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A candidate invited to choose a 60-minute time with Priya and Arjun; answers their application and link's token. */
  async function invited(email: string) {
    const { id } = await submitSampleApplication(database.db, resumes, {
      jobId: job.id,
      application: sampleApplication({ email }),
      now,
    });
    const desk = applicationDesk(deps(), members.recruiter);
    for (const who of ["priya", "arjun"] as const)
      expect((await desk.askToInterview(id, { stageId, accountId: members[who].id })).ok).toBe(true);
    const outcome = await desk.inviteToChoose(id, { stageId, durationMinutes: 60, ...defaultInvitationEmail });
    expect(outcome).toEqual({ ok: true, value: undefined });
    const [invitation] = await database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, "interview.invitation"), eq(outboxEmails.toAddress, email)));
    expect(invitation!.subject).toBe(
      `Choose a time for your Technical interview | ${job.title} at Nexora Technologies`,
    );
    expect(invitation!.textBody).toContain("which takes 1 hour");
    const token = /\/interview\/([\w-]{43})/.exec(invitation!.textBody)![1]!;
    return { id, token };
  }

  const emailsOf = (kindPrefix: string) =>
    database.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.kind, `${kindPrefix}%`));

  it("offers only times the whole panel can give, within 60 days, and books the chosen one for everyone", async () => {
    const { id, token } = await invited("first@example.in");
    const view = (await findSchedulingLink(database.db, token, now))!;
    expect(view.interviewers).toEqual(["arjun", "priya"]);
    const dates = view.offered.map((day) => day.date);
    // Priya works Mondays and Thursdays only; the holiday Monday and her Thursday off are not offered.
    expect(dates).toContain(today);
    expect(dates).toContain(shiftDate(today, 3));
    expect(dates).not.toContain(shiftDate(today, 1));
    expect(dates).not.toContain(shiftDate(today, 7));
    expect(dates).not.toContain(shiftDate(today, 10));
    expect(dates.at(-1)! <= shiftDate(today, 60)).toBe(true);
    // Today: four hours' notice from 8:00, and the hour must end by Priya's 1 PM.
    expect(view.offered[0]!.starts).toEqual([at(0, 12).toISOString()]);
    const thursday = view.offered.find((day) => day.date === shiftDate(today, 3))!;
    expect(thursday.starts[0]).toBe(at(3, 10).toISOString());

    const chosen = await chooseInterviewTime(token, at(3, 10).toISOString(), linkDeps());
    expect(chosen.outcome).toMatchObject({ ok: true, value: { startsAt: at(3, 10).toISOString() } });
    const [row] = await database.db.select().from(interviews).where(eq(interviews.applicationId, id));
    expect(row).toMatchObject({ startsAt: at(3, 10), endsAt: at(3, 11), sequence: 0 });
    expect(row!.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Nexora-Interview-[A-Z2-7]{20}$/);
    const sent = await emailsOf("interview.");
    const booked = sent.filter((email) => email.kind.endsWith("chosen"));
    expect(booked.map((email) => email.toAddress).sort()).toEqual([
      "arjun@nexoratech.in",
      "first@example.in",
      "priya@nexoratech.in",
    ]);
    for (const email of booked) {
      // Unfolded: iCalendar folds its lines at 75 octets.
      const invite = email.attachments[0]!.content.replace(/\r\n[ \t]/g, "");
      expect(invite).toContain("METHOD:REQUEST");
      expect(invite).toContain("first@example.in");
      expect(invite).toContain("priya@nexoratech.in");
      expect(invite).toContain("arjun@nexoratech.in");
    }
    // Priya's demo calendar no longer offers that time either.
    const priya = (await activeConsultants(database.db)).filter((person) => person.slug === "priya");
    expect(await freeConsultants(database.db, priya, { startsAt: at(3, 10), endsAt: at(3, 10, 30) }, now)).toEqual([]);
  });

  it("never gives two candidates the same panel's time, even when they choose at once", async () => {
    const first = await invited("racer-one@example.in");
    const second = await invited("racer-two@example.in");
    const time = at(3, 12).toISOString();
    const answers = await Promise.all([
      chooseInterviewTime(first.token, time, linkDeps()),
      chooseInterviewTime(second.token, time, linkDeps()),
    ]);
    expect(answers.map((answer) => answer.outcome.ok).sort()).toEqual([false, true]);
    expect(answers.find((answer) => !answer.outcome.ok)!.outcome).toMatchObject({
      refusal: "taken",
      message: "Sorry, that time was just taken. Please choose another.",
    });
    // And it is no longer offered to the one who lost the race.
    const loser = answers[0]!.outcome.ok ? second : first;
    const view = (await findSchedulingLink(database.db, loser.token, now))!;
    expect(view.offered.flatMap((day) => day.starts)).not.toContain(time);
  });

  it("lets the candidate move and cancel from the link, reminds everyone once, and ends the link when the interview starts", async () => {
    const { id, token } = await invited("mover@example.in");
    expect((await chooseInterviewTime(token, at(14, 11).toISOString(), linkDeps())).outcome.ok).toBe(true);
    expect((await chooseInterviewTime(token, at(14, 11).toISOString(), linkDeps())).outcome).toMatchObject({
      refusal: "rule",
    });
    // Outside the window, or off the quarter hour: never offered, so refused by the rule, never "just taken".
    for (const time of [at(62, 11), at(14, 15, 7), at(1, 12, 1)])
      expect((await chooseInterviewTime(token, time.toISOString(), linkDeps())).outcome).toMatchObject({
        refusal: "rule",
        message: "Please choose one of the times offered.",
      });
    const moved = await chooseInterviewTime(token, at(17, 10).toISOString(), linkDeps());
    expect(moved.outcome.ok).toBe(true);
    const [afterMove] = await database.db.select().from(interviews).where(eq(interviews.applicationId, id));
    expect(afterMove).toMatchObject({ startsAt: at(17, 10), sequence: 1 });

    const cancelled = await cancelInterviewTime(token, linkDeps());
    expect(cancelled.outcome).toMatchObject({ ok: true, value: { startsAt: null } });
    const cancellations = (await emailsOf("interview.")).filter(
      (email) => email.kind.endsWith("cancelled") && email.about === `application:${id}`,
    );
    expect(cancellations).toHaveLength(3);
    expect(cancellations[0]!.attachments[0]!.content).toContain("METHOD:CANCEL");
    expect((await cancelInterviewTime(token, linkDeps())).outcome).toMatchObject({ refusal: "rule" });

    // Chosen again; the day's reminder goes once, to the candidate and both interviewers.
    expect((await chooseInterviewTime(token, at(17, 11).toISOString(), linkDeps())).outcome.ok).toBe(true);
    const dayBefore = new Date(at(17, 11).getTime() - 23 * 60 * 60_000);
    const reminders = await queueDueInterviewReminders(database.db, {
      now: dayBefore,
      publicSiteUrl: "https://nexora.test",
      careersEmail: "careers@test.example",
    });
    expect(reminders).toHaveLength(3);
    expect(
      await queueDueInterviewReminders(database.db, {
        now: dayBefore,
        publicSiteUrl: "https://nexora.test",
        careersEmail: "careers@test.example",
      }),
    ).toEqual([]);
    // Once the interview has started, the link opens nothing.
    expect(await findSchedulingLink(database.db, token, at(17, 11, 1))).toBeUndefined();
    clock = at(17, 11, 1);
    expect((await cancelInterviewTime(token, linkDeps())).outcome).toMatchObject({ refusal: "gone" });
  });

  it("opens nothing for a wrong token or a rejected candidate, and refuses an invitation for a stage with no panel", async () => {
    expect(await findSchedulingLink(database.db, "x".repeat(43), now)).toBeUndefined();
    expect(await findSchedulingLink(database.db, "../../etc/passwd", now)).toBeUndefined();
    const { id, token } = await invited("rejected@example.in");
    await database.db.update(applications).set({ stage: "rejected" }).where(eq(applications.id, id));
    expect(await findSchedulingLink(database.db, token, now)).toBeUndefined();

    const { id: lone } = await submitSampleApplication(database.db, resumes, {
      jobId: job.id,
      application: sampleApplication({ email: "lone@example.in" }),
      now,
    });
    const desk = applicationDesk(deps(), members.recruiter);
    expect(await desk.inviteToChoose(lone, { stageId, durationMinutes: 30, ...defaultInvitationEmail })).toEqual({
      ok: false,
      message: "Please ask at least one interviewer to give this stage's interview first.",
    });
  });
});
