import { Writable } from "node:stream";

import Fastify from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { logSerializers } from "./log-serializers";
import { childLoggerOnFirstUse, OneLinePerRequest } from "./request-log";

/** What Fastify reads as the time, in milliseconds; only the slow route moves it. */
let clockMs = 0;

/** A stream for a logger, and the lines written to it, parsed. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
}

/** A server with a read, a failing read, a slow read, a refused read and a write, and the request lines it logged. */
async function requestLines(policy: ConstructorParameters<typeof OneLinePerRequest>[0]) {
  const { lines, stream } = logLines();
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

describe("childLoggerOnFirstUse", () => {
  /** A server whose routes write no line, two lines, a line through a child of the request's logger, and none at a raised level. */
  async function server() {
    const { lines, stream } = logLines();
    const app = Fastify({
      logger: { stream },
      logController: new OneLinePerRequest({ every: false }),
      childLoggerFactory: childLoggerOnFirstUse,
    });
    app.get("/quiet", async () => ({ success: true }));
    app.post("/noted", async (request) => {
      request.log.info({ enquiryId: "e-1" }, "enquiry recorded");
      request.log.warn("and a second line");
      return { success: true };
    });
    app.get("/nested", async (request) => {
      request.log.child({ check: "database" }).error("readiness check failed");
      return { success: true };
    });
    app.get("/level", async (request) => {
      const inherited = request.log.level;
      request.log.level = "error";
      request.log.info("not written");
      return { inherited, own: request.log.level };
    });
    await app.ready();
    return { app, lines, madeChildren: vi.spyOn(app.log, "child") };
  }

  it("makes no child for a request that writes nothing", async () => {
    const { app, lines, madeChildren } = await server();
    expect((await app.inject({ method: "GET", url: "/quiet" })).statusCode).toBe(200);
    await app.close();
    expect(madeChildren).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("makes one child for a request that writes, its lines carrying the request's id", async () => {
    const { app, lines, madeChildren } = await server();
    await app.inject({ method: "POST", url: "/noted" });
    await app.inject({ method: "GET", url: "/nested" });
    await app.close();
    // One child of the server's logger per request; the readiness check's is the request's own child's.
    expect(madeChildren.mock.contexts.filter((logger) => logger === app.log)).toHaveLength(2);
    const written = lines.map(({ msg, reqId, enquiryId, check, level }) => ({ msg, reqId, enquiryId, check, level }));
    expect(written).toEqual([
      { msg: "enquiry recorded", reqId: "req-1", enquiryId: "e-1", check: undefined, level: 30 },
      { msg: "and a second line", reqId: "req-1", enquiryId: undefined, check: undefined, level: 40 },
      { msg: "request completed", reqId: "req-1", enquiryId: undefined, check: undefined, level: 30 },
      { msg: "readiness check failed", reqId: "req-2", enquiryId: undefined, check: "database", level: 50 },
    ]);
  });

  it("reads the level the server's logger has, and sets the request's own", async () => {
    const { app, lines } = await server();
    expect((await app.inject({ method: "GET", url: "/level" })).json()).toEqual({ inherited: "info", own: "error" });
    await app.close();
    expect(lines).toEqual([]);
  });
});
