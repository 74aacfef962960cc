import http from "node:http";
import type { AddressInfo } from "node:net";

import { createRequestHandler } from "@mcansh/remix-fastify";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, expect, it } from "vitest";

/** A build of one resource route, /export, whose body fails after its first line, as an export whose database went away. */
const build = {
  entry: { module: { default: () => new Response("no documents here", { status: 500 }) } },
  routes: {
    root: { id: "root", path: "", module: {} },
    "routes/export": {
      id: "routes/export",
      parentId: "root",
      path: "export",
      module: {
        loader: () =>
          new Response(
            new ReadableStream<Uint8Array>({
              start: (controller) => controller.enqueue(new TextEncoder().encode('"Header"\r\n')),
              pull: () => Promise.reject(new Error("the database went away")),
            }),
            { headers: { "content-type": "text/csv; charset=utf-8" } },
          ),
      },
    },
  },
  assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "1" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = Fastify();
  app.get("/healthz", () => "ok");
  // The adapter's handler as server/plugins/web.ts has it answer pages. Its major 4 rethrew a failed
  // read of a streamed body from a promise nobody awaited, which ended the process; major 5 destroys
  // the stream and nothing more, so a failed export or resume download cuts its connection only.
  app.get("/export", createRequestHandler({ build, mode: "production" }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** What a browser receives: the status, the bytes, and whether the connection was cut before the end. */
function download(path: string) {
  return new Promise<{ status: number | undefined; body: string; cut: boolean }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
        response.on("end", () => resolve({ status: response.statusCode, body, cut: false }));
        response.on("error", () => resolve({ status: response.statusCode, body, cut: true }));
      })
      .on("error", reject);
  });
}

it("cuts the connection when a streamed body fails mid-way, and the server goes on serving", async () => {
  const rejections: unknown[] = [];
  const record = (reason: unknown) => rejections.push(reason);
  process.on("unhandledRejection", record);
  try {
    const failed = await download("/export");
    expect(failed).toMatchObject({ status: 200, cut: true });
    expect(failed.body).toBe('"Header"\r\n');
    // An unhandled rejection is reported on a later turn of the event loop.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rejections).toEqual([]);
    expect(await download("/healthz")).toEqual({ status: 200, body: "ok", cut: false });
  } finally {
    process.off("unhandledRejection", record);
  }
});
