import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { calDavCalendarLimit } from "../../domain/consultants/caldav-account";
import { auditLog, calendarEventWrites, consultantBusyTimes, consultantCalDav, consultants } from "../db/schema";
import { RefusedError } from "../kernel/requests/outcome";
import { sealSecret } from "../kernel/secrets/sealed-secrets";
import { commandLine } from "../kernel/audit/audit";
import { databaseClearedBeforeEach } from "../../test-support/cleared-database";
import { consultantRowOf, consultantTeam, noCalendar } from "../../test-support/consultant-team";
import {
  calendarPath,
  type ManyCalendarsServer,
  startManyCalendarsServer,
} from "../../test-support/many-calendars-caldav-server";
import { bookingNow } from "../../test-support/sample-submissions";
import type { Consultant } from "./availability";
import { calDavAccountOf, connectCalDav, disconnectCalDav } from "./caldav-admin";
import { calDavMessages } from "./caldav/caldav-errors";
import { type CalDavPolicy, defaultCalDavPolicy } from "./caldav/caldav-session";
import { defaultFeedPolicy } from "./calendar-feed";
import { refreshCalendars } from "./calendar-sync";
import { stopTakingCalls } from "./consultant-admin";

/**
 * CalDAV accounts are bounded (decision 052): a hand-made server lists as many
 * calendars as a test asks for, or drips its answers a byte at a time. Whatever it does, the
 * calendars kept and read are few, a disconnected account is asked nothing more, no server gets
 * more than its share of requests a second, and one slow server delays nobody else's calendar.
 */
const now = bookingNow;
const key = randomBytes(32);
const local = { ...defaultFeedPolicy, allowPrivateAddresses: true };
// Paced closely, to be quick: the pacing test sets its own interval.
const policy: CalDavPolicy = { ...defaultCalDavPolicy, allowPrivateAddresses: true, minRequestIntervalMs: 10 };
const setting = { key: () => key, policy };

const database = databaseClearedBeforeEach([calendarEventWrites, consultantBusyTimes, consultantCalDav, auditLog]);
let aarav: Consultant;
let bhavna: Consultant;
const servers: ManyCalendarsServer[] = [];

const serve = async (calendars: number) => {
  const server = await startManyCalendarsServer({ calendars });
  servers.push(server);
  return server;
};

const refresh = (calDavPolicy: CalDavPolicy = policy) =>
  refreshCalendars(database.db, now, local, { everyMinutes: 5, secretsKey: () => key, calDavPolicy });

const rowOf = (person: Consultant) => consultantRowOf(database.db, person);

/** The account as connecting it would leave it, with its first `count` calendars all blocking. */
async function connected(person: Consultant, server: ManyCalendarsServer, count: number) {
  const calendars = Array.from({ length: count }, (_, index) => ({
    url: new URL(calendarPath(index), server.serverUrl).href,
    name: `Calendar ${index}`,
  }));
  await database.db.insert(consultantCalDav).values({
    consultantId: person.id,
    serverUrl: server.serverUrl,
    username: server.username,
    passwordSealed: sealSecret(server.password, key),
    calendars,
    busyCalendars: calendars,
    callsCalendarUrl: null,
    changeMarkers: {},
    createdAt: now,
    updatedAt: now,
  });
}

/** The most requests the server saw in any one second. */
function mostInOneSecond(arrivals: number[]): number {
  const times = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while (times[last]! - times[first]! >= 1_000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

beforeAll(async () => {
  const [seeded] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, seeded!.id, now);
  [aarav, bhavna] = await consultantTeam(database.db, now);
});

beforeEach(async () => {
  await database.db.update(consultants).set(noCalendar);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
});

describe("a CalDAV account listing 11,000 calendars", () => {
  it(`keeps and reads only the first ${calDavCalendarLimit}, and the page gets those alone`, async () => {
    const server = await serve(11_000);
    const form = { serverUrl: server.serverUrl, username: server.username, password: server.password };
    const calendars = await connectCalDav(database.db, commandLine, aarav.id, form, now, setting);
    expect(calendars).toHaveLength(calDavCalendarLimit);
    expect(calendars[0]!.displayName).toBe("Calendar 0");

    const page = (await calDavAccountOf(database.db, aarav.id))!;
    expect(page.calendars).toHaveLength(calDavCalendarLimit);
    expect(page.busyCalendars).toHaveLength(calDavCalendarLimit);
    // What the page is made of: some 100 bytes a calendar, where 11,000 made it 5.8 MB.
    expect(JSON.stringify(page).length).toBeLessThan(20_000);

    expect(await refresh()).toMatchObject({ read: 1, failed: 0 });
    const read = server.reportsOf();
    expect(read).toHaveLength(calDavCalendarLimit);
    expect(new Set(read)).toEqual(
      new Set(Array.from({ length: calDavCalendarLimit }, (_, index) => calendarPath(index))),
    );
  });

  it("reads no more than the first ones of an account kept before there was a bound", async () => {
    const server = await serve(200);
    await connected(aarav, server, 200);
    expect((await calDavAccountOf(database.db, aarav.id))!.calendars).toHaveLength(calDavCalendarLimit);
    expect(await refresh()).toMatchObject({ read: 1, failed: 0 });
    expect(server.reportsOf()).toHaveLength(calDavCalendarLimit);
  });
});

describe("a CalDAV read", () => {
  it("asks nothing more of the server once the account is disconnected mid-round", async () => {
    const server = await serve(calDavCalendarLimit);
    await connected(aarav, server, calDavCalendarLimit);
    let reached: () => void;
    const tenthRequest = new Promise<void>((resolve) => (reached = resolve));
    let release: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.hold = (index) => {
      if (index !== 10) return Promise.resolve();
      reached();
      return released;
    };

    const round = refresh();
    await tenthRequest;
    await disconnectCalDav(database.db, commandLine, aarav.id, now);
    const seenBefore = server.requests.length;
    release!();
    expect(await round).toEqual({ read: 0, changed: 0, failed: 0 });
    expect(server.requests.length - seenBefore).toBe(0);
    expect(await rowOf(aarav)).toMatchObject({ calendarError: null, calendarReadAt: null });
  });

  it("paces the requests to one server, even for two consultants read at once", async () => {
    const server = await serve(5);
    await connected(aarav, server, 5);
    await connected(bhavna, server, 5);
    const paced = { ...policy, minRequestIntervalMs: 100 };

    expect(await refresh(paced)).toMatchObject({ read: 2, failed: 0 });
    // Two requests a calendar: its change marker, then its events.
    expect(server.requests.length).toBeGreaterThanOrEqual(20);
    expect(mostInOneSecond(server.requests.map((request) => request.at))).toBeLessThanOrEqual(
      1_000 / paced.minRequestIntervalMs + 1,
    );
    expect(defaultCalDavPolicy.minRequestIntervalMs).toBeGreaterThanOrEqual(paced.minRequestIntervalMs);
  });

  it("ends a server's drip at its deadline, and another consultant's calendar is read meanwhile", async () => {
    const dripping = await serve(1);
    dripping.drip = () => true;
    const quick = await serve(1);
    await connected(aarav, dripping, 1);
    await connected(bhavna, quick, 1);
    // Aarav's turn comes first: his calendar was checked longest ago.
    await database.db
      .update(consultants)
      .set({ calendarCheckedAt: new Date(now.getTime() - 60_000) })
      .where(eq(consultants.id, bhavna.id));
    const deadline = { ...policy, requestTimeoutMs: 3_000, readTimeoutMs: 3_000 };

    expect(await refresh(deadline)).toEqual({ read: 1, changed: 0, failed: 1 });
    expect((await rowOf(aarav)).calendarError).toBe(calDavMessages.timedOut("3 seconds"));
    expect((await rowOf(bhavna)).calendarError).toBeNull();
    // A byte every 200 ms keeps the connection busy; only the deadline of the whole read ended it.
    expect(dripping.dripsEndedAt).toHaveLength(1);
    expect(quick.reportsOf()).toHaveLength(1);
    expect(Math.max(...quick.requests.map((request) => request.at))).toBeLessThan(dripping.dripsEndedAt[0]!);
  });
});

describe("connecting a CalDAV account", () => {
  it("answers within its deadline, in plain words, when the server drips its answer", async () => {
    const server = await serve(1);
    server.drip = () => true;
    const form = { serverUrl: server.serverUrl, username: server.username, password: server.password };
    const started = performance.now();
    const refused = await connectCalDav(database.db, commandLine, aarav.id, form, now, setting).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(RefusedError);
    expect((refused as Error).message).toBe(calDavMessages.timedOut("5 seconds"));
    expect(performance.now() - started).toBeLessThan(policy.operationTimeoutMs);
    expect(await calDavAccountOf(database.db, aarav.id)).toBeUndefined();
  });
});
