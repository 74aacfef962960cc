import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { freePort } from "../../../test-support/free-port";
import { discoverCalDavCalendars } from "./caldav-calendars";
import { CalDavError, calDavMessages } from "./caldav-errors";
import { putCalDavEvent } from "./caldav-events";
import { type CalDavAccount, type CalDavPolicy, defaultCalDavPolicy } from "./caldav-session";

// Servers that are no CalDAV server, or a hostile one: each failure ends as one plain sentence.

const testPolicy: CalDavPolicy = { ...defaultCalDavPolicy, allowPrivateAddresses: true };
const credentials = { username: "consultant@example.com", password: "app-password-7Hq2" };

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

async function serve(handler: http.RequestListener): Promise<CalDavAccount> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { serverUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, ...credentials };
}

async function caught(work: Promise<unknown>): Promise<CalDavError> {
  const error = await work.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(error instanceof CalDavError)) throw new Error(`Expected a CalDavError, got ${String(error)}`);
  // Whatever went wrong, the message names neither the account nor the server.
  expect(error.message).not.toContain(credentials.password);
  expect(error.message).not.toContain(credentials.username);
  expect(error.message).not.toContain("127.0.0.1");
  return error;
}

describe("a server that is no CalDAV server", () => {
  it("says a port nothing listens on cannot be reached, at once rather than at the time limit", async () => {
    const account = { serverUrl: `http://127.0.0.1:${await freePort()}/`, ...credentials };
    const started = performance.now();
    const error = await caught(discoverCalDavCalendars(account, testPolicy));
    expect([error.reason, error.message]).toEqual(["unreachable", calDavMessages.unreachable]);
    expect(performance.now() - started).toBeLessThan(testPolicy.requestTimeoutMs / 2);
  });

  it("stops reading an endless answer at the size bound, and closes the connection", async () => {
    let closedEarly: () => void;
    const closed = new Promise<void>((resolve) => (closedEarly = resolve));
    const chunk = Buffer.alloc(64 * 1024, "<d:x/>");
    const account = await serve((_request, response) => {
      response.writeHead(207, { "content-type": "application/xml; charset=utf-8" });
      const write = () => {
        // Writes until the client goes: only the bound ends this answer.
        while (!response.destroyed && response.write(chunk));
      };
      response.on("drain", write);
      response.on("close", () => closedEarly());
      write();
    });
    const error = await caught(discoverCalDavCalendars(account, testPolicy));
    expect([error.reason, error.message]).toEqual(["too-large", calDavMessages.tooLarge("5 MB")]);
    await closed;
  });

  it("refuses an answer declared larger than the bound before reading it", async () => {
    let bodyWritten = false;
    const account = await serve((_request, response) => {
      response.writeHead(201, { "content-length": String(6 * 1024 * 1024) });
      response.write("x", () => (bodyWritten = true));
    });
    const error = await caught(
      putCalDavEvent(account, `${account.serverUrl}cal/`, "call-1", "BEGIN:VCALENDAR", testPolicy),
    );
    expect(error.message).toBe(calDavMessages.tooLarge("5 MB"));
    expect(bodyWritten).toBe(true);
  });

  it("gives up on a server that never answers at the request's time limit", async () => {
    let requests = 0;
    const account = await serve(() => void requests++);
    const policy = { ...testPolicy, requestTimeoutMs: 300 };
    const started = performance.now();
    const error = await caught(discoverCalDavCalendars(account, policy));
    expect([error.reason, error.message]).toEqual(["timeout", calDavMessages.timedOut("0.3 seconds")]);
    // The first request's time-out ends the discovery: its other requests would only wait as long again.
    expect(requests).toBe(1);
    expect(performance.now() - started).toBeLessThan(policy.operationTimeoutMs);
  });

  it("says a web server that is no calendar server is not one", async () => {
    const account = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Our company</title>");
    });
    const error = await caught(discoverCalDavCalendars(account, testPolicy));
    expect([error.reason, error.message]).toEqual(["not-caldav", calDavMessages.notCalDav]);
  });

  it("sends the credentials as Basic authorization, in UTF-8", async () => {
    let authorization: string | undefined;
    const account = await serve((request, response) => {
      authorization = request.headers.authorization;
      response.writeHead(401, { "www-authenticate": 'Basic realm="calendar"' }).end();
    });
    const error = await caught(discoverCalDavCalendars({ ...account, password: "pässwörd" }, testPolicy));
    expect(error.reason).toBe("credentials");
    expect(authorization).toBe(`Basic ${Buffer.from(`${credentials.username}:pässwörd`).toString("base64")}`);
  });
});
