import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { interviewPanelists, interviews, outboxEmails } from "../db/schema";
import { aboutApplication } from "../outbox/about";
import { insertApplication, insertJob, insertStaff } from "../../test-support/recruiting-rows";
import { openTestDatabase } from "../../test-support/test-database";
import { queueScorecardReminders } from "./scorecard-reminders";

/**
 * One reminder to an interviewer late with their scorecard, with the clock moved past the day's
 * grace: from the interview's end when it has a time, from when they were asked when it was
 * arranged outside the site, never while the candidate is still to choose a time.
 */
const asked = new Date("2026-11-20T06:00:00Z");
const hours = (count: number) => new Date(asked.getTime() + count * 60 * 60 * 1000);
const mail = { careersEmail: "careers@test.example", publicSiteUrl: "https://nexora.test" };

let database: Database;
const seats: Record<"outside" | "scheduled" | "submitted" | "disabled", { interviewId: string; panelistId: string }> =
  {} as never;
let applicationId: string;

async function seat(
  interview: { stageId: string; applicationId: string; invitedAt?: Date },
  accountId: string,
  submittedAt: Date | null = null,
) {
  const [row] = await database.db
    .insert(interviews)
    .values({ ...interview, createdAt: asked })
    .onConflictDoNothing()
    .returning({ id: interviews.id });
  const interviewId =
    row?.id ??
    (
      await database.db.select({ id: interviews.id }).from(interviews).where(eq(interviews.stageId, interview.stageId))
    )[0]!.id;
  const [panelist] = await database.db
    .insert(interviewPanelists)
    .values({ interviewId, accountId, createdAt: asked, submittedAt })
    .returning({ id: interviewPanelists.id });
  return { interviewId, panelistId: panelist!.id };
}

const remindersTo = async (address: string) =>
  database.db
    .select({ subject: outboxEmails.subject, text: outboxEmails.textBody, about: outboxEmails.about })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, address));

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const at = new Date("2026-01-01T00:00:00Z");
  const outsideStage = await insertJob(db, { id: "reminded-outside", title: "Data Engineer", at });
  const scheduledStage = await insertJob(db, { id: "reminded-scheduled", title: "QA Engineer", at });
  applicationId = await insertApplication(db, { jobId: "reminded-outside", createdAt: at });
  const scheduledApplication = await insertApplication(db, { jobId: "reminded-scheduled", createdAt: at });
  const [meera, ravi, sana, gone] = await Promise.all([
    insertStaff(db, { email: "meera@nexora.test", name: "Meera", at }),
    insertStaff(db, { email: "ravi@nexora.test", name: "Ravi", at }),
    insertStaff(db, { email: "sana@nexora.test", name: "Sana", at }),
    insertStaff(db, { email: "gone@nexora.test", name: "Gone", at, disabledAt: at }),
  ]);
  // Arranged outside the site: no time, no invitation to choose one.
  seats.outside = await seat({ stageId: outsideStage, applicationId }, meera!);
  seats.submitted = await seat({ stageId: outsideStage, applicationId }, sana!, hours(20));
  seats.disabled = await seat({ stageId: outsideStage, applicationId }, gone!);
  // The candidate is invited to choose a time and has not yet.
  seats.scheduled = await seat(
    { stageId: scheduledStage, applicationId: scheduledApplication, invitedAt: asked },
    ravi!,
  );
});

afterAll(async () => {
  await database.close();
});

describe("scorecard reminders", () => {
  it("remind an interviewer of an interview arranged outside the site once, a day after they were asked", async () => {
    expect(await queueScorecardReminders(database.db, { now: hours(23), ...mail })).toEqual([]);
    const queued = await queueScorecardReminders(database.db, { now: hours(24), ...mail });
    expect(queued).toHaveLength(1);
    const [reminder] = await remindersTo("meera@nexora.test");
    expect(reminder).toMatchObject({
      subject: expect.stringContaining("Your scorecard is waiting: Candidate"),
      about: aboutApplication(applicationId),
    });
    expect(reminder!.text).toContain(`https://nexora.test/admin/interviews/${seats.outside.interviewId}`);
    // Once only, however often the task runs; nobody else is reminded.
    expect(await queueScorecardReminders(database.db, { now: hours(200), ...mail })).toEqual([]);
    expect(await remindersTo("meera@nexora.test")).toHaveLength(1);
    expect(await remindersTo("sana@nexora.test")).toEqual([]);
    expect(await remindersTo("gone@nexora.test")).toEqual([]);
    const [claimed] = await database.db
      .select({ remindedAt: interviewPanelists.remindedAt })
      .from(interviewPanelists)
      .where(eq(interviewPanelists.id, seats.outside.panelistId));
    expect(claimed!.remindedAt).toEqual(hours(24));
  });

  it("wait for a scheduled interview's end, and send one reminder when several servers run at once", async () => {
    // While the candidate has still to choose a time, nobody is late.
    expect(await remindersTo("ravi@nexora.test")).toEqual([]);
    await database.db
      .update(interviews)
      .set({ startsAt: hours(300), endsAt: hours(301) })
      .where(eq(interviews.id, seats.scheduled.interviewId));
    expect(await queueScorecardReminders(database.db, { now: hours(324), ...mail })).toEqual([]);
    const runs = await Promise.all(
      [0, 1, 2].map(() => queueScorecardReminders(database.db, { now: hours(325), ...mail })),
    );
    expect(runs.flat()).toHaveLength(1);
    const [reminder] = await remindersTo("ravi@nexora.test");
    expect(reminder!.text).toContain("QA Engineer");
    expect(reminder!.text).toContain("(India time)");
    // A submitted scorecard and a disabled account's seat are never claimed.
    const unclaimed = await database.db
      .select({ remindedAt: interviewPanelists.remindedAt })
      .from(interviewPanelists)
      .where(inArray(interviewPanelists.id, [seats.submitted.panelistId, seats.disabled.panelistId]));
    expect(unclaimed).toEqual([{ remindedAt: null }, { remindedAt: null }]);
  });
});
