import { eq } from "drizzle-orm";
import { expect } from "vitest";

import { indiaDateOf, shiftDate } from "../../domain/time/india-dates";
import { weekdayNames } from "../../domain/consultants/consultant-schedule";
import { startTakingCalls } from "../../server/consultants/consultant-admin";
import { consultantCalDav, consultantDateOverrides, consultants, staffAccounts } from "../../server/db/schema";
import { startRadicaleServer, type RadicaleServer } from "../radicale-server";
import type { Db } from "../../server/db/db";
import { commandLine } from "../../server/kernel/audit/audit";
import type { FormArea, Fields } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";

type Fixtures = {
  /** The editor's own CalDAV server, with two calendars. */
  radicale: RadicaleServer;
  work: string;
  /** The team's shared calendar (migration 0010), nobody's account: sales keeps its hours. */
  consultantId: string;
  /** The editor's own consultant page, made before the tests: only they connect its calendar. */
  ownId: string;
  /** An account that does not take calls yet. */
  recruiterAccountId: string;
  /** A date ahead of the server's clock, to give other hours. */
  laterDate: string;
};

const accountOf = async (db: Db, email: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.email, email)))[0]!;

const consultantOf = async (db: Db, id: string) =>
  (await db.select().from(consultants).where(eq(consultants.id, id)))[0]!;

/** The schedule form as the page posts it: Monday to Friday 09:00 to 17:00, the weekend off. */
const weekdaysNineToFive: Fields = Object.fromEntries(
  weekdayNames.flatMap((_, day) => [
    ...(day >= 1 && day <= 5 ? [[`works-${day}`, "on"]] : []),
    [`from-${day}`, "09:00"],
    [`to-${day}`, "17:00"],
  ]),
);

const schedule: Fields = {
  name: "Aarav Mehta Sr",
  slug: "aarav-mehta-sr",
  ...weekdaysNineToFive,
  bufferBeforeMinutes: "10",
  bufferAfterMinutes: "15",
  minimumNoticeMinutes: "180",
  maxCallsPerDay: "5",
};

export const consultantForms: FormArea<Fixtures> = {
  area: "consultants",
  server: { serversOnThisMachine: true },
  async finish({ radicale }) {
    await radicale.stop();
  },
  async prepare(server) {
    const radicale = await startRadicaleServer();
    const work = await radicale.makeCalendar("work", { displayName: "Work" });
    await radicale.makeCalendar("home", { displayName: "Home" });
    const { db } = server.database;
    const [seeded] = await db.select().from(consultants).orderBy(consultants.name).limit(1);
    const editor = await accountOf(db, "editor@test.example");
    const own = await startTakingCalls(db, commandLine, editor.id, bookingNow);
    return {
      radicale,
      work,
      consultantId: seeded!.id,
      ownId: own.id,
      recruiterAccountId: (await accountOf(db, "recruiter@test.example")).id,
      laterDate: shiftDate(indiaDateOf(bookingNow), 10),
    };
  },
  rows: [
    {
      name: "sales has someone take calls",
      route: "/admin/consultants",
      role: "sales",
      path: () => "/admin/consultants",
      intent: "start",
      invalid: {
        fields: () => ({ staffAccountId: "not-an-account" }),
        message: "Please choose a staff account from the list.",
      },
      valid: {
        fields: (f) => ({ staffAccountId: f.recruiterAccountId }),
        async saved({ database }, f) {
          const [row] = await database.db
            .select()
            .from(consultants)
            .where(eq(consultants.staffAccountId, f.recruiterAccountId));
          expect(row).toMatchObject({ active: true, name: "Test recruiter" });
        },
      },
    },
    {
      name: "the consultant's schedule: hours, buffers, notice, daily limit, name and page link",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.consultantId}`,
      intent: "schedule",
      invalid: {
        fields: () => ({ ...schedule, bufferBeforeMinutes: "-5" }),
        message: "The buffer before a call cannot be negative.",
      },
      valid: {
        fields: () => schedule,
        async saved({ database }, f) {
          const nineToFive = [["09:00", "17:00"]];
          expect(await consultantOf(database.db, f.consultantId)).toMatchObject({
            name: "Aarav Mehta Sr",
            slug: "aarav-mehta-sr",
            weeklyHours: [[], nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, []],
            bufferBeforeMinutes: 10,
            bufferAfterMinutes: 15,
            minimumNoticeMinutes: 180,
            maxCallsPerDay: 5,
          });
        },
      },
    },
    {
      name: "a date's other hours",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.consultantId}`,
      intent: "override",
      invalid: {
        fields: (f) => ({ date: f.laterDate, kind: "hours", from: "15:00", to: "11:00" }),
        message: "The end must be after the start.",
      },
      valid: {
        fields: (f) => ({ date: f.laterDate, kind: "hours", from: "11:00", to: "15:00" }),
        async saved({ database }, f) {
          const rows = await database.db
            .select()
            .from(consultantDateOverrides)
            .where(eq(consultantDateOverrides.consultantId, f.consultantId));
          expect(rows.map((row) => [row.date, row.hours])).toEqual([[f.laterDate, [["11:00", "15:00"]]]]);
        },
      },
    },
    {
      name: "a date given back its usual hours",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.consultantId}`,
      intent: "remove-override",
      invalid: { fields: () => ({ date: "someday" }), message: "This date is not one the page knows." },
      valid: {
        fields: (f) => ({ date: f.laterDate }),
        async saved({ database }, f) {
          const rows = await database.db
            .select()
            .from(consultantDateOverrides)
            .where(eq(consultantDateOverrides.consultantId, f.consultantId));
          expect(rows).toEqual([]);
        },
      },
    },
    {
      name: "how the consultant's calls happen",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "meeting",
      invalid: {
        fields: () => ({ meetingKind: "room", meetingRoomUrl: "" }),
        message: "Please give your meeting room's address, starting with https://.",
      },
      valid: {
        fields: () => ({ meetingKind: "room", meetingRoomUrl: "https://meet.example.in/editor" }),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({
            meetingKind: "room",
            meetingRoomUrl: "https://meet.example.in/editor",
          });
        },
      },
    },
    {
      name: "the consultant connects their own calendar",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "calendar",
      invalid: {
        fields: () => ({ calendarFeedUrl: "ftp://calendar.example.in/busy.ics" }),
        message: "Please paste your calendar's secret address in iCal format, starting with https:// (or webcal://).",
      },
      valid: {
        fields: () => ({ calendarFeedUrl: "https://calendar.example.in/private-abc123/basic.ics" }),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({
            calendarFeedUrl: "https://calendar.example.in/private-abc123/basic.ics",
          });
          // The save wakes the calendar task, which reads the feed (a name that resolves nowhere) on its
          // own time: the rows after this one find nothing changing under them.
          await expect
            .poll(async () => (await consultantOf(database.db, f.ownId)).calendarFailures, { timeout: 15_000 })
            .toBe(1);
        },
      },
    },
    {
      name: "the consultant has their calendar read now, though it waits to be tried again",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "calendar-read",
      invalid: { fields: () => ({}), role: "sales", message: "Only the consultant connects their own calendar." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          // Read again at once, not after its wait: the feed's name still resolves nowhere.
          await expect
            .poll(async () => (await consultantOf(database.db, f.ownId)).calendarFailures, { timeout: 15_000 })
            .toBe(2);
        },
      },
    },
    {
      name: "sales routes calls: the services covered, the share of calls and the priority",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "routing",
      invalid: {
        fields: () => ({ services: [], weight: "50", priority: "1" }),
        message: "Please tick at least one service they cover.",
      },
      valid: {
        fields: () => ({ services: ["crm", "erp"], weight: "50", priority: "2" }),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({
            services: ["erp", "crm"],
            callWeight: 50,
            callPriority: 2,
          });
        },
      },
    },
    {
      name: "a consultant cannot route calls to themselves",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "routing",
      invalid: {
        fields: () => ({ services: ["crm"], weight: "100", priority: "2" }),
        role: "editor",
        message: "Only sales and admins decide who takes demo calls.",
      },
      valid: {
        fields: () => ({ services: ["website-development", "crm"], weight: "100", priority: "1" }),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({
            services: ["website-development", "crm"],
            callWeight: 100,
            callPriority: 1,
          });
        },
      },
    },
    {
      name: "the consultant connects their own CalDAV calendar",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "caldav-connect",
      invalid: {
        fields: () => ({ serverUrl: "ftp://calendar.example.in", username: "editor", password: "app-password" }),
        message: "Please give your calendar server's address, starting with https://.",
      },
      valid: {
        fields: ({ radicale }) => ({
          serverUrl: radicale.serverUrl,
          username: radicale.username,
          password: radicale.password,
        }),
        async saved({ database }, f) {
          const [account] = await database.db
            .select()
            .from(consultantCalDav)
            .where(eq(consultantCalDav.consultantId, f.ownId));
          expect(account).toMatchObject({ username: f.radicale.username, serverUrl: f.radicale.serverUrl });
          expect(account!.calendars.map((calendar) => calendar.name).sort()).toEqual(["Home", "Work"]);
          expect(account!.passwordSealed).not.toContain(f.radicale.password);
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({ calendarFeedUrl: null });
          // The save wakes the calendar task, which reads the account on its own time: once read (the
          // server's clock stands still, so never again), the rows after this one find nothing changing.
          await expect
            .poll(async () => (await consultantOf(database.db, f.ownId)).calendarReadAt, { timeout: 15_000 })
            .not.toBeNull();
        },
      },
    },
    {
      name: "the consultant chooses their CalDAV calendars",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "caldav-calendars",
      invalid: {
        fields: ({ work }) => ({ busy: [work], calls: "" }),
        message: "Please choose where your calls are written.",
      },
      valid: {
        fields: ({ work }) => ({ busy: [work], calls: "none" }),
        async saved({ database }, f) {
          const [account] = await database.db
            .select()
            .from(consultantCalDav)
            .where(eq(consultantCalDav.consultantId, f.ownId));
          expect(account).toMatchObject({ busyCalendars: [{ url: f.work, name: "Work" }], callsCalendarUrl: null });
          // Read again by the calendar task, as after connecting.
          await expect
            .poll(async () => (await consultantOf(database.db, f.ownId)).calendarReadAt, { timeout: 15_000 })
            .not.toBeNull();
        },
      },
    },
    {
      name: "the consultant disconnects their CalDAV calendar",
      route: "/admin/consultants/:id",
      role: "editor",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "caldav-disconnect",
      invalid: { fields: () => ({}), role: "sales", message: "Only the consultant connects their own calendar." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(
            await database.db.select().from(consultantCalDav).where(eq(consultantCalDav.consultantId, f.ownId)),
          ).toEqual([]);
        },
      },
    },
    {
      name: "sales stops someone taking calls",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "stop",
      // One button: refused to the consultant, whom sales and admins decide for.
      invalid: { fields: () => ({}), role: "editor", message: "Only sales and admins decide who takes demo calls." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({ active: false });
        },
      },
    },
    {
      name: "sales has them take calls again",
      route: "/admin/consultants/:id",
      role: "sales",
      path: (f) => `/admin/consultants/${f.ownId}`,
      intent: "start",
      // The team's shared calendar is nobody's account: it cannot start again.
      invalid: {
        fields: () => ({}),
        path: (f) => `/admin/consultants/${f.consultantId}`,
        message: "This consultant has no staff account.",
      },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await consultantOf(database.db, f.ownId)).toMatchObject({ active: true });
        },
      },
    },
  ],
};
