import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { beaconBodyLimit } from "../../../domain/analytics/analytics";
import { fewerThanShown, withheldShown } from "../../../domain/privacy/small-counts";
import { isoDate } from "../../../domain/time/india-dates";
import type { Database } from "../../db/db";
import { applicationStepDays, applicationStepSpends } from "../../db/schema";
import { insertApplication, insertJob } from "../../../test-support/recruiting-rows";
import { openTestDatabase } from "../../../test-support/test-database";
import { recordingLogger } from "../../../test-support/recording-logger";
import { buildTestApp, type TestApp } from "../../../test-support/test-app";
import { runRetention } from "../../privacy/retention";
import { diskFileStore } from "../../kernel/storage/file-store";
import { createAnalytics, type Analytics } from "../analytics";
import { applicationStepsReport } from "./step-report";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const host = "nexora.test";
/** Monday 23 November 2026, 9:00 AM in India. */
const now = new Date("2026-11-23T09:00:00+05:30");
const jobId = "cloud-support-engineer-pune";
const otherJobId = "qa-engineer-pune";
/** The recruiting reports' own totals beside the step counts: shown. */
const someTotals = { applications: 40, hired: 6 };

/** The application's step beacon (decision 066): collector, counts per day, job, channel and step, and the report. */
describe("where the application is given up", () => {
  let database: Database;
  let analytics: Analytics;
  let subject: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    analytics = createAnalytics({
      db: database.db,
      clock: () => now,
      log: recordingLogger().log,
      countryOf: () => undefined,
    });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "application-steps-test-"));
    subject = await buildTestApp({ database, clock: () => now, analytics }, { DATA_DIR: dataDir });
    await insertJob(database.db, { id: jobId, title: "Cloud Support Engineer", at: now });
    await insertJob(database.db, { id: otherJobId, title: "QA Engineer", at: now });
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, ip: string, ua: string) =>
    subject.app.inject({ method: "POST", url, payload, remoteAddress: ip, headers: { host, "user-agent": ua } });
  /** The token a page of the job's form is given. */
  const formToken = async (job = jobId, ip = "198.51.100.10", ua = chrome) =>
    (await post("/api/analytics/application-forms", { jobId: job }, ip, ua)).json().formToken as string;
  const step = (fields: object, token: string, ip = "198.51.100.10", ua = chrome) =>
    post(
      "/api/analytics/events",
      { kind: "step", jobId, channel: "campaign", step: 1, event: "reached", formToken: token, ...fields },
      ip,
      ua,
    );
  const rows = () =>
    database.db
      .select({
        jobId: applicationStepDays.jobId,
        channel: applicationStepDays.channel,
        step: applicationStepDays.step,
        reached: applicationStepDays.reached,
        completed: applicationStepDays.completed,
        abandoned: applicationStepDays.abandoned,
        seconds: applicationStepDays.seconds,
      })
      .from(applicationStepDays)
      .orderBy(asc(applicationStepDays.jobId), asc(applicationStepDays.channel), asc(applicationStepDays.step));

  it("counts an applicant who leaves at step 2 on that step, for that job's channel, and keeps no person", async () => {
    const token = await formToken();
    for (const payload of [
      { step: 1, event: "reached" },
      { step: 1, event: "completed", seconds: 300 },
      { step: 2, event: "reached" },
      { step: 2, event: "left", seconds: 40 },
    ]) {
      expect((await step(payload, token)).statusCode).toBe(204);
    }
    await analytics.flush();
    expect(await rows()).toEqual([
      { jobId, channel: "campaign", step: 1, reached: 1, completed: 1, abandoned: 0, seconds: 300 },
      { jobId, channel: "campaign", step: 2, reached: 1, completed: 0, abandoned: 1, seconds: 40 },
    ]);
    const [row] = await database.db.select().from(applicationStepDays).limit(1);
    expect(Object.keys(row!).sort()).toEqual(
      ["abandoned", "channel", "completed", "day", "jobId", "reached", "seconds", "step"].sort(),
    );
    expect(row!.day).toBe(isoDate("2026-11-23"));
    // What the form spent: its id and the steps, no job, no address, no token.
    const spent = await database.db.select().from(applicationStepSpends).orderBy(asc(applicationStepSpends.spend));
    expect(spent.map(({ spend }) => spend)).toEqual(["1 completed", "1 reached", "2 reached", "left"]);
    expect(Object.keys(spent[0]!).sort()).toEqual(["form", "spend", "spentAt"]);
    expect(token).toContain(`.${spent[0]!.form}.`);
  });

  it("counts nothing for a job no one has, a bot, or a stay over two hours beyond two hours", async () => {
    const before = await rows();
    expect((await step({ jobId: "no-such-job" }, await formToken("no-such-job"))).statusCode).toBe(204);
    const bot = "Googlebot/2.1 (+http://www.google.com/bot.html)";
    expect((await step({}, await formToken(jobId, "198.51.100.11", bot), "198.51.100.11", bot)).statusCode).toBe(204);
    await analytics.flush();
    expect(await rows()).toEqual(before);

    const token = await formToken(otherJobId);
    await step({ jobId: otherJobId, channel: "referral", step: 3, event: "left", seconds: 20 * 3600 }, token);
    await analytics.flush();
    const [long] = (await rows()).filter((row) => row.jobId === otherJobId);
    expect(long).toMatchObject({ step: 3, abandoned: 1, seconds: 2 * 3600 });
  });

  it("refuses a step beacon the schema does not allow, and one over the body limit", async () => {
    const token = await formToken();
    for (const [fields, field] of [
      [{ step: 5 }, "step"],
      [{ step: 0 }, "step"],
      [{ channel: "newsletter" }, "channel"],
      [{ event: "submitted" }, "event"],
      [{ jobId: "../admin" }, "jobId"],
      [{ seconds: -1 }, "seconds"],
      [{ formToken: "x".repeat(201) }, "formToken"],
    ] as const) {
      const refused = await step(fields, token);
      expect([refused.statusCode, Object.keys(refused.json().errors ?? {})], JSON.stringify(fields)).toEqual([
        400,
        [field],
      ]);
    }
    const tooLarge = await step({ jobId: "x".repeat(beaconBodyLimit) }, token);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([413, "The request body is too large."]);
    const noJob = await post("/api/analytics/application-forms", { jobId: "../admin" }, "198.51.100.10", chrome);
    expect([noJob.statusCode, Object.keys(noJob.json().errors ?? {})]).toEqual([400, ["jobId"]]);
  });

  it("shows each step's counts as decision 072 says, and names the step most given up at only when they tell", async () => {
    await database.db.delete(applicationStepDays);
    const day = isoDate("2026-11-20");
    await database.db.insert(applicationStepDays).values([
      // Job board: 12 reached step 1 and 9 went on; 6 of them gave up at step 2.
      { day, jobId, channel: "job-board", step: 1, reached: 12, completed: 9, abandoned: 3, seconds: 12 * 240 },
      { day, jobId, channel: "job-board", step: 2, reached: 9, completed: 3, abandoned: 6, seconds: 9 * 30 },
      { day, jobId, channel: "job-board", step: 3, reached: 3, completed: 3, abandoned: 0, seconds: 3 * 60 },
      { day, jobId, channel: "job-board", step: 4, reached: 3, completed: 3, abandoned: 0, seconds: 3 * 60 },
      // Referral and the careers page: too few to name each; 7 together.
      { day, jobId, channel: "referral", step: 1, reached: 4, completed: 0, abandoned: 4, seconds: 400 },
      { day, jobId, channel: "careers-page", step: 1, reached: 3, completed: 0, abandoned: 3, seconds: 300 },
      // Another job's applicants are not this job's.
      { day, jobId: otherJobId, channel: "job-board", step: 1, reached: 50, completed: 0, abandoned: 50, seconds: 0 },
    ]);
    const report = await applicationStepsReport(database.db, { job: jobId, period: "30" }, someTotals, now);
    expect(report.steps.map((row) => row.channel)).toEqual([null, "job-board", "others"]);
    const [all, board, others] = report.steps;
    // 12 less 9 would give away the 3 who gave up at step 1: the 9 is not shown, at step 1 nor at step 2.
    expect(
      board!.steps.map(({ reached, wentOn, gaveUp, gaveUpRate }) => [reached, wentOn, gaveUp, gaveUpRate]),
    ).toEqual([
      [12, withheldShown, fewerThanShown, null],
      [withheldShown, fewerThanShown, 6, null],
      [fewerThanShown, fewerThanShown, fewerThanShown, null],
      [fewerThanShown, fewerThanShown, fewerThanShown, null],
    ]);
    expect(board!.steps[0]!.averageSeconds).toBe(240);
    expect(board!.steps[2]!.averageSeconds).toBeNull();
    // 6 gave up at step 2, and every other step's is fewer than 5.
    expect(board!.gaveUpMost).toBe(2);
    // Referral and the careers page together: 7 reached step 1.
    expect(others!.steps[0]).toMatchObject({ reached: 7, wentOn: fewerThanShown, averageSeconds: 100 });
    // Together: 19 reached step 1 and 9 went on, so 10 gave up there. Step 2's 6 would give away
    // the 3 who went on from 9, but no more than those 9 can have given up at step 2: fewer than 10.
    expect(all!.steps.slice(0, 2).map(({ reached, wentOn, gaveUp }) => [reached, wentOn, gaveUp])).toEqual([
      [19, 9, 10],
      [9, fewerThanShown, withheldShown],
    ]);
    expect(all!.gaveUpMost).toBe(1);
  });

  it("names no step when the counts shown cannot tell, whatever a share would have said", async () => {
    await database.db.delete(applicationStepDays);
    const day = isoDate("2026-11-20");
    // 7 pages from a campaign: 2 gave up at step 1, 3 at step 2, 2 at step 3.
    await database.db.insert(applicationStepDays).values([
      { day, jobId, channel: "campaign", step: 1, reached: 7, completed: 5, abandoned: 2, seconds: 700 },
      { day, jobId, channel: "campaign", step: 2, reached: 5, completed: 2, abandoned: 3, seconds: 500 },
      { day, jobId, channel: "campaign", step: 3, reached: 2, completed: 0, abandoned: 2, seconds: 200 },
    ]);
    const { steps } = await applicationStepsReport(database.db, { job: jobId, period: "30" }, someTotals, now);
    for (const channel of steps) {
      expect(channel.gaveUpMost).toBeNull();
      // 7 less 5 would give away the 2 who gave up at step 1, and 2 of 7 is their share.
      expect(channel.steps[0]).toMatchObject({ reached: 7, wentOn: withheldShown, gaveUpRate: null });
      expect(channel.steps.flatMap(({ reached, wentOn, gaveUp }) => [reached, wentOn, gaveUp])).not.toContain(5);
    }
  });

  it("counts applications, interviews, offers and hires per channel, with the median days to hire from 5 hires, and gives no total away", async () => {
    const days = (n: number) => new Date(now.getTime() - n * 86_400_000);
    for (let n = 0; n < 6; n += 1) {
      await insertApplication(database.db, {
        jobId,
        createdAt: days(60),
        source: "job-board",
        sourceName: "indeed",
        moves: [
          ["interview", 5],
          ["offer", 10],
          ["hired", 20 + n],
        ],
      });
    }
    await insertApplication(database.db, { jobId, createdAt: days(3), source: "referral", moves: [["interview", 1]] });
    await insertApplication(database.db, {
      jobId,
      createdAt: days(3),
      firstTouch: { utmSource: "newsletter", utmCampaign: "diwali-hiring" },
    });
    // Outside the period, and another job: neither counts.
    await insertApplication(database.db, { jobId, createdAt: days(200), source: "job-board" });
    await insertApplication(database.db, { jobId: otherJobId, createdAt: days(3), source: "job-board" });

    // The recruiting reports show 8 applications and 6 hires for this selection.
    const totals = { applications: 8, hired: 6 };
    const { channels } = await applicationStepsReport(database.db, { job: jobId, period: "90" }, totals, now);
    const byChannel = Object.fromEntries(channels.map(({ channel, ...row }) => [channel, row]));
    // 8 less the job board's 6 would give away the other 2, and 7 interviewed less its 6 the other 1.
    expect(byChannel["job-board"]).toEqual({
      applications: withheldShown,
      interviewed: withheldShown,
      offered: 6,
      hired: 6,
      medianDaysToHire: 22.5,
    });
    for (const channel of ["referral", "campaign", "careers-page", "job-alert"])
      expect(byChannel[channel], channel).toEqual({
        applications: fewerThanShown,
        interviewed: fewerThanShown,
        offered: fewerThanShown,
        hired: fewerThanShown,
        medianDaysToHire: null,
      });
  });

  it("deletes the counts with the analytics totals, and the steps spent once their token can no longer be sent", async () => {
    await database.db.delete(applicationStepDays);
    await database.db.delete(applicationStepSpends);
    await database.db.insert(applicationStepDays).values([
      { day: isoDate("2024-01-10"), jobId, channel: "careers-page", step: 1, reached: 9 },
      { day: isoDate("2026-11-01"), jobId, channel: "careers-page", step: 1, reached: 7 },
    ]);
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await database.db.insert(applicationStepSpends).values([
      { form: "a-day-and-more", spend: "1 reached", spentAt: hoursAgo(26) },
      { form: "this-morning", spend: "1 reached", spentAt: hoursAgo(3) },
    ]);
    await runRetention(database.db, { resumes: diskFileStore(path.join(dataDir, "resumes")), now });
    const kept = await database.db
      .select({ day: applicationStepDays.day })
      .from(applicationStepDays)
      .where(eq(applicationStepDays.jobId, jobId));
    expect(kept).toEqual([{ day: "2026-11-01" }]);
    expect(await database.db.select({ form: applicationStepSpends.form }).from(applicationStepSpends)).toEqual([
      { form: "this-morning" },
    ]);
  });
});
