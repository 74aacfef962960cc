import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { indiaTimestamp } from "../domain/india-time";
import { openDb, type Database } from "./db/open-db";
import { bookings, enquiries } from "./db/schema";
import { inviteStaff, setPasswordWithLink } from "./services/staff/accounts";
import { commandLine } from "./services/staff/audit";
import { startInstances, startProxy, stopAll, type Instance, type Proxy } from "./test-support/instances";
import { applicationFormFields, samplePdf } from "./test-support/sample-application";
import { sampleBooking, sampleEnquiry } from "./test-support/sample-submissions";
import { startS3Server, type S3TestServer } from "./test-support/s3-server";
import { createDatabaseOn } from "./test-support/test-database";

/**
 * Two instances of the production build on one PostgreSQL database, behind a proxy that
 * alternates between them, and one S3 bucket, as a company runs the site (issue 16). They start
 * together on an empty database, so they also race to migrate it.
 */
describe("two instances behind a load balancer", () => {
  let created: Awaited<ReturnType<typeof createDatabaseOn>>;
  let database: Database;
  let instances: Instance[] = [];
  let proxy: Proxy;
  let s3: S3TestServer;

  beforeAll(async () => {
    created = await createDatabaseOn(process.env.DATABASE_URL!);
    s3 = await startS3Server();
    instances = await startInstances(2, { DATABASE_URL: created.url, FORM_RATE_LIMIT: "0", ...s3.env });
    proxy = await startProxy(instances.map((instance) => instance.origin));
    database = await openDb({ databaseUrl: created.url, migrate: false });
  });
  afterAll(async () => {
    await proxy?.close();
    await stopAll(instances);
    await s3?.stop();
    await database?.close();
    await created?.drop();
  });

  const post = (url: string, body: unknown) =>
    fetch(`${proxy.origin}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  /** The first date from the day after tomorrow (in India) with at least `count` free slots. */
  async function dateWithSlots(count: number): Promise<{ date: string; slots: string[] }> {
    const today = indiaTimestamp(new Date()).slice(0, 10);
    for (let offset = 2; offset < 30; offset += 1) {
      const date = new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const answer = (await (await fetch(`${proxy.origin}/demo/slots/${date}`)).json()) as {
        data: { availableSlots: string[] };
      };
      if (answer.data.availableSlots.length >= count)
        return { date, slots: answer.data.availableSlots.slice(0, count) };
    }
    throw new Error(`no date in the next month has ${count} free slots`);
  }

  it("books each of 10 slots exactly once when 40 visitors race for them through both instances", async () => {
    const { date, slots } = await dateWithSlots(10);
    const servedBefore = [...proxy.served];
    const attempts = slots.flatMap((time) =>
      [1, 2, 3, 4].map((visitor) =>
        post("/demo/book", { ...sampleBooking, email: `racer${visitor}@example.in`, date, time }),
      ),
    );
    const answers = await Promise.all(attempts);
    const statuses = answers.map((answer) => answer.status);

    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(30);
    const bookedTimes = await Promise.all(
      answers
        .filter((answer) => answer.status === 201)
        .map(async (answer) => ((await answer.json()) as { data: { time: string } }).data.time),
    );
    expect(bookedTimes.toSorted()).toEqual(slots.toSorted());
    const confirmed = await database.db.select({ startsAt: bookings.startsAt }).from(bookings);
    expect(confirmed).toHaveLength(10);
    expect(new Set(confirmed.map((row) => row.startsAt.getTime())).size).toBe(10);
    // Both instances took part in the race.
    expect(proxy.served.map((count, index) => count - servedBefore[index]!)).toEqual([20, 20]);
  });

  it("takes a resume through one instance and hands it to a recruiter through the other", async () => {
    const [uploadVia, downloadVia] = instances as [Instance, Instance];
    const form = new FormData();
    for (const [name, value] of Object.entries(applicationFormFields())) form.append(name, value);
    form.append("resume", new Blob([new Uint8Array(samplePdf)], { type: "application/pdf" }), "Aditi Rao resume.pdf");
    const applied = await fetch(`${uploadVia.origin}/api/applications`, { method: "POST", body: form });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { id: string } }).data;

    const email = "recruiter@test.example";
    const password = "monsoon-tamarind-kite-2026";
    const invited = await inviteStaff(
      database.db,
      commandLine,
      { email, name: "Test recruiter", role: "recruiter" },
      new Date(),
    );
    await setPasswordWithLink(database.db, invited.token, password, new Date());
    const signIn = await fetch(`${downloadVia.origin}/admin/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: downloadVia.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password, next: "/admin" }),
    });
    expect(signIn.status).toBe(302);
    const cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;

    const download = await fetch(`${downloadVia.origin}/admin/applications/${id}/resume`, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samplePdf);
  });

  it("loses no accepted enquiry when one instance is killed in the middle of the load", async () => {
    const total = 120;
    const concurrency = 8;
    const killAfter = 30;
    const accepted: string[] = [];
    const refused: number[] = [];
    let answered = 0;
    let sent = 0;
    let killed: Promise<unknown> | undefined;

    const sendOne = async (): Promise<void> => {
      const index = sent++;
      const response = await post("/contactus/submit", { ...sampleEnquiry, email: `load${index}@example.in` });
      answered += 1;
      if (response.status === 201) accepted.push(((await response.json()) as { data: { id: string } }).data.id);
      else refused.push(response.status);
      if (answered === killAfter) {
        instances[1]!.child.kill("SIGKILL");
        killed = instances[1]!.exited;
      }
    };
    const client = async () => {
      while (sent < total) await sendOne();
    };
    await Promise.all(Array.from({ length: concurrency }, client));
    await killed;

    // Only the proxy's 502s for the dead instance; everything that reached the live one was taken.
    expect(refused.filter((status) => status !== 502)).toEqual([]);
    expect(accepted.length).toBeGreaterThan(total / 2);
    const stored = await database.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(inArray(enquiries.id, accepted));
    expect(stored.map((row) => row.id).toSorted()).toEqual(accepted.toSorted());
  });
});
