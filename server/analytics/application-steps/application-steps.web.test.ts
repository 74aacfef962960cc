import { and, eq } from "drizzle-orm";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";

import { isoDate } from "../../../domain/time/india-dates";
import { backOfficeWithAdmin } from "../../../test-support/back-office-server";
import { insertApplication, insertJob } from "../../../test-support/recruiting-rows";
import { bookingNow } from "../../../test-support/sample-submissions";
import { applicationStepDays } from "../../db/schema";
import { stepsPerWindow } from "../collector-routes";
import { formTokenSecret, newFormToken } from "./form-tokens";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const daysAgo = (days: number) => new Date(bookingNow.getTime() - days * 86_400_000);

/**
 * The recruiters' report on the application as whoever reads it or writes to it gets it (decision
 * 072): a script's step beacons count nothing without a real page's form token, a token counts
 * each step once, steps spend a quota of their own, and the report and the careers funnel's CSV
 * show no figure that names one candidate, nor one that lets it be worked out.
 */
describe("the application's steps and the recruiting reports", () => {
  const started = backOfficeWithAdmin();

  const post = (url: string, payload: object, address: string) =>
    started.server.request({
      method: "POST",
      url,
      payload,
      remoteAddress: address,
      headers: { "user-agent": chrome },
    });
  const formToken = async (jobId: string, address: string) =>
    (await post("/api/analytics/application-forms", { jobId }, address)).json().formToken as string;
  const step = (jobId: string, fields: object, address: string) =>
    post(
      "/api/analytics/events",
      { kind: "step", jobId, channel: "campaign", step: 1, event: "reached", ...fields },
      address,
    );
  /** A job's counts of today, step by step, once the server has written what it holds. */
  const countsOf = (jobId: string) =>
    started.server.database.db
      .select({
        step: applicationStepDays.step,
        reached: applicationStepDays.reached,
        completed: applicationStepDays.completed,
      })
      .from(applicationStepDays)
      .where(and(eq(applicationStepDays.jobId, jobId), eq(applicationStepDays.day, isoDate("2026-11-23"))))
      .orderBy(applicationStepDays.step);

  it("counts a step only with the token a page of that job's form was given, once, and a script's forgeries not at all", async () => {
    const jobId = "step-forgery-analyst";
    const otherJobId = "step-forgery-other";
    await insertJob(started.server.database.db, { id: jobId, title: "Step Forgery Analyst", at: daysAgo(10) });
    await insertJob(started.server.database.db, { id: otherJobId, title: "Another Job", at: daysAgo(10) });
    const script = "198.51.100.20";
    const token = await formToken(jobId, "198.51.100.21");
    const [made, form, signed] = token.split(".");
    const forgeries = [
      {},
      { formToken: "not-a-token" },
      { formToken: `${made}.${form}.${signed!.replace(/^./, (first) => (first === "A" ? "B" : "A"))}` },
      { formToken: `${made}.another-form-id.${signed}` },
      { formToken: await formToken(otherJobId, script) },
      // Made by the server itself, but two days ago: a token lasts a day.
      {
        formToken: newFormToken(await formTokenSecret(started.server.database.db, bookingNow), jobId, daysAgo(2)),
      },
    ];
    for (const forged of forgeries) {
      for (let sent = 0; sent < 5; sent += 1)
        expect((await step(jobId, { ...forged, step: 4, event: "completed", seconds: 7200 }, script)).statusCode).toBe(
          204,
        );
    }
    // The real page's first step, and the same sent again by anyone who read its token.
    for (let sent = 0; sent < 10; sent += 1)
      expect((await step(jobId, { formToken: token }, sent === 0 ? "198.51.100.21" : script)).statusCode).toBe(204);
    // Its step 1 done, last: once it is counted, everything sent before it was written.
    await step(jobId, { formToken: token, event: "completed", seconds: 30 }, "198.51.100.21");
    await expect.poll(() => countsOf(jobId), { timeout: 15_000 }).toEqual([{ step: 1, reached: 1, completed: 1 }]);
    expect(await countsOf(otherJobId)).toEqual([]);
  });

  it("gives steps and form tokens a quota of their own, refused past it with a clear message, apart from the page views'", async () => {
    const address = "198.51.100.30";
    for (let sent = 0; sent < stepsPerWindow - 1; sent += 1)
      expect((await step("no-such-job", {}, address)).statusCode).toBe(204);
    expect((await post("/api/analytics/application-forms", { jobId: "no-such-job" }, address)).statusCode).toBe(200);
    for (const refused of [
      await step("no-such-job", {}, address),
      await post("/api/analytics/application-forms", { jobId: "no-such-job" }, address),
    ]) {
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(
        /^Too many application steps from your address\. Please try again in \d+ minutes?\.$/,
      );
    }
    const view = await post("/api/analytics/events", { kind: "view", path: "/career", widthPx: 1280 }, address);
    expect(view.statusCode).toBe(204);
  });

  it("shows no figure of the recruiting reports or the careers funnel's CSV that names a candidate or lets one be worked out", async () => {
    const { db } = started.server.database;
    const jobId = "small-counts-analyst";
    await insertJob(db, { id: jobId, title: "Small Counts Analyst", at: daysAgo(40) });
    // Twelve from Indeed, six of them interviewed; one from Naukri, hired.
    for (let n = 0; n < 12; n += 1)
      await insertApplication(db, {
        jobId,
        createdAt: daysAgo(10),
        source: "job-board",
        sourceName: "indeed",
        moves:
          n < 6
            ? [
                ["screening", 1],
                ["interview", 2],
              ]
            : [["screening", 1]],
      });
    await insertApplication(db, {
      jobId,
      createdAt: daysAgo(10),
      source: "job-board",
      sourceName: "naukri",
      moves: [
        ["screening", 1],
        ["interview", 2],
        ["offer", 3],
        ["hired", 4],
      ],
    });
    // 9 pages from a campaign reached step 1, 7 went on and sent the application: 2 gave up at step 1.
    const day = isoDate("2026-11-20");
    await db.insert(applicationStepDays).values(
      [1, 2, 3, 4].map((n) => ({
        day,
        jobId,
        channel: "campaign" as const,
        step: n,
        reached: n === 1 ? 9 : 7,
        completed: 7,
        abandoned: n === 1 ? 2 : 0,
        seconds: 600,
      })),
    );

    const recruiter = await started.server.signIn("recruiter");
    // As a browser asks from a page of the back office (downloads answer only those).
    const asRecruiter = (url: string) =>
      started.server.request({ method: "GET", url, headers: { cookie: recruiter, "sec-fetch-site": "same-origin" } });
    const page = await asRecruiter(`/admin/recruiting-reports?job=${jobId}&period=30`);
    expect(page.statusCode).toBe(200);
    const { document } = new JSDOM(page.body).window;
    /** The row of a table (by its caption) whose first cell is `heading`, each cell's text. */
    const rowOf = (caption: string, heading: string) => {
      const table = [...document.querySelectorAll("table")].find(
        (one) => one.querySelector("caption")?.textContent?.trim() === caption,
      );
      const row = [...(table?.querySelectorAll("tr") ?? [])].find(
        (one) => one.querySelector("th, td")?.textContent?.trim() === heading,
      );
      return [...(row?.querySelectorAll("th, td") ?? [])].map((cell) => cell.textContent?.trim());
    };
    // The one from Naukri is nowhere by name (alone they would be a row of 1: Indeed's 12 go with
    // them), and their hire is "fewer than 5" wherever it is counted, with no share.
    expect(page.body).not.toContain("naukri");
    expect(page.body).not.toContain("indeed");
    expect(rowOf("Through the stages", "Hired")).toEqual(["Hired", "fewer than 5", "–", "–"]);
    expect(rowOf("By source", "Other sources")).toEqual(["Other sources", "13", "7", "fewer than 5", "–"]);
    // 9 reached step 1 and 7 went on: "7" and "22%" would give away the 2 who gave up there.
    expect(rowOf("Campaign: the application's steps", "1. Careers profile").slice(0, 5)).toEqual([
      "1. Careers profile",
      "9",
      "not shown",
      "fewer than 5",
      "–",
    ]);
    expect(page.body).not.toContain("22%");
    expect(document.body.textContent).toContain("Too early to tell where applicants give up");
    expect(document.body.textContent).not.toContain("Most given up at step");

    const csv = await asRecruiter("/admin/analytics/funnel/careers.csv?range=30d");
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines.find((line) => line.startsWith('"Hired"'))).toBe('"Hired","fewer than 5","",""');
  });
});
