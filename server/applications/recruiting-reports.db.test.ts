import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fewerThanShown, isShown, withheldShown } from "../../domain/privacy/small-counts";
import type { Database } from "../db/db";
import { interviews, selfIdentifications } from "../db/schema";
import { selfIdentificationCounts } from "../privacy/self-identification-report";
import { insertHourlyVisits } from "../../test-support/analytics-rows";
import { insertApplication, insertJob } from "../../test-support/recruiting-rows";
import { openTestDatabase } from "../../test-support/test-database";
import { recruitingFigures, recruitingReport } from "./recruiting-reports";

/**
 * The recruiting reports' figures from rows written directly, at a fixed "now", as counted (what of
 * them is shown is shown-recruiting-report.test.ts's). Each application is given when it came, where
 * from, and the stages it entered so many days later.
 */
const now = new Date("2026-11-25T10:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

let database: Database;

/** An application (see insertApplication), with an interview arranged and self-identification if given. */
async function application({
  cameDaysAgo,
  interviewStage,
  selfIdentification,
  ...rest
}: Omit<Parameters<typeof insertApplication>[1], "createdAt"> & {
  cameDaysAgo: number;
  /** An interview arranged at this stage of the job's plan. */
  interviewStage?: string;
  selfIdentification?: { gender: string };
}) {
  const createdAt = daysAgo(cameDaysAgo);
  const applicationId = await insertApplication(database.db, { ...rest, createdAt });
  if (interviewStage)
    await database.db.insert(interviews).values({ applicationId, stageId: interviewStage, createdAt });
  if (selfIdentification)
    await database.db.insert(selfIdentifications).values({ applicationId, ...selfIdentification, createdAt });
  return applicationId;
}

const job = (id: string, title: string) => insertJob(database.db, { id, title, at: daysAgo(500) });

beforeAll(async () => {
  database = await openTestDatabase();
  const frontendStage = await job("frontend-report", "Frontend Engineer");
  const backendStage = await job("backend-report", "Backend Engineer");
  // Hired in 20 days: 2 in new, 3 in screening, 10 in interview, 5 in offer.
  await application({
    jobId: "frontend-report",
    cameDaysAgo: 100,
    source: "referral",
    firstTouch: { utmSource: "LinkedIn", landingPage: "/careers" },
    moves: [
      ["screening", 2],
      ["interview", 5],
      ["offer", 15],
      ["hired", 20],
    ],
    interviewStage: frontendStage,
  });
  // Two frontend candidates came from the same job board, found through Google.
  const fromIndeed = { jobId: "frontend-report", source: "job-board", sourceName: "indeed" } as const;
  await application({
    ...fromIndeed,
    cameDaysAgo: 50,
    firstTouch: { searchEngine: "Google", referrer: "www.google.com", landingPage: "/careers/frontend-report" },
    moves: [
      ["screening", 1],
      ["rejected", 3],
    ],
    rejectionReason: "Not enough experience",
  });
  await application({ jobId: "frontend-report", cameDaysAgo: 10 });
  // Straight from new to interview: it counts as having passed screening.
  await application({
    ...fromIndeed,
    cameDaysAgo: 40,
    firstTouch: { searchEngine: "Google", referrer: "www.google.co.in", landingPage: "/careers" },
    moves: [
      ["interview", 4],
      ["rejected", 10],
    ],
    rejectionReason: "Salary expectations",
    interviewStage: frontendStage,
  });
  // Before the last 365 days.
  await application({ jobId: "frontend-report", cameDaysAgo: 400, moves: [["hired", 30]] });
  // An interview arranged while still in screening counts as interviewed.
  await application({
    jobId: "backend-report",
    cameDaysAgo: 20,
    source: "job-alert",
    moves: [["screening", 3]],
    interviewStage: backendStage,
  });
});

beforeAll(async () => {
  // The site's visits, counted by India day: the day the last 30 days begin on counts for them; a
  // year and a day ago and the next India day never do.
  const visits = (hour: Date, source: string, entryPath: string, count: number, applicationVisits = 0) =>
    insertHourlyVisits(database.db, { hour, source, entryPath, visits: count, withLeads: { applicationVisits } });
  // One of Google's visits sent both its applications.
  await visits(daysAgo(30), "Google", "/careers", 100, 1);
  await visits(daysAgo(200), "linkedin", "/careers", 50);
  await visits(daysAgo(366), "Google", "/careers", 1000);
  await visits(daysAgo(1), "direct", "/", 20);
  // 10:00 UTC is 15:30 in India: nine hours on is half past midnight there, the next day.
  await visits(new Date(now.getTime() + 9 * 60 * 60 * 1000), "Google", "/careers", 999);
});

afterAll(async () => {
  await database.close();
});

describe("the recruiting reports", () => {
  it("follow every job's applications of the last 12 months through the funnel, the stages, the sources and the rejections", async () => {
    const report = await recruitingFigures(database.db, { job: undefined, period: "365" }, now);
    expect(report).toMatchObject({ asOf: now, jobTitle: undefined, interviews: 3 });
    expect(report.stagesReached).toEqual([
      { stage: "new", reached: 5 },
      { stage: "screening", reached: 4 },
      { stage: "interview", reached: 2 },
      { stage: "offer", reached: 1 },
      { stage: "hired", reached: 1 },
    ]);
    expect(report.stageTimes).toEqual([
      { stage: "new", left: 4, medianDays: 2.5, averageDays: 2.5 },
      { stage: "screening", left: 2, medianDays: 2.5, averageDays: 2.5 },
      { stage: "interview", left: 2, medianDays: 8, averageDays: 8 },
      { stage: "offer", left: 1, medianDays: 5, averageDays: 5 },
    ]);
    expect(report.timeToHire).toEqual({ hires: 1, medianDays: 20, averageDays: 20 });
    expect(report.hiresByDays.map((bin) => bin.hires)).toEqual([0, 1, 0, 0, 0]);
    expect(report.sources).toEqual([
      { source: "job-board", sourceName: "indeed", applications: 2, interviewed: 1, hired: 0 },
      { source: "careers-page", sourceName: "", applications: 1, interviewed: 0, hired: 0 },
      { source: "job-alert", sourceName: "", applications: 1, interviewed: 1, hired: 0 },
      { source: "referral", sourceName: "", applications: 1, interviewed: 1, hired: 1 },
    ]);
    expect(report.rejectionReasons).toEqual([
      { reason: "Not enough experience", count: 1 },
      { reason: "Salary expectations", count: 1 },
    ]);
  });

  it("narrow to one job and a period, and report on every job for a job that does not exist", async () => {
    const allTime = await recruitingFigures(database.db, { job: "frontend-report", period: "all" }, now);
    expect(allTime).toMatchObject({ jobTitle: "Frontend Engineer", interviews: 2 });
    expect(allTime.stagesReached[0]!.reached).toBe(5);
    expect(allTime.timeToHire).toEqual({ hires: 2, medianDays: 25, averageDays: 25 });
    expect(allTime.hiresByDays.map((bin) => bin.hires)).toEqual([0, 2, 0, 0, 0]);

    const lastMonth = await recruitingFigures(database.db, { job: "frontend-report", period: "30" }, now);
    expect(lastMonth).toMatchObject({ interviews: 0 });
    expect(lastMonth.stagesReached[0]!.reached).toBe(1);
    expect(lastMonth.timeToHire).toEqual({ hires: 0, medianDays: null, averageDays: null });
    expect(lastMonth.stageTimes[0]).toEqual({ stage: "new", left: 0, medianDays: null, averageDays: null });

    const unknown = await recruitingFigures(database.db, { job: "no-such-job", period: "90" }, now);
    expect(unknown).toMatchObject({ jobTitle: undefined, filter: { job: undefined, period: "90" } });
    expect(unknown.stagesReached[0]!.reached).toBe(4);
  });

  it("put applications by their visit's source and landing page beside the visits from each", async () => {
    const named = (name: string, visitCount: number, applicationCount: number, visitsWithOne = 0) => ({
      of: { kind: "named", name },
      visits: visitCount,
      leads: { applications: applicationCount },
      visitsWith: { applications: visitsWithOne },
    });
    const year = await recruitingFigures(database.db, { job: undefined, period: "365" }, now);
    // Beside the application sources (a job board's two applications came through Google and LinkedIn's ad).
    expect(year.visitSources).toEqual([named("Google", 100, 2, 1), named("direct", 20, 2), named("linkedin", 50, 1)]);
    expect(year.landingPages).toEqual([
      named("/careers", 150, 2, 1),
      named("", 0, 2),
      named("/careers/frontend-report", 0, 1),
      named("/", 20, 0),
    ]);
    const month = await recruitingFigures(database.db, { job: undefined, period: "30" }, now);
    expect(month.visitSources).toEqual([named("direct", 20, 2), named("Google", 100, 0, 1)]);
  });

  it("count self-identification over the selection only as anonymous counts, none under five shown", async () => {
    const fourteenDaysAgo = daysAgo(14);
    for (let index = 0; index < 6; index += 1)
      await application({ jobId: "backend-report", cameDaysAgo: 5, selfIdentification: { gender: "Female" } });
    for (let index = 0; index < 2; index += 1)
      await application({ jobId: "backend-report", cameDaysAgo: 5, selfIdentification: { gender: "Male" } });
    await application({ jobId: "backend-report", cameDaysAgo: 5, selfIdentification: { gender: "Prefer not to say" } });

    const counts = await selfIdentificationCounts(database.db, {
      jobId: "backend-report",
      since: fourteenDaysAgo,
      until: now,
    });
    expect(counts.applications).toBe(9);
    const gender = counts.questions.find((question) => question.question === "Gender")!;
    // 9 less 6 would give away the 3 other answers: the 6 is not shown either.
    expect(gender.answers.find(({ answer }) => answer === "Female")!.count).toBe(withheldShown);
    expect(gender.answers.find(({ answer }) => answer === "Male")!.count).toBe(fewerThanShown);
    // No number under five anywhere, whatever the question.
    for (const question of counts.questions)
      for (const { count } of question.answers) expect(!isShown(count) || count >= 5).toBe(true);

    // The recruiters' report itself carries no self-identification at all.
    const report = JSON.stringify(await recruitingReport(database.db, { job: "backend-report", period: "30" }, now));
    for (const answer of ["Female", "Male", "Prefer not to say"]) expect(report).not.toContain(answer);

    // One job's single application of the period: even its total is not a number.
    const one = await selfIdentificationCounts(database.db, {
      jobId: "backend-report",
      since: daysAgo(30),
      until: daysAgo(15),
    });
    expect(one.applications).toBe(fewerThanShown);
  });
});
