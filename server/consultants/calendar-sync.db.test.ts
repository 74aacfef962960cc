import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { CalendarFeedFormSchema } from "../../domain/consultants/calendar-feed-address";
import { specificationHours } from "../../domain/consultants/consultant-schedule";
import type { StaffMember } from "../../domain/staff/staff";
import { availableSlots } from "../bookings/bookings";
import type { Database } from "../db/db";
import { auditLog, consultantBusyTimes, consultants } from "../db/schema";
import { busyTimesOf, consultantRowOf, noCalendar } from "../../test-support/consultant-team";
import { recordingLogger } from "../../test-support/recording-logger";
import { RefusedError } from "../kernel/requests/outcome";
import { onPublicChange } from "../kernel/changes/public-changes";
import { inviteStaff } from "../staff/accounts";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import type { Consultant } from "./availability";
import { defaultFeedPolicy } from "./calendar-feed";
import { saveCalendarFeed } from "./calendar-feed-admin";
import { calendarSyncTask, refreshCalendars } from "./calendar-sync";
import { setOverride, startTakingCalls, stopTakingCalls } from "./consultant-admin";
import { consultantPageDesk } from "./consultant-desk";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Consultants' own calendars (decision 038), read from a real feed server on this machine.
 * `bookingNow` is Monday 23 November 2026, 9:00 AM IST; Tuesday 24 November is the day under test.
 */
const now = bookingNow;
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const tuesday = isoDate("2026-11-24");
const nextTuesday = isoDate("2026-12-01");
/** A test feed on 127.0.0.1 over http: the policy's allowance for tests. */
const local = { ...defaultFeedPolicy, allowPrivateAddresses: true, timeoutMs: 5_000 };
const everyMinutes = 5;

/** Every Tuesday, 10:00 to 11:00 AM in India, from 17 November 2026. */
const tuesdayStandUp = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "PRODID:-//test//EN",
  "BEGIN:VEVENT",
  "UID:tuesday-stand-up",
  "DTSTAMP:20261101T000000Z",
  "SUMMARY:Tuesday stand-up",
  "DTSTART;TZID=Asia/Kolkata:20261117T100000",
  "DTEND;TZID=Asia/Kolkata:20261117T110000",
  "RRULE:FREQ=WEEKLY;BYDAY=TU",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");
const emptyCalendar = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "END:VCALENDAR"].join("\r\n");

type Feed = { status: number; body: string; delayMs?: number };

let database: Database;
let aarav: Consultant;
let bhavna: Consultant;
let server: Server;
let origin: string;
const feeds = new Map<string, Feed>();
const requests = new Map<string, number>();
let announcements = 0;
const { log, lines: logged } = recordingLogger();

const serve = (path: string, feed: Feed) => {
  feeds.set(path, feed);
  return `${origin}${path}`;
};

const connect = (person: Consultant, url: string | null) =>
  saveCalendarFeed(database.db, commandLine, person.id, url, now, { allowPlainHttp: true });

const refresh = (at: Date) => refreshCalendars(database.db, at, local, { everyMinutes, log });

const rowOf = (person: Consultant) => consultantRowOf(database.db, person);

const busyOf = (person: Consultant) => busyTimesOf(database.db, person);

/** Aarav as the back office knows him: in sales, and the consultant `aarav`. */
let aaravMember: StaffMember;
let wakes = 0;
/** Aarav's own page, as he sees it at `at`. */
const deskAt = (at: Date) =>
  consultantPageDesk(
    {
      db: database.db,
      clock: () => at,
      calendarFeedAllowPrivate: true,
      onCalendarSaved: () => (wakes += 1),
      slotsWith: (consultantId, date, now) => availableSlots(database.db, date, now, { only: consultantId }),
    },
    aaravMember,
  );
const pageOf = async (desk: ReturnType<typeof deskAt>, id: string) => {
  const page = await desk.find(id);
  if (page === undefined || page === "not yours") throw new Error(`Aarav cannot open ${id}`);
  return page;
};

const slotsOf = (person: Consultant, date = tuesday) => availableSlots(database.db, date, now, { only: person.id });
const teamSlots = (date = tuesday) => availableSlots(database.db, date, now);

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? "";
    requests.set(path, (requests.get(path) ?? 0) + 1);
    const feed = feeds.get(path) ?? { status: 404, body: "Not found" };
    setTimeout(() => {
      response.writeHead(feed.status, { "content-type": "text/calendar; charset=utf-8" }).end(feed.body);
    }, feed.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  database = await openTestDatabase();
  const [seeded] = await database.db.select().from(consultants);
  await stopTakingCalls(database.db, commandLine, seeded!.id, now);
  const team: Consultant[] = [];
  for (const name of ["Aarav Mehta", "Bhavna Iyer"]) {
    const email = `${name.split(" ")[0]!.toLowerCase()}@nexoratech.in`;
    const { account } = await inviteStaff(database.db, commandLine, { email, name, role: "sales" }, now);
    team.push(await startTakingCalls(database.db, commandLine, account.id, now));
  }
  [aarav, bhavna] = team as [Consultant, Consultant];
  aaravMember = { id: aarav.staffAccountId!, email: "aarav@nexoratech.in", name: "Aarav Mehta", role: "sales" };
  onPublicChange(database.db, "calendar", () => (announcements += 1));
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  wakes = 0;
  feeds.clear();
  requests.clear();
  logged.length = 0;
  await database.db.delete(consultantBusyTimes);
  await database.db.delete(auditLog);
  await database.db
    .update(consultants)
    .set({ ...noCalendar, active: true })
    .where(inArray(consultants.id, [aarav.id, bhavna.id]));
});

describe("reading consultants' calendars", () => {
  it("hides a recurring busy event from that consultant's slots, and from the team's only when nobody else is free", async () => {
    expect(await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }))).toBe("connected");
    expect(await refresh(now)).toEqual({ read: 1, changed: 1, failed: 0 });

    for (const date of [tuesday, nextTuesday]) {
      const his = await slotsOf(aarav, date);
      expect(his).not.toContain("10:00 AM");
      expect(his).not.toContain("10:30 AM");
      expect(his).toContain("11:00 AM");
      expect(await slotsOf(bhavna, date)).toContain("10:00 AM");
      // Bhavna is free: the team still offers the time.
      expect(await teamSlots(date)).toContain("10:00 AM");
    }
    // Monday has no stand-up.
    expect(await slotsOf(aarav, isoDate("2026-11-30"))).toContain("10:00 AM");
    expect(await rowOf(aarav)).toMatchObject({ calendarCheckedAt: now, calendarError: null });

    await setOverride(database.db, commandLine, bhavna.id, { date: tuesday, hours: [] }, now);
    const team = await teamSlots();
    expect(team).not.toContain("10:00 AM");
    expect(team).not.toContain("10:30 AM");
    expect(team).toEqual(await slotsOf(aarav));
    await setOverride(database.db, commandLine, bhavna.id, { date: tuesday, hours: specificationHours[2]! }, now);
  });

  it("reads each feed once per interval, and writes (and tells the caches) only when the feed changed", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }));
    await refresh(now);
    const before = announcements;
    // Not due yet.
    expect(await refresh(later(4))).toEqual({ read: 0, changed: 0, failed: 0 });
    expect(requests.get("/aarav.ics")).toBe(1);
    // Due, and the same as before.
    expect(await refresh(later(6))).toEqual({ read: 1, changed: 0, failed: 0 });
    expect(requests.get("/aarav.ics")).toBe(2);
    expect(announcements).toBe(before);
    expect((await rowOf(aarav)).calendarCheckedAt).toEqual(later(6));

    serve("/aarav.ics", { status: 200, body: emptyCalendar });
    expect(await refresh(later(12))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(announcements).toBe(before + 1);
    expect(await busyOf(aarav)).toEqual([]);
    expect(await slotsOf(aarav)).toContain("10:00 AM");
  });

  it("keeps the last busy times of a failing feed, shows its error on that consultant's page, and leaves the others alone", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }));
    await connect(bhavna, serve("/bhavna.ics", { status: 200, body: emptyCalendar }));
    await refresh(now);
    const read = await busyOf(aarav);
    expect(read.length).toBeGreaterThan(0);
    const bhavnasSlots = await slotsOf(bhavna);

    serve("/aarav.ics", { status: 404, body: "Not found" });
    expect(await refresh(later(6))).toEqual({ read: 1, changed: 0, failed: 1 });
    expect(await rowOf(aarav)).toMatchObject({ calendarError: "The calendar address answered 404." });
    expect(await busyOf(aarav)).toEqual(read);
    expect(await slotsOf(aarav)).not.toContain("10:00 AM");
    expect(await rowOf(bhavna)).toMatchObject({ calendarError: null, calendarCheckedAt: later(6) });
    expect(await slotsOf(bhavna)).toEqual(bhavnasSlots);
    expect(await teamSlots()).toContain("10:00 AM");

    expect((await pageOf(deskAt(later(7)), aarav.id)).calendar).toEqual({
      connected: true,
      host: "127.0.0.1",
      calDav: null,
      checkedAt: later(6),
      readAt: now,
      error: "The calendar address answered 404.",
      retryAt: later(6 + everyMinutes),
    });
    for (const line of logged) expect(line).not.toContain("/aarav.ics");

    // Mended: the error goes.
    serve("/aarav.ics", { status: 200, body: tuesdayStandUp });
    // The busy times kept are the feed's again: nothing for the public calendar to forget.
    expect(await refresh(later(12))).toEqual({ read: 2, changed: 0, failed: 0 });
    expect(await rowOf(aarav)).toMatchObject({ calendarError: null, calendarFailures: 0, calendarRetryAt: null });
  });

  it("tries a failing feed again later and later, never before its time, and from the start once it reads", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 500, body: "Down" }));
    let at = 0;
    for (const wait of [5, 10, 20, 40, 80, 160, 320, 360, 360]) {
      expect(await refresh(later(at))).toEqual({ read: 0, changed: 0, failed: 1 });
      expect(await rowOf(aarav)).toMatchObject({ calendarRetryAt: later(at + wait), calendarReadAt: null });
      // Due by the interval, not by its wait: left alone.
      expect(await refresh(later(at + wait - 1))).toEqual({ read: 0, changed: 0, failed: 0 });
      at += wait;
    }
    expect(requests.get("/aarav.ics")).toBe(9);

    serve("/aarav.ics", { status: 200, body: tuesdayStandUp });
    expect(await refresh(later(at))).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await rowOf(aarav)).toMatchObject({ calendarFailures: 0, calendarRetryAt: null, calendarReadAt: later(at) });
    expect(await refresh(later(at + everyMinutes + 1))).toEqual({ read: 1, changed: 0, failed: 0 });
  });

  it("reads a calendar at once when its consultant asks, within their quota, even one waiting to be tried again", async () => {
    let left = 1;
    const desk = consultantPageDesk(
      {
        db: database.db,
        clock: () => now,
        calendarFeedAllowPrivate: true,
        onCalendarSaved: () => (wakes += 1),
        slotsWith: async () => [],
        calendarReadQuota: async () => (left-- > 0 ? { allowed: true } : { allowed: false, retryAfterMs: 90_000 }),
      },
      aaravMember,
    );
    expect(await desk.readCalendarNow(aarav.id)).toEqual({ ok: false, message: "No calendar is connected." });
    expect(await desk.readCalendarNow(bhavna.id)).toEqual({
      ok: false,
      message: "Only the consultant connects their own calendar.",
    });

    await connect(aarav, serve("/aarav.ics", { status: 500, body: "Down" }));
    expect(await refresh(now)).toEqual({ read: 0, changed: 0, failed: 1 });
    // Waiting five minutes to be tried again: his calendar is fixed, and he has it read now.
    serve("/aarav.ics", { status: 200, body: tuesdayStandUp });
    expect(await refresh(later(1))).toEqual({ read: 0, changed: 0, failed: 0 });
    wakes = 0;
    expect(await desk.readCalendarNow(aarav.id)).toEqual({ ok: true, value: undefined });
    expect(wakes).toBe(1);
    expect(await refresh(later(1))).toEqual({ read: 1, changed: 1, failed: 0 });

    // Past the quota: refused in plain words, and nothing made due.
    const before = await rowOf(aarav);
    expect(await desk.readCalendarNow(aarav.id)).toEqual({
      ok: false,
      message: "Your calendar was read on request a few times already. Please try again in 2 minutes.",
    });
    expect(await rowOf(aarav)).toEqual(before);
    expect(wakes).toBe(1);
  });

  it("fetches a feed once when three instances refresh at the same time", async () => {
    await connect(aarav, serve("/slow.ics", { status: 200, body: tuesdayStandUp, delayMs: 300 }));
    const runs = await Promise.all([refresh(now), refresh(now), refresh(now)]);
    expect(requests.get("/slow.ics")).toBe(1);
    expect(runs.reduce((reads, run) => reads + run.read, 0)).toBe(1);
    expect(await slotsOf(aarav)).not.toContain("10:00 AM");
  });

  it("reads no feed of a consultant who no longer takes calls", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }));
    await stopTakingCalls(database.db, commandLine, aarav.id, now);
    expect(await refresh(now)).toEqual({ read: 0, changed: 0, failed: 0 });
    expect(requests.get("/aarav.ics")).toBeUndefined();
  });

  it("runs as a periodic task", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }));
    const task = calendarSyncTask({ db: database.db, clock: () => now, log, policy: local, everyMinutes });
    task.start();
    task.wake();
    await expect.poll(() => requests.get("/aarav.ics"), { timeout: 5_000 }).toBe(1);
    await task.stop();
    await expect.poll(async () => (await busyOf(aarav)).length).toBeGreaterThan(0);
  });
});

describe("saving a calendar's address", () => {
  const secret = "private-7f3a9c2e1b";

  it("audits connecting, replacing and disconnecting by host, never the address, and disconnecting clears", async () => {
    const url = serve(`/calendar/ical/${secret}/basic.ics`, { status: 200, body: tuesdayStandUp });
    const desk = deskAt(now);

    expect(await desk.saveCalendarFeed(aarav.id, url)).toEqual({
      ok: true,
      value: { change: "connected" },
    });
    // Not read on the request: the calendar task is woken to read it.
    expect(requests.get(`/calendar/ical/${secret}/basic.ics`)).toBeUndefined();
    expect(wakes).toBe(1);
    expect((await pageOf(desk, aarav.id)).calendar).toMatchObject({ readAt: null, error: null });
    expect(await refresh(now)).toEqual({ read: 1, changed: 1, failed: 0 });
    expect(await slotsOf(aarav)).not.toContain("10:00 AM");

    const missing = `${origin}/calendar/ical/${secret}-gone/basic.ics`;
    expect(await desk.saveCalendarFeed(aarav.id, missing)).toEqual({
      ok: true,
      value: { change: "replaced" },
    });
    // The old calendar's times went with it, and the new one is due at once.
    expect(await busyOf(aarav)).toEqual([]);
    expect(await refresh(later(1))).toEqual({ read: 0, changed: 0, failed: 1 });
    expect(await rowOf(aarav)).toMatchObject({
      calendarFeedUrl: missing,
      calendarError: "The calendar address answered 404.",
    });

    expect(await desk.saveCalendarFeed(aarav.id, null)).toEqual({
      ok: true,
      value: { change: "disconnected" },
    });
    expect(wakes).toBe(2);
    expect(await rowOf(aarav)).toMatchObject({
      calendarFeedUrl: null,
      calendarError: null,
      calendarCheckedAt: null,
      calendarReadAt: null,
      calendarFailures: 0,
      calendarRetryAt: null,
    });
    expect(await busyOf(aarav)).toEqual([]);
    expect((await pageOf(desk, aarav.id)).calendar).toEqual({
      connected: false,
      host: null,
      calDav: null,
      checkedAt: null,
      readAt: null,
      error: null,
      retryAt: null,
    });
    // Nothing to disconnect: nothing changes, nothing is audited.
    expect(await desk.saveCalendarFeed(aarav.id, null)).toEqual({ ok: true, value: { change: "none" } });

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "consultant.calendar"));
    expect(entries.map((entry) => entry.summary).sort()).toEqual([
      "Aarav Mehta: calendar connected (127.0.0.1)",
      "Aarav Mehta: calendar disconnected",
      "Aarav Mehta: calendar replaced (127.0.0.1)",
    ]);
    for (const entry of entries) {
      expect(entry).toMatchObject({ subjectType: "consultant", subjectId: aarav.id });
      expect(JSON.stringify(entry)).not.toContain(secret);
    }
    for (const line of logged) expect(line).not.toContain(secret);
  });

  it("clears the busy times of a disconnected calendar from the slots", async () => {
    await connect(aarav, serve("/aarav.ics", { status: 200, body: tuesdayStandUp }));
    await refresh(now);
    expect(await slotsOf(aarav)).not.toContain("10:00 AM");
    expect(await connect(aarav, null)).toBe("disconnected");
    expect(await slotsOf(aarav)).toContain("10:00 AM");
    expect(await refresh(later(10))).toEqual({ read: 0, changed: 0, failed: 0 });
  });

  it("takes https and webcal:// addresses, and refuses others", async () => {
    const google = "webcal://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-1/basic.ics";
    expect(CalendarFeedFormSchema.parse({ calendarFeedUrl: ` ${google} ` })).toEqual({
      calendarFeedUrl: google.replace("webcal://", "https://"),
    });
    expect(CalendarFeedFormSchema.parse({ calendarFeedUrl: "" })).toEqual({ calendarFeedUrl: null });
    for (const refused of [
      "http://calendar.google.com/basic.ics",
      "https://127.0.0.1/basic.ics",
      "calendar.google.com/basic.ics",
      "ftp://calendar.google.com/basic.ics",
      `https://calendar.google.com/${"x".repeat(2_000)}.ics`,
    ]) {
      expect(CalendarFeedFormSchema.safeParse({ calendarFeedUrl: refused }).success).toBe(false);
    }

    await expect(
      saveCalendarFeed(database.db, commandLine, aarav.id, "http://calendar.example.com/x.ics", now),
    ).rejects.toBeInstanceOf(RefusedError);
    expect(await saveCalendarFeed(database.db, commandLine, aarav.id, "webcal://calendar.example.com/x.ics", now)).toBe(
      "connected",
    );
    expect((await rowOf(aarav)).calendarFeedUrl).toBe("https://calendar.example.com/x.ics");
  });
});
