import http from "node:http";
import type { AddressInfo } from "node:net";

import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { guardBackOffice } from "./back-office-guard";

/**
 * The fence decides on the path the router matches: every spelling of a back-office address
 * that React Router takes to an /admin route gets the Origin check and the no-store, noindex
 * headers (each of these reached the sign-in action and the pages without them). The requests go
 * over a socket with their targets as written: `inject` would normalise the dot segments itself.
 */
describe("guardBackOffice", () => {
  const app = Fastify();
  guardBackOffice(app, { publicSiteUrl: "http://127.0.0.1:3000" });
  // Stands for React Router's catch-all, as the adapter mounts it: any path, any method, any body.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, body, done) => done(null, body));
  app.all("*", async () => "page");
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** The request with its target sent as written. */
  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers }));
      });
      request.on("error", reject);
      request.end(method === "POST" ? "email=a" : undefined);
    });

  const disguised = [
    "/admin/sign-in",
    "/ADMIN/sign-in",
    "/Admin/Sign-In",
    "/%61dmin/sign-in",
    "/%41DMIN/sign-in",
    "/./admin/sign-in",
    "/x/../admin/sign-in",
    "/x/%2e%2e/admin/sign-in",
    "/x\\..\\admin/sign-in",
    "/admin/sign-in.data",
    "/ADMIN.data",
  ];

  it.each(disguised)("refuses a POST without Origin to %s", async (path) => {
    const response = await send("POST", path);
    expect(response.status).toBe(403);
    expect(response.headers).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" });
  });

  it.each(disguised)("takes a POST from the site's own page to %s", async (path) => {
    expect((await send("POST", path, { origin: `http://127.0.0.1:${port}` })).status).toBe(200);
  });

  it.each(disguised)("marks GET %s no-store and noindex", async (path) => {
    const response = await send("GET", path);
    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      "cache-control": "no-store",
      "x-robots-tag": "noindex, nofollow",
      "referrer-policy": "same-origin",
    });
  });

  it.each(["/", "/administrator", "/career/admin", "/admin%2Fsign-in", "/demo"])("leaves %s alone", async (path) => {
    const response = await send("POST", path);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBeUndefined();
  });
});
