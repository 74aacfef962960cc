import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { jobs } from "../db/schema";
import { seed } from "../db/seed";
import { seedJobs } from "../db/seed-jobs";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { system } from "../kernel/audit/audit";
import { changeJobAddress } from "./job-addresses";

describe("jobs API", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
    await seed(subject.database.db, new Date());
    await subject.database.db.update(jobs).set({ status: "closed" }).where(eq(jobs.id, seedJobs[1]!.id));
    await subject.database.db.update(jobs).set({ status: "draft" }).where(eq(jobs.id, seedJobs[2]!.id));
  });
  afterAll(() => subject.app.close());

  it("lists the open jobs with the fields the careers pages read", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/jobs" });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(seedJobs.length - 2);
    expect(list.map((job: { id: string }) => job.id)).not.toContain(seedJobs[1]!.id);
    expect(list.map((job: { id: string }) => job.id)).not.toContain(seedJobs[2]!.id);
    // The specification's fields (docs/design.md, "HTTP API"), and what the careers pages show besides.
    expect(Object.keys(list[0]).sort()).toEqual(
      [
        "department",
        "description",
        "descriptionHtml",
        "id",
        "keywords",
        "location",
        "postedAt",
        "salary",
        "summary",
        "title",
        "type",
        "validThrough",
      ].sort(),
    );
  });

  it("answers one open job", async () => {
    const wanted = seedJobs[0]!;
    const response = await subject.app.inject({ method: "GET", url: `/api/jobs/${wanted.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: wanted.id,
      title: wanted.title,
      location: wanted.location,
      keywords: wanted.keywords,
    });
  });

  it("answers a moved job's earlier id with 301 to its id now", async () => {
    const moved = seedJobs[3]!;
    await changeJobAddress(subject.database.db, system, moved.id, `${moved.id}-lead`, new Date());
    const response = await subject.app.inject({ method: "GET", url: `/api/jobs/${moved.id}` });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`/api/jobs/${moved.id}-lead`);
    const there = await subject.app.inject({ method: "GET", url: `/api/jobs/${moved.id}-lead` });
    expect(there.json()).toMatchObject({ id: `${moved.id}-lead`, title: moved.title });
  });

  it.each([
    ["an unknown job", "no-such-job"],
    ["a closed job", seedJobs[1]!.id],
    ["a draft", seedJobs[2]!.id],
  ])("answers 404 with a message for %s", async (_case, id) => {
    const response = await subject.app.inject({ method: "GET", url: `/api/jobs/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: "Job not found" });
  });
});
