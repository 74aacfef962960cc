import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { movingFestivals, type FestivalDates } from "../../domain/bookings/india-holidays";
import type { StaffMember, StaffRole } from "../../domain/staff/staff";
import type { Database } from "../db/db";
import { auditLog, settings } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { holidayPreview, indiaHolidays } from "./blocked-time";
import { festivalYear, setFestivalDates } from "./festival-dates";
import { inviteStaff } from "../staff/accounts";
import { commandLine, listAudit } from "../kernel/audit/audit";
import { isoDate } from "../../domain/time/india-dates";

/**
 * A clock far beyond the site's festival table, so that this year and the next stay unknown
 * however many years the table gains: the test passes this clock to the code, whatever today is.
 */
const now = new Date("2100-01-10T04:30:00Z");
const year = 2101;
const dates: FestivalDates = {
  Holi: isoDate("2101-03-26"),
  Dussehra: isoDate("2101-10-03"),
  Diwali: isoDate("2101-10-22"),
};

describe("festival dates an admin enters", () => {
  let database: Database;
  const members = new Map<StaffRole, StaffMember>();
  const member = (role: StaffRole) => members.get(role)!;
  let admin: StaffMember;
  beforeAll(async () => {
    database = await openTestDatabase();
    for (const role of ["admin", "sales", "recruiter"] as const) {
      const invite = { email: `${role}@test.example`, name: `Test ${role}`, role };
      const { account } = await inviteStaff(database.db, commandLine, invite, now);
      members.set(role, { ...invite, id: account.id });
    }
    admin = member("admin");
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(settings);
    await database.db.delete(auditLog);
  });

  /** Everything a refused change must leave as it was. */
  const state = async () =>
    JSON.stringify({
      settings: await database.db.select().from(settings).orderBy(settings.key),
      audit: await database.db.select().from(auditLog).orderBy(auditLog.id),
    });

  it("are the year's festivals from then on, written with an audit entry; a correction is audited too", async () => {
    expect(await festivalYear(database.db, year)).toEqual({ year, source: "unknown" });
    const names = async () => (await indiaHolidays(database.db, year)).map((holiday) => holiday.name);
    expect(await names()).toContain("Republic Day");
    expect(await names()).not.toContain("Diwali");

    await setFestivalDates(database.db, admin, { year, dates }, now);
    expect(await festivalYear(database.db, year)).toEqual({ year, source: "entered", dates });
    const holidays = await indiaHolidays(database.db, year);
    expect(holidays).toEqual(
      expect.arrayContaining([
        { date: "2101-01-26", name: "Republic Day" },
        { date: "2101-03-26", name: "Holi" },
        { date: "2101-10-03", name: "Dussehra" },
        { date: "2101-10-22", name: "Diwali" },
      ]),
    );
    expect(holidays.map((holiday) => holiday.date)).toEqual(holidays.map((holiday) => holiday.date).sort());
    const preview = await holidayPreview(database.db, year, now);
    expect(preview.find((holiday) => holiday.name === "Diwali")).toEqual({
      date: "2101-10-22",
      name: "Diwali",
      alreadyBlocked: false,
    });

    const [stored] = await database.db.select().from(settings).where(eq(settings.key, "festivalDates.2101"));
    expect(stored).toMatchObject({ value: dates, updatedBy: admin.email, updatedAt: now });
    const entered = await listAudit(database.db, { subject: { type: "setting", id: "festivalDates.2101" } });
    expect(entered.rows).toEqual([
      expect.objectContaining({
        action: "blocked-time.festival-dates",
        actorEmail: admin.email,
        at: now,
        summary: "Entered the festival dates of 2101: Holi 2101-03-26, Dussehra 2101-10-03, Diwali 2101-10-22.",
        details: { year, from: null, to: dates },
      }),
    ]);

    // A minute later: entries of one instant have no order between them in the log.
    const later = new Date(now.getTime() + 60_000);
    const corrected = { ...dates, Diwali: "2101-10-23" };
    await setFestivalDates(database.db, admin, { year, dates: corrected }, later);
    // The same dates again change nothing, so they are not audited.
    await setFestivalDates(database.db, admin, { year, dates: corrected }, later);
    expect(await festivalYear(database.db, year)).toEqual({ year, source: "entered", dates: corrected });
    const history = await listAudit(database.db, { subject: { type: "setting", id: "festivalDates.2101" } });
    expect(history.rows.map((row) => row.summary)).toEqual([
      "Corrected the festival dates of 2101: Holi 2101-03-26, Dussehra 2101-10-03, Diwali 2101-10-23 (were Holi 2101-03-26, Dussehra 2101-10-03, Diwali 2101-10-22).",
      "Entered the festival dates of 2101: Holi 2101-03-26, Dussehra 2101-10-03, Diwali 2101-10-22.",
    ]);
  });

  it.each([
    [{ year, dates: { ...dates, Holi: "2102-03-15" } }, "Please choose a date in 2101: these are 2101's festivals."],
    [{ year, dates: { ...dates, Dussehra: "" } }, "Please choose the date of Dussehra."],
    [
      { year, dates: { ...dates, Diwali: "2101-02-30" } },
      "Please give the date of Diwali as a real date (YYYY-MM-DD).",
    ],
    [{ year: 2099, dates }, "Please choose 2100 or a later year."],
    [{ year: 2103, dates }, "Holidays can be loaded up to 2102."],
  ])("refuses %j, changing nothing", async (input, message) => {
    const before = await state();
    await expect(setFestivalDates(database.db, admin, input, now)).rejects.toThrow(message);
    expect(await state()).toBe(before);
  });

  it("refuses a year the site's table knows: the table comes first", async () => {
    const [tableYear] = Object.keys(movingFestivals).map(Number);
    const inTableYear = new Date(`${tableYear}-01-10T04:30:00Z`);
    const tableDates = movingFestivals[tableYear!]!;
    const before = await state();
    await expect(
      setFestivalDates(database.db, admin, { year: tableYear!, dates: tableDates }, inTableYear),
    ).rejects.toThrow(`The festival dates of ${tableYear} come with the site; they cannot be changed here.`);
    expect(await state()).toBe(before);

    // Even a stored value (written by hand) does not override the table.
    await database.db.insert(settings).values({
      key: `festivalDates.${tableYear}`,
      value: { ...tableDates, Diwali: `${tableYear}-12-01` },
      updatedAt: inTableYear,
      updatedBy: "command line",
    });
    expect(await festivalYear(database.db, tableYear!)).toEqual({
      year: tableYear,
      source: "table",
      dates: tableDates,
    });
  });

  it("refuses anyone but an admin, changing nothing", async () => {
    const before = await state();
    for (const role of ["sales", "recruiter"] as const) {
      await expect(setFestivalDates(database.db, member(role), { year, dates }, now)).rejects.toThrow(
        "Only an admin can enter the festival dates.",
      );
    }
    expect(await state()).toBe(before);
    expect(await festivalYear(database.db, year)).toEqual({ year, source: "unknown" });
  });

  it("reads a stored value that no longer fits its year as not known", async () => {
    await database.db.insert(settings).values({
      key: "festivalDates.2101",
      value: { ...dates, Holi: "2100-03-26" },
      updatedAt: now,
      updatedBy: "command line",
    });
    expect(await festivalYear(database.db, year)).toEqual({ year, source: "unknown" });
  });
});
