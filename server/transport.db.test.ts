import net from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildTestApp, loggedErrors, type TestApp } from "../test-support/test-app";

/** Sends raw bytes over a real socket and answers everything the server wrote before closing. */
function rawExchange(port: number, write: (socket: net.Socket) => void): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1", () => write(socket));
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString("utf8")));
    socket.on("close", () => resolve({ text, ms: Date.now() - started }));
    socket.on("error", reject);
  });
}

const jsonBodyOf = (text: string) => JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));

describe("a client that misbehaves on the wire", () => {
  let subject: TestApp;
  let port: number;
  let trickle: NodeJS.Timeout | undefined;
  // The server's idle timeout stays long: only the whole-request deadline can end these requests.

  beforeAll(async () => {
    subject = await buildTestApp({
      timeouts: { requestMs: 1_000, headersMs: 500, checkEveryMs: 100 },
    });
    await subject.app.listen({ port: 0, host: "127.0.0.1" });
    port = (subject.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    clearInterval(trickle);
    await subject.app.close();
  });

  it("is cut off with a JSON 408 when its body arrives a byte at a time", async () => {
    // The body cut off may reach the route as an aborted read, which Fastify logs as an error.
    loggedErrors();
    const { text, ms } = await rawExchange(port, (socket) => {
      socket.write(
        "POST /contactus/submit HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
      );
      // Three more bytes, a fifth of a second apart, then the client goes quiet with 96 still owed:
      // busy enough that an idle timeout would never fire. (A client still writing when the server
      // closes gets a reset that can overtake the 408, so the trickle ends before the deadline.)
      let sent = 0;
      trickle = setInterval(() => {
        sent += 1;
        if (sent === 3) clearInterval(trickle);
        if (socket.writable) socket.write(" ");
      }, 200);
    });
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(jsonBodyOf(text)).toEqual({
      success: false,
      message: "The request took too long to arrive. Please send it again.",
    });
    expect(ms).toBeLessThan(5_000);
  });

  it("is cut off when its headers never finish", async () => {
    const { text, ms } = await rawExchange(port, (socket) => socket.write("GET /healthz HTTP/1.1\r\nHost: local"));
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(5_000);
  });

  it.each([
    ["a malformed request line", "GARBAGE\r\n\r\n", 400],
    ["a header too large", `GET /api/jobs HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("gets the API's JSON error shape for %s", async (_case, bytes, status) => {
    const { text } = await rawExchange(port, (socket) => socket.write(bytes));
    expect(text).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(text).toMatch(/content-type: application\/json/i);
    expect(jsonBodyOf(text)).toMatchObject({ success: false, message: expect.any(String) });
  });

  it.each(["PROPFIND", "LOCK", "MKCOL"])(
    "answers %s, a method no route serves, in the JSON error shape",
    async (method) => {
      const response = await subject.app.inject({ method: method as "GET", url: "/api/jobs" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: "Not found" });
    },
  );

  it("leaves the server answering after all of it", async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(response.status).toBe(200);
  });
});
