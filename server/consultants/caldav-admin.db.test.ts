import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createBooking } from "../bookings/bookings";
import {
  auditLog,
  bookings,
  calendarEventWrites,
  consultantBusyTimes,
  consultantCalDav,
  consultants,
  outboxEmails,
} from "../db/schema";
import { openSecret } from "../kernel/secrets/sealed-secrets";
import { RefusedError } from "../kernel/requests/outcome";
import { commandLine } from "../kernel/audit/audit";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantTeam } from "../../test-support/consultant-team";
import { startRadicaleServer, type RadicaleServer } from "../../test-support/radicale-server";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import type { Consultant } from "./availability";
import { saveCalendarFeed } from "./calendar-feed-admin";
import {
  calDavAccountOf,
  chooseCalDavCalendars,
  connectCalDav,
  disconnectCalDav,
  unwrittenCalls,
} from "./caldav-admin";
import { defaultCalDavPolicy } from "./caldav/caldav-session";
import { stopTakingCalls } from "./consultant-admin";
import { isoDate } from "../../domain/time/india-dates";

/** A consultant connects, chooses and disconnects their CalDAV account (decision 045), against Radicale. */
const now = bookingNow;
const key = randomBytes(32);
const setting = { key: () => key, policy: { ...defaultCalDavPolicy, allowPrivateAddresses: true } };
const database = databaseClearedBeforeEach([
  outboxEmails,
  bookings,
  consultantBusyTimes,
  consultantCalDav,
  calendarEventWrites,
  auditLog,
]);
let radicale: RadicaleServer;
let aarav: Consultant;
let work: string;
let home: string;

const form = () => ({ serverUrl: radicale.serverUrl, username: radicale.username, password: radicale.password });
const accountRow = async () =>
  (await database.db.select().from(consultantCalDav).where(eq(consultantCalDav.consultantId, aarav.id)))[0];

beforeAll(async () => {
  radicale = await startRadicaleServer();
  work = await radicale.makeCalendar("work", { displayName: "Work" });
  home = await radicale.makeCalendar("home", { displayName: "Home" });
  const [seeded] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, seeded!.id, now);
  [aarav] = await consultantTeam(database.db, now);
}, 60_000);
afterAll(async () => {
  await radicale?.stop();
});

describe("a consultant's CalDAV account", () => {
  it("is refused with the server's plain reason for a wrong password, and nothing is kept", async () => {
    const refused = connectCalDav(database.db, commandLine, aarav.id, { ...form(), password: "wrong" }, now, setting);
    await expect(refused).rejects.toBeInstanceOf(RefusedError);
    await expect(refused).rejects.not.toThrow(/wrong/);
    expect(await accountRow()).toBeUndefined();
  });

  it("is refused on a server without a key to seal its password", async () => {
    const keyless = { ...setting, key: () => undefined };
    await expect(connectCalDav(database.db, commandLine, aarav.id, form(), now, keyless)).rejects.toThrow(
      /CALENDAR_SECRETS_KEY/,
    );
    expect(await accountRow()).toBeUndefined();
  });

  it("connects in place of a secret iCal address: its password sealed, every calendar blocking, calls queued for the first", async () => {
    await saveCalendarFeed(database.db, commandLine, aarav.id, "https://calendar.example.in/private/basic.ics", now);
    await database.db.insert(consultantBusyTimes).values({
      consultantId: aarav.id,
      startsAt: new Date(now.getTime() + 3_600_000),
      endsAt: new Date(now.getTime() + 7_200_000),
    });
    const call = await createBooking(
      database.db,
      { ...sampleBooking, date: isoDate("2026-11-24"), time: "11:00 AM" },
      { salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl, clientIp: "::1", now },
    );

    const calendars = await connectCalDav(database.db, commandLine, aarav.id, form(), now, setting);
    expect(calendars.map((calendar) => calendar.displayName).sort()).toEqual(["Home", "Work"]);
    const row = (await accountRow())!;
    expect(row.passwordSealed).not.toContain(radicale.password);
    expect(openSecret(row.passwordSealed, key)).toBe(radicale.password);
    expect(row.busyCalendars.map((calendar) => calendar.url).sort()).toEqual([home, work].sort());
    expect([home, work]).toContain(row.callsCalendarUrl);
    const [consultant] = await database.db.select().from(consultants).where(eq(consultants.id, aarav.id));
    expect(consultant).toMatchObject({ calendarFeedUrl: null, calendarReadAt: null, calendarError: null });
    expect(await database.db.select().from(consultantBusyTimes)).toEqual([]);
    expect(await database.db.select().from(calendarEventWrites)).toMatchObject([
      { bookingId: call.confirmation.id, consultantId: aarav.id, dueAt: null },
    ]);
    // Waiting for its first try is not a failure; a failed try is shown with its reason.
    expect(await unwrittenCalls(database.db, aarav.id)).toEqual({ calls: 0, reason: null });
    const reason = "The calendar server did not answer in time.";
    await database.db.update(calendarEventWrites).set({ attempts: 2, lastError: reason, dueAt: now });
    expect(await unwrittenCalls(database.db, aarav.id)).toEqual({ calls: 1, reason });
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "consultant.caldav"));
    expect(entry!.summary).toContain(`${radicale.username} at`);
    expect(JSON.stringify(entry)).not.toContain(radicale.password);
  });

  it("takes only the account's own calendars, then forgets the account and its password when disconnected", async () => {
    await connectCalDav(database.db, commandLine, aarav.id, form(), now, setting);
    await expect(
      chooseCalDavCalendars(
        database.db,
        commandLine,
        aarav.id,
        { busy: ["https://elsewhere.example/cal/"], calls: null },
        now,
      ),
    ).rejects.toThrow("Please choose calendars from the list.");

    await chooseCalDavCalendars(database.db, commandLine, aarav.id, { busy: [work], calls: null }, now);
    expect(await calDavAccountOf(database.db, aarav.id)).toMatchObject({
      busyCalendars: [{ url: work, name: "Work" }],
      callsCalendarUrl: null,
    });

    await disconnectCalDav(database.db, commandLine, aarav.id, now);
    expect(await accountRow()).toBeUndefined();
    await expect(disconnectCalDav(database.db, commandLine, aarav.id, now)).rejects.toThrow(
      "No CalDAV calendar is connected any more.",
    );
  });

  it("gives way to a secret iCal address connected afterwards", async () => {
    await connectCalDav(database.db, commandLine, aarav.id, form(), now, setting);
    await saveCalendarFeed(database.db, commandLine, aarav.id, "https://calendar.example.in/private/basic.ics", now);
    expect(await accountRow()).toBeUndefined();
    expect(await database.db.select().from(calendarEventWrites)).toEqual([]);
  });
});
