import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ConsultantWeek, WeekDay } from "../../contracts/consultants";
import { weekStartingOn } from "../../domain/consultants/consultant-week";
import type { StaffMember } from "../../domain/staff/staff";
import { indiaClockTime, isoDate, type IsoDate } from "../../domain/time/india-dates";
import { createBooking } from "../bookings/bookings";
import type { Database } from "../db/db";
import { blockedTimes, bookings, consultantBusyTimes } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { consultantTeam } from "../../test-support/consultant-team";
import { joinedStaff } from "../../test-support/joined-staff";
import { bookingNow, sampleBooking, testSiteUrl } from "../../test-support/sample-submissions";
import { openTestDatabase } from "../../test-support/test-database";
import type { Consultant } from "./availability";
import { setOverride } from "./consultant-admin";
import { consultantDesk, consultantPageDesk } from "./consultant-desk";
import { consultantWeeks } from "./consultant-week";

/**
 * A consultant's week at a glance. `bookingNow` is Monday 23 November 2026,
 * 9:00 AM IST: the week under test runs from that Monday's midnight in India to the next Monday's.
 */
const now = bookingNow;
const monday = isoDate("2026-11-23");
let database: Database;
let aarav: Consultant;
let bhavna: Consultant;
const members = {} as Record<"aarav" | "sales" | "recruiter" | "editor", StaffMember>;
const callReferences: string[] = [];

const ist = (local: string) => new Date(`${local}+05:30`);

async function book(consultant: Consultant, date: IsoDate, time: string, firstName: string) {
  const outcome = await createBooking(
    database.db,
    { ...sampleBooking, firstName, date, time, email: `${firstName.toLowerCase()}@example.in` },
    { salesEmail: "sales@test.example", publicSiteUrl: testSiteUrl, clientIp: "::1", now, consultant: consultant.id },
  );
  return outcome.confirmation;
}

const deps = () => ({
  db: database.db,
  clock: () => now,
  calendarFeedAllowPrivate: false,
  onCalendarSaved: () => {},
  slotsWith: async () => [],
});

/** A day's entries as "HH:mm–HH:mm what", in India time, to read a day at a glance. */
const glance = (day: WeekDay) =>
  day.entries.map((entry) => {
    const what =
      entry.kind === "call"
        ? `call ${entry.call?.visitorName ?? "(hidden)"}`
        : entry.kind === "blocked"
          ? `blocked ${entry.reason}`
          : entry.kind;
    return `${indiaClockTime(entry.startsAt)}–${indiaClockTime(entry.endsAt)} ${what}`;
  });

const day = (week: ConsultantWeek, date: string) => week.days.find((each) => each.date === date)!;

beforeAll(async () => {
  database = await openTestDatabase();
  [aarav, bhavna] = await consultantTeam(database.db, now);
  members.aarav = { id: aarav.staffAccountId!, email: "aarav@nexoratech.in", name: aarav.name, role: "sales" };
  for (const role of ["sales", "recruiter", "editor"] as const) {
    const account = await joinedStaff(database.db, { email: `${role}@test.example`, name: `Test ${role}`, role }, now);
    members[role] = { id: account.id, email: account.email, name: account.name, role };
  }

  callReferences.push((await book(aarav, isoDate("2026-11-24"), "11:30 AM", "Meera")).reference);
  await book(aarav, isoDate("2026-11-24"), "10:00 AM", "Kabir");
  const cancelled = await book(aarav, isoDate("2026-11-26"), "12:00 PM", "Cancelled");
  await database.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, cancelled.id));
  await book(bhavna, isoDate("2026-11-24"), "11:30 AM", "Rohit");

  await setOverride(database.db, commandLine, aarav.id, { date: isoDate("2026-11-25"), hours: [] }, now);
  await setOverride(
    database.db,
    commandLine,
    aarav.id,
    { date: isoDate("2026-11-26"), hours: [["12:00", "16:00"]] },
    now,
  );

  await database.db.insert(blockedTimes).values([
    {
      startsAt: ist("2026-11-27T14:00:00"),
      endsAt: ist("2026-11-27T16:00:00"),
      reason: "Team offsite",
      createdBy: "x",
      createdAt: now,
    },
    // Last week's: it ends as the week starts.
    {
      startsAt: ist("2026-11-22T10:00:00"),
      endsAt: ist("2026-11-23T00:00:00"),
      reason: "Earlier",
      createdBy: "x",
      createdAt: now,
    },
  ]);
  await database.db.insert(consultantBusyTimes).values([
    // Across the week's start: only its Monday part is this week's.
    { consultantId: aarav.id, startsAt: ist("2026-11-22T23:00:00"), endsAt: ist("2026-11-23T01:00:00") },
    { consultantId: aarav.id, startsAt: ist("2026-11-28T15:00:00"), endsAt: ist("2026-11-28T16:30:00") },
    // Across the week's end: Sunday's last half hour.
    { consultantId: aarav.id, startsAt: ist("2026-11-29T23:30:00"), endsAt: ist("2026-11-30T00:30:00") },
    // Next Monday in India, though still Sunday 29 November in UTC.
    { consultantId: aarav.id, startsAt: ist("2026-11-30T00:00:00"), endsAt: ist("2026-11-30T01:00:00") },
    { consultantId: bhavna.id, startsAt: ist("2026-11-24T15:00:00"), endsAt: ist("2026-11-24T16:00:00") },
  ]);
});
afterAll(() => database.close());

describe("the week a date falls in", () => {
  it("starts on the Monday before it, or on the date itself when it is a Monday, Sundays closing the week", () => {
    expect(weekStartingOn(isoDate("2026-11-23"))).toBe(monday);
    expect(weekStartingOn(isoDate("2026-11-26"))).toBe(monday);
    expect(weekStartingOn(isoDate("2026-11-29"))).toBe(monday);
    expect(weekStartingOn(isoDate("2026-11-30"))).toBe("2026-11-30");
    expect(weekStartingOn(isoDate("2027-01-01"))).toBe("2026-12-28");
  });
});

describe("a consultant's week", () => {
  it("gives each day their hours, their confirmed calls in time order, blocked time and their calendar's busy times, in India time", async () => {
    const week = await consultantPageDesk(deps(), members.aarav).week(aarav.id, monday);
    expect(week).not.toBe("not yours");
    if (!week || week === "not yours") return;
    expect(week.name).toBe(aarav.name);
    expect(week.days.map((each) => each.date)).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    expect(day(week, "2026-11-23")).toMatchObject({ hours: [["10:00", "18:00"]], otherHours: false });
    expect(glance(day(week, "2026-11-23"))).toEqual(["00:00–01:00 busy"]);
    expect(glance(day(week, "2026-11-24"))).toEqual(["10:00–10:30 call Kabir Kapoor", "11:30–12:00 call Meera Kapoor"]);
    const meera = day(week, "2026-11-24").entries[1]!;
    expect(meera).toMatchObject({ kind: "call", call: { reference: callReferences[0] } });

    // A day off by its own override, other hours on the next (whose call was cancelled).
    expect(day(week, "2026-11-25")).toMatchObject({ hours: [], otherHours: true, entries: [] });
    expect(day(week, "2026-11-26")).toMatchObject({ hours: [["12:00", "16:00"]], otherHours: true, entries: [] });
    expect(glance(day(week, "2026-11-27"))).toEqual(["14:00–16:00 blocked Team offsite"]);
    expect(glance(day(week, "2026-11-28"))).toEqual(["15:00–16:30 busy"]);
    // Sunday is a day off by the weekly hours; its busy time is cut at midnight, and the next one is next week's.
    expect(day(week, "2026-11-29")).toMatchObject({ hours: [], otherHours: false });
    expect(glance(day(week, "2026-11-29"))).toEqual(["23:30–00:00 busy"]);
    expect(day(week, "2026-11-29").entries[0]!.endsAt).toEqual(ist("2026-11-30T00:00:00"));
  });

  it("names the visitors only to those who may open the calls: the bookings desk and the consultant themselves", async () => {
    const visitorsFor = async (viewer: StaffMember) => {
      const [week] = await consultantWeeks(database.db, [aarav], monday, viewer);
      return day(week!, "2026-11-24").entries.map((entry) => (entry.kind === "call" ? entry.call : undefined));
    };
    expect((await visitorsFor(members.sales)).map((call) => call?.visitorName)).toEqual([
      "Kabir Kapoor",
      "Meera Kapoor",
    ]);
    expect((await visitorsFor(members.aarav)).map((call) => call?.visitorName)).toEqual([
      "Kabir Kapoor",
      "Meera Kapoor",
    ]);
    // An editor who is not the call's consultant has no desk for calls: the times alone.
    expect(await visitorsFor(members.editor)).toEqual([null, null]);
  });

  it("opens only where the consultant's page opens: sales and admins anyone's, nobody else another's", async () => {
    expect(await consultantPageDesk(deps(), members.recruiter).week(aarav.id, monday)).toBe("not yours");
    expect(await consultantPageDesk(deps(), members.editor).week(bhavna.id, monday)).toBe("not yours");
    expect(await consultantPageDesk(deps(), members.sales).week(bhavna.id, monday)).toMatchObject({
      name: bhavna.name,
    });
    expect(await consultantPageDesk(deps(), members.sales).week("00000000-0000-4000-8000-000000000000", monday)).toBe(
      undefined,
    );
  });
});

describe("the team's week", () => {
  it("lays everyone taking calls side by side, by name, each with their own calls and busy times", async () => {
    const team = await consultantDesk(deps(), members.sales).teamWeek(monday);
    expect(team.map((person) => person.name)).toEqual(["Aarav Mehta", "Bhavna Iyer", "Chetan Rao", "Nexora team"]);
    const bhavnasWeek = team.find((person) => person.id === bhavna.id)!;
    expect(glance(day(bhavnasWeek, "2026-11-24"))).toEqual(["11:30–12:00 call Rohit Kapoor", "15:00–16:00 busy"]);
    // Blocked time is the whole company's.
    for (const person of team) expect(glance(day(person, "2026-11-27"))).toEqual(["14:00–16:00 blocked Team offsite"]);
  });
});
