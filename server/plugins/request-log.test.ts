import { Writable } from "node:stream";

import Fastify from "fastify";
import { describe, expect, it } from "vitest";

import { logSerializers } from "./log-serializers";
import { OneLinePerRequest } from "./request-log";

describe("OneLinePerRequest", () => {
  it("logs each request once, when answered, with what was asked and how it ended", async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { stream, serializers: logSerializers }, logController: new OneLinePerRequest() });
    app.get("/demo/slots/:date", async () => ({ success: true }));
    app.get("/broken", async () => {
      throw new Error("database gone");
    });

    await app.inject({ method: "GET", url: "/demo/slots/2026-11-24" });
    await app.inject({ method: "GET", url: "/broken" });
    await app.close();

    // A failed request keeps the error handler's own line, with the stack, before its one line.
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(
      requestLines.map((line) => [
        line.msg,
        (line.req as { url: string }).url,
        (line.res as { statusCode: number }).statusCode,
      ]),
    ).toEqual([
      ["request completed", "/demo/slots/2026-11-24", 200],
      ["database gone", "/broken", 500],
      ["request completed", "/broken", 500],
    ]);
  });
});
