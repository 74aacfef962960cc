import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";

import { ownDataLinkSent } from "../../../domain/own-data/own-data-request";
import { outboxEmails, privacyAccessLinks } from "../../db/schema";
import { bookingNow, sampleEnquiry } from "../../../test-support/sample-submissions";
import { productionServer, serverLogInto } from "../../../test-support/production-server";
import { recordEnquiryFrom } from "../../../test-support/sample-contact";

/**
 * The pages of a person's own data on the production build (run `npm run build`
 * first), through the whole server with its quotas (FORM_RATE_LIMIT 3) and its own log.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const known = "anika.bose@example.in";
const unknown = "nobody.here@example.in";

describe("/privacy/your-data", () => {
  let now = bookingNow;
  const logLines: string[] = [];
  const server = productionServer("your-data-web", {
    env: { PUBLIC_SITE_URL: origin, SALES_EMAIL: "sales@test.example", FORM_RATE_LIMIT: "3", REQUEST_LOG: "all" },
    dependencies: { clock: () => now, logger: serverLogInto(logLines) },
    beforeBuilding: async (database) => {
      await recordEnquiryFrom(
        database.db,
        { firstName: "Anika", lastName: "Bose", email: known },
        { now: now, publicSiteUrl: origin },
      );
    },
  });

  const request = ({ headers, ...options }: InjectOptions & { url: string }) =>
    server.app.inject({ ...options, headers: { host, ...(options.method === "POST" ? { origin } : {}), ...headers } });
  const ask = (email: string, remoteAddress: string) =>
    request({
      method: "POST",
      url: "/privacy/your-data",
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ email }).toString(),
    });
  const counts = async () => ({
    links: (await server.database.db.select().from(privacyAccessLinks)).length,
    emails: (await server.database.db.select().from(outboxEmails)).length,
  });
  /** The token of the latest link e-mailed to the address. */
  async function tokenFor(address: string): Promise<string> {
    const mails = (await server.database.db.select().from(outboxEmails)).filter(
      (row) => row.toAddress === address && row.kind === "privacy.your-data-link",
    );
    return /\/privacy\/your-data\/open\/([\w-]{43})/.exec(mails.at(-1)!.textBody)![1]!;
  }
  const open = (token: string, remoteAddress = "198.51.100.20") =>
    request({
      method: "POST",
      url: `/privacy/your-data/open/${token}`,
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
  const cookieOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers["set-cookie"]).split(";")[0]!;

  it("shows the form, never cached nor indexed", async () => {
    const page = await request({ url: "/privacy/your-data" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
    expect(page.body).toContain('name="robots" content="noindex, nofollow"');
    expect(page.body).toContain("Your e-mail address");
  });

  it("answers a known and an unknown address alike, and does the same work for each", async () => {
    const before = await counts();
    const forKnown = await ask(known, "192.0.2.1");
    const afterKnown = await counts();
    const forUnknown = await ask(unknown, "192.0.2.2");
    const afterUnknown = await counts();
    expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([200, 200]);
    for (const page of [forKnown, forUnknown]) expect(page.body).toContain(ownDataLinkSent);
    // Byte for byte, but for each response's own CSP nonce.
    const withoutNonce = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(forUnknown.body)).toBe(withoutNonce(forKnown.body));
    expect(afterKnown.links - before.links).toBe(1);
    expect(afterKnown.emails - before.emails).toBe(1);
    expect(afterUnknown.links - afterKnown.links).toBe(1);
    expect(afterUnknown.emails - afterKnown.emails).toBe(1);
  });

  it("tells a malformed address beside its field, and stores nothing", async () => {
    const before = await counts();
    const page = await ask("not an address", "192.0.2.3");
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain("Please enter a valid email address.");
    expect(await counts()).toEqual(before);
  });

  it("refuses past the quota of a network, and of an address asked from many", async () => {
    const statuses = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await ask(`quota${n}@example.in`, "2001:db8:61:2::1")).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await ask("quota9@example.in", "2001:db8:61:2::9");
    expect(refused.body).toContain("Too many submissions from your address. Please try again in 10 minutes.");

    const byAddress = [];
    for (let n = 0; n < 5; n += 1)
      byAddress.push((await ask("Many.Networks@example.in", `198.51.100.${n + 100}`)).statusCode);
    expect(byAddress).toEqual([200, 200, 200, 429, 429]);
  });

  it("opens a link once, into the browser that opened it, and never logs the token", async () => {
    await ask(known, "192.0.2.4");
    const token = await tokenFor(known);
    logLines.length = 0;

    const page = await request({ url: `/privacy/your-data/open/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const opened = await open(token);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe("/privacy/your-data/view");
    const cookie = cookieOf(opened);
    expect(String(opened.headers["set-cookie"])).toMatch(/HttpOnly/i);
    expect(String(opened.headers["set-cookie"])).toMatch(/SameSite=Lax/i);
    expect(String(opened.headers["set-cookie"])).toMatch(/Path=\/privacy\/your-data/);

    const view = await request({ url: "/privacy/your-data/view", headers: { cookie } });
    expect(view.statusCode).toBe(200);
    expect(view.headers["cache-control"]).toBe("no-store");
    expect(view.headers["x-robots-tag"]).toBe("noindex");
    expect(view.body).toContain(sampleEnquiry.message);
    const json = await request({ url: "/privacy/your-data/view.json", headers: { cookie } });
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-disposition"]).toBe('attachment; filename="your-data.json"');
    expect(json.headers["cache-control"]).toBe("no-store");
    expect(JSON.stringify(json.json())).toContain(sampleEnquiry.message);
    const html = await request({ url: "/privacy/your-data/view.html", headers: { cookie } });
    expect(html.headers["content-disposition"]).toBe('attachment; filename="your-data.html"');
    expect(html.body).toContain(sampleEnquiry.message);
    // The page and the file in the language asked for, whatever the person's own.
    const hindiView = await request({ url: "/privacy/your-data/view?lang=hi", headers: { cookie } });
    expect(hindiView.body).toContain('<section lang="hi"');
    expect(hindiView.body).toContain("/privacy/your-data/view.html?lang=hi");
    const hindiFile = await request({ url: "/privacy/your-data/view.html?lang=hi", headers: { cookie } });
    expect(hindiFile.body).toContain('<html lang="hi">');
    expect(hindiFile.body).toContain("आपका संपर्क रिकॉर्ड");

    // A second browser with the used link, or without the cookie, gets nothing.
    const again = await open(token, "198.51.100.21");
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain("This link has already been used or has expired");
    expect(again.headers["set-cookie"]).toBeUndefined();
    const otherView = await request({ url: "/privacy/your-data/view" });
    expect(otherView.statusCode).toBe(302);
    expect(otherView.headers.location).toBe("/privacy/your-data");
    for (const format of ["json", "html"])
      expect((await request({ url: `/privacy/your-data/view.${format}` })).statusCode).toBe(403);

    // The opening was logged, its token taken out.
    expect(logLines.join("\n")).toContain("/privacy/your-data/open/[token]");
    expect(logLines.join("\n")).not.toContain(token);
    expect(logLines.join("\n")).not.toContain(cookie.split("=")[1]!);
  });

  it("does not open a link at 30 minutes", async () => {
    await ask(known, "192.0.2.5");
    const token = await tokenFor(known);
    now = new Date(bookingNow.getTime() + 30 * 60_000);
    try {
      expect((await request({ url: `/privacy/your-data/open/${token}` })).statusCode).toBe(404);
      const late = await open(token, "192.0.2.6");
      expect(late.statusCode).toBe(404);
      expect(late.body).toContain("This link has already been used or has expired");
    } finally {
      now = bookingNow;
    }
  });
});
