import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "./db/open-db";
import { buildTestApp, type TestApp } from "./test-support/test-app";

describe("the API frame", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.app.close());

  it("answers /healthz when the database answers", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/healthz" });
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

describe("/healthz when the database is down", () => {
  it("answers 503", async () => {
    const unreachable: Database = {
      db: undefined as never,
      kind: "postgres",
      ping: () => Promise.reject(new Error("connection refused")),
      close: async () => {},
    };
    const { app } = await buildTestApp({ database: unreachable });
    const response = await app.inject({ method: "GET", url: "/healthz" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: "unavailable" });
    await app.close();
  });
});
