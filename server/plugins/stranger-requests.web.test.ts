import { describe, expect, it } from "vitest";

import { productionServer, serverLogInto } from "../../test-support/production-server";

/**
 * What a stranger can send to the pages at will is logged as a warning on one
 * line, never as an error with a stack: the error log stays for the site's own faults. A method a
 * page does not take is answered with the site's own page, saying so, with its status.
 *
 * Run `npm run build` first: this drives build/, exactly what production serves.
 */
describe("a stranger's requests to the pages", () => {
  const lines: string[] = [];
  const site = "http://127.0.0.1:3000";
  const server = productionServer("stranger", { dependencies: { logger: serverLogInto(lines) } });

  const entries = () => lines.flatMap((line) => line.split("\n").filter(Boolean)).map((line) => JSON.parse(line));
  const form = { "content-type": "application/x-www-form-urlencoded", origin: site, host: "127.0.0.1:3000" };

  it("answers a method a page does not take with the site's own page, logged as one warning", async () => {
    lines.length = 0;
    for (const [method, url] of [
      ["PUT", "/contactUs"],
      ["DELETE", "/blog"],
      ["POST", "/aboutUs"],
    ] as const) {
      const answer = await server.app.inject({ method, url, headers: form, payload: "a=b" });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers["content-type"]).toMatch(/^text\/html/);
      expect(answer.body).toContain("<title>This page cannot take that | Nexora Technologies</title>");
      expect(answer.body).toContain("This page can be read, but not sent anything.");
      expect(answer.body).not.toContain("Unexpected Server Error");
    }
    const refusals = entries().filter((entry) => entry.msg === "page request refused");
    expect(refusals).toHaveLength(3);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ level: 40, status: 405 });
      expect(JSON.stringify(refusal)).not.toContain("stack");
    }
  });

  it("logs no error for anything else a stranger sends: forged origins, bad addresses, bad data requests", async () => {
    lines.length = 0;
    const requests = [
      // Our Origin, someone else's Host: the router's own check refuses the action.
      { method: "POST", url: "/admin/sign-in", headers: { ...form, host: "evil.example" }, payload: "email=a" },
      { method: "POST", url: "/admin/sign-in.data", headers: { ...form, host: "evil.example" }, payload: "x" },
      { method: "POST", url: "/demo/manage/not-a-token", headers: { ...form, host: "evil.example" }, payload: "x=y" },
      { method: "GET", url: "/%E0%A4%A" },
      { method: "GET", url: "/blog/%ZZ" },
      { method: "GET", url: `/.data?_routes=${"routes%2Fhome,".repeat(200)}` },
      { method: "GET", url: "/admin/no-such-page.data" },
      { method: "GET", url: "/__manifest?paths=%2Fx&version=not-ours" },
      { method: "GET", url: "/admin", headers: { cookie: "nexora-session=%%%; nexora-notice=%%%" } },
    ] as const;
    for (const request of requests) {
      const answer = await server.app.inject(request);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBeLessThan(500);
    }
    expect(entries().filter((entry) => entry.level >= 50)).toEqual([]);
  });
});
