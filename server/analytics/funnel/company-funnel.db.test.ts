import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { reportRangeFrom } from "../../../domain/analytics/report-range";
import { fewerThanShown } from "../../../domain/privacy/small-counts";
import { isoDate } from "../../../domain/time/india-dates";
import type { Database } from "../../db/db";
import { applicationStepDays, auditLog, contacts, enquiries } from "../../db/schema";
import { insertHourlyVisits } from "../../../test-support/analytics-rows";
import { insertApplication, insertJob } from "../../../test-support/recruiting-rows";
import { openTestDatabase } from "../../../test-support/test-database";
import { insertStaffMember } from "../../../test-support/staff-actor";
import { careersFunnel, careersFunnelCounts, salesFunnel } from "./company-funnel";
import { salesFunnelDesk } from "./funnel-desks";

/** The funnel across the company (decision 066) at a fixed now: 25 November 2026, 10:00 AM in India. */
const now = new Date("2026-11-25T10:00:00+05:30");
const at = (local: string) => new Date(`${local}+05:30`);
const range = reportRangeFrom(
  new URLSearchParams({ range: "custom", from: "2026-11-01", to: "2026-11-25" }),
  isoDate("2026-11-25"),
).range;
const jobId = "react-developer-gurugram";

describe("the funnel across the company", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    const visits = (hour: Date, entryPath: string, count: number) =>
      insertHourlyVisits(database.db, { hour, source: "direct", entryPath, visits: count });
    await visits(at("2026-11-10T10:30"), "/", 100);
    await visits(at("2026-11-10T10:30"), "/career", 30);
    await visits(at("2026-11-11T10:30"), "/career/apply/react-developer-gurugram", 10);
    // Before the range: not counted.
    await visits(at("2026-10-10T10:30"), "/career", 500);

    const [contact] = await database.db
      .insert(contacts)
      .values({
        emailKey: "meera@example.in",
        email: "meera@example.in",
        firstName: "Meera",
        stage: "proposal",
        createdAt: now,
        updatedAt: now,
        lastActivityAt: now,
      })
      .returning({ id: contacts.id });
    await database.db.insert(enquiries).values([
      {
        firstName: "Meera",
        lastName: "Rao",
        email: "meera@example.in",
        message: "ERP, please.",
        source: "contact",
        contactId: contact!.id,
        createdAt: at("2026-11-12T10:00"),
      },
      {
        firstName: "Spam",
        lastName: "Bot",
        email: "spam@example.in",
        message: "Buy now",
        source: "contact",
        isSpam: true,
        createdAt: at("2026-11-12T10:00"),
      },
    ]);
    const move = (to: string, when: Date) => ({
      at: when,
      actorEmail: "ravi@nexora.test",
      action: "contact.stage",
      subjectType: "contact",
      subjectId: contact!.id,
      summary: `Moved to ${to}.`,
      details: { to },
    });
    await database.db
      .insert(auditLog)
      .values([move("qualified", at("2026-11-13T10:00")), move("proposal", at("2026-11-14T10:00"))]);

    await insertJob(database.db, { id: jobId, title: "React Developer", at: at("2026-10-01T10:00") });
    await database.db.insert(applicationStepDays).values([
      { day: isoDate("2026-11-11"), jobId, channel: "careers-page", step: 1, reached: 8 },
      { day: isoDate("2026-11-11"), jobId, channel: "careers-page", step: 2, reached: 6 },
      { day: isoDate("2026-10-11"), jobId, channel: "careers-page", step: 1, reached: 50 },
    ]);
    await insertApplication(database.db, {
      jobId,
      createdAt: at("2026-11-11T11:00"),
      moves: [
        ["interview", 2],
        ["offer", 5],
        ["hired", 9],
      ],
    });
    await insertApplication(database.db, {
      jobId,
      createdAt: at("2026-11-11T12:00"),
      moves: [
        ["interview", 2],
        ["rejected", 3],
      ],
    });
    await insertApplication(database.db, { jobId, createdAt: at("2026-11-12T12:00") });
    await insertApplication(database.db, { jobId, createdAt: at("2026-10-12T12:00"), moves: [["hired", 9]] });
  });
  afterAll(() => database.close());

  it("counts the sales desk's steps in the range, each with its share of the step before", async () => {
    const steps = await salesFunnel(database.db, range, now);
    expect(steps.map(({ key, count }) => [key, count])).toEqual([
      ["visits", 140],
      ["leads", 1],
      ["booked", 0],
      ["held", 0],
      ["deals", 1],
      ["won", 0],
    ]);
    expect(steps[0]!.rate).toBeNull();
    expect(steps[1]!.rate).toBeCloseTo(1 / 140);
    expect(steps[3]!.rate).toBeNull();
  });

  it("counts careers visits, applications started and submitted, and how far those went", async () => {
    const counts = await careersFunnelCounts(database.db, range, now);
    expect(counts.map(({ key, count }) => [key, count])).toEqual([
      ["visits", 40],
      ["started", 8],
      ["submitted", 3],
      ["interviewed", 2],
      ["offered", 1],
      ["hired", 1],
    ]);
  });

  it("shows the careers half as decision 072 says: no count under 5, and no share of one", async () => {
    const steps = await careersFunnel(database.db, range, now);
    expect(steps.map(({ key, count, rate }) => [key, count, rate])).toEqual([
      ["visits", 40, null],
      ["started", 8, 8 / 40],
      ["submitted", fewerThanShown, null],
      ["interviewed", fewerThanShown, null],
      ["offered", fewerThanShown, null],
      ["hired", fewerThanShown, null],
    ]);
  });

  it("writes a half's CSV file with the page table's columns and shares, as whole percentages", async () => {
    const member = await insertStaffMember(database.db, now, {
      email: "ravi@nexora.test",
      name: "Ravi",
      role: "sales",
    });
    const file = await salesFunnelDesk({ db: database.db, clock: () => now }, member).exportCsv(range);
    const lines = (await new Response(file.content).text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toEqual([
      '"Step","Count","Of the step before","Of the first step"',
      '"Visits","140","","100%"',
      '"Leads","1","1%","1%"',
      '"Calls booked","0","0%","0%"',
      '"Calls held","0","","0%"',
      '"Deals","1","","1%"',
      '"Won","0","0%","0%"',
    ]);
  });
});
