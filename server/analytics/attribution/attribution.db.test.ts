import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AttributionRow } from "../../../contracts/revenue-attribution";
import type { CallOutcome } from "../../../domain/consultants/consultant-calls";
import type { FirstTouch, LeadStage } from "../../../domain/contacts/contacts";
import { reportRangeFrom } from "../../../domain/analytics/report-range";
import type { StaffMember } from "../../../domain/staff/staff";
import { isoDate } from "../../../domain/time/india-dates";
import type { Database } from "../../db/db";
import { analyticsHourlyPages, analyticsHourlyVisits, consultants } from "../../db/schema";
import { hourlyVisitsRow } from "../../../test-support/analytics-rows";
import { insertPipelineContact, insertStageChange, leadRows } from "../../../test-support/lead-rows";
import { openTestDatabase } from "../../../test-support/test-database";
import { pageSalesDesk } from "./attribution-desks";
import { contentSales, type ContentPage } from "./content-sales";
import { revenueBySource } from "./revenue-by-source";

/**
 * Revenue by where it came from and the Content report (decision 062), from rows written
 * directly at a fixed "now": Wednesday 25 November 2026, 10:00 AM in India. The range is 1 to 25
 * November; the range before it, as long, 7 to 31 October.
 */
const now = new Date("2026-11-25T10:00:00+05:30");
const at = (local: string) => new Date(`${local}+05:30`);
const today = isoDate("2026-11-25");
const range = (from: string, to: string, compare = true) =>
  reportRangeFrom(new URLSearchParams({ range: "custom", from, to, ...(compare ? {} : { compare: "none" }) }), today)
    .range;
const november = range("2026-11-01", "2026-11-25");

const campaign: FirstTouch = {
  utmSource: "Newsletter",
  utmMedium: "email",
  utmCampaign: "diwali-offer",
  landingPage: "/case-study/erp",
  pagesSeen: ["/case-study/erp", "/services", "/case-study/erp", "/demo"],
};
const google: FirstTouch = {
  searchEngine: "Google",
  referrer: "www.google.com",
  landingPage: "/blog/erp-costs",
  pagesSeen: ["/blog/erp-costs", "/case-study/erp"],
};

let database: Database;
let consultantId: string;
const leads = leadRows(() => database.db);

const contact = (name: string, stage: LeadStage = "new", value: number | null = null) =>
  insertPipelineContact(database.db, name, { stage, value, createdAt: at("2026-01-01T09:00") });
const won = (contactId: string, when: Date) => insertStageChange(database.db, contactId, when, "proposal", "won");
const enquiry = (createdAt: Date, touch: FirstTouch | null, contactId: string | null, spam = false) =>
  leads.enquiry(createdAt, touch, { contactId, spam });
const call = (
  createdAt: Date,
  startsAt: Date,
  touch: FirstTouch | null,
  contactId: string | null,
  options: { outcome?: CallOutcome; domain?: string } = {},
) => leads.call(createdAt, startsAt, touch, { consultantId, contactId, ...options });

/** Visits of one hour as the roll-up counts them, with the pages they saw. */
async function visits(hour: Date, count: number, fields: { source: string; campaign?: string; entryPath: string }) {
  await database.db.insert(analyticsHourlyVisits).values(
    hourlyVisitsRow({
      hour,
      entryPath: fields.entryPath,
      source: fields.source,
      utmSource: fields.campaign ? fields.source : "",
      utmCampaign: fields.campaign ?? "",
      visits: count,
      pageViews: count * 2,
    }),
  );
  await database.db.insert(analyticsHourlyPages).values([
    { hour, path: fields.entryPath, views: count, entries: count, exits: 0, timeMs: 0, timedViews: 0 },
    { hour, path: "/demo", views: count, entries: 0, exits: count, timeMs: 0, timedViews: 0 },
  ]);
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [company] = await database.db.select({ id: consultants.id }).from(consultants).limit(1);
  consultantId = company!.id;

  // The story: a campaign's visit lands on the ERP case study and books a call, which is held; the
  // deal is won for ₹2,50,000. A later enquiry of the same contact, after the win, is not credited.
  await visits(at("2026-11-10T10:30"), 40, {
    source: "newsletter",
    campaign: "diwali-offer",
    entryPath: "/case-study/erp",
  });
  const asha = await contact("Asha", "won", 250_000);
  await call(at("2026-11-10T11:00"), at("2026-11-12T11:00"), campaign, asha, { outcome: "held" });
  await won(asha, at("2026-11-20T11:00"));
  await enquiry(at("2026-11-21T09:00"), google, asha);

  // A search visit that enquired, then booked a call the visitor did not come to, for ERP.
  await visits(at("2026-11-14T09:30"), 60, { source: "Google", entryPath: "/blog/erp-costs" });
  const bilal = await contact("Bilal", "proposal", 400_000);
  await enquiry(at("2026-11-14T10:00"), google, bilal);
  await call(at("2026-11-14T10:05"), at("2026-11-16T15:00"), google, bilal, { outcome: "no-show", domain: "ERP" });
  // Spam and a time after now count nowhere.
  await enquiry(at("2026-11-15T10:00"), google, null, true);
  await enquiry(at("2026-11-25T10:01"), google, null);

  // The range before: an enquiry without a visit, won in October for ₹1,00,000.
  const chitra = await contact("Chitra", "won", 100_000);
  await enquiry(at("2026-10-08T12:00"), null, chitra);
  await won(chitra, at("2026-10-30T16:00"));
  await visits(at("2026-10-08T11:30"), 25, { source: "direct", entryPath: "/" });
  // An imported contact won in November with no lead from the site: counted, credited to nothing.
  const dev = await contact("Dev", "won", 50_000);
  await won(dev, at("2026-11-03T12:00"));
});

afterAll(async () => {
  await database.close();
});

const named = (rows: AttributionRow[], name: string) => rows.find((row) => row.name === name);

describe("revenue by where it came from", () => {
  it("credits the won deal's rupees to its lead's campaign, landing page and service, beside their visits", async () => {
    const report = await revenueBySource(database.db, november, now);
    expect(report.totals.now).toEqual({
      visits: 100,
      // Asha's call and her enquiry after the win, Bilal's enquiry and call.
      leads: 4,
      callsBooked: 2,
      callsHeld: 1,
      noShows: 1,
      dealsWon: 2,
      rupeesWon: 300_000,
      // Asha's 10 days from her call's booking and Dev's none (no lead): the median of one.
      medianSecondsToWon: 10 * 86_400,
    });
    expect(named(report.bySource, "newsletter")?.now).toMatchObject({
      visits: 40,
      leads: 1,
      callsBooked: 1,
      callsHeld: 1,
      noShows: 0,
      dealsWon: 1,
      rupeesWon: 250_000,
    });
    expect(named(report.bySource, "Google")?.now).toMatchObject({ visits: 60, leads: 3, noShows: 1, rupeesWon: 0 });
    expect(named(report.bySource, "")?.now).toMatchObject({ visits: 0, leads: 0, dealsWon: 1, rupeesWon: 50_000 });
    expect(named(report.byCampaign, "diwali-offer")?.now).toMatchObject({
      visits: 40,
      dealsWon: 1,
      rupeesWon: 250_000,
    });
    expect(named(report.byLandingPage, "/case-study/erp")?.now).toMatchObject({ visits: 40, rupeesWon: 250_000 });
    expect(named(report.byService, "Web development")?.now).toMatchObject({
      visits: null,
      callsHeld: 1,
      rupeesWon: 250_000,
    });
    expect(named(report.byService, "ERP")?.now).toMatchObject({ callsBooked: 1, noShows: 1, rupeesWon: 0 });
    // The most rupees first.
    expect(report.bySource[0]!.name).toBe("newsletter");
  });

  it("compares with the range before, as long", async () => {
    const report = await revenueBySource(database.db, november, now);
    expect(november.previous).toEqual({ from: "2026-10-07", to: "2026-10-31" });
    expect(report.totals.before).toMatchObject({ visits: 25, leads: 1, dealsWon: 1, rupeesWon: 100_000 });
    // A lead without a visit is "direct", as the dashboard counts it; its deal goes with it.
    expect(named(report.bySource, "direct")?.before).toMatchObject({ visits: 25, leads: 1, rupeesWon: 100_000 });
    expect(named(report.bySource, "direct")?.now).toMatchObject({ visits: 0, leads: 0, rupeesWon: 0 });
    expect(named(report.bySource, "newsletter")?.before).toMatchObject({ leads: 0, rupeesWon: 0 });
  });

  it("leaves out the range before when comparison is off", async () => {
    const report = await revenueBySource(database.db, range("2026-11-01", "2026-11-25", false), now);
    expect(report.totals.before).toBeNull();
    expect(report.bySource.every((row) => row.before === null)).toBe(true);
    expect(named(report.bySource, "direct")).toBeUndefined();
  });

  it("answers a range with nothing in it with zeros and no rows", async () => {
    const report = await revenueBySource(database.db, range("2025-03-01", "2025-03-31"), now);
    expect(report.totals.now).toEqual({
      visits: 0,
      leads: 0,
      callsBooked: 0,
      callsHeld: 0,
      noShows: 0,
      dealsWon: 0,
      rupeesWon: 0,
      medianSecondsToWon: null,
    });
    expect([report.bySource, report.byCampaign, report.byLandingPage, report.byService]).toEqual([[], [], [], []]);
  });
});

describe("content that sells", () => {
  const pages: ContentPage[] = [
    { kind: "case-study", title: "ERP", path: "/case-study/erp" },
    { kind: "blog-post", title: "What an ERP costs", path: "/blog/erp-costs" },
    { kind: "page", title: "Services", path: "/services" },
  ];

  it("counts the leads who saw a page and who entered through it, their calls held and rupees won", async () => {
    const rows = await contentSales(database.db, pages, november, now, { rupees: true });
    expect(rows).toEqual([
      // Asha's call saw the case study twice and entered through it (one lead, once); her later
      // enquiry and Bilal's two leads saw it on the way.
      {
        ...pages[0],
        views: 40,
        entries: 40,
        leadsSaw: 4,
        leadsEntered: 1,
        callsHeld: 1,
        dealsWon: 1,
        rupeesWon: 250_000,
      },
      {
        ...pages[1],
        views: 60,
        entries: 60,
        leadsSaw: 3,
        leadsEntered: 3,
        callsHeld: 0,
        dealsWon: 0,
        rupeesWon: 0,
      },
      {
        ...pages[2],
        views: 0,
        entries: 0,
        leadsSaw: 1,
        leadsEntered: 0,
        callsHeld: 1,
        dealsWon: 1,
        rupeesWon: 250_000,
      },
    ]);
  });

  it("names no rupees to a member whose role does not open the analytics area", async () => {
    const member = (role: StaffMember["role"]): StaffMember => ({ id: "0", email: "x@nexora.test", name: "X", role });
    const clock = () => now;
    const asEditor = await pageSalesDesk({ db: database.db, clock }, member("editor")).ofPath("/case-study/erp");
    const asAdmin = await pageSalesDesk({ db: database.db, clock }, member("admin")).ofPath("/case-study/erp");
    expect(asEditor).toMatchObject({ days: 90, from: "2026-08-28", to: "2026-11-25", leadsSaw: 4, callsHeld: 1 });
    expect(asEditor.rupeesWon).toBeNull();
    expect(asEditor.dealsWon).toBeNull();
    expect(asAdmin).toMatchObject({ leadsSaw: 4, callsHeld: 1, dealsWon: 1, rupeesWon: 250_000 });
  });
});
