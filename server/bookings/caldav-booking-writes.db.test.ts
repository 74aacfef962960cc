import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import type { Consultant } from "../consultants/availability";
import { readCalDavBusyTimes } from "../consultants/caldav/caldav-calendars";
import { calDavMessages } from "../consultants/caldav/caldav-errors";
import { eventUrl } from "../consultants/caldav/caldav-events";
import { type CalDavPolicy, defaultCalDavPolicy } from "../consultants/caldav/caldav-session";
import { calDavEventWriter } from "../consultants/caldav-event-writer";
import { stopTakingCalls } from "../consultants/consultant-admin";
import { saveMeeting } from "../consultants/meeting-links";
import { auditLog, bookings, calendarEventWrites, consultantCalDav, consultants, outboxEmails } from "../db/schema";
import { recordingLogger } from "../../test-support/recording-logger";
import { sealSecret } from "../kernel/secrets/sealed-secrets";
import { commandLine } from "../kernel/audit/audit";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantTeam } from "../../test-support/consultant-team";
import { freePort } from "../../test-support/free-port";
import { type RadicaleServer, startRadicaleServer } from "../../test-support/radicale-server";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { unlimitedQuota } from "../../test-support/unlimited-quota";
import { cancelBooking } from "./booking-admin";
import { reassignBooking } from "./booking-reassignment";
import { createBooking } from "./bookings";
import { inviteUid } from "./call-invite";
import { writeDueBookingEvents } from "./caldav-booking-writes";
import { rescheduleByVisitor } from "./visitor-changes";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Calls written to consultants' CalDAV calendars (decision 045), on a real Radicale. Aarav
 * meets in his own room; each test gives Aarav and Bhavna fresh calendars for their calls.
 * `bookingNow` is Monday 23 November 2026, 9:00 AM IST.
 */
const now = bookingNow;
/** A slot's start on the day under test, or `minutes` after it. */
const at = (label: string, minutes = 0) => new Date(slotStart(date, label)!.getTime() + minutes * 60_000);
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const date = isoDate("2026-11-24");
const salesEmail = "sales@test.example";
const site = { salesEmail, publicSiteUrl: testSiteUrl, jitsiHost: "jitsi.test.example" };
const room = "https://meet.google.com/abc-defg-hij";
const key = randomBytes(32);
const calendar = calDavEventWriter({ allowPrivateAddresses: true });
const policy: CalDavPolicy = { ...defaultCalDavPolicy, allowPrivateAddresses: true };

const database = databaseClearedBeforeEach([outboxEmails, bookings, calendarEventWrites, auditLog]);
let radicale: RadicaleServer;
let aarav: Consultant;
let bhavna: Consultant;
let calendars: { aarav: string; bhavna: string };
let calendarsMade = 0;
let visitors = 0;
const { log, lines: logged } = recordingLogger();

const writeAt = (when: Date) =>
  writeDueBookingEvents(database.db, when, { salesEmail, secretsKey: () => key, calendar, log });

const connect = async (person: Consultant, callsCalendarUrl: string | null, password = radicale.password) => {
  const account = {
    serverUrl: radicale.serverUrl,
    username: radicale.username,
    passwordSealed: sealSecret(password, key),
    calendars: callsCalendarUrl ? [{ url: callsCalendarUrl, name: "Calls" }] : [],
    busyCalendars: [],
    callsCalendarUrl,
    changeMarkers: {},
    updatedAt: now,
  };
  await database.db
    .insert(consultantCalDav)
    .values({ consultantId: person.id, ...account, createdAt: now })
    .onConflictDoUpdate({ target: consultantCalDav.consultantId, set: account });
};

const book = async (time: string, consultant: Consultant) => {
  visitors += 1;
  const { confirmation } = await createBooking(
    database.db,
    { ...sampleBooking, date, time, email: `visitor${visitors}@example.in` },
    { ...site, clientIp: "::1", now, consultant: consultant.id },
  );
  return confirmation;
};

const authorization = () => `Basic ${Buffer.from(`${radicale.username}:${radicale.password}`).toString("base64")}`;

/** The call's event as the consultant's calendar app would fetch it, its folded lines joined; undefined when there is none. */
async function eventIn(calendarUrl: string, reference: string): Promise<string | undefined> {
  const response = await fetch(eventUrl(calendarUrl, inviteUid(reference)), {
    headers: { authorization: authorization() },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (response.status === 404) return undefined;
  expect(response.status).toBe(200);
  return text.replace(/\r?\n[ \t]/g, "");
}

const lineOf = (ics: string, name: string) => ics.split(/\r?\n/).find((line) => line.startsWith(name));

/** The calendar's busy times on the day under test. */
const busyIn = async (calendarUrl: string) =>
  (
    await readCalDavBusyTimes(
      { serverUrl: radicale.serverUrl, username: radicale.username, password: radicale.password },
      calendarUrl,
      { from: at("10:00 AM"), to: at("5:30 PM", 30) },
      policy,
    )
  ).busy;

const queued = () => database.db.select().from(calendarEventWrites);

beforeAll(async () => {
  radicale = await startRadicaleServer();
  const [company] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, company!.id, now);
  [aarav, bhavna] = await consultantTeam(database.db, now);
  await saveMeeting(database.db, commandLine, aarav.id, { kind: "room", roomUrl: room }, now);
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

beforeEach(async () => {
  calendarsMade += 1;
  calendars = {
    aarav: await radicale.makeCalendar(`aarav-calls-${calendarsMade}`),
    bhavna: await radicale.makeCalendar(`bhavna-calls-${calendarsMade}`),
  };
  await connect(aarav, calendars.aarav);
  await connect(bhavna, calendars.bhavna);
  logged.length = 0;
});

describe("calls written to the consultant's CalDAV calendar", () => {
  it("writes a booked call with the visitor, the meeting link and the e-mailed invite's UID, once", async () => {
    const call = await book("11:30 AM", aarav);
    expect(await queued()).toMatchObject([{ bookingId: call.id, consultantId: aarav.id, dueAt: null }]);

    expect(await writeAt(now)).toEqual({ written: 1, removed: 0, dropped: 0, failed: 0 });
    const ics = (await eventIn(calendars.aarav, call.reference))!;
    expect(lineOf(ics, "UID")).toBe(`UID:${call.reference.toLowerCase()}@nexoratech.in`);
    expect(lineOf(ics, "SUMMARY")).toBe(`SUMMARY:Demo call with Meera Kapoor (${call.reference})`);
    expect(lineOf(ics, "LOCATION")).toBe(`LOCATION:${room}`);
    expect(lineOf(ics, "URL")).toBe(`URL:${room}`);
    expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:0");
    expect(lineOf(ics, "ORGANIZER")).toMatch(/^ORGANIZER;CN="?Aarav Mehta"?:mailto:aarav@nexoratech\.in$/i);
    expect(lineOf(ics, "ATTENDEE")).toMatch(/^ATTENDEE;.*SCHEDULE-AGENT=CLIENT.*:mailto:visitor\d+@example\.in$/i);
    expect(lineOf(ics, "DESCRIPTION")).toContain(`Visitor: Meera Kapoor\\, visitor${visitors}@example.in`);
    expect(lineOf(ics, "METHOD")).toBeUndefined();
    expect(await busyIn(calendars.aarav)).toEqual([{ startsAt: at("11:30 AM"), endsAt: at("12:00 PM") }]);
    expect(await queued()).toEqual([]);
    expect(await writeAt(now)).toEqual({ written: 0, removed: 0, dropped: 0, failed: 0 });
  });

  it("moves the event when the visitor moves the call, and removes it when sales cancels it", async () => {
    const call = await book("11:30 AM", aarav);
    await writeAt(now);
    const [mail] = await database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, `visitor${visitors}@example.in`));
    const token = mail!.textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]!;
    const { outcome } = await rescheduleByVisitor(
      token,
      { date, time: "2:00 PM" },
      { db: database.db, now, ...site, spendQuota: unlimitedQuota },
    );
    expect(outcome.ok).toBe(true);

    expect(await writeAt(now)).toMatchObject({ written: 1 });
    expect(await busyIn(calendars.aarav)).toEqual([{ startsAt: at("2:00 PM"), endsAt: at("2:30 PM") }]);
    expect(lineOf((await eventIn(calendars.aarav, call.reference))!, "SEQUENCE")).toBe("SEQUENCE:1");

    await cancelBooking(database.db, commandLine, { id: call.id, reason: "Test", now, ...site });
    expect(await writeAt(now)).toEqual({ written: 0, removed: 1, dropped: 0, failed: 0 });
    expect(await eventIn(calendars.aarav, call.reference)).toBeUndefined();
    expect(await busyIn(calendars.aarav)).toEqual([]);
  });

  it("takes a call handed to another consultant out of the first one's calendar and into theirs", async () => {
    const call = await book("11:30 AM", aarav);
    await writeAt(now);
    await reassignBooking(database.db, commandLine, { bookingId: call.id, consultantId: bhavna.id }, { ...site, now });

    expect(await writeAt(now)).toEqual({ written: 1, removed: 1, dropped: 0, failed: 0 });
    expect(await eventIn(calendars.aarav, call.reference)).toBeUndefined();
    const ics = (await eventIn(calendars.bhavna, call.reference))!;
    expect(lineOf(ics, "ORGANIZER")).toMatch(/^ORGANIZER;CN="?Bhavna Iyer"?:mailto:bhavna@nexoratech\.in$/i);
    expect(lineOf(ics, "SEQUENCE")).toBe("SEQUENCE:1");
  });

  it("keeps a failing write with its reason, tries it again later and later, and writes it once the server answers", async () => {
    const closedPort = await freePort();
    const call = await book("11:30 AM", aarav);
    await database.db
      .update(consultantCalDav)
      .set({
        serverUrl: `http://127.0.0.1:${closedPort}/`,
        callsCalendarUrl: `http://127.0.0.1:${closedPort}/consultant/x/`,
      })
      .where(eq(consultantCalDav.consultantId, aarav.id));

    expect(await writeAt(now)).toEqual({ written: 0, removed: 0, dropped: 0, failed: 1 });
    expect(await queued()).toMatchObject([{ attempts: 1, lastError: calDavMessages.unreachable, dueAt: later(1) }]);
    // Not due before its time.
    expect(await writeAt(now)).toMatchObject({ failed: 0 });

    await connect(aarav, calendars.aarav, "not-the-app-password");
    expect(await writeAt(later(1))).toMatchObject({ failed: 1 });
    expect(await queued()).toMatchObject([{ attempts: 2, lastError: calDavMessages.credentials, dueAt: later(3) }]);
    expect(await eventIn(calendars.aarav, call.reference)).toBeUndefined();

    await connect(aarav, calendars.aarav);
    expect(await writeAt(later(3))).toEqual({ written: 1, removed: 0, dropped: 0, failed: 0 });
    expect(lineOf((await eventIn(calendars.aarav, call.reference))!, "SUMMARY")).toContain(call.reference);
    expect(await queued()).toEqual([]);
    // The logs carry neither the password nor the user name.
    expect(logged.join("\n")).not.toContain(radicale.password);
    expect(logged.join("\n")).not.toContain("not-the-app-password");
    expect(logged.join("\n")).not.toContain(`127.0.0.1:${closedPort}`);
    expect(logged.join("\n")).not.toContain(radicale.serverUrl);
  });

  it("gives up a failing write once its call ended a day ago, and drops writes for a consultant who writes calls nowhere", async () => {
    await connect(aarav, calendars.aarav, "not-the-app-password");
    await book("11:30 AM", aarav);
    expect(await writeAt(now)).toMatchObject({ failed: 1 });
    // Tuesday 12:00 PM India, the call's end, plus a day and a minute.
    const dayAfter = at("12:00 PM", 24 * 60 + 1);
    expect(await writeAt(dayAfter)).toEqual({ written: 0, removed: 0, dropped: 1, failed: 0 });
    expect(await queued()).toEqual([]);

    await connect(aarav, calendars.aarav);
    const call = await book("2:00 PM", aarav);
    await database.db
      .update(consultantCalDav)
      .set({ callsCalendarUrl: null })
      .where(eq(consultantCalDav.consultantId, aarav.id));
    expect(await writeAt(now)).toEqual({ written: 0, removed: 0, dropped: 1, failed: 0 });
    expect(await eventIn(calendars.aarav, call.reference)).toBeUndefined();
  });

  it("writes the call as it is now when it changed while being written", async () => {
    const call = await book("11:30 AM", aarav);
    // As if the call changed during the write: the trigger queues it again, due at once.
    const claimedUntil = later(5);
    await database.db.update(calendarEventWrites).set({ dueAt: claimedUntil });
    await database.db.update(bookings).set({ sequence: 7 }).where(eq(bookings.id, call.id));
    expect(await queued()).toMatchObject([{ dueAt: null }]);
    expect(await writeAt(now)).toMatchObject({ written: 1 });
    expect(lineOf((await eventIn(calendars.aarav, call.reference))!, "SEQUENCE")).toBe("SEQUENCE:7");
  });
});
