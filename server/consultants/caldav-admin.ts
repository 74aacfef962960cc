import { and, eq, gt, sql } from "drizzle-orm";

import {
  calDavCalendarLimit,
  type CalDavCalendarChoice,
  type CalDavConnectForm,
} from "../../domain/consultants/caldav-account";
import type { Db, DbOrTransaction } from "../db/db";
import { bookings, calendarEventWrites, consultantBusyTimes, consultantCalDav, consultants } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { changing } from "../kernel/changes/public-changes";
import { sealSecret } from "../kernel/secrets/sealed-secrets";
import { noCalendarSecretsKey } from "../kernel/secrets/calendar-secrets-key";
import { audit, type Actor } from "../kernel/audit/audit";
import { discoverCalDavCalendars, type CalDavCalendar } from "./caldav/caldav-calendars";
import { CalDavError } from "./caldav/caldav-errors";
import type { CalDavPolicy } from "./caldav/caldav-session";

/**
 * Connecting, choosing and disconnecting a consultant's CalDAV account (decision 045). One
 * calendar source at a time: connecting one drops a secret iCal address, and the other
 * way round (calendar-feed-admin.ts). The app password is sealed before it is stored and never
 * leaves the server again; the audit names the server's host and the user name, never the password.
 */

export type CalDavSetting = { key: () => Buffer | undefined; policy: CalDavPolicy };

/** The sync state every calendar source starts from: due at once, nothing read, no error. */
export const freshCalendarState = {
  calendarCheckedAt: null,
  calendarReadAt: null,
  calendarError: null,
  calendarFailures: 0,
  calendarRetryAt: null,
} as const;

const hostOf = (serverUrl: string) => new URL(serverUrl).host;

async function auditCalDav(tx: DbOrTransaction, actor: Actor, consultantId: string, summary: string, now: Date) {
  const [consultant] = await tx
    .select({ name: consultants.name })
    .from(consultants)
    .where(eq(consultants.id, consultantId));
  if (!consultant) throw new RefusedError("This consultant no longer exists.");
  await audit(tx, actor, now, {
    action: "consultant.caldav",
    subjectType: "consultant",
    subjectId: consultantId,
    summary: `${consultant.name}: ${summary}`,
  });
}

/**
 * Every upcoming call of theirs waits to be written to the calendar just chosen for calls, by the
 * same function the bookings' trigger queues a changed call with (migration 0030).
 */
async function queueUpcomingCalls(tx: DbOrTransaction, consultantId: string, now: Date) {
  await tx.execute(sql`
    select queue_calendar_event_write(${bookings.id}, ${bookings.consultantId}, ${bookings.reference})
    from ${bookings}
    where ${bookings.consultantId} = ${consultantId} and ${bookings.status} = 'confirmed' and ${bookings.startsAt} > ${now}`);
}

/**
 * Signs in to the account (on the request: the consultant waits for the answer, bounded by the
 * policy's time) and connects it: every calendar that holds events blocks their times, and calls
 * are written to the first. Answers the calendars found.
 */
export async function connectCalDav(
  db: Db,
  actor: Actor,
  consultantId: string,
  form: CalDavConnectForm,
  now: Date,
  { key, policy }: CalDavSetting,
): Promise<CalDavCalendar[]> {
  const secretsKey = key();
  if (!secretsKey) throw new RefusedError(noCalendarSecretsKey);
  let calendars: CalDavCalendar[];
  try {
    calendars = await discoverCalDavCalendars(form, policy);
  } catch (error) {
    // Its message is written for the consultant and never names the password (caldav-errors.ts).
    if (error instanceof CalDavError) throw new RefusedError(error.message);
    throw error;
  }
  if (calendars.length === 0) throw new RefusedError("This account has no calendar that holds events.");
  const named = calendars.map(({ url, displayName }) => ({ url, name: displayName }));
  await changing(db, "calendar", async (tx) => {
    const account = {
      serverUrl: form.serverUrl,
      username: form.username,
      passwordSealed: sealSecret(form.password, secretsKey),
      calendars: named,
      busyCalendars: named,
      callsCalendarUrl: named[0]!.url,
      changeMarkers: {},
      updatedAt: now,
    };
    await tx
      .insert(consultantCalDav)
      .values({ consultantId, ...account, createdAt: now })
      .onConflictDoUpdate({ target: consultantCalDav.consultantId, set: account });
    await tx
      .update(consultants)
      .set({ calendarFeedUrl: null, ...freshCalendarState, updatedAt: now })
      .where(eq(consultants.id, consultantId));
    await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, consultantId));
    await queueUpcomingCalls(tx, consultantId, now);
    const summary = `CalDAV calendar connected (${form.username} at ${hostOf(form.serverUrl)}, ${named.length} calendars)`;
    await auditCalDav(tx, actor, consultantId, summary, now);
  });
  return calendars;
}

/** Which of the account's calendars block their times, and which one their calls are written to. */
export async function chooseCalDavCalendars(
  db: Db,
  actor: Actor,
  consultantId: string,
  choice: CalDavCalendarChoice,
  now: Date,
): Promise<void> {
  await changing(db, "calendar", async (tx) => {
    const [account] = await tx
      .select()
      .from(consultantCalDav)
      .where(eq(consultantCalDav.consultantId, consultantId))
      .for("update");
    if (!account) throw new RefusedError("No CalDAV calendar is connected any more.");
    const listed = keptCalendars(account.calendars);
    const known = (url: string) => listed.some((calendar) => calendar.url === url);
    if (![...choice.busy, ...(choice.calls ? [choice.calls] : [])].every(known))
      throw new RefusedError("Please choose calendars from the list.");
    const busyCalendars = listed.filter((calendar) => choice.busy.includes(calendar.url));
    await tx
      .update(consultantCalDav)
      .set({ busyCalendars, callsCalendarUrl: choice.calls, changeMarkers: {}, updatedAt: now })
      .where(eq(consultantCalDav.consultantId, consultantId));
    await tx
      .update(consultants)
      .set({ ...freshCalendarState, calendarReadAt: busyCalendars.length > 0 ? null : now, updatedAt: now })
      .where(eq(consultants.id, consultantId));
    // The calendars that no longer block their times take their busy times with them at the next read.
    if (busyCalendars.length === 0)
      await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, consultantId));
    if (choice.calls && choice.calls !== account.callsCalendarUrl) await queueUpcomingCalls(tx, consultantId, now);
    const calls = listed.find((calendar) => calendar.url === choice.calls)?.name ?? "nowhere";
    const summary = `CalDAV calendars chosen (${busyCalendars.length} block their times; calls written to ${calls})`;
    await auditCalDav(tx, actor, consultantId, summary, now);
  });
}

/**
 * Forgets the account and its password; its busy times stop blocking their slots at once. The
 * events already written stay in their calendar, which is theirs to keep or delete.
 */
export async function disconnectCalDav(db: Db, actor: Actor, consultantId: string, now: Date): Promise<void> {
  await changing(db, "calendar", async (tx) => {
    const removed = await tx
      .delete(consultantCalDav)
      .where(eq(consultantCalDav.consultantId, consultantId))
      .returning({ serverUrl: consultantCalDav.serverUrl, username: consultantCalDav.username });
    if (removed.length === 0) throw new RefusedError("No CalDAV calendar is connected any more.");
    await tx.delete(calendarEventWrites).where(eq(calendarEventWrites.consultantId, consultantId));
    await tx.delete(consultantBusyTimes).where(eq(consultantBusyTimes.consultantId, consultantId));
    await tx
      .update(consultants)
      .set({ ...freshCalendarState, updatedAt: now })
      .where(eq(consultants.id, consultantId));
    const { serverUrl, username } = removed[0]!;
    await auditCalDav(
      tx,
      actor,
      consultantId,
      `CalDAV calendar disconnected (${username} at ${hostOf(serverUrl)})`,
      now,
    );
  });
}

/** The calls that failed to reach their calendar so far (they are tried again), and the latest reason. */
export async function unwrittenCalls(db: DbOrTransaction, consultantId: string) {
  const [row] = await db
    .select({
      calls: sql<number>`count(*)`,
      reason: sql<
        string | null
      >`(array_agg(${calendarEventWrites.lastError} order by ${calendarEventWrites.dueAt} desc))[1]`,
    })
    .from(calendarEventWrites)
    .where(and(eq(calendarEventWrites.consultantId, consultantId), gt(calendarEventWrites.attempts, 0)));
  return { calls: Number(row?.calls ?? 0), reason: row?.reason ?? null };
}

/**
 * The calendars an account keeps: one connected now keeps no more than these (decision 052); one
 * connected before that bound may list thousands, of which its page shows and the task reads these alone.
 */
const keptCalendars = <T>(calendars: T[]): T[] => calendars.slice(0, calDavCalendarLimit);

/** What the consultant's page shows of the account: never the password. */
export async function calDavAccountOf(db: DbOrTransaction, consultantId: string) {
  const [account] = await db
    .select({
      serverUrl: consultantCalDav.serverUrl,
      username: consultantCalDav.username,
      calendars: consultantCalDav.calendars,
      busyCalendars: consultantCalDav.busyCalendars,
      callsCalendarUrl: consultantCalDav.callsCalendarUrl,
    })
    .from(consultantCalDav)
    .where(eq(consultantCalDav.consultantId, consultantId));
  return (
    account && {
      ...account,
      calendars: keptCalendars(account.calendars),
      busyCalendars: keptCalendars(account.busyCalendars),
    }
  );
}
