import { eq } from "drizzle-orm";

import type { Db } from "../db/db";
import { bookings, consultantCalDav, consultants } from "../db/schema";
import {
  claimDueCalendarWrite,
  endCalendarWrite,
  retryCalendarWrite,
  type ClaimedCalendarWrite,
} from "../consultants/calendar-event-writes";
import type { Bindings } from "../kernel/runtime/bindings";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { openSecret, SealedSecretError } from "../kernel/secrets/sealed-secrets";
import { callColumns } from "./booking-columns";
import { consultantCalendarEvent, inviteUid } from "./call-invite";

/**
 * Consultants' calls written into the calendar they chose on their CalDAV account (decision
 * 045). A trigger on bookings queues a write in the consultants' queue for every change to a call
 * of theirs (server/db/schema/bookings.ts), so no path that changes a call needs to know about
 * this; the writer takes each from the queue (consultants/calendar-event-writes.ts), reads the call
 * afresh, and writes what it is now: its event when it is a confirmed call of that consultant, or
 * no event when it was cancelled, erased or given to someone else. Each call is one event named by
 * the e-mailed invite's UID, so a write replaces it.
 */

/** How long a claimed write keeps other runs off it: longer than any CalDAV operation (15 s), so a write that crashes is due again after it. */
const claimMs = 5 * 60_000;

/** The longest wait before a failing write is tried again. */
const longestRetryMinutes = 6 * 60;

/** After the nth failure in a row: 1, 2, 4… minutes, at most six hours. */
const retryAfterMinutes = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), longestRetryMinutes);

/** A call that ended longer ago than this is not worth another try: nobody plans by it any more. */
const givenUpAfterMs = 24 * 60 * 60_000;

/** Writes taken in one run at most, so that a run ends even if calls keep changing under it. */
const writesPerRun = 500;

export const callWriteFaultMessage = "The call could not be written to the calendar because of a fault on our side.";
export const callWriteNoKeyMessage =
  "This server has no key for calendar passwords (CALENDAR_SECRETS_KEY), so calls cannot be written to the calendar.";
export const callWritePasswordMessage =
  "The calendar's app password saved here can no longer be read (the server's key for calendar passwords changed). Please connect the calendar again.";

/** A failure whose words are fit for the consultant and for a log line: no address, user name or password. */
class CallWriteError extends Error {
  override name = "CallWriteError";
}

export type CallWriteSetting = {
  salesEmail: string;
  /** The key that opens the app passwords. */
  secretsKey: () => Buffer | undefined;
  calendar: CalendarEventWriter;
  log?: Logger;
};

type CalDavAccount = { serverUrl: string; username: string; password: string };

/**
 * The CalDAV client's writes, handed in by server/app.ts (consultants/caldav-event-writer.ts): the
 * client is the consultants area's own, which this area may not import.
 */
export type CalendarEventWriter = {
  put(account: CalDavAccount, calendarUrl: string, uid: string, ics: string): Promise<void>;
  /** A missing event is no failure. */
  delete(account: CalDavAccount, calendarUrl: string, uid: string): Promise<void>;
  /** A failure's words for the consultant (never an address, user name or password), or undefined for a fault of ours. */
  failureWords(error: unknown): string | undefined;
};

export type CallWriteTally = { written: number; removed: number; dropped: number; failed: number };

const silentLog: Logger = { info() {}, warn() {}, error() {} };

/**
 * Writes every due call (queued, or past its wait after a failure) to its consultant's calendar,
 * one at a time; other instances' runs skip the one claimed. Answers what became of them.
 */
export async function writeDueBookingEvents(db: Db, now: Date, setting: CallWriteSetting): Promise<CallWriteTally> {
  const tally: CallWriteTally = { written: 0, removed: 0, dropped: 0, failed: 0 };
  for (let taken = 0; taken < writesPerRun; taken += 1) {
    const claim = await claimDueCalendarWrite(db, now, new Date(now.getTime() + claimMs));
    if (!claim) break;
    tally[await writeClaimed(db, claim, now, setting)] += 1;
  }
  return tally;
}

async function writeClaimed(
  db: Db,
  claim: ClaimedCalendarWrite,
  now: Date,
  { salesEmail, secretsKey, calendar, log = silentLog }: CallWriteSetting,
): Promise<keyof CallWriteTally> {
  const [account] = await db
    .select()
    .from(consultantCalDav)
    .where(eq(consultantCalDav.consultantId, claim.consultantId));
  if (!account?.callsCalendarUrl) {
    // Disconnected, or writing calls nowhere now: nothing to write to.
    await endCalendarWrite(db, claim);
    return "dropped";
  }
  const [call] = await db
    .select({
      ...callColumns,
      meetingUrl: bookings.meetingUrl,
      sequence: bookings.sequence,
      status: bookings.status,
      consultantId: bookings.consultantId,
      consultant: { name: consultants.name, email: consultants.email, meetingKind: consultants.meetingKind },
    })
    .from(bookings)
    .innerJoin(consultants, eq(consultants.id, bookings.consultantId))
    .where(eq(bookings.id, claim.bookingId));
  const theirs = call !== undefined && call.status === "confirmed" && call.consultantId === claim.consultantId;
  const uid = inviteUid(claim.reference);
  try {
    const credentials = accountOf(account, secretsKey);
    if (theirs) {
      await calendar.put(credentials, account.callsCalendarUrl, uid, consultantCalendarEvent(call, { salesEmail }));
    } else {
      await calendar.delete(credentials, account.callsCalendarUrl, uid);
    }
    await endCalendarWrite(db, claim);
    return theirs ? "written" : "removed";
  } catch (error) {
    const words = error instanceof CallWriteError ? error.message : calendar.failureWords(error);
    const message = words ?? callWriteFaultMessage;
    if (words !== undefined) {
      log.warn(
        { bookingId: claim.bookingId, consultantId: claim.consultantId, reason: message },
        "a call could not be written to its consultant's calendar",
      );
    } else {
      log.error(
        {
          bookingId: claim.bookingId,
          consultantId: claim.consultantId,
          err: withoutSecrets(error, [account.serverUrl, account.username]),
        },
        "writing a call to a calendar failed",
      );
    }
    if (call && call.endsAt.getTime() < now.getTime() - givenUpAfterMs) {
      await endCalendarWrite(db, claim);
      return "dropped";
    }
    await retryCalendarWrite(db, claim, {
      lastError: message,
      dueAt: new Date(now.getTime() + retryAfterMinutes(claim.attempts + 1) * 60_000),
    });
    return "failed";
  }
}

function accountOf(account: typeof consultantCalDav.$inferSelect, secretsKey: () => Buffer | undefined): CalDavAccount {
  const key = secretsKey();
  if (!key) throw new CallWriteError(callWriteNoKeyMessage);
  try {
    return {
      serverUrl: account.serverUrl,
      username: account.username,
      password: openSecret(account.passwordSealed, key),
    };
  } catch (error) {
    if (error instanceof SealedSecretError) throw new CallWriteError(callWritePasswordMessage);
    throw error;
  }
}

/** An error as a log line may show it: neither the server's address nor the user name. */
function withoutSecrets(error: unknown, secrets: readonly string[]): { type: string; message: string; stack?: string } {
  const hide = (text: string) =>
    secrets.filter((secret) => secret.length > 0).reduce((shown, secret) => shown.split(secret).join("[secret]"), text);
  if (!(error instanceof Error)) return { type: typeof error, message: "(not an Error)" };
  return { type: error.name, message: hide(error.message), ...(error.stack ? { stack: hide(error.stack) } : {}) };
}

/**
 * Every ten seconds, the calls due to be written: a booking, a move or a cancellation reaches the
 * consultant's calendar within a minute without any path that changes a call waking this task.
 */
export function createBookingWriteTask({
  db,
  clock,
  log,
  salesEmail,
  calendarSecretsKey,
  calendar,
  everyMs = 10_000,
}: Pick<Bindings, "db" | "clock" | "salesEmail" | "calendarSecretsKey"> & {
  log: Logger;
  calendar: CalendarEventWriter;
  everyMs?: number;
}): PeriodicTask {
  return createPeriodicTask({
    name: "calendar call writes",
    run: async () => {
      const tally = await writeDueBookingEvents(db, clock(), {
        salesEmail,
        secretsKey: calendarSecretsKey,
        calendar,
        log,
      });
      return Object.values(tally).some((count) => count > 0) ? tally : undefined;
    },
    log,
    firstRunAfterMs: 10_000,
    everyMs,
  });
}
