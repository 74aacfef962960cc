import { eq } from "drizzle-orm";

import type { Consultant } from "../server/consultants/availability";
import { startTakingCalls } from "../server/consultants/consultant-admin";
import type { Db } from "../server/db/db";
import { consultantBusyTimes, consultants } from "../server/db/schema";
import { joinedStaff } from "./joined-staff";
import { commandLine } from "../server/kernel/audit/audit";

/** A consultant's columns with no calendar feed connected and nothing read from one: a test's fresh start. */
export const noCalendar = {
  calendarFeedUrl: null,
  calendarCheckedAt: null,
  calendarReadAt: null,
  calendarError: null,
  calendarFailures: 0,
  calendarRetryAt: null,
};

/** Aarav, Bhavna and Chetan: sales staff who take calls, with the specification's hours. */
export async function consultantTeam(db: Db, now: Date): Promise<[Consultant, Consultant, Consultant]> {
  const team: Consultant[] = [];
  for (const name of ["Aarav Mehta", "Bhavna Iyer", "Chetan Rao"]) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@nexoratech.in`;
    const account = await joinedStaff(db, { email, name, role: "sales" }, now);
    team.push(await startTakingCalls(db, commandLine, account.id, now));
  }
  return team as [Consultant, Consultant, Consultant];
}

/** A consultant's schedule as saveSchedule takes it, to put back what a test changed. */
export const scheduleOf = (person: Consultant) => ({
  name: person.name,
  slug: person.slug,
  weeklyHours: person.weeklyHours,
  bufferBeforeMinutes: person.bufferBeforeMinutes,
  bufferAfterMinutes: person.bufferAfterMinutes,
  minimumNoticeMinutes: person.minimumNoticeMinutes,
  maxCallsPerDay: person.maxCallsPerDay,
});

/** A consultant's row as the database holds it now. */
export const consultantRowOf = async (db: Db, person: Consultant) =>
  (await db.select().from(consultants).where(eq(consultants.id, person.id)))[0]!;

/** The times a consultant's own calendar holds them busy, earliest first. */
export const busyTimesOf = async (db: Db, person: Consultant) =>
  (
    await db
      .select({ startsAt: consultantBusyTimes.startsAt, endsAt: consultantBusyTimes.endsAt })
      .from(consultantBusyTimes)
      .where(eq(consultantBusyTimes.consultantId, person.id))
  ).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
