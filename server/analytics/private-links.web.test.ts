import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { analyticsPageViews } from "../db/schema";
import { backOfficeWithAdmin } from "../../test-support/back-office-server";

const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const token = "5e8d1c4b7a2f69038e1d5c9b3a7f2e64";

/**
 * The analytics page and its pages.csv as whoever reads them gets them: a
 * visitor's private links, sent by the site's beacon or by a client that means harm, are listed
 * under their pattern, never with the secret that would let the reader act as the visitor.
 */
describe("the analytics page and pages.csv", () => {
  const started = backOfficeWithAdmin();

  it("list a private link's page under its pattern, never with its secret", async () => {
    const { server, admin } = started;
    const beacon = (path: string) =>
      server.request({
        method: "POST",
        url: "/api/analytics/events",
        payload: { kind: "view", path, widthPx: 1280 },
        headers: { "user-agent": chrome },
      });
    for (const path of [`/demo/manage/${token}`, `/Interview/${token}`, `/job-alerts/confirm/${token}`, "/services"]) {
      expect((await beacon(path)).statusCode).toBe(204);
    }
    // The server writes the events it holds every two seconds.
    await expect
      .poll(
        async () =>
          (await server.database.db.select({ count: sql<number>`count(*)::int` }).from(analyticsPageViews))[0]!.count,
        { timeout: 15_000 },
      )
      .toBe(4);

    const asAdmin = (url: string) => server.request({ method: "GET", url, headers: { cookie: admin } });
    const csv = await asAdmin("/admin/analytics/pages.csv?range=today");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("/demo/manage/…");
    expect(csv.body).toContain("/interview/…");
    expect(csv.body).toContain("/job-alerts/confirm/…");
    const page = await asAdmin("/admin/analytics?range=today");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("/demo/manage/…");
    for (const answer of [csv.body, page.body]) expect(answer).not.toContain(token);
  });
});
