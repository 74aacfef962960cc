import { describe, expect, it } from "vitest";

import { hireDayBins } from "../../domain/applications/recruiting-reports";
import { fewerThanShown, withheldShown } from "../../domain/privacy/small-counts";
import { shownRecruitingReport, type RawRecruitingReport } from "./shown-recruiting-report";

const few = fewerThanShown;
const withheld = withheldShown;

const named = (name: string, visits: number, applications: number, visitsWith: number) => ({
  of: { kind: "named" as const, name },
  visits,
  leads: { applications },
  visitsWith: { applications: visitsWith },
});

/** A job's year: 20 applications, one of them from Naukri, hired. */
const counted: RawRecruitingReport = {
  asOf: new Date("2026-11-25T10:00:00Z"),
  filter: { job: "cloud-support-engineer-pune", period: "365" },
  jobTitle: "Cloud Support Engineer",
  interviews: 11,
  stagesReached: [
    { stage: "new", reached: 20 },
    { stage: "screening", reached: 14 },
    { stage: "interview", reached: 9 },
    { stage: "offer", reached: 6 },
    { stage: "hired", reached: 1 },
  ],
  stageTimes: [
    { stage: "new", left: 12, medianDays: 2, averageDays: 3 },
    { stage: "screening", left: 3, medianDays: 1, averageDays: 1 },
    { stage: "interview", left: 0, medianDays: null, averageDays: null },
    { stage: "offer", left: 0, medianDays: null, averageDays: null },
  ],
  timeToHire: { hires: 1, medianDays: 21, averageDays: 21 },
  hiresByDays: hireDayBins.map(({ label }, index) => ({ label, hires: index === 1 ? 1 : 0 })),
  sources: [
    { source: "job-board", sourceName: "indeed", applications: 12, interviewed: 6, hired: 0 },
    { source: "careers-page", sourceName: "", applications: 7, interviewed: 3, hired: 0 },
    { source: "job-board", sourceName: "naukri", applications: 1, interviewed: 1, hired: 1 },
  ],
  visitSources: [named("Google", 100, 15, 5), named("direct", 20, 5, 2)],
  landingPages: [named("/careers", 120, 20, 7)],
  rejectionReasons: [
    { reason: "Not enough experience", count: 6 },
    { reason: "Salary expectations", count: 2 },
  ],
};

describe("the recruiting reports as decision 072 shows them", () => {
  const report = shownRecruitingReport(counted);

  it("never names the one applicant from a job board, nor shows them hired", () => {
    expect(JSON.stringify(report)).not.toContain("naukri");
    expect(report.stagesReached.at(-1)!.reached).toBe(few);
    expect(report.timeToHire).toEqual({ hires: few, medianDays: null, averageDays: null });
    expect(report.hiresByDays.map((bin) => bin.hires)).toEqual([few, few, few, few, few]);
  });

  it("withholds a funnel stage whose difference from another would give away 1 to 4", () => {
    // 9 interviewed less 6 offered would be the 3 turned down after their interview.
    expect(report.stagesReached.map((step) => step.reached)).toEqual([20, 14, 9, withheld, few]);
    expect(report.applications).toBe(20);
  });

  it("folds the sources with fewer than 5 applications together, until that row is no longer a few, and hides what the total would give away", () => {
    // Naukri's 1 alone would be a few: the careers page's 7 goes with it. Indeed's 6 interviewed
    // would give away the other row's 4 from the 10 interviewed in all.
    expect(report.sources).toEqual([
      { source: "job-board", sourceName: "indeed", applications: 12, interviewed: withheld, hired: few },
      { source: null, sourceName: "", applications: 8, interviewed: few, hired: few },
    ]);
  });

  it("hides a visit source's visits with an application that the total would give away, and keeps the totals", () => {
    expect(
      report.visitSources.rows.map((row) => [row.of, row.leads.applications, row.visitsWith.applications]),
    ).toEqual([
      [{ kind: "named", name: "Google" }, 15, withheld],
      [{ kind: "named", name: "direct" }, 5, few],
    ]);
    expect(report.visitSources.totals).toEqual({ leads: { applications: 20 }, visitsWith: { applications: 7 } });
    expect(report.landingPages.rows[0]).toMatchObject({ leads: { applications: 20 }, visitsWith: { applications: 7 } });
  });

  it("names a rejection reason only with 5 rejections, and times a stage only once 5 have left it", () => {
    expect(report.rejectionReasons).toEqual([{ reason: null, count: 8 }]);
    expect(report.rejected).toBe(8);
    expect(report.stageTimes.slice(0, 2)).toEqual([
      { stage: "new", left: 12, medianDays: 2, averageDays: 3 },
      { stage: "screening", left: few, medianDays: null, averageDays: null },
    ]);
  });

  it("shows no breakdown of a selection of fewer than 5 applications", () => {
    const small = shownRecruitingReport({
      ...counted,
      stagesReached: counted.stagesReached.map((step) => ({ ...step, reached: Math.min(step.reached, 3) })),
      sources: [counted.sources[2]!],
      visitSources: [named("Google", 100, 3, 3)],
      landingPages: [named("/careers", 100, 3, 3)],
      rejectionReasons: [{ reason: "Not enough experience", count: 2 }],
    });
    expect(small.applications).toBe(few);
    expect([small.sources, small.visitSources.rows, small.landingPages.rows, small.rejectionReasons]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect(small.visitSources.totals).toEqual({ leads: { applications: few }, visitsWith: { applications: few } });
  });
});
