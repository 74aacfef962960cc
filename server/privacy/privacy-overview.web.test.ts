import { describe, expect, it } from "vitest";

import { bookingNow } from "../../test-support/sample-submissions";
import { stolenLaptopBreach } from "../../test-support/sample-breach";
import { backOfficeWithAdmin } from "../../test-support/back-office-server";
import { privacyBreaches, privacyRequests } from "../db/schema";

const hours = (count: number) => new Date(bookingNow.getTime() + count * 3600_000);

/**
 * What waits in the privacy area is on the Overview and beside the navigation's entries of those
 * who may open it: the open requests with the first due date, and the Board's 72-hour clock.
 */
describe("the Overview and the navigation count what waits in the privacy area", () => {
  const started = backOfficeWithAdmin();

  const page = async (url: string, cookie: string) => {
    const response = await started.server.request({ method: "GET", url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it("shows the admin the open requests and the clock of a breach not yet reported to the Board; never another role", async () => {
    const { db } = started.server.database;
    await db.insert(privacyRequests).values(
      [5, 20].map((days, index) => ({
        reference: `PR-WAIT${index}`,
        kind: "access" as const,
        email: `waiting${index}@example.in`,
        emailKey: `waiting${index}@example.in`,
        summary: "What do you hold about me?",
        receivedAt: hours(-24),
        dueAt: hours(days * 24),
        state: "received" as const,
      })),
    );
    const facts = stolenLaptopBreach(hours(-70), { periodStartsAt: hours(-96), periodEndsAt: hours(-72) });
    const [breach] = await db
      .insert(privacyBreaches)
      .values({ ...facts, dataKinds: [...facts.dataKinds], recordedBy: "Test admin", createdAt: hours(-70) })
      .returning({ id: privacyBreaches.id });

    const overview = await page("/admin", started.admin);
    expect(overview).toMatch(/>2<\/span><span[^>]*>Open privacy requests<\/span>/);
    expect(overview).toContain('href="/admin/privacy/requests?state=open"');
    expect(overview).toContain(`First due <time dateTime="${hours(5 * 24).toISOString()}"`);
    expect(overview).toMatch(/>2 h 0 min<\/span><span[^>]*>Left to report a breach to the Board<\/span>/);
    expect(overview).toContain(`href="/admin/privacy/breaches/${breach!.id}"`);
    // Beside the navigation's entries, on every page.
    const list = await page("/admin/privacy/requests", started.admin);
    expect(list).toMatch(/Privacy requests<span[^>]*>2<span class="sr-only"> <!-- -->open<\/span>/);
    expect(list).toMatch(/Data breaches<span[^>]*>1<span class="sr-only"> <!-- -->due to the Board<\/span>/);

    const sales = await started.server.signIn("sales");
    const salesOverview = await page("/admin", sales);
    for (const words of ["Open privacy requests", "report a breach to the Board", "due to the Board", "open</span>"])
      expect(salesOverview).not.toContain(words);
  });
});
