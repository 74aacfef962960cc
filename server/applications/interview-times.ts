import { and, eq, gt, lt } from "drizzle-orm";

import { indiaDayRange, indiaDateOf, type IsoDate } from "../../domain/time/india-dates";
import {
  panelFreeStarts,
  schedulingDates,
  interviewNoticeMinutes,
} from "../../domain/applications/interview-scheduling";
import {
  maxBufferMinutes,
  specificationHours,
  type ConsultantDay,
  type ConsultantRules,
} from "../../domain/consultants/consultant-schedule";
import { minimumNoticeMinutes } from "../../domain/bookings/booking";
import type { DbOrTransaction } from "../db/db";
import { blockedTimes, consultants, interviewPanelists, staffAccounts } from "../db/schema";
import { dateOverrides, lockConsultants, timeTaken, type ScheduledPerson } from "../consultants/availability";
import { accountName } from "../jobs/interview-plan";

/**
 * When an interview's panel is free together: each panelist's day as the consultants' scheduling
 * reads it (their hours and overrides if they keep a consultant's page, else the company's hours;
 * their demo calls, interviews and calendar), and the company's blocked time for everyone.
 */

/** A colleague who keeps no consultant's page works the company's hours, with no buffers. */
const companyHours: ConsultantRules = {
  weeklyHours: specificationHours,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeMinutes,
  maxCallsPerDay: null,
};

export type Panelist = ScheduledPerson & { name: string; email: string; rules: ConsultantRules };

/** The interview's panel, each with the rules their time is read by. */
export async function panelOf(db: DbOrTransaction, interviewId: string): Promise<Panelist[]> {
  const rows = await db
    .select({ accountId: staffAccounts.id, name: accountName, email: staffAccounts.email, consultant: consultants })
    .from(interviewPanelists)
    .innerJoin(staffAccounts, eq(staffAccounts.id, interviewPanelists.accountId))
    .leftJoin(consultants, eq(consultants.staffAccountId, staffAccounts.id))
    .where(eq(interviewPanelists.interviewId, interviewId))
    .orderBy(accountName);
  return rows.map(({ accountId, name, email, consultant }) => ({
    // The consultant's id when they have one: the lock a demo booking of theirs takes too.
    id: consultant?.id ?? accountId,
    consultantId: consultant?.id ?? null,
    accountId,
    name,
    email,
    rules: consultant ?? companyHours,
  }));
}

/** Each date's days of the panel, read in one go for the whole range of dates. */
async function panelDays(
  db: DbOrTransaction,
  panel: readonly Panelist[],
  dates: readonly IsoDate[],
  movingInterview: string,
): Promise<Map<IsoDate, ConsultantDay[]>> {
  const reach = (maxBufferMinutes + 24 * 60) * 60_000;
  const [from] = indiaDayRange(dates[0]!);
  const [, to] = indiaDayRange(dates.at(-1)!);
  const range = [new Date(from.getTime() - reach), new Date(to.getTime() + reach)] as const;
  const overrides = await dateOverrides(
    db,
    panel.flatMap((person) => (person.consultantId ? [person.consultantId] : [])),
    dates,
  );
  const taken = await timeTaken(db, panel, range, { interview: movingInterview });
  const blocked = await db
    .select({ startsAt: blockedTimes.startsAt, endsAt: blockedTimes.endsAt })
    .from(blockedTimes)
    .where(and(lt(blockedTimes.startsAt, range[1]), gt(blockedTimes.endsAt, range[0])));
  return new Map(
    dates.map((date) => [
      date,
      panel.map((person) => {
        const { calls, busy } = taken.get(person.id)!;
        return {
          rules: person.rules,
          override: overrides.find((row) => row.consultantId === person.consultantId && row.date === date)?.hours,
          calls,
          busy: [...busy, ...blocked],
        };
      }),
    ]),
  );
}

export type OfferedDay = { date: IsoDate; starts: Date[] };

/** The dates in the window with at least one time the whole panel can give, and those times. */
export async function offeredTimes(
  db: DbOrTransaction,
  interview: { id: string; durationMinutes: number },
  panel: readonly Panelist[],
  now: Date,
): Promise<OfferedDay[]> {
  if (panel.length === 0) return [];
  const days = await panelDays(db, panel, schedulingDates(now), interview.id);
  return [...days].flatMap(([date, day]) => {
    const starts = panelFreeStarts(day, date, interview.durationMinutes, now);
    return starts.length > 0 ? [{ date, starts }] : [];
  });
}

/**
 * Inside the transaction that takes a time: locks every panelist (the consultants' lock, so a demo
 * call and an interview cannot take one person's time at once either), then answers whether the
 * whole panel is still free at `startsAt`.
 */
export async function panelStillFree(
  tx: DbOrTransaction,
  interview: { id: string; durationMinutes: number },
  panel: readonly Panelist[],
  startsAt: Date,
  now: Date,
): Promise<boolean> {
  if (panel.length === 0 || startsAt.getTime() - interviewNoticeMinutes * 60_000 < now.getTime()) return false;
  await lockConsultants(tx, panel);
  const date = indiaDateOf(startsAt);
  const days = await panelDays(tx, panel, [date], interview.id);
  return panelFreeStarts(days.get(date)!, date, interview.durationMinutes, now).some(
    (start) => start.getTime() === startsAt.getTime(),
  );
}
