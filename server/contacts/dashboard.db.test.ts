import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { sourceName } from "../../domain/analytics/analytics";
import type { CallOutcome } from "../../domain/consultants/consultant-calls";
import type { FirstTouch } from "../../domain/contacts/contacts";
import type { Database } from "../db/db";
import { consultants, staffAccounts } from "../db/schema";
import { sourceNameOf } from "../analytics/lead-conversion";
import { insertHourlyVisits } from "../../test-support/analytics-rows";
import { insertPipelineContact, insertStageChange, leadRows } from "../../test-support/lead-rows";
import { openTestDatabase } from "../../test-support/test-database";
import { salesDashboard } from "./dashboard";
import { monthsFrom } from "../../test-support/months";

/**
 * The dashboard's figures from rows written directly, at a fixed "now": Wednesday 25 November
 * 2026, 10:00 AM in India. Its weeks are the 12 from Monday 7 September; its months December 2025
 * to November 2026. Times are written in India's offset, as the company reads them.
 */
const now = new Date("2026-11-25T10:00:00+05:30");
const at = (local: string) => new Date(`${local}+05:30`);

let database: Database;

async function staff(name: string) {
  const [row] = await database.db
    .insert(staffAccounts)
    .values({
      email: `${name.split(" ")[0]!.toLowerCase()}@nexora.test`,
      name,
      role: "sales",
      createdAt: at("2025-01-01T09:00"),
    })
    .returning({ id: staffAccounts.id });
  return row!.id;
}

async function consultant(name: string) {
  const [company] = await database.db.select({ weeklyHours: consultants.weeklyHours }).from(consultants).limit(1);
  const [row] = await database.db
    .insert(consultants)
    .values({
      name,
      slug: name.toLowerCase(),
      weeklyHours: company!.weeklyHours,
      createdAt: at("2025-01-01T09:00"),
      updatedAt: at("2025-01-01T09:00"),
    })
    .returning({ id: consultants.id });
  return row!.id;
}

const leads = leadRows(() => database.db);

const contact = (name: string, fields: Omit<Parameters<typeof insertPipelineContact>[2], "createdAt"> = {}) =>
  insertPipelineContact(database.db, name, {
    createdAt: at("2025-06-01T09:00"),
    updatedAt: at("2026-11-01T09:00"),
    ...fields,
  });
const { enquiry } = leads;
const call = (
  createdAt: Date,
  startsAt: Date,
  touch: FirstTouch | null,
  consultantId: string,
  options: { contactId?: string | null; outcome?: CallOutcome } = {},
) => leads.call(createdAt, startsAt, touch, { consultantId, ...options });

const visits = (
  hour: Date,
  source: string,
  entryPath: string,
  count: number,
  withLeads?: { enquiryVisits?: number; bookingVisits?: number },
) => insertHourlyVisits(database.db, { hour, source, entryPath, visits: count, withLeads });

beforeAll(async () => {
  database = await openTestDatabase();
  const ravi = await staff("Ravi Kumar");
  const sunita = await staff("Sunita Rao");
  const aarav = await consultant("Aarav");
  const bhavna = await consultant("Bhavna");

  // Won this month (the audit log says when), after an earlier move that is not a win.
  const asha = await contact("Asha", { stage: "won", value: 500_000, owner: ravi });
  await insertStageChange(database.db, asha, at("2026-11-23T16:00"), "new", "contacted");
  await insertStageChange(database.db, asha, at("2026-11-24T15:00"), "proposal", "won");
  const bilal = await contact("Bilal", { stage: "proposal", owner: ravi });
  // Won with no audit entry: its last update, 1 November 00:30 in India (still 31 October in UTC).
  const chitra = await contact("Chitra", {
    stage: "won",
    value: 200_000,
    owner: sunita,
    updatedAt: new Date("2026-10-31T19:00:00Z"),
  });
  // Won in June without a value or an owner, updated since: the audit entry's month counts.
  const dev = await contact("Dev", { stage: "won", updatedAt: at("2026-11-20T09:00") });
  await insertStageChange(database.db, dev, at("2026-06-10T12:00"), "qualified", "won");
  const eve = await contact("Eve");
  const farid = await contact("Farid", { stage: "lost", value: 100_000, owner: sunita });
  const gita = await contact("Gita", { stage: "won", value: 50_000, owner: sunita });
  await insertStageChange(database.db, gita, at("2026-11-02T12:00"), "proposal", "won");
  // Won before the 12 months, and won "after now": neither counts.
  const hari = await contact("Hari", { stage: "won", value: 150_000, owner: ravi, updatedAt: at("2026-11-20T09:00") });
  await insertStageChange(database.db, hari, at("2025-11-30T23:59"), "proposal", "won");
  // Open deals: Bilal and Eve without a value, Jaya and Kabir with one.
  await contact("Jaya", { stage: "qualified", value: 250_000, owner: ravi });
  await contact("Kabir", { stage: "contacted", value: 120_000 });
  const ishaan = await contact("Ishaan", { stage: "won", value: 300_000, owner: sunita });
  await insertStageChange(database.db, ishaan, at("2026-11-25T10:01"), "proposal", "won");

  // Enquiries. Monday 23 November 00:10 in India is still Sunday in UTC: the week of 23 November.
  await enquiry(at("2026-11-23T00:10"), { utmSource: "Google", landingPage: "/services" }, { contactId: asha });
  // Sunday 22 November 23:50: the week before.
  await enquiry(at("2026-11-22T23:50"), { referrer: "www.linkedin.com" }, { contactId: bilal });
  await enquiry(at("2026-10-02T12:00"), null, { contactId: chitra });
  await enquiry(at("2026-11-24T09:00"), { utmSource: "Newsletter" });
  await enquiry(at("2026-11-24T10:00"), { utmSource: "newsletter", referrer: "mail.example.in" });
  await enquiry(at("2026-11-10T10:00"), { utmSource: "google" });
  await enquiry(at("2026-11-10T11:00"), { utmSource: "facebook" });
  await enquiry(at("2026-11-11T11:00"), { referrer: "bing.com" });
  // The first instant of the first week counts; spam, a time after now and one before the weeks do not.
  await enquiry(at("2026-09-07T00:00"), { utmSource: "google" });
  await enquiry(at("2026-11-24T11:00"), { utmSource: "google" }, { contactId: eve, spam: true });
  await enquiry(at("2026-11-25T10:01"), { utmSource: "google" });
  await enquiry(at("2026-08-31T12:00"), { utmSource: "google" }, { contactId: dev });
  await enquiry(at("2026-05-20T12:00"), null, { contactId: farid });
  // Hari wrote before the 12 months: outside the funnel.
  await enquiry(at("2025-11-15T12:00"), null, { contactId: hari });

  // Calls, counted in the week they were booked.
  await call(at("2026-11-23T10:00"), at("2026-11-24T11:00"), { utmSource: "google" }, aarav, {
    contactId: asha,
    outcome: "held",
  });
  await call(at("2026-11-23T12:00"), at("2026-11-24T12:00"), { referrer: "www.linkedin.com" }, aarav, {
    contactId: bilal,
    outcome: "no-show",
  });
  await call(at("2026-10-03T12:00"), at("2026-10-05T11:00"), null, bhavna, { contactId: chitra, outcome: "held" });
  await call(at("2026-11-20T12:00"), at("2026-11-21T11:00"), { utmSource: "facebook" }, bhavna, {
    outcome: "late-cancel",
  });
  await call(at("2026-11-24T12:00"), at("2026-11-27T11:00"), { utmSource: "google" }, aarav);
  await call(at("2026-06-01T12:00"), at("2026-06-02T11:00"), null, bhavna, { contactId: farid, outcome: "held" });
  // A call of its own, no enquiry: Gita is won without being in the funnel.
  await call(at("2026-05-01T12:00"), at("2026-05-02T11:00"), null, bhavna, { contactId: gita, outcome: "held" });
  // Before the 12 months.
  await call(at("2025-11-01T12:00"), at("2025-11-03T11:00"), null, aarav, { outcome: "no-show" });

  // Visits over the 12 weeks, counted by India day: the first hour of the first week and today
  // count, the hour before the weeks and the next day do not; a search engine sent visits and no lead.
  // Of google's 40, two visits sent an enquiry and two booked a call; one of the newsletter's five
  // visits sent both its enquiries.
  await visits(at("2026-11-24T09:00"), "google", "/services", 40, { enquiryVisits: 2, bookingVisits: 2 });
  await visits(at("2026-09-07T00:00"), "google", "/", 10);
  await visits(at("2026-09-06T23:00"), "google", "/", 1000);
  await visits(at("2026-11-25T10:00"), "newsletter", "/blog", 5, { enquiryVisits: 1 });
  await visits(at("2026-11-26T00:00"), "google", "/", 500);
  await visits(at("2026-10-01T15:00"), "DuckDuckGo", "/careers", 7);
  for (let post = 1; post <= 10; post += 1)
    await visits(at("2026-10-02T15:00"), "bing.com", `/blog/post-${String(post).padStart(2, "0")}`, 1);
});

afterAll(() => database.close());

describe("the sales dashboard's figures", () => {
  it("counts enquiries and calls per India week by source: the busiest four, then the rest together", async () => {
    const figures = await salesDashboard(database.db, now);
    // google 5; direct, facebook, linkedin.com and newsletter 2 each (ties alphabetically); bing.com 1.
    expect(figures.sources).toEqual([
      { kind: "source", name: "google" },
      { kind: "source", name: "direct" },
      { kind: "source", name: "facebook" },
      { kind: "source", name: "linkedin.com" },
      { kind: "other", sources: 2 },
    ]);
    expect(figures.weeks.map((week) => week.weekStart)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    const week = (start: string) => figures.weeks.find((row) => row.weekStart === start);
    expect(week("2026-11-23")).toEqual({ weekStart: "2026-11-23", enquiries: [1, 0, 0, 0, 2], calls: [2, 0, 0, 1, 0] });
    expect(week("2026-11-16")).toEqual({ weekStart: "2026-11-16", enquiries: [0, 0, 0, 1, 0], calls: [0, 0, 1, 0, 0] });
    expect(week("2026-11-09")).toEqual({ weekStart: "2026-11-09", enquiries: [1, 0, 1, 0, 1], calls: [0, 0, 0, 0, 0] });
    expect(week("2026-09-28")).toEqual({ weekStart: "2026-09-28", enquiries: [0, 1, 0, 0, 0], calls: [0, 1, 0, 0, 0] });
    expect(week("2026-09-07")).toEqual({ weekStart: "2026-09-07", enquiries: [1, 0, 0, 0, 0], calls: [0, 0, 0, 0, 0] });
    expect(week("2026-10-12")).toEqual({ weekStart: "2026-10-12", enquiries: [0, 0, 0, 0, 0], calls: [0, 0, 0, 0, 0] });
  });

  it("names a first touch's source in SQL as sourceName does in TypeScript", async () => {
    const touches = [
      null,
      {},
      { utmSource: "Google", referrer: "www.bing.com" },
      { utmSource: "", referrer: "WWW.LinkedIn.com" },
      { searchEngine: "DuckDuckGo", referrer: "duckduckgo.com" },
      { utmSource: "Newsletter", searchEngine: "Bing" },
      { referrer: "news.ycombinator.com" },
      { referrer: "wwwx.example.in" },
      { landingPage: "/services" },
    ];
    const result = await database.db.execute<{ name: string }>(
      sql`select ${sourceNameOf(sql`touch.value`)} as name
        from jsonb_array_elements(${JSON.stringify(touches)}::jsonb) with ordinality as touch(value, position)
        order by touch.position`,
    );
    const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
    expect(names).toEqual(touches.map((touch) => sourceName(touch ?? {})));
    expect(names).toEqual([
      "direct",
      "direct",
      "google",
      "linkedin.com",
      "DuckDuckGo",
      "newsletter",
      "news.ycombinator.com",
      "wwwx.example.in",
      "direct",
    ]);
  });

  it("puts the 12 weeks' enquiries and calls beside the visits from each source and landing page", async () => {
    const { bySource, byLandingPage } = await salesDashboard(database.db, now);
    const named = (
      name: string,
      visitCount: number,
      enquiryCount: number,
      callCount: number,
      visitsWith = { enquiries: 0, calls: 0 },
    ) => ({
      of: { kind: "named", name },
      visits: visitCount,
      leads: { enquiries: enquiryCount, calls: callCount },
      visitsWith,
    });
    // The most leads first, then the most visits, then by name; beside the leads, the visits that
    // sent them (the newsletter's two enquiries came from one visit).
    expect(bySource).toEqual([
      named("google", 50, 3, 2, { enquiries: 2, calls: 2 }),
      named("newsletter", 5, 2, 0, { enquiries: 1, calls: 0 }),
      named("direct", 0, 1, 1),
      named("facebook", 0, 1, 1),
      named("linkedin.com", 0, 1, 1),
      named("bing.com", 10, 1, 0),
      named("DuckDuckGo", 7, 0, 0),
    ]);
    // Ten landing pages by name, then the five blog posts left as one row.
    expect(byLandingPage).toEqual([
      named("", 0, 8, 5),
      named("/services", 40, 1, 0, { enquiries: 2, calls: 2 }),
      named("/", 10, 0, 0),
      named("/careers", 7, 0, 0),
      named("/blog", 5, 0, 0, { enquiries: 1, calls: 0 }),
      ...["01", "02", "03", "04", "05"].map((post) => named(`/blog/post-${post}`, 1, 0, 0)),
      {
        of: { kind: "others", count: 5 },
        visits: 5,
        leads: { enquiries: 0, calls: 0 },
        visitsWith: { enquiries: 0, calls: 0 },
      },
    ]);
  });

  it("follows the contacts who wrote in the last 12 months as far as each went, by any path", async () => {
    const { funnel } = await salesDashboard(database.db, now);
    // Asha, Bilal, Chitra, Dev and Farid wrote. Dev was won without a call: won, so booked and held
    // too. Bilal did not come; Farid's call was held and he was lost; Asha and Chitra were won after a call.
    expect(funnel).toEqual({ enquired: 5, booked: 5, held: 4, won: 3 });
  });

  it("adds up won value per India month, when the audit log says the contact was won, and per owner", async () => {
    const figures = await salesDashboard(database.db, now);
    expect(figures.months).toEqual(monthsFrom("2025-12", 12));
    expect(figures.wonByMonth.filter((month) => month.deals > 0)).toEqual([
      { month: "2026-06", deals: 1, value: 0 },
      { month: "2026-11", deals: 3, value: 750_000 },
    ]);
    expect(figures.wonByMonth).toHaveLength(12);
    expect(figures.wonByOwner).toEqual([
      { owner: "Ravi Kumar", deals: 1, value: 500_000 },
      { owner: "Sunita Rao", deals: 2, value: 250_000 },
      { owner: null, deals: 1, value: 0 },
    ]);
  });

  it("adds up the open pipeline: every deal not won or lost, and how many have no expected value", async () => {
    const { openPipeline } = await salesDashboard(database.db, now);
    expect(openPipeline).toEqual({ deals: 4, value: 370_000, withoutValue: 2 });
  });

  it("gives the no-show rate of the calls with an outcome in the last 12 months, overall and per consultant", async () => {
    const { noShows } = await salesDashboard(database.db, now);
    expect(noShows).toEqual({
      withOutcome: 6,
      noShows: 1,
      byConsultant: [
        { consultant: "Bhavna", withOutcome: 4, noShows: 0 },
        { consultant: "Aarav", withOutcome: 2, noShows: 1 },
      ],
    });
  });

  it("shows nothing of rows stamped after its clock, and empty periods a year on", async () => {
    const later = await salesDashboard(database.db, new Date("2028-01-05T10:00:00+05:30"));
    expect(later.weeks.every((week) => [...week.enquiries, ...week.calls].every((count) => count === 0))).toBe(true);
    expect(later.sources).toEqual([]);
    expect(later.bySource).toEqual([]);
    expect(later.byLandingPage).toEqual([]);
    expect(later.funnel).toEqual({ enquired: 0, booked: 0, held: 0, won: 0 });
    expect(later.wonByOwner).toEqual([]);
    expect(later.noShows).toEqual({ withOutcome: 0, noShows: 0, byConsultant: [] });

    const earlier = await salesDashboard(database.db, at("2026-11-23T00:05"));
    // Five minutes into the week: Asha's enquiry (00:10) and everything after are still to come, so
    // five channels are left, each shown by name (an "other" of one would say less).
    expect(earlier.sources.map((series) => (series.kind === "source" ? series.name : "other"))).toEqual([
      "direct",
      "facebook",
      "google",
      "bing.com",
      "linkedin.com",
    ]);
    expect(earlier.weeks.at(-1)).toEqual({
      weekStart: "2026-11-23",
      enquiries: [0, 0, 0, 0, 0],
      calls: [0, 0, 0, 0, 0],
    });
  });
});
