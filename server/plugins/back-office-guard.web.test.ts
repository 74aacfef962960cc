import http from "node:http";

import { describe, expect, it } from "vitest";

import { productionServer } from "../../test-support/production-server";

/**
 * The back office's other spellings reach its routes: React Router matches paths regardless of
 * case, after the URL parser's normalisation and its own decoding. On the production build (run
 * `npm run build` first) over a socket, targets as written: each answers the sign-in page with
 * the back office's headers, and a POST without Origin is refused before the action runs.
 */
describe("the back office under other spellings", () => {
  const server = productionServer("back-office-paths", { listen: true });

  const send = (method: string, target: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          method,
          path: target,
          headers: { "content-type": "application/x-www-form-urlencoded" },
        },
        (response) => {
          let body = "";
          response.on("data", (part: Buffer) => (body += part.toString()));
          response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body }));
        },
      );
      request.on("error", reject);
      request.end(method === "POST" ? "email=someone%40example.in&password=guess" : undefined);
    });

  it.each(["/ADMIN/sign-in", "/Admin/Sign-In", "/%61dmin/sign-in", "/./admin/sign-in", "/x/../admin/sign-in"])(
    "%s is the sign-in page, not cached, not indexed, and refuses a POST without Origin",
    async (target) => {
      const page = await send("GET", target);
      expect(page.status).toBe(200);
      expect(page.body).toContain("Sign in");
      expect(page.headers).toMatchObject({ "cache-control": "no-store", "x-robots-tag": "noindex, nofollow" });

      const post = await send("POST", target);
      expect(post.status).toBe(403);
      expect(post.headers["content-type"]).toMatch(/^application\/json/);
    },
  );
});
