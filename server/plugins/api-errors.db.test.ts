import net from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serverLogInto } from "../../test-support/production-server";
import { buildTestApp, type TestApp } from "../../test-support/test-app";

/** The log lines once they have all been written: the server's own hook for its request ends after the socket closes. */
async function linesOnceQuiet(lines: string[]): Promise<string[]> {
  let seen = -1;
  while (seen !== lines.length) {
    seen = lines.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return lines;
}

describe("a client that hangs up while sending its body", () => {
  const lines: string[] = [];
  let subject: TestApp;
  let port: number;
  beforeAll(async () => {
    subject = await buildTestApp({ logger: serverLogInto(lines) });
    await subject.app.listen({ port: 0, host: "127.0.0.1" });
    port = (subject.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => subject.app.close());

  it.each(["/contactus/submit", "/api/privacy/grievances"])(
    "is logged as a client that hung up at %s, never as the database at error level",
    async (path) => {
      lines.length = 0;
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, "127.0.0.1", () => {
          socket.write(
            `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n{"name": "Asha`,
          );
          setTimeout(() => socket.destroy(), 100);
        });
        socket.on("close", () => resolve());
      });
      const logged = (await linesOnceQuiet(lines)).map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(logged.map((line) => line.msg)).toContain("client hung up before its request arrived");
      expect(logged.find((line) => line.msg === "client hung up before its request arrived")!.level).toBe(30);
      expect(logged.filter((line) => line.level >= 50)).toEqual([]);
      expect(logged.map((line) => line.msg)).not.toContain("database unavailable");
    },
  );
});
