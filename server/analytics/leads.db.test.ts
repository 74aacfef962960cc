import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { presetRange } from "../../domain/analytics/report-range";
import type { FirstTouch } from "../../domain/contacts/contacts";
import { isoDate } from "../../domain/time/india-dates";
import type { Database } from "../db/db";
import { analyticsHourlyVisits, anonymousLeads, consultants } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import type { FileStore } from "../kernel/storage/file-store";
import { salesDashboard } from "../contacts/dashboard";
import { erasePerson } from "../privacy/erasure";
import { runRetention } from "../privacy/retention";
import { hourlyVisitsRow } from "../../test-support/analytics-rows";
import { insertPipelineContact, leadRows } from "../../test-support/lead-rows";
import { rowsMentioning } from "../../test-support/rows-mentioning";
import { openTestDatabase } from "../../test-support/test-database";
import { contentSales } from "./attribution/content-sales";
import { revenueBySource } from "./attribution/revenue-by-source";
import { salesFunnel } from "./funnel/company-funnel";
import { analyticsReport } from "./reports/analytics-report";

/**
 * One lead count on every page, before and after an erasure (decision 073), at a fixed "now":
 * Wednesday 25 November 2026, 10:00 AM in India, over the last 30 days. Meera came from a
 * newsletter's link, sent an enquiry and booked a call; she asks to be erased. Her leads stay in
 * every count as anonymous rows, and nothing of her does.
 */
const now = new Date("2026-11-25T10:00:00+05:30");
const at = (local: string) => new Date(`${local}+05:30`);
const last30Days = presetRange("30d", isoDate("2026-11-25"));
const meera = "meera@example.in";
const newsletter: FirstTouch = {
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "diwali",
  utmTerm: "meera-42",
  utmContent: "subscriber-9931",
  landingPage: "/services",
  pagesSeen: ["/services", "/demo"],
};

/** No file is kept for a sales lead: erasing one reads and writes none. */
const noFiles: FileStore = {
  put: () => Promise.reject(new Error("No file is written here.")),
  read: () => Promise.reject(new Error("No file is read here.")),
  remove: () => Promise.resolve(),
  reachable: () => Promise.resolve(),
  close: () => undefined,
};

let database: Database;
const leads = leadRows(() => database.db);

/** Every count of leads the pages show, for the last 30 days. */
async function leadCounts() {
  const [analytics, revenue, funnel, dashboard, content] = await Promise.all([
    analyticsReport(database.db, last30Days, now),
    revenueBySource(database.db, last30Days, now),
    salesFunnel(database.db, last30Days, now),
    salesDashboard(database.db, now),
    contentSales(database.db, [{ kind: "page", title: "Services", path: "/services" }], last30Days, now, {
      rupees: true,
    }),
  ]);
  const newsletterSource = (rows: { source: string; enquiries: number; bookings: number }[]) =>
    rows.find((row) => row.source === "newsletter");
  const dashboardNewsletter = dashboard.bySource.find((row) => row.of.kind === "named" && row.of.name === "newsletter");
  return {
    analytics: {
      leads: analytics.totals.enquiries + analytics.totals.bookings,
      newsletter: newsletterSource(analytics.sources),
      campaign: analytics.campaigns.map((row) => [row.campaign, row.enquiries, row.bookings]),
    },
    revenue: { leads: revenue.totals.now.leads, callsBooked: revenue.totals.now.callsBooked },
    funnel: funnel.find((step) => step.key === "leads")?.count,
    dashboard: {
      enquiries: dashboard.weeks.flatMap((week) => week.enquiries).reduce((sum, count) => sum + count, 0),
      calls: dashboard.weeks.flatMap((week) => week.calls).reduce((sum, count) => sum + count, 0),
      newsletter: dashboardNewsletter && {
        leads: dashboardNewsletter.leads,
        visitsWith: dashboardNewsletter.visitsWith,
      },
      people: dashboard.funnel,
    },
    content: content[0]?.leadsSaw,
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  const [company] = await database.db.select({ id: consultants.id }).from(consultants).limit(1);
  // Ten visits from the newsletter; one of them sent an enquiry and booked a call.
  await database.db.insert(analyticsHourlyVisits).values(
    hourlyVisitsRow({
      hour: at("2026-11-10T10:00"),
      source: "newsletter",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "diwali",
      entryPath: "/services",
      visits: 10,
      leadVisits: 1,
      enquiryVisits: 1,
      bookingVisits: 1,
    }),
  );
  const contactId = await insertPipelineContact(database.db, "Meera", { stage: "qualified", createdAt: now });
  await leads.enquiry(at("2026-11-10T10:30"), newsletter, { contactId, email: meera });
  await leads.call(at("2026-11-10T10:40"), at("2026-11-12T11:00"), newsletter, {
    consultantId: company!.id,
    contactId,
    email: meera,
    domain: "ERP",
  });
  // Spam from her address counts nowhere, before or after; an enquiry without a visit is direct.
  await leads.enquiry(at("2026-11-11T09:00"), newsletter, { email: meera, spam: true });
  await leads.enquiry(at("2026-11-12T09:00"), null);
});

afterAll(() => database.close());

describe("a lead erased on request", () => {
  it("stays in every page's lead count as an anonymous count, and nothing of the person stays", async () => {
    const before = await leadCounts();
    expect(before).toEqual({
      analytics: {
        leads: 3,
        newsletter: { source: "newsletter", visits: 10, enquiries: 1, bookings: 1, applications: 0, leadVisits: 1 },
        campaign: [["diwali", 1, 1]],
      },
      revenue: { leads: 3, callsBooked: 1 },
      funnel: 3,
      dashboard: {
        enquiries: 2,
        calls: 1,
        newsletter: { leads: { enquiries: 1, calls: 1 }, visitsWith: { enquiries: 1, calls: 1 } },
        people: { enquired: 1, booked: 1, held: 0, won: 0 },
      },
      content: 2,
    });

    const erased = await erasePerson(database.db, { actor: commandLine, email: meera, resumes: noFiles, now });
    expect(erased).toMatchObject({ enquiries: 2, bookings: 1, contacts: 1 });

    expect(await leadCounts()).toEqual(before);
    expect(await rowsMentioning(database, "meera")).toEqual([]);
    expect(await rowsMentioning(database, "subscriber-9931")).toEqual([]);
    const kept = await database.db.select().from(anonymousLeads);
    expect(kept.map(({ kind, sentAt, touch, service }) => ({ kind, sentAt, touch, service }))).toEqual([
      {
        kind: "enquiry",
        sentAt: at("2026-11-10T10:30"),
        touch: {
          utmSource: "newsletter",
          utmMedium: "email",
          utmCampaign: "diwali",
          landingPage: "/services",
          pagesSeen: ["/services", "/demo"],
        },
        service: "",
      },
      {
        kind: "booking",
        sentAt: at("2026-11-10T10:40"),
        touch: expect.objectContaining({ utmCampaign: "diwali" }),
        service: "ERP",
      },
    ]);
    // One person: both leads under one key.
    expect(new Set(kept.map((row) => row.person)).size).toBe(1);
  });

  it("goes when the analytics totals of its day go", async () => {
    await runRetention(database.db, { resumes: noFiles, now: at("2029-01-10T10:00") });
    expect(await database.db.select().from(anonymousLeads)).toEqual([]);
  });
});
