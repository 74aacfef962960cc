import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "./db/db";
import { freePort } from "../test-support/free-port";
import { buildTestApp, loggedErrors, type TestApp } from "../test-support/test-app";

describe("the API frame", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.app.close());

  it.each(["/healthz", "/readyz"])("answers %s when the database answers", async (url) => {
    const response = await subject.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it.each(["/api/nothing-here", "/api/jobs/x/y/z"])("answers an unknown API path %s with JSON 404", async (url) => {
    const response = await subject.app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ success: false, message: "Not found" });
  });

  it("sends security headers", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/healthz" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBeUndefined();
  });
});

describe("health when the database is down", () => {
  const withDatabase = async (ping: Database["ping"]) => {
    const database: Database = { db: undefined as never, kind: "postgres", ping, close: async () => {} };
    return (await buildTestApp({ database })).app;
  };

  it("stays alive on /healthz (a database blip must not restart every instance) and is not ready on /readyz", async () => {
    const logged = loggedErrors();
    const app = await withDatabase(() => Promise.reject(new Error("connection refused")));
    const live = await app.inject({ method: "GET", url: "/healthz" });
    expect(live.statusCode).toBe(200);
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["database"] });
    expect(ready.body).not.toContain("connection refused");
    expect(logged()).toContain("connection refused");
    await app.close();
  });

  it("is not ready when the database does not answer within two seconds", async () => {
    const logged = loggedErrors();
    const app = await withDatabase(() => new Promise(() => {}));
    const started = Date.now();
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["database"] });
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logged()).toContain("no answer within 2000 ms");
    await app.close();
  });
});

describe("readiness when the resume storage is down", () => {
  it("names the storage, and only the storage, on /readyz", async () => {
    const logged = loggedErrors();
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const { app } = await buildTestApp(
      {},
      { S3_BUCKET: "resumes", S3_ENDPOINT: nobody, S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" },
    );
    const ready = await app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["storage"] });
    expect((await app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    expect(logged()).toContain("FileStoreUnavailableError");
    await app.close();
  });
});
