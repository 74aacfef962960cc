import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { slotStart } from "../../domain/bookings/booking";
import { availableSlots } from "../bookings/bookings";
import { consultantBusyTimes, consultantCalDav, consultants } from "../db/schema";
import { onPublicChange } from "../kernel/changes/public-changes";
import { recordingLogger } from "../../test-support/recording-logger";
import { sealSecret } from "../kernel/secrets/sealed-secrets";
import { commandLine } from "../kernel/audit/audit";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { busyTimesOf, consultantRowOf, consultantTeam, noCalendar } from "../../test-support/consultant-team";
import { calendarEventFile, type RadicaleServer, startRadicaleServer } from "../../test-support/radicale-server";
import { bookingNow } from "../../test-support/sample-submissions";
import type { Consultant } from "./availability";
import { calDavNoKey, calDavPasswordUnreadable } from "./caldav-busy-times";
import { calDavMessages } from "./caldav/caldav-errors";
import { defaultFeedPolicy } from "./calendar-feed";
import { refreshCalendars } from "./calendar-sync";
import { stopTakingCalls } from "./consultant-admin";
import { isoDate } from "../../domain/time/india-dates";

/**
 * A consultant's CalDAV calendars blocking their slots (decision 045), on a real Radicale: an
 * event their own calendar app writes hides its slot after one run of the calendar task.
 * `bookingNow` is Monday 23 November 2026, 9:00 AM IST; Tuesday 24 November is the day under test.
 */
const now = bookingNow;
const seconds = (count: number) => new Date(now.getTime() + count * 1_000);
const tuesday = isoDate("2026-11-24");
const at = (label: string) => slotStart(tuesday, label)!;
const key = randomBytes(32);
const local = { ...defaultFeedPolicy, allowPrivateAddresses: true };

const database = databaseClearedBeforeEach([consultantBusyTimes, consultantCalDav]);
let radicale: RadicaleServer;
let aarav: Consultant;
let work: string;
let calendarsMade = 0;
let announcements = 0;
const { log, lines: logged } = recordingLogger();

const refresh = (when: Date, secretsKey: () => Buffer | undefined = () => key) =>
  refreshCalendars(database.db, when, local, { everyMinutes: 5, log, secretsKey });

const slotsOf = (person: Consultant) => availableSlots(database.db, tuesday, now, { only: person.id });

const rowOf = (person: Consultant) => consultantRowOf(database.db, person);

const accountOf = async (person: Consultant) =>
  (await database.db.select().from(consultantCalDav).where(eq(consultantCalDav.consultantId, person.id)))[0]!;

const busyOf = (person: Consultant) => busyTimesOf(database.db, person);

const setPassword = (person: Consultant, passwordSealed: string) =>
  database.db.update(consultantCalDav).set({ passwordSealed }).where(eq(consultantCalDav.consultantId, person.id));

beforeAll(async () => {
  radicale = await startRadicaleServer();
  const [company] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, company!.id, now);
  [aarav] = await consultantTeam(database.db, now);
  onPublicChange(database.db, "calendar", () => (announcements += 1));
}, 30_000);

afterAll(async () => {
  await radicale?.stop();
});

beforeEach(async () => {
  calendarsMade += 1;
  work = await radicale.makeCalendar(`work-${calendarsMade}`, { displayName: "Work" });
  await database.db.insert(consultantCalDav).values({
    consultantId: aarav.id,
    serverUrl: radicale.serverUrl,
    username: radicale.username,
    passwordSealed: sealSecret(radicale.password, key),
    calendars: [{ url: work, name: "Work" }],
    busyCalendars: [{ url: work, name: "Work" }],
    callsCalendarUrl: null,
    changeMarkers: {},
    createdAt: now,
    updatedAt: now,
  });
  await database.db.update(consultants).set(noCalendar).where(eq(consultants.id, aarav.id));
  logged.length = 0;
});

describe("a consultant's CalDAV calendar", () => {
  it("hides a slot after one run once their own app adds an event, and frees it once the event is removed", async () => {
    expect(await refresh(now)).toEqual({ read: 1, changed: 0, failed: 0 });
    expect(await slotsOf(aarav)).toContain("10:00 AM");
    const firstMarker = (await accountOf(aarav)).changeMarkers[work];
    expect(firstMarker).toEqual(expect.any(String));

    await radicale.putEvent(work, "dentist.ics", calendarEventFile("dentist", at("10:00 AM"), at("11:00 AM")));
    // Checked again only once the last check is half a minute old.
    expect(await refresh(seconds(20))).toEqual({ read: 0, changed: 0, failed: 0 });
    const before = announcements;
    expect(await refresh(seconds(30))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(announcements).toBeGreaterThan(before);
    const slots = await slotsOf(aarav);
    expect(slots).not.toContain("10:00 AM");
    expect(slots).not.toContain("10:30 AM");
    expect(slots).toContain("11:00 AM");
    expect(await busyOf(aarav)).toEqual([{ startsAt: at("10:00 AM"), endsAt: at("11:00 AM") }]);
    expect((await accountOf(aarav)).changeMarkers[work]).not.toBe(firstMarker);
    expect(await rowOf(aarav)).toMatchObject({ calendarReadAt: seconds(30), calendarError: null });

    await radicale.deleteEvent(work, "dentist.ics");
    expect(await refresh(seconds(60))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await slotsOf(aarav)).toContain("10:00 AM");
    expect(await busyOf(aarav)).toEqual([]);
  });

  it("skips the read while the change marker is unchanged, and reads again when it changes or the day does", async () => {
    await radicale.putEvent(work, "dentist.ics", calendarEventFile("dentist", at("10:00 AM"), at("11:00 AM")));
    await refresh(now);
    expect(await busyOf(aarav)).toHaveLength(1);
    // Busy times the read would put back: a skipped read leaves them gone.
    await database.db.delete(consultantBusyTimes);

    expect(await refresh(seconds(30))).toEqual({ read: 1, changed: 0, failed: 0 });
    expect(await busyOf(aarav)).toEqual([]);
    expect(await rowOf(aarav)).toMatchObject({ calendarReadAt: seconds(30), calendarError: null });

    await radicale.putEvent(work, "lunch.ics", calendarEventFile("lunch", at("1:00 PM"), at("1:30 PM")));
    expect(await refresh(seconds(60))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await busyOf(aarav)).toEqual([
      { startsAt: at("10:00 AM"), endsAt: at("11:00 AM") },
      { startsAt: at("1:00 PM"), endsAt: at("1:30 PM") },
    ]);

    // The next day in India the window has moved: read again whatever the marker says.
    await database.db.delete(consultantBusyTimes);
    expect(await refresh(seconds(90))).toEqual({ read: 1, changed: 0, failed: 0 });
    expect(await busyOf(aarav)).toEqual([]);
    expect(await refresh(seconds(15 * 60 * 60))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await busyOf(aarav)).toHaveLength(2);
  });

  it("keeps the last busy times while the password is refused, shows why, and waits longer after each failure", async () => {
    await radicale.putEvent(work, "dentist.ics", calendarEventFile("dentist", at("10:00 AM"), at("11:00 AM")));
    await refresh(now);
    await setPassword(aarav, sealSecret("not-the-app-password", key));
    await radicale.putEvent(work, "lunch.ics", calendarEventFile("lunch", at("1:00 PM"), at("1:30 PM")));

    expect(await refresh(seconds(30))).toEqual({ read: 0, changed: 0, failed: 1 });
    expect(await rowOf(aarav)).toMatchObject({
      calendarError: calDavMessages.credentials,
      calendarFailures: 1,
      calendarRetryAt: seconds(90),
      calendarReadAt: now,
    });
    expect(await busyOf(aarav)).toEqual([{ startsAt: at("10:00 AM"), endsAt: at("11:00 AM") }]);
    expect(await slotsOf(aarav)).not.toContain("10:00 AM");
    // Not tried again before its time, then twice as long.
    expect(await refresh(seconds(60))).toEqual({ read: 0, changed: 0, failed: 0 });
    expect(await refresh(seconds(90))).toEqual({ read: 0, changed: 0, failed: 1 });
    expect(await rowOf(aarav)).toMatchObject({ calendarFailures: 2, calendarRetryAt: seconds(210) });

    await setPassword(aarav, sealSecret(radicale.password, key));
    expect(await refresh(seconds(210))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await rowOf(aarav)).toMatchObject({ calendarError: null, calendarFailures: 0, calendarRetryAt: null });
    expect(await busyOf(aarav)).toHaveLength(2);
    const lines = logged.join("\n");
    for (const secret of [radicale.password, "not-the-app-password", radicale.serverUrl, work]) {
      expect(lines).not.toContain(secret);
    }
  });

  it("says so in plain words when the server has no key or the saved password cannot be opened", async () => {
    expect(await refresh(now, () => undefined)).toMatchObject({ failed: 1 });
    expect((await rowOf(aarav)).calendarError).toBe(calDavNoKey);

    await setPassword(aarav, sealSecret(radicale.password, randomBytes(32)));
    expect(await refresh(seconds(60))).toMatchObject({ failed: 1 });
    expect((await rowOf(aarav)).calendarError).toBe(calDavPasswordUnreadable);
  });

  it("reads nothing for an account whose calendars block nothing", async () => {
    await database.db
      .update(consultantCalDav)
      .set({ busyCalendars: [] })
      .where(eq(consultantCalDav.consultantId, aarav.id));
    expect(await refresh(now)).toEqual({ read: 0, changed: 0, failed: 0 });
    expect((await rowOf(aarav)).calendarCheckedAt).toBeNull();
  });
});
