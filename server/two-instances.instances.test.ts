import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { indiaTimestamp } from "../domain/time/india-dates";
import { openDb } from "./db/open-db";
import type { Database } from "./db/db";
import { bookings, enquiries } from "./db/schema";
import { inviteStaff, setPasswordWithLink } from "./staff/accounts";
import { commandLine } from "./kernel/audit/audit";
import { setRolesRequiringSecondFactor } from "./staff/second-factor-policy";
import { startInstances, startProxy, stopAll, type Instance, type Proxy } from "../test-support/instances";
import { applicationFormData, samplePdf } from "../test-support/sample-application";
import { sampleBooking, sampleEnquiry } from "../test-support/sample-submissions";
import { startS3Server, type S3TestServer } from "../test-support/s3-server";
import { createDatabaseOn } from "../test-support/postgres-databases";
import { testPasswords } from "../test-support/test-passwords";

/**
 * Two instances of the production build on one PostgreSQL database, behind a proxy that
 * alternates between them, and one S3 bucket, as a company runs the site (decision 020). They start
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
    // The default form quota (5 in 10 minutes per address): the race and the load name a visitor
    // address of their own for every request, as many visitors would.
    instances = await startInstances(2, { DATABASE_URL: created.url, ...s3.env });
    proxy = await startProxy(instances.map((instance) => instance.origin));
    database = await openDb({ databaseUrl: created.url, migrate: false });
    // The recruiter's second factor is the sign-in tests' business; here the recruiter only works.
    await setRolesRequiringSecondFactor(database.db, commandLine, [], new Date());
    const invited = await inviteStaff(
      database.db,
      commandLine,
      { email: recruiter.email, name: "Test recruiter", role: "recruiter" },
      new Date(),
    );
    await setPasswordWithLink(database.db, invited.token, recruiter.password, new Date(), testPasswords);
  });
  afterAll(async () => {
    await proxy?.close();
    await stopAll(instances);
    await s3?.stop();
    await database?.close();
    await created?.drop();
  });

  let visitors = 0;
  /** An address no other request of these tests comes from (the proxy passes it on in X-Forwarded-For). */
  const newVisitor = () => {
    visitors += 1;
    return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
  };

  const post = (url: string, body: unknown, { via = proxy.origin, from = newVisitor() } = {}) =>
    fetch(`${via}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify(body),
    });

  const recruiter = { email: "recruiter@test.example", password: "monsoon-tamarind-kite-2026" };

  /** A recruiter's session cookie, signed in through `instance`. */
  async function recruiterSessionOn(instance: Instance): Promise<string> {
    const { email, password } = recruiter;
    const signIn = await fetch(`${instance.origin}/admin/sign-in`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: instance.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password, next: "/admin" }),
    });
    expect(signIn.status).toBe(302);
    return signIn.headers.get("set-cookie")!.split(";")[0]!;
  }

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
    // Forty people: one mailbox holds at most three upcoming calls.
    const attempts = slots.flatMap((time, slot) =>
      [1, 2, 3, 4].map((visitor) =>
        post("/demo/book", { ...sampleBooking, email: `racer${visitor}.slot${slot}@example.in`, date, time }),
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
    const applied = await fetch(`${uploadVia.origin}/api/applications`, {
      method: "POST",
      body: applicationFormData(),
    });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { data: { id: string } }).data;

    const cookie = await recruiterSessionOn(downloadVia);

    const download = await fetch(`${downloadVia.origin}/admin/applications/${id}/resume`, {
      // As the back office's own link sends it: downloads answer only those.
      headers: { cookie, "sec-fetch-site": "same-origin" },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(samplePdf);
  });

  it("holds a visitor to the form quota reached through one instance on the other", async () => {
    const [first, second] = instances as [Instance, Instance];
    const from = newVisitor();
    const enquiry = (index: number) => ({ ...sampleEnquiry, email: `quota${index}@example.in` });
    // The quota is 5: three through one instance and two through the other spend it.
    const spent = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        post("/contactus/submit", enquiry(index), { via: index < 3 ? first.origin : second.origin, from }),
      ),
    );
    expect(spent.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);

    for (const instance of [first, second]) {
      const refused = await post("/contactus/submit", enquiry(9), { via: instance.origin, from });
      expect(refused.status, instance.origin).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many submissions from your address/,
      );
    }
    // Another visitor is not held by it.
    expect((await post("/contactus/submit", enquiry(10), { via: second.origin })).status).toBe(201);
  });

  it("drops a job closed through one instance from the other's kept list and careers page at once", async () => {
    const [closeVia, readVia] = instances as [Instance, Instance];
    const jobsOn = async (instance: Instance) =>
      (await (await fetch(`${instance.origin}/api/jobs`)).json()) as { id: string; title: string }[];
    const careersPageOn = async (instance: Instance) => (await fetch(`${instance.origin}/career?q=`)).text();
    // Both answers are kept in the reading instance's memory from here on.
    const [job] = await jobsOn(readVia);
    expect(job).toBeDefined();
    expect(await careersPageOn(readVia)).toContain(job!.title);

    const cookie = await recruiterSessionOn(closeVia);
    const closed = await fetch(`${closeVia.origin}/admin/jobs/${job!.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, origin: closeVia.origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "close" }),
    });
    expect(closed.status).toBe(302);

    // The other instance hears of the change when it commits (PostgreSQL NOTIFY), within milliseconds.
    await expect
      .poll(async () => (await jobsOn(readVia)).map((listed) => listed.id), { timeout: 1_000 })
      .not.toContain(job!.id);
    expect(await careersPageOn(readVia)).not.toContain(job!.title);
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
