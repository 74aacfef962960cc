import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { presetRange, reportRangeFrom } from "../../../domain/analytics/report-range";
import type { Database } from "../../db/db";
import {
  analyticsDailyVisits,
  analyticsDirtyHours,
  analyticsHourlyPages,
  analyticsHourlyVisits,
  analyticsVisits,
  consultants,
} from "../../db/schema";
import { rollUpDirtyHours } from "../roll-ups";
import { buildDailyRollUps, builtDaysIn, forgetDailyRollUps } from "./daily-roll-ups";
import { hourlyVisitsRow } from "../../../test-support/analytics-rows";
import { openTestDatabase } from "../../../test-support/test-database";
import { analyticsReportDesk } from "./analytics-report-desk";
import { indiaDatesRange, isoDate } from "../../../domain/time/india-dates";
import { analyticsReport } from "./analytics-report";
import { leadRows } from "../../../test-support/lead-rows";

/**
 * The analytics page's figures from hourly roll-up rows and leads written directly, at a fixed
 * "now": 26 Nov 2026, 15:30 in India. An India hour starts at xx:30 UTC, and an India day at 18:30
 * UTC the day before. The leads are counted from their own rows (decision 073), the visits that
 * ended in one from the roll-ups.
 */
const now = new Date("2026-11-26T10:00:00Z");
const today = isoDate("2026-11-26");

let database: Database;
let consultantId: string;
const leads = leadRows(() => database.db);

beforeAll(async () => {
  database = await openTestDatabase();
  const [company] = await database.db.select({ id: consultants.id }).from(consultants).limit(1);
  consultantId = company!.id;
  // Today's search visit's enquiry, and the campaign's visit's call.
  await leads.enquiry(new Date("2026-11-25T18:40:00Z"), {
    searchEngine: "Google",
    referrer: "www.google.com",
    landingPage: "/services",
  });
  await leads.call(
    new Date("2026-11-26T08:40:00Z"),
    new Date("2026-11-30T06:30:00Z"),
    { utmSource: "newsletter", utmMedium: "email", utmCampaign: "diwali-2026", landingPage: "/contact" },
    { consultantId },
  );
  await database.db.insert(analyticsHourlyVisits).values([
    // Today, its first India hour (00:00–01:00, 18:30 UTC yesterday): two visits from Google on phones, one bounced.
    hourlyVisitsRow({
      hour: new Date("2026-11-25T18:30:00Z"),
      source: "Google",
      searchEngine: "Google",
      referrerHost: "www.google.com",
      entryPath: "/services",
      device: "phone",
      visits: 2,
      visitors: 2,
      pageViews: 5,
      bounces: 1,
      durationS: 300,
      enquiries: 1,
      leadVisits: 1,
      enquiryVisits: 1,
    }),
    // Today 14:00–15:00: a campaign's visit that booked a call.
    hourlyVisitsRow({
      hour: new Date("2026-11-26T08:30:00Z"),
      source: "newsletter",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali-2026",
      entryPath: "/contact",
      visits: 3,
      visitors: 2,
      pageViews: 6,
      bounces: 0,
      durationS: 600,
      bookings: 1,
      leadVisits: 1,
      bookingVisits: 1,
    }),
    // Yesterday's last India hour (23:00–24:00, 17:30 UTC): not today.
    hourlyVisitsRow({
      hour: new Date("2026-11-25T17:30:00Z"),
      visits: 4,
      pageViews: 4,
      bounces: 4,
      applications: 1,
      leadVisits: 1,
      applicationVisits: 1,
    }),
    // Five days ago, from a tablet.
    hourlyVisitsRow({
      hour: new Date("2026-11-21T06:30:00Z"),
      device: "tablet",
      visits: 10,
      pageViews: 20,
      bounces: 3,
    }),
    // Before the last 30 days (day 31), in the previous range of the last 30 days.
    hourlyVisitsRow({ hour: new Date("2026-10-27T06:30:00Z"), visits: 7, pageViews: 7 }),
  ]);
  await database.db.insert(analyticsHourlyPages).values([
    {
      hour: new Date("2026-11-25T18:30:00Z"),
      path: "/services",
      views: 3,
      entries: 2,
      exits: 1,
      timeMs: 60_000,
      timedViews: 2,
    },
    {
      hour: new Date("2026-11-25T18:30:00Z"),
      path: "/contact",
      views: 2,
      entries: 0,
      exits: 1,
      timeMs: 0,
      timedViews: 0,
    },
    {
      hour: new Date("2026-11-26T08:30:00Z"),
      path: "/contact",
      views: 6,
      entries: 3,
      exits: 3,
      timeMs: 90_000,
      timedViews: 3,
    },
    { hour: new Date("2026-11-25T17:30:00Z"), path: "/", views: 4, entries: 4, exits: 4, timeMs: 0, timedViews: 0 },
  ]);
});

afterAll(() => database.close());

describe("a range of India days", () => {
  it("covers the instants from its first India midnight to the one after its last day", () => {
    expect(indiaDatesRange(isoDate("2026-11-26"), isoDate("2026-11-26"))).toEqual([
      new Date("2026-11-25T18:30:00Z"),
      new Date("2026-11-26T18:30:00Z"),
    ]);
  });

  it("today counts the hours from India's midnight, by hour, against the day before", async () => {
    const report = await analyticsReport(database.db, presetRange("today", today), now);
    expect(report.totals).toEqual({
      visitors: 4,
      visits: 5,
      pageViews: 11,
      bounces: 1,
      durationS: 900,
      enquiries: 1,
      bookings: 1,
      applications: 0,
      leadVisits: 2,
      enquiryVisits: 1,
      bookingVisits: 1,
      applicationVisits: 0,
    });
    expect(report.previousTotals).toMatchObject({ visits: 4, bounces: 4, applications: 1 });
    expect(report.steps).toHaveLength(24);
    expect(report.steps[0]).toEqual({ key: "2026-11-26 00", visitors: 2, pageViews: 5 });
    expect(report.steps[14]).toEqual({ key: "2026-11-26 14", visitors: 2, pageViews: 6 });
    expect(report.previousSteps![23]).toEqual({ key: "2026-11-25 23", visitors: 4, pageViews: 4 });
  });

  it("groups the visits by source, campaign, entry page and device, and pages with their times", async () => {
    const report = await analyticsReport(database.db, presetRange("7d", today), now);
    expect(report.range).toMatchObject({ from: "2026-11-20", to: today, days: 7, grain: "day" });
    expect(report.totals.visits).toBe(19);
    expect(report.sources).toEqual([
      { source: "direct", visits: 14, enquiries: 0, bookings: 0, applications: 1, leadVisits: 1 },
      { source: "newsletter", visits: 3, enquiries: 0, bookings: 1, applications: 0, leadVisits: 1 },
      { source: "Google", visits: 2, enquiries: 1, bookings: 0, applications: 0, leadVisits: 1 },
    ]);
    expect(report.campaigns).toEqual([
      {
        campaign: "diwali-2026",
        source: "newsletter",
        medium: "email",
        visits: 3,
        enquiries: 0,
        bookings: 1,
        applications: 0,
        leadVisits: 1,
      },
    ]);
    expect(report.entryPages.map((row) => [row.path, row.visits, row.bounces])).toEqual([
      ["/", 14, 7],
      ["/contact", 3, 0],
      ["/services", 2, 1],
    ]);
    expect(report.devices).toEqual([
      { device: "phone", visits: 2, visitors: 2, pageViews: 5 },
      { device: "tablet", visits: 10, visitors: 10, pageViews: 20 },
      { device: "desktop", visits: 7, visitors: 6, pageViews: 10 },
    ]);
    expect(report.countries).toEqual([]);
    expect(report.pages).toEqual([
      { path: "/contact", views: 8, entries: 3, exits: 4, averageMs: 30_000 },
      { path: "/", views: 4, entries: 4, exits: 4, averageMs: null },
      { path: "/services", views: 3, entries: 2, exits: 1, averageMs: 30_000 },
    ]);
    expect(report.steps.map((step) => [step.key, step.visitors])).toEqual([
      ["2026-11-20", 0],
      ["2026-11-21", 10],
      ["2026-11-22", 0],
      ["2026-11-23", 0],
      ["2026-11-24", 0],
      ["2026-11-25", 4],
      ["2026-11-26", 4],
    ]);
  });

  it("compares the last 30 days with the 30 before, and leaves the comparison out when asked", async () => {
    const compared = await analyticsReport(database.db, presetRange("30d", today), now);
    expect(compared.range.previous).toEqual({ from: "2026-09-28", to: "2026-10-27" });
    expect(compared.previousTotals).toMatchObject({ visits: 7 });
    expect(compared.previousSteps).toHaveLength(30);
    expect(compared.previousSteps!.at(-1)).toEqual({ key: "2026-10-27", visitors: 7, pageViews: 7 });

    const alone = await analyticsReport(database.db, presetRange("30d", today, false), now);
    expect(alone.previousTotals).toBeNull();
    expect(alone.previousSteps).toBeNull();
    expect(alone.totals).toEqual(compared.totals);
  });

  it("adds days up into 7-day weeks from the range's first day, and into months beyond", async () => {
    const weeks = reportRangeFrom(new URLSearchParams({ range: "custom", from: "2026-08-19", to: today }), today);
    expect(weeks.range).toMatchObject({ days: 100, grain: "week" });
    const byWeek = await analyticsReport(database.db, weeks.range, now);
    expect(byWeek.steps).toHaveLength(15);
    expect(byWeek.steps.at(-1)).toEqual({ key: "2026-11-25", visitors: 8, pageViews: 15 });
    expect(byWeek.steps.at(-2)).toEqual({ key: "2026-11-18", visitors: 10, pageViews: 20 });
    expect(byWeek.steps.find((step) => step.key === "2026-10-21")).toEqual({
      key: "2026-10-21",
      visitors: 7,
      pageViews: 7,
    });

    const byMonth = await analyticsReport(database.db, presetRange("12m", today), now);
    expect(byMonth.range).toMatchObject({ from: "2025-11-27", grain: "month" });
    expect(byMonth.steps.map((step) => step.key)).toEqual([
      "2025-11",
      "2025-12",
      ...Array.from({ length: 11 }, (_, index) => `2026-${String(index + 1).padStart(2, "0")}`),
    ]);
    expect(byMonth.steps.at(-1)).toMatchObject({ key: "2026-11", visitors: 18 });
    expect(byMonth.steps.at(-2)).toMatchObject({ key: "2026-10", visitors: 7 });
    expect(byMonth.previousSteps).toHaveLength(13);
  });

  it("lists countries only when a visit had one", async () => {
    const hour = new Date("2025-06-10T06:30:00Z");
    await database.db
      .insert(analyticsHourlyVisits)
      .values([hourlyVisitsRow({ hour, country: "IN", visits: 3 }), hourlyVisitsRow({ hour, country: "", visits: 2 })]);
    const range = reportRangeFrom(
      new URLSearchParams({ range: "custom", from: "2025-06-10", to: "2025-06-10" }),
      today,
    );
    const report = await analyticsReport(database.db, range.range, now);
    expect(report.countries).toEqual([{ country: "IN", visits: 3, visitors: 3 }]);
    expect(report.totals.visits).toBe(5);
  });
});

describe("the daily roll-ups", () => {
  const ranges = () => [
    presetRange("today", today),
    presetRange("7d", today),
    presetRange("30d", today),
    presetRange("12m", today),
    reportRangeFrom(new URLSearchParams({ range: "custom", from: "2026-08-19", to: today }), today).range,
  ];

  it("hold the days over before yesterday, and the report reads the same figures from them", async () => {
    const before = await Promise.all(ranges().map((range) => analyticsReport(database.db, range, now)));
    const built = await buildDailyRollUps(database.db, now);
    expect(built).toBeGreaterThan(500);
    expect(await builtDaysIn(database.db, isoDate("2026-11-20"), today)).toEqual(
      new Set(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]),
    );
    const days = await database.db
      .select({ day: analyticsDailyVisits.day, kind: analyticsDailyVisits.kind, visits: analyticsDailyVisits.visits })
      .from(analyticsDailyVisits)
      .where(eq(analyticsDailyVisits.kind, "total"));
    expect(days).toContainEqual({ day: "2026-11-21", kind: "total", visits: 10 });
    expect(days.some((row) => row.day >= "2026-11-25")).toBe(false);
    const after = await Promise.all(ranges().map((range) => analyticsReport(database.db, range, now)));
    expect(after).toEqual(before);
    expect(await buildDailyRollUps(database.db, now)).toBe(0);
  });

  it("build a day again once it is forgotten, and forget the days whose hours are gone", async () => {
    await forgetDailyRollUps(database.db, [new Date("2026-11-21T06:30:00Z")]);
    expect((await analyticsReport(database.db, presetRange("7d", today), now)).totals.visits).toBe(19);
    expect(await buildDailyRollUps(database.db, now)).toBe(1);
    expect((await analyticsReport(database.db, presetRange("7d", today), now)).totals.visits).toBe(19);

    const oldest = new Date("2025-03-10T06:30:00Z");
    await database.db.insert(analyticsHourlyVisits).values(hourlyVisitsRow({ hour: oldest, visits: 1 }));
    expect(await buildDailyRollUps(database.db, now)).toBeGreaterThan(0);
    expect(
      (await builtDaysIn(database.db, isoDate("2025-03-01"), isoDate("2025-03-31"))).has(isoDate("2025-03-10")),
    ).toBe(true);
    // The retention setting deletes the oldest hours: their day goes from the daily roll-ups too.
    await database.db.delete(analyticsHourlyVisits).where(eq(analyticsHourlyVisits.hour, oldest));
    await buildDailyRollUps(database.db, now);
    expect(await builtDaysIn(database.db, isoDate("2025-03-01"), isoDate("2025-03-31"))).toEqual(new Set());
  });
});

describe("a visit that sent several leads", () => {
  it("counts as one visit that ended in a lead, so no rate of visits passes 100%, by hour and by day", async () => {
    // 20 May 2025, 16:00–17:00 in India: one visit booked three calls, another sent an enquiry and booked a call, a third nothing.
    const hour = new Date("2025-05-20T10:30:00Z");
    const visit = (key: string, leads: Partial<typeof analyticsVisits.$inferInsert>) => ({
      visitorKey: key,
      firstOfDay: true,
      startedAt: new Date(hour.getTime() + 60_000),
      lastSeenAt: new Date(hour.getTime() + 120_000),
      entryPath: "/demo",
      exitPath: "/demo",
      device: "desktop" as const,
      ...leads,
    });
    await database.db
      .insert(analyticsVisits)
      .values([
        visit("several-a", { bookings: 3 }),
        visit("several-b", { enquiries: 1, bookings: 1 }),
        visit("several-c", {}),
      ]);
    const sent = new Date(hour.getTime() + 90_000);
    await leads.enquiry(sent, { landingPage: "/demo" });
    for (let day = 27; day <= 30; day += 1)
      await leads.call(sent, new Date(`2025-05-${day}T06:30:00Z`), { landingPage: "/demo" }, { consultantId });
    await database.db.insert(analyticsDirtyHours).values({ hour });
    await rollUpDirtyHours(database.db);
    const range = reportRangeFrom(
      new URLSearchParams({ range: "custom", from: "2025-05-20", to: "2025-05-21" }),
      today,
    ).range;
    const expected = {
      visits: 3,
      enquiries: 1,
      bookings: 4,
      leadVisits: 2,
      enquiryVisits: 1,
      bookingVisits: 2,
      applicationVisits: 0,
    };
    const hourly = await analyticsReport(database.db, range, now);
    expect(hourly.totals).toMatchObject(expected);
    expect(hourly.entryPages).toEqual([
      { path: "/demo", visits: 3, bounces: 3, enquiries: 1, bookings: 4, applications: 0, leadVisits: 2 },
    ]);
    await buildDailyRollUps(database.db, now);
    expect(
      (await builtDaysIn(database.db, isoDate("2025-05-20"), isoDate("2025-05-20"))).has(isoDate("2025-05-20")),
    ).toBe(true);
    expect((await analyticsReport(database.db, range, now)).totals).toEqual(hourly.totals);
  });
});

describe("the desk", () => {
  it("lists the 20 most viewed pages, all of them when asked; an empty range counts nothing", async () => {
    const hour = new Date("2025-03-10T06:30:00Z");
    await database.db.insert(analyticsHourlyPages).values(
      Array.from({ length: 25 }, (_, index) => ({
        hour,
        path: `/blog/post-${String(index).padStart(2, "0")}`,
        views: 100 - index,
        entries: 0,
        exits: 0,
        timeMs: 0,
        timedViews: 0,
      })),
    );
    const desk = analyticsReportDesk({ db: database.db, clock: () => now });
    const range = reportRangeFrom(
      new URLSearchParams({ range: "custom", from: "2025-03-10", to: "2025-03-10" }),
      today,
    );
    const shown = await desk.report(range.range);
    expect(shown.pages).toHaveLength(20);
    expect(shown.pages[0]).toMatchObject({ path: "/blog/post-00", views: 100 });
    expect((await desk.report(range.range, { allPages: true })).pages).toHaveLength(25);
    expect(shown.totals.visits).toBe(0);
    expect(shown.asOf).toEqual(now);
  });

  it("writes a table as CSV with every cell quoted and formulas neutralised", () => {
    const desk = analyticsReportDesk({ db: database.db, clock: () => now });
    expect(
      desk.csv([
        ["Campaign", "Visits"],
        ['=HYPERLINK("https://evil.example")', "3"],
      ]),
    ).toBe('\uFEFF"Campaign","Visits"\r\n"\'=HYPERLINK(""https://evil.example"")","3"\r\n');
  });
});
