import http from "node:http";
import net, { type AddressInfo, type Socket } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { lingerBeforeClosing } from "./page-bodies";

/**
 * The lingering close's time bound, on a plain Node server with a short one: a refused client that
 * stops sending mid-body, and never closes, reads its answer and is cut off when the bound runs out.
 */
describe("lingering before closing", () => {
  let server: http.Server;
  let port: number;
  let serverSide: Promise<Socket>;

  beforeAll(async () => {
    let accepted: (socket: Socket) => void = () => {};
    serverSide = new Promise((resolve) => (accepted = resolve));
    server = http.createServer((request, response) => {
      accepted(request.socket);
      lingerBeforeClosing(request, { maxMs: 300, maxBytes: 1024 * 1024 });
      response.writeHead(413, { connection: "close", "content-type": "text/plain" }).end("Too large.");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("cuts off a client that goes quiet mid-body once its time is up, after it read the answer", async () => {
    const client = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    let received = "";
    client.on("data", (part: Buffer) => (received += part.toString()));
    const answered = new Promise((resolve) => client.once("end", resolve));
    const started = Date.now();
    client.write("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n" + "a".repeat(1000));

    const socket = await serverSide;
    const cutAfter = await new Promise<number>((resolve) => socket.once("close", () => resolve(Date.now() - started)));
    await answered;
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received).toContain("Too large.");
    // Not at once, as Node's own close after such an answer: the bound ended it.
    expect(cutAfter).toBeGreaterThanOrEqual(250);
    client.destroy();
  });
});
