import { Writable } from "node:stream";

import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { logSerializers } from "./log-serializers";
import { OneLinePerRequest } from "./request-log";

/** What Fastify reads as the time, in milliseconds; only the slow route moves it. */
let clockMs = 0;

/** A server with a read, a failing read, a slow read, a refused read and a write, and the request lines it logged. */
async function requestLines(policy: ConstructorParameters<typeof OneLinePerRequest>[0]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { stream, serializers: logSerializers },
    logController: new OneLinePerRequest(policy),
  });
  app.get("/demo/slots/:date", async () => ({ success: true }));
  app.get("/broken", async () => {
    throw new Error("database gone");
  });
  app.get("/slow", async () => {
    clockMs += 30;
    return { success: true };
  });
  app.get("/missing", async (_request, reply) => reply.status(404).send({ success: false }));
  app.post("/contactus/submit", async (_request, reply) => reply.status(201).send({ success: true }));

  await app.inject({ method: "GET", url: "/demo/slots/2026-11-24" });
  await app.inject({ method: "GET", url: "/broken" });
  await app.inject({ method: "GET", url: "/slow" });
  await app.inject({ method: "GET", url: "/missing" });
  await app.inject({ method: "POST", url: "/contactus/submit" });
  await app.close();
  return lines
    .filter((line) => line.req !== undefined || line.res !== undefined)
    .map((line) => [line.msg, (line.req as { url: string }).url, (line.res as { statusCode: number }).statusCode]);
}

describe("OneLinePerRequest", () => {
  // Fastify times a request with perf_hooks' performance.now() (the global's own object): on this
  // clock the quick reads take no time at all and the slow one exactly 30 ms, however busy the
  // machine (a loaded clean-clone run once took 25 ms over the first quick read).
  beforeEach(() => {
    clockMs = 0;
    vi.spyOn(performance, "now").mockImplementation(() => clockMs);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("logs each request once, when answered, with what was asked and how it ended", async () => {
    // A failed request keeps the error handler's own line, with the stack, before its one line.
    expect(await requestLines({ every: true })).toEqual([
      ["request completed", "/demo/slots/2026-11-24", 200],
      ["database gone", "/broken", 500],
      ["request completed", "/broken", 500],
      ["request completed", "/slow", 200],
      ["request completed", "/missing", 404],
      ["request completed", "/contactus/submit", 201],
    ]);
  });

  it("leaves out a read answered well and quickly, and keeps the failed, the slow and the writes", async () => {
    expect(await requestLines({ every: false, slowMs: 25 })).toEqual([
      ["database gone", "/broken", 500],
      ["request completed", "/broken", 500],
      ["request completed", "/slow", 200],
      ["request completed", "/missing", 404],
      ["request completed", "/contactus/submit", 201],
    ]);
  });
});
