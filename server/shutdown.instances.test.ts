import net from "node:net";

import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDb } from "./db/open-db";
import type { Database } from "./db/db";
import { enquiries } from "./db/schema";
import { acceptsConnections } from "../test-support/free-port";
import { startInstance, stopAll, type Instance } from "../test-support/instances";
import { sampleEnquiry } from "../test-support/sample-submissions";
import { createDatabaseOn } from "../test-support/postgres-databases";

/** Waits for a condition, checking every 20 ms, for at most two minutes. */
const until = (condition: () => boolean | Promise<boolean>) =>
  expect.poll(condition, { timeout: 120_000, interval: 20 }).toBe(true);

/**
 * Sends a POST's headers with Expect: 100-continue and waits for "100 Continue", which says the
 * server has them and is handling the request; its body waits for `finish`.
 */
async function requestUnderWay(port: number, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(
    [
      "POST /contactus/submit HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/json",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "",
      "",
    ].join("\r\n"),
  );
  await until(() => received.includes("HTTP/1.1 100 Continue"));
  return {
    /** Sends the body (and whatever follows it) and resolves to all the server answered once it closed. */
    finish: async (rest: string) => {
      socket.write(rest);
      await closed;
      return received;
    },
  };
}

/** A connection made now that sends nothing until `send`, which resolves to all the server answered once it closed. */
async function quietConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("utf8")));
  const closed = new Promise((resolve) => socket.once("close", resolve));
  await new Promise((resolve) => socket.once("connect", resolve));
  return {
    send: async (request: string) => {
      socket.write(request);
      await closed;
      return received;
    },
  };
}

/** The PIDs of the processes that logged "ready" (the workers of a cluster). */
const readyPids = (instance: Instance) =>
  [...instance.output().matchAll(/^\{"level":30,"time":\d+,"pid":(\d+),[^\n]*"msg":"ready"\}$/gm)].map((match) =>
    Number(match[1]),
  );

/** The production build as a child process, stopped the way a deploy or a machine's shutdown stops it. */
describe("stopping an instance", () => {
  let created: Awaited<ReturnType<typeof createDatabaseOn>>;
  let database: Database | undefined;
  const started: Instance[] = [];

  beforeAll(async () => {
    created = await createDatabaseOn(process.env.DATABASE_URL!);
  });
  afterAll(async () => {
    await stopAll(started);
    await database?.close();
    await created?.drop();
  });

  it("gives up after SHUTDOWN_TIMEOUT_SECONDS on a request that does not finish, in one line, exiting 1", async () => {
    const instance = await startInstance({ DATABASE_URL: created.url, SHUTDOWN_TIMEOUT_SECONDS: "1" });
    started.push(instance);
    await requestUnderWay(Number(new URL(instance.origin).port), JSON.stringify(sampleEnquiry));
    instance.child.kill("SIGTERM");
    expect(await instance.exited).toEqual({ code: 1, signal: null });
    expect(instance.output()).toMatch(
      /^\{"level":50,[^\n]*"msg":"shutdown did not finish within 1 s: exiting with requests unfinished"\}$/m,
    );
  });

  it("waits for background work half of SHUTDOWN_TIMEOUT_SECONDS at most, names what it left and exits 0", async () => {
    // A relay that takes the connection and never greets: the outbox's send waits on it.
    const relayConnections: net.Socket[] = [];
    const silentRelay = net.createServer((socket) => void relayConnections.push(socket));
    await new Promise<void>((resolve) => silentRelay.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = silentRelay.address() as net.AddressInfo;
      const instance = await startInstance({
        DATABASE_URL: created.url,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SHUTDOWN_TIMEOUT_SECONDS: "4",
      });
      started.push(instance);
      const answer = await fetch(`${instance.origin}/contactus/submit`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...sampleEnquiry, email: "relay-silent@example.in" }),
      });
      expect(answer.status).toBe(201);
      await until(() => relayConnections.length > 0);
      const signalled = performance.now();
      instance.child.kill("SIGTERM");
      expect(await instance.exited).toEqual({ code: 0, signal: null });
      expect(performance.now() - signalled).toBeLessThan(4_000);
      expect(instance.output()).toMatch(
        /^\{"level":40,[^\n]*"left":\["outbox"\],[^\n]*"msg":"the shutdown's deadline came: left running"\}$/m,
      );
    } finally {
      for (const socket of relayConnections) socket.destroy();
      await new Promise((resolve) => silentRelay.close(resolve));
    }
  });

  // Three processes start the whole server one after another (the primary, two workers, then a
  // replacement); beside the browser tests on two cores that took over a minute once.
  it(
    "with WEB_CONCURRENCY=2, replaces a worker that dies, and on SIGTERM answers and stores the request under way and one written after, refuses new connections and exits 0",
    { timeout: 180_000 },
    async () => {
      const instance = await startInstance({ DATABASE_URL: created.url, WEB_CONCURRENCY: "2" });
      started.push(instance);
      database = await openDb({ databaseUrl: created.url, migrate: false });
      const port = Number(new URL(instance.origin).port);
      await until(() => readyPids(instance).length === 2);
      const [first, second] = readyPids(instance);

      process.kill(first!, "SIGKILL");
      await until(() => readyPids(instance).length === 3);
      expect(instance.output()).toContain(`"workerPid":${first},"code":null,"signal":"SIGKILL"`);
      const replacement = readyPids(instance)[2]!;
      expect([first, second]).not.toContain(replacement);
      expect((await fetch(`${instance.origin}/readyz`)).status).toBe(200);

      const body = JSON.stringify({ ...sampleEnquiry, email: "in-flight@example.in" });
      const request = await requestUnderWay(port, body);
      // Accepted before the drain, written after it began: what nginx meets when an instance stops
      // under load. Served (the enquiry stored), with its connection closed after the answer.
      const lateBody = JSON.stringify({ ...sampleEnquiry, email: "written-late@example.in" });
      const [late, probe] = await Promise.all([quietConnection(port), quietConnection(port)]);
      instance.child.kill("SIGTERM");
      await until(async () => !(await acceptsConnections(port)));
      const lateAnswer = await late.send(
        `POST /contactus/submit HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(lateBody)}\r\n\r\n${lateBody}`,
      );
      expect(lateAnswer).toMatch(/^HTTP\/1\.1 201 /);
      expect(lateAnswer).toMatch(/^connection: close\r$/im);
      const probeAnswer = await probe.send("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
      expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
      expect(probeAnswer).toContain('{"status":"unavailable","failed":["shutdown"]}');

      // The body arrives after the drain began. A /readyz sent behind it on the same connection is
      // not answered: the connection closes with the answer, as a load balancer's would.
      const received = await request.finish(`${body}GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      const answers = [...received.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));
      expect(answers, received).toEqual([100, 201]);
      expect(received).toMatch(/^connection: close\r$/im);
      const id = /"data":\{"id":"([^"]+)"\}/.exec(received)?.[1];
      expect(await instance.exited).toEqual({ code: 0, signal: null });
      const lateId = /"data":\{"id":"([^"]+)"\}/.exec(lateAnswer)?.[1];
      const stored = await database.db
        .select({ email: enquiries.email })
        .from(enquiries)
        .where(inArray(enquiries.id, [id!, lateId!]))
        .orderBy(enquiries.email);
      expect(stored).toEqual([{ email: "in-flight@example.in" }, { email: "written-late@example.in" }]);

      expect(instance.output()).toContain('"msg":"shutting down: draining every worker"');
      for (const pid of [second, replacement]) {
        expect(instance.output()).toMatch(
          new RegExp(`"pid":${pid},[^\\n]*"msg":"shutting down: finishing in-flight requests"`),
        );
      }
    },
  );
});
