import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { specificationHours } from "../../domain/consultants/consultant-schedule";
import type { StaffMember, StaffRole } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { consultants } from "../db/schema";
import { inviteStaff } from "../staff/accounts";
import { commandLine } from "../kernel/audit/audit";
import { bookingNow } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import type { ConsultantDesk, ConsultantPageDesk } from "../../contracts/consultants";
import { consultantDesk, consultantPageDesk } from "./consultant-desk";
import { isoDate } from "../../domain/time/india-dates";

/**
 * Who may change what of a consultant, through the desk every page uses:
 * sales and admins decide who takes calls; a consultant (here an editor) keeps their own hours,
 * days off, meeting link and calendar; nobody sets another's calendar address.
 */
const now = bookingNow;
let database: Database;
const members = {} as Record<"admin" | "sales" | "editor" | "recruiter", StaffMember>;
/** What `member`'s pages may ask: the team's desk and a consultant's page, as every page has them. */
let deskOf: (member: StaffMember) => ConsultantDesk & Omit<ConsultantPageDesk, "recordOutcome">;

const schedule = (name: string) => ({
  name,
  slug: name.toLowerCase().replace(/\W+/g, "-"),
  weeklyHours: specificationHours,
  bufferBeforeMinutes: 10,
  bufferAfterMinutes: 5,
  minimumNoticeMinutes: 120,
  maxCallsPerDay: 4,
});
const feed = "https://calendar.example.com/calendar/ical/private-1/basic.ics";
const refused = (message: string) => ({ ok: false, message });

beforeAll(async () => {
  database = await openTestDatabase();
  for (const role of ["admin", "sales", "editor", "recruiter"] as const satisfies readonly StaffRole[]) {
    const invite = { email: `${role}@test.example`, name: `Test ${role}`, role };
    const { account } = await inviteStaff(database.db, commandLine, invite, now);
    members[role] = { id: account.id, email: invite.email, name: invite.name, role };
  }
  const deps = {
    db: database.db,
    clock: () => now,
    calendarFeedAllowPrivate: false,
    onCalendarSaved: () => {},
    // The page's preview of free times is the calendar's business, not this file's.
    slotsWith: async () => [],
  };
  deskOf = (member) => ({ ...consultantDesk(deps, member), ...consultantPageDesk(deps, member) });
});
afterAll(() => database.close());

const consultantOf = async (member: StaffMember) =>
  (await database.db.select().from(consultants).where(eq(consultants.staffAccountId, member.id)))[0];

describe("who decides who takes calls", () => {
  it("refuses an editor or a recruiter who would start taking calls, or stop someone", async () => {
    for (const role of ["editor", "recruiter"] as const) {
      expect(await deskOf(members[role]).startTakingCalls(members[role].id)).toEqual(
        refused("Only sales and admins decide who takes demo calls."),
      );
      expect(await consultantOf(members[role])).toBeUndefined();
    }
    const [seeded] = await database.db.select().from(consultants);
    expect(await deskOf(members.editor).stopTakingCalls(seeded!.id)).toEqual(
      refused("Only sales and admins decide who takes demo calls."),
    );
    expect((await database.db.select().from(consultants).where(eq(consultants.id, seeded!.id)))[0]!.active).toBe(true);
  });

  it("lets sales start an editor taking calls, and an admin stop and start them", async () => {
    const started = await deskOf(members.sales).startTakingCalls(members.editor.id);
    expect(started.ok).toBe(true);
    const editorsId = (await consultantOf(members.editor))!.id;
    expect(await deskOf(members.admin).stopTakingCalls(editorsId)).toEqual({ ok: true, value: undefined });
    expect(await deskOf(members.admin).startTakingCalls(members.editor.id)).toEqual({
      ok: true,
      value: { id: editorsId },
    });
  });
});

describe("a consultant's own schedule and calendar", () => {
  let editorsId: string;
  beforeAll(async () => {
    await deskOf(members.sales).startTakingCalls(members.editor.id);
    editorsId = (await consultantOf(members.editor))!.id;
  });

  it("lets the editor who takes calls keep their own hours, days off and calendar, and no one else's", async () => {
    expect(await deskOf(members.editor).saveSchedule(editorsId, schedule("Editor Who Calls"))).toEqual({
      ok: true,
      value: undefined,
    });
    expect(await consultantOf(members.editor)).toMatchObject({ name: "Editor Who Calls", maxCallsPerDay: 4 });
    expect((await deskOf(members.editor).setOverride(editorsId, { date: isoDate("2026-12-01"), hours: [] })).ok).toBe(
      true,
    );
    expect(await deskOf(members.editor).saveCalendarFeed(editorsId, feed)).toEqual({
      ok: true,
      value: { change: "connected" },
    });
    expect(await deskOf(members.editor).find(editorsId)).toMatchObject({
      mayChange: { "taking calls": false, schedule: true, calendar: true },
    });

    const [seeded] = await database.db.select().from(consultants).where(eq(consultants.name, "Nexora team"));
    expect(await deskOf(members.editor).find(seeded!.id)).toBe("not yours");
    await expect(deskOf(members.editor).calls(seeded!.id)).rejects.toThrow(
      "Only the consultant, sales and admins change a consultant's hours.",
    );
    expect(await deskOf(members.editor).saveSchedule(seeded!.id, schedule("Taken Over"))).toEqual(
      refused("Only the consultant, sales and admins change a consultant's hours."),
    );
    expect(await deskOf(members.editor).saveCalendarFeed(seeded!.id, feed)).toEqual(
      refused("Only the consultant connects their own calendar."),
    );
    expect(await database.db.select().from(consultants).where(eq(consultants.id, seeded!.id))).toMatchObject([
      { name: "Nexora team", calendarFeedUrl: null },
    ]);
  });

  it("lets sales and admins keep the editor's hours, but never set or remove their calendar", async () => {
    for (const manager of [members.sales, members.admin]) {
      expect((await deskOf(manager).saveSchedule(editorsId, schedule(`Set by ${manager.role}`))).ok).toBe(true);
      for (const address of [feed.replace("private-1", "private-2"), null]) {
        expect(await deskOf(manager).saveCalendarFeed(editorsId, address)).toEqual(
          refused("Only the consultant connects their own calendar."),
        );
      }
      expect(await deskOf(manager).find(editorsId)).toMatchObject({
        mayChange: { "taking calls": true, schedule: true, calendar: false },
      });
    }
    expect(await consultantOf(members.editor)).toMatchObject({ name: "Set by admin", calendarFeedUrl: feed });
  });
});
