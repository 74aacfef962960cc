import http from "node:http";
import net from "node:net";

import { describe, expect, it } from "vitest";

import { bulkLimit } from "../../domain/applications/recruiting-board";
import { pageBodyLimit, pageBodyTooLarge } from "../../domain/site/page-body-limits";
import { lingering } from "./page-bodies";
import { productionServer } from "../../test-support/production-server";

/**
 * Page forms refuse a body over their limit with 413: unbounded, a 200 MB form to a manage link
 * or the sign-in grew the server by 600 MB. On the production build (run `npm run build` first)
 * through the whole server: a declared length is refused before the body is read; a body without
 * one (chunked) is counted as it arrives over a real socket, and the server stops reading it.
 */
describe("page forms' bodies", () => {
  const host = "127.0.0.1:3000";
  const origin = `http://${host}`;
  const manageLink = `/demo/manage/${"x".repeat(43)}`;
  const form = { "content-type": "application/x-www-form-urlencoded" };

  const server = productionServer("page-bodies", { env: { PUBLIC_SITE_URL: origin }, listen: true });

  /** A POST that says it carries `declared` bytes and sends a few: refused on the header alone. */
  const declaring = (url: string, declared: number) =>
    server.app.inject({
      method: "POST",
      url,
      headers: { host, origin, ...form, "content-length": String(declared) },
      payload: "intent=cancel",
    });

  it.each([
    ["/admin/sign-in", 200_000_000],
    [manageLink, 200_000_000],
    [`${manageLink}.data`, 200_000_000],
    ["/admin/set-password/" + "y".repeat(43), 64 * 1024],
    ["/job-alerts/unsubscribe/" + "z".repeat(43), 64 * 1024],
    ["/admin/enquiries/0a7e1234-5678-4abc-9def-1234567890ab", 600 * 1024],
    ["/admin/jobs/new", 600 * 1024],
    ["/ADMIN/JOBS/new", 600 * 1024],
    ["/faq", 17 * 1024],
    ["/admin/faq/0a7e1234-5678-4abc-9def-1234567890ab", 64 * 1024],
    ["/admin/testimonials", 64 * 1024],
  ])("answers a declared length over the limit of %s with a short 413", async (url, declared) => {
    const response = await declaring(url, declared);
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.headers.connection).toBe("close");
    expect(response.body).toBe(pageBodyTooLarge);
  });

  it("fits each form: the job editor and notes take their longest text, the small forms a few kilobytes", async () => {
    expect(pageBodyLimit("/admin/sign-in")).toBe(16 * 1024);
    expect(pageBodyLimit(manageLink)).toBe(16 * 1024);
    // 20,000 characters of Devanagari, urlencoded, and the job's other fields.
    const description = encodeURIComponent("क".repeat(20_000));
    expect(pageBodyLimit("/admin/jobs/new")).toBeGreaterThan(description.length + 4096);
    expect(pageBodyLimit("/admin/jobs/new")).toBeLessThan(256 * 1024);
    const note = encodeURIComponent("क".repeat(5_000));
    for (const notes of ["/admin/enquiries/1", "/admin/applications/1", "/admin/applications/rejection-email"]) {
      expect(pageBodyLimit(notes)).toBeGreaterThan(note.length + 2048);
      expect(pageBodyLimit(notes)).toBeLessThan(64 * 1024);
    }
    // An FAQ entry's question and answer, a testimonial's quote, names and consent note, all in Devanagari.
    const entry = encodeURIComponent("क".repeat(2_200));
    for (const page of ["/admin/faq", "/admin/faq/1", "/admin/testimonials", "/admin/testimonials/1"]) {
      expect(pageBodyLimit(page)).toBeGreaterThan(entry.length + 2048);
      expect(pageBodyLimit(page)).toBeLessThan(64 * 1024);
    }
    // Under its limit a form goes through to the page (here: sign in first).
    const response = await server.app.inject({
      method: "POST",
      url: "/admin/jobs/new",
      headers: { host, origin, ...form },
      payload: `title=Engineer&description=${description}`,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/^\/admin\/sign-in/);
  });

  it("fits a job board's bulk action of 500 ticked applications, and not ten times as many", () => {
    const ticked = (count: number) =>
      new URLSearchParams([
        ["intent", "bulk-reject"],
        ["reason", "Position filled"],
        ["notify", "on"],
        ...Array.from({ length: count }, () => ["ids", crypto.randomUUID()]),
        ...["new", "screening", "interview", "offer", "hired", "rejected"].map((stage) => ["columns", stage]),
      ]).toString().length;
    expect(pageBodyLimit("/admin/jobs/senior-react-engineer-bengaluru/board")).toBeGreaterThan(ticked(bulkLimit));
    expect(pageBodyLimit("/admin/jobs/senior-react-engineer-bengaluru/board")).toBeLessThan(ticked(bulkLimit * 10));
  });

  it("answers 400 to a body that is not a form, where the form parser's error was a 500", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/admin/sign-in",
      headers: { host, origin, "content-type": "text/plain" },
      payload: "email=someone@example.in",
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps the API's 413 in JSON", async () => {
    const response = await server.app.inject({
      method: "POST",
      url: "/demo/book",
      headers: { host, "content-type": "application/json", "content-length": "200000000" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false });
  });

  /**
   * Streams a body without a length (chunked), 16 KB at a time up to `total` bytes, until the
   * server answers; says what it answered and how much of the body was sent by then.
   */
  const streamBody = (url: string, headers: Record<string, string>, total: number, chunk = "a".repeat(16 * 1024)) =>
    new Promise<{ status: number; type: string; connection: string; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request(
        { host: "127.0.0.1", port: server.port, method: "POST", path: url, headers },
        (response) => {
          answered = true;
          let body = "";
          response.on("data", (part: Buffer) => (body += part.toString()));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              type: String(response.headers["content-type"]),
              connection: String(response.headers.connection),
              body,
              sent,
            }),
          );
        },
      );
      // The server may close the connection while the rest is still on its way.
      request.on("error", (error) => (answered ? undefined : reject(error)));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once("drain", pump);
            return;
          }
        }
        if (!answered) request.end();
      };
      request.write("note=");
      pump();
    });

  it.each([
    ["a manage link", manageLink],
    ["a manage link's data request", `${manageLink}.data`],
    ["the sign-in", "/admin/sign-in"],
  ])("answers 413 to a body without a length past the limit of %s, and stops reading it", async (_name, url) => {
    const answer = await streamBody(url, { ...form, origin: `http://127.0.0.1:${server.port}` }, 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe("close");
    expect(answer.body).toContain(url.endsWith(".data") ? "This form is larger" : "Oops");
    // Answered once the limit was passed, not after the 200 MB.
    expect(answer.sent).toBeLessThan(8 * 1024 * 1024);
  });

  /**
   * Sends the whole of a `total`-byte form over a raw socket, as a browser does, whatever the
   * server answers meanwhile, then closes its side; answers what the server sent, and the socket's
   * error if the server reset the connection.
   */
  const sendWhole = (url: string, total: number, { chunked = false } = {}) =>
    new Promise<{ received: string; error?: string; sent: number }>((resolve) => {
      // Half-open allowed: the server's FIN after its answer does not stop the sending, as it does not a browser's upload.
      const socket = net.connect({ port: server.port, host: "127.0.0.1", allowHalfOpen: true });
      let received = "";
      let error: string | undefined;
      let sent = 0;
      socket.on("data", (part: Buffer) => (received += part.toString()));
      socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code));
      socket.on("close", () => resolve({ received, sent, ...(error ? { error } : {}) }));
      const length = chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${total}`;
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\n${length}\r\n\r\n`,
      );
      const part = Buffer.alloc(64 * 1024, "a");
      const framed = chunked
        ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])
        : part;
      const pump = () => {
        while (sent < total && !socket.destroyed) {
          sent += part.length;
          if (!socket.write(framed)) return void socket.once("drain", pump);
        }
        if (socket.destroyed) return;
        if (chunked) socket.end("0\r\n\r\n");
        else socket.end();
      };
      pump();
    });

  it.each([
    ["the sign-in, with its length declared", "/admin/sign-in", false],
    ["a manage link, with its length declared", manageLink, false],
    ["the sign-in, chunked", "/admin/sign-in", true],
    ["a manage link, chunked", manageLink, true],
  ])("lets a client that sends all of 30 MB to %s read the 413", async (_name, url, chunked) => {
    const answer = await sendWhole(url, 30 * 1024 * 1024, { chunked });
    expect(answer.error).toBeUndefined();
    expect(answer.sent).toBeGreaterThanOrEqual(30 * 1024 * 1024);
    expect(answer.received).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.received).toMatch(/\r\nconnection: close\r\n/i);
  });

  it("cuts a refused client off once it has sent more than the lingering allows", async () => {
    const total = lingering.maxBytes + 32 * 1024 * 1024;
    const answer = await sendWhole("/admin/sign-in", total);
    // Read and thrown away up to the bound, then the connection is reset: no answer is owed past it.
    expect(answer.sent).toBeGreaterThan(lingering.maxBytes);
    expect(answer.sent).toBeLessThan(total);
    expect(answer.error).toMatch(/^(ECONNRESET|EPIPE)$/);
  });

  it("reads a small body without a length as before", async () => {
    const answer = await streamBody(
      "/admin/sign-in",
      { ...form, origin: `http://127.0.0.1:${server.port}` },
      1,
      "x&email=nobody%40example.in&password=not-the-password",
    );
    expect(answer.status).toBe(401);
  });

  it("keeps the API's 413 in JSON for a body without a length", async () => {
    const answer = await streamBody("/demo/book", { "content-type": "application/json" }, 200 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.type).toMatch(/^application\/json/);
  });
});
