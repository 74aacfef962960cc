import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { wholeDays } from "../domain/bookings/blocked-time";
import { bookableUntil, slotStart } from "../domain/bookings/booking";
import { outboxEmails } from "./db/schema";
import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { addBlock, removeBlock } from "./bookings/blocked-time";
import { cancelBooking } from "./bookings/booking-admin";
import { cancelByVisitor, rescheduleByVisitor } from "./bookings/visitor-changes";
import { duplicateJob, setJobStatus, updateJob } from "./jobs/job-admin";
import { erasePerson } from "./privacy/erasure";
import { diskFileStore } from "./kernel/storage/file-store";
import { commandLine } from "./kernel/audit/audit";
import { sampleJobForm } from "../test-support/sample-job-form";
import { bookingNow, sampleBooking } from "../test-support/sample-submissions";
import { buildTestApp, type TestApp } from "../test-support/test-app";
import { unlimitedQuota } from "../test-support/unlimited-quota";

const blockMail = { salesEmail: "sales@test.example", publicSiteUrl: "https://nexora.test" };

/**
 * The public GETs answer from memory (decision 016). Every write that changes what they show, by a
 * visitor, by staff or by the clock, must show in the very next answer.
 */
describe("what visitors read is right the moment a write commits", () => {
  let subject: TestApp;
  let now = bookingNow;
  const { date, time } = sampleBooking;
  const salesEmail = "sales@test.example";
  const site = { salesEmail, publicSiteUrl: "http://127.0.0.1:3000", spendQuota: unlimitedQuota };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nexora-public-answers-"));
  const resumes = diskFileStore(path.join(dataDir, "resumes"));

  beforeAll(async () => {
    subject = await buildTestApp({ clock: () => now });
    await seed(subject.database.db, now);
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: "GET", url, headers });
  const slotsOn = async (day: string): Promise<string[]> =>
    (await get(`/demo/slots/${day}`)).json().data.availableSlots;
  const bookableDates = async (): Promise<string[]> => (await get("/demo/dates")).json().data.bookableDates;
  const openJobIds = async (): Promise<string[]> =>
    (await get("/api/jobs")).json().map((job: { id: string }) => job.id);

  async function book(at: string) {
    const response = await subject.app.inject({
      method: "POST",
      url: "/demo/book",
      payload: { ...sampleBooking, time: at },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data as { id: string };
    const mails = await subject.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, "booking.confirmation"))
      .orderBy(desc(outboxEmails.createdAt));
    const mail = mails.find((email) => email.textBody.includes(response.json().data.reference));
    return { id, token: mail!.textBody.match(/\/demo\/manage\/([\w-]{43})/)![1]! };
  }

  it("a booking, sales cancelling it, the visitor moving and cancelling theirs", async () => {
    const { db } = subject.database;
    expect(await slotsOn(date)).toContain(time);

    const first = await book(time);
    expect(await slotsOn(date)).not.toContain(time);

    await cancelBooking(db, commandLine, {
      id: first.id,
      reason: "Consultant unwell",
      now,
      salesEmail,
      publicSiteUrl: site.publicSiteUrl,
    });
    expect(await slotsOn(date)).toContain(time);

    const second = await book(time);
    expect(await slotsOn(date)).not.toContain(time);
    const moved = await rescheduleByVisitor(second.token, { date, time: "3:00 PM" }, { db, now, ...site });
    expect(moved.outcome.ok).toBe(true);
    expect(await slotsOn(date)).toContain(time);
    expect(await slotsOn(date)).not.toContain("3:00 PM");

    await cancelByVisitor(second.token, { db, now, ...site });
    expect(await slotsOn(date)).toContain("3:00 PM");
  });

  it("blocked time added and removed, and an erasure of the visitor", async () => {
    const { db } = subject.database;
    expect(await bookableDates()).toContain(date);
    const { id: blockId } = await addBlock(
      db,
      commandLine,
      { ...wholeDays(date, date), reason: "Diwali" },
      now,
      blockMail,
    );
    expect(await slotsOn(date)).toEqual([]);
    expect(await bookableDates()).not.toContain(date);
    await removeBlock(db, commandLine, blockId, now);
    expect(await slotsOn(date)).toContain(time);
    expect(await bookableDates()).toContain(date);

    await book(time);
    expect(await slotsOn(date)).not.toContain(time);
    await erasePerson(db, { actor: commandLine, email: sampleBooking.email, resumes, now });
    expect(await slotsOn(date)).toContain(time);
  });

  it("the clock takes a slot away at the end of its notice, with no write at all", async () => {
    const lastChance = bookableUntil(slotStart(date, "10:00 AM")!);
    now = lastChance;
    expect(await slotsOn(date)).toContain("10:00 AM");
    now = new Date(lastChance.getTime() + 1);
    expect(await slotsOn(date)).not.toContain("10:00 AM");
    expect(await slotsOn(date)).toContain("10:30 AM");
    now = bookingNow;
  });

  it("a job opened, edited and closed in the back office", async () => {
    const { db } = subject.database;
    const listed = await openJobIds();
    expect(listed).toHaveLength(seedJobs.length);

    const { id } = await duplicateJob(db, commandLine, seedJobs[0]!.id, now);
    expect(await openJobIds()).toEqual(listed); // a draft is not on the board
    await setJobStatus(db, commandLine, id, "open", now);
    expect(await openJobIds()).toContain(id);

    const edited = sampleJobForm(now, { title: "Principal React Engineer" });
    await updateJob(db, commandLine, id, edited, now);
    expect((await get(`/api/jobs/${id}`)).json().title).toBe("Principal React Engineer");

    await setJobStatus(db, commandLine, id, "closed", now);
    expect(await openJobIds()).toEqual(listed);
    expect((await get(`/api/jobs/${id}`)).statusCode).toBe(404);
  });

  it("answers carry an ETag: 304 while unchanged, a new tag after a change, brotli when accepted", async () => {
    const first = await get("/api/jobs", { "accept-encoding": "br, gzip" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+\.br"$/);
    const again = await get("/api/jobs", { "accept-encoding": "br, gzip", "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe("");

    const slotsTag = (await get(`/demo/slots/${date}`)).headers.etag as string;
    expect((await get(`/demo/slots/${date}`, { "if-none-match": slotsTag })).statusCode).toBe(304);
    await book(time);
    const changed = await get(`/demo/slots/${date}`, { "if-none-match": slotsTag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(slotsTag);
  });

  it("reads If-None-Match as RFC 9110 says: a list, a weak tag and * are a 304; another tag or a malformed header are the answer", async () => {
    const plain = await get("/api/jobs");
    const tag = plain.headers.etag as string;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const revalidated = (ifNoneMatch: string, headers: Record<string, string> = {}) =>
      get("/api/jobs", { ...headers, "if-none-match": ifNoneMatch });
    for (const ifNoneMatch of [
      tag,
      `"elsewhere", ${tag}`,
      `${tag},"elsewhere"`,
      `W/${tag}`,
      `"a", W/${tag}, "b"`,
      "*",
    ]) {
      const answer = await revalidated(ifNoneMatch);
      expect(answer.statusCode, ifNoneMatch).toBe(304);
      expect(answer.body, ifNoneMatch).toBe("");
      expect(answer.headers.etag, ifNoneMatch).toBe(tag);
    }
    // A cache on the way that revalidates with no-cache is owed the 304 all the same.
    expect((await revalidated(tag, { "cache-control": "no-cache" })).statusCode).toBe(304);
    for (const ifNoneMatch of [
      '"elsewhere"',
      'W/"elsewhere", "another"',
      tag.slice(0, -1),
      tag.slice(1),
      `${tag}x`,
      `"${tag}"`,
      "W/",
      ",,",
      "",
      "*, *",
    ]) {
      const answer = await revalidated(ifNoneMatch);
      expect(answer.statusCode, ifNoneMatch).toBe(200);
      expect(answer.body, ifNoneMatch).toBe(plain.body);
    }
  });

  it("tags each compressed copy apart from the plain answer: a 304 only for the copy the browser would get", async () => {
    const tagOf = async (acceptEncoding: string) => {
      const answer = await get("/api/jobs", { "accept-encoding": acceptEncoding });
      return { encoding: answer.headers["content-encoding"], tag: String(answer.headers.etag) };
    };
    const plain = await tagOf("");
    const brotli = await tagOf("br");
    const gzip = await tagOf("gzip");
    expect([plain.encoding, brotli.encoding, gzip.encoding]).toEqual([undefined, "br", "gzip"]);
    expect(brotli.tag).toBe(`${plain.tag.slice(0, -1)}.br"`);
    expect(gzip.tag).toBe(`${plain.tag.slice(0, -1)}.gz"`);
    const tags = { "": plain.tag, br: brotli.tag, gzip: gzip.tag };
    for (const [acceptEncoding, held, status] of [
      ["br", brotli.tag, 304],
      ["br", `W/${brotli.tag}`, 304],
      ["gzip", gzip.tag, 304],
      ["br", plain.tag, 200],
      ["", brotli.tag, 200],
      ["gzip", brotli.tag, 200],
      // A cache holding several copies asks with all their tags; the 304 names the one still good.
      ["gzip", `${brotli.tag}, ${gzip.tag}`, 304],
    ] as const) {
      const answer = await get("/api/jobs", { "accept-encoding": acceptEncoding, "if-none-match": held });
      expect(answer.statusCode, `${acceptEncoding}: ${held}`).toBe(status);
      expect(answer.headers.etag, `${acceptEncoding}: ${held}`).toBe(tags[acceptEncoding]);
    }
  });
});
