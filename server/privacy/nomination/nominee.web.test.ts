import { addMinutes } from "date-fns";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";

import { nomineeRequestReceived } from "../../../domain/privacy/nomination";
import { outboxEmails, privacyNominees, privacyRequests } from "../../db/schema";
import { bookingNow } from "../../../test-support/sample-submissions";
import { productionServer, serverLogInto } from "../../../test-support/production-server";
import { recordEnquiryFrom } from "../../../test-support/sample-contact";

/**
 * Nomination's pages (decision 063) on the production build (run `npm run build` first),
 * through the whole server with its quotas (FORM_RATE_LIMIT 3): a person names a nominee from the
 * page of their data, and a nominee asks for a person at /privacy/nominee.
 */

const origin = "http://127.0.0.1:3000";
const host = "127.0.0.1:3000";
const person = "anika.bose@example.in";
const nominee = { nomineeName: "Rohan Bose", nomineeEmail: "rohan.bose@example.in" };
/** People who each open a session of their own and name the same nominee. */
const namers = ["meera.iyer@example.in", "kabir.shah@example.in", "divya.nair@example.in"];

describe("nomination", () => {
  const logLines: string[] = [];
  let now = bookingNow;
  const server = productionServer("nominee-web", {
    env: { PUBLIC_SITE_URL: origin, SALES_EMAIL: "sales@test.example", FORM_RATE_LIMIT: "3", REQUEST_LOG: "all" },
    dependencies: { clock: () => now, logger: serverLogInto(logLines) },
    beforeBuilding: async (database) => {
      for (const email of [person, ...namers])
        await recordEnquiryFrom(
          database.db,
          { firstName: "Anika", lastName: "Bose", email },
          { now: bookingNow, publicSiteUrl: origin },
        );
    },
  });

  const request = ({ headers, ...options }: InjectOptions & { url: string }) =>
    server.app.inject({ ...options, headers: { host, ...(options.method === "POST" ? { origin } : {}), ...headers } });
  const post = (url: string, fields: Record<string, string>, remoteAddress: string, cookie?: string) =>
    request({
      method: "POST",
      url,
      remoteAddress,
      headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams(fields).toString(),
    });
  const counts = async () => ({
    requests: (await server.database.db.select().from(privacyRequests)).length,
    emails: (await server.database.db.select().from(outboxEmails)).length,
  });
  const mailsTo = async (address: string, kind: string) =>
    (await server.database.db.select().from(outboxEmails)).filter(
      (row) => row.toAddress === address && row.kind === kind,
    );

  /** The opening of the person's own-data session by the e-mailed link, as their browser does it. */
  async function openSession(remoteAddress: string, email = person) {
    await post("/privacy/your-data", { email }, remoteAddress);
    const [mail] = (await mailsTo(email, "privacy.your-data-link")).slice(-1);
    const token = /\/privacy\/your-data\/open\/([\w-]{43})/.exec(mail!.textBody)![1]!;
    return post(`/privacy/your-data/open/${token}`, {}, remoteAddress);
  }
  const cookieOf = (opened: { headers: Record<string, unknown> }) =>
    String(opened.headers["set-cookie"]).split(";")[0]!;
  const personsCookie = async (remoteAddress: string, email = person) =>
    cookieOf(await openSession(remoteAddress, email));

  const asNominee = (personEmail: string, remoteAddress: string, fields: Record<string, string> = {}) =>
    post(
      "/privacy/nominee",
      {
        ...nominee,
        personEmail,
        circumstance: "incapacity",
        kind: "access",
        request: "Please send me what you hold about her.",
        ...fields,
      },
      remoteAddress,
    );

  it("lets a person name a nominee from the page of their data, who is told and shown there", async () => {
    const cookie = await personsCookie("192.0.2.10");
    const refused = await post(
      "/privacy/your-data/nominee",
      { intent: "name", nomineeName: "", nomineeEmail: "x" },
      "192.0.2.10",
      cookie,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("Please enter your nominee&#x27;s name.");
    expect(await server.database.db.select().from(privacyNominees)).toEqual([]);

    const named = await post("/privacy/your-data/nominee", { intent: "name", ...nominee }, "192.0.2.10", cookie);
    expect(named.statusCode).toBe(302);
    expect(named.headers.location).toMatch(
      /^\/privacy\/your-data\/view\?done=name-nominee&ref=PR-[0-9A-Z]{6}#action-answer$/,
    );
    expect(await mailsTo(nominee.nomineeEmail, "privacy.nominee-named")).toHaveLength(1);
    const nominations = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.kind, "nomination"));
    expect(nominations.map((row) => [row.state, row.email])).toEqual([["done", person]]);
    // Confirmed on the page as every action is: what was done, and the request's reference.
    expect(named.headers.location).toContain(`ref=${nominations[0]!.reference}`);
    const view = await request({ url: String(named.headers.location), headers: { cookie } });
    expect(view.body).toMatch(
      /<p role="status" id="action-answer" tabindex="-1"[^>]*>Your nominee is named, and we have told them\./,
    );
    expect(view.body).toContain(`Your reference is ${nominations[0]!.reference}; we have e-mailed you a confirmation.`);
    expect(view.body).toContain("Your nominee now: <strong");
    expect(view.body).toContain(nominee.nomineeEmail);

    // Without the session, nobody names anyone.
    const stranger = await post("/privacy/your-data/nominee", { intent: "name", ...nominee }, "192.0.2.11");
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe("/privacy/your-data");
  });

  it("answers a nominee alike whether or not the person or the nomination is known, and records each for staff to verify", async () => {
    const page = await request({ url: "/privacy/nominee" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["x-robots-tag"]).toBe("noindex");

    const before = await counts();
    const forKnown = await asNominee(person, "192.0.2.20");
    const afterKnown = await counts();
    const forUnknown = await asNominee("nobody.here@example.in", "192.0.2.21");
    const afterUnknown = await counts();
    expect([forKnown.statusCode, forUnknown.statusCode]).toEqual([200, 200]);
    for (const answer of [forKnown, forUnknown])
      expect(answer.body).toContain(nomineeRequestReceived.replace("'", "&#x27;"));
    const withoutNonce = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(withoutNonce(forUnknown.body)).toBe(withoutNonce(forKnown.body));
    expect([afterKnown.requests - before.requests, afterKnown.emails - before.emails]).toEqual([1, 2]);
    expect([afterUnknown.requests - afterKnown.requests, afterUnknown.emails - afterKnown.emails]).toEqual([1, 2]);
    const byNominee = (await server.database.db.select().from(privacyRequests)).filter((row) => row.byNominee);
    expect(byNominee.map((row) => [row.email, row.kind, row.state, row.details.nominationOnFile])).toEqual([
      [person, "access", "received", true],
      ["nobody.here@example.in", "access", "received", false],
    ]);
    // The person's address is told; the nominee, who asked, gets the acknowledgment with the
    // reference (and never the notice that they were named, which only the person's naming sends).
    expect(await mailsTo(person, "privacy.nominee-request")).toHaveLength(1);
    expect(await mailsTo(nominee.nomineeEmail, "privacy.request-received")).toHaveLength(2);
    expect((await mailsTo(nominee.nomineeEmail, "privacy.nominee-named")).length).toBeLessThanOrEqual(1);
    expect(logLines.join("\n")).not.toContain(nominee.nomineeEmail);
  });

  it("tells bad fields beside them and stores nothing", async () => {
    const before = await counts();
    const answer = await asNominee("not an address", "192.0.2.30", { circumstance: "bored", request: "" });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Please enter a valid email address.");
    expect(answer.body).toContain("Please say why you act for the person.");
    expect(answer.body).toContain("Please tell us more about what you ask.");
    expect(await counts()).toEqual(before);
  });

  it("refuses past the quota of a network, and of a person's or a nominee's mailbox asked about from many", async () => {
    const asking = (n: number) => ({ nomineeEmail: `asker${n}@example.org` });
    const byNetwork = [];
    for (let n = 0; n < 5; n += 1)
      byNetwork.push((await asNominee(`quota${n}@example.in`, "2001:db8:61:5::1", asking(n))).statusCode);
    expect(byNetwork).toEqual([200, 200, 200, 429, 429]);
    const byMailbox = [];
    for (let n = 0; n < 5; n += 1)
      byMailbox.push((await asNominee("Many.Networks@example.in", `198.51.100.${n + 150}`, asking(n + 10))).statusCode);
    expect(byMailbox).toEqual([200, 200, 200, 429, 429]);
    // The nominee's address is mailed the acknowledgment, so naming the same one from many networks is bounded too.
    const byNomineeMailbox = [];
    for (let n = 0; n < 5; n += 1)
      byNomineeMailbox.push(
        (await asNominee(`person${n}@example.in`, `198.51.100.${n + 170}`, { nomineeEmail: "one.nominee@example.org" }))
          .statusCode,
      );
    expect(byNomineeMailbox).toEqual([200, 200, 200, 429, 429]);
    expect((await asNominee("quota9@example.in", "2001:db8:61:5::9", asking(20))).body).toContain(
      "Too many submissions from your address.",
    );
  });

  it("spends the session's quota and the nominee's mailbox's, whatever network names them, at most 5 a day", async () => {
    const target = { nomineeName: "Tara Menon", nomineeEmail: "tara.menon@example.in" };
    const name = (cookie: string, n: number) =>
      post("/privacy/your-data/nominee", { intent: "name", ...target }, `203.0.113.${n}`, cookie);
    const toTarget = async () => (await mailsTo(target.nomineeEmail, "privacy.nominee-named")).length;

    // One session, twelve networks: the session's quota (FORM_RATE_LIMIT 3) ends it.
    const first = await personsCookie("198.51.100.61", namers[0]);
    const fromOneSession = [];
    for (let n = 1; n <= 12; n += 1) fromOneSession.push((await name(first, n)).statusCode);
    expect(fromOneSession).toEqual([302, 302, 302, ...Array<number>(9).fill(429)]);
    expect(await toTarget()).toBe(3);

    // Another person's session, ten minutes on: the nominee's mailbox has 2 of its 5 a day left.
    now = addMinutes(now, 11);
    const second = await personsCookie("198.51.100.62", namers[1]);
    expect([(await name(second, 21)).statusCode, (await name(second, 22)).statusCode]).toEqual([302, 302]);
    const refused = await name(second, 23);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain("We have sent this email address as many messages as we may for now.");
    expect(refused.body).toMatch(/Please try again in \d+ hours\./);
    expect(refused.headers["cache-control"]).toBe("no-store");

    // A third, past the ten minutes: the day's cap still holds, and a refusal changes and sends nothing.
    now = addMinutes(now, 11);
    const third = await personsCookie("198.51.100.63", namers[2]);
    const before = { ...(await counts()), nominees: await server.database.db.select().from(privacyNominees) };
    expect((await name(third, 31)).statusCode).toBe(429);
    expect({ ...(await counts()), nominees: await server.database.db.select().from(privacyNominees) }).toEqual(before);
    expect(await toTarget()).toBe(5);
    // Another nominee is another mailbox.
    const other = await post(
      "/privacy/your-data/nominee",
      { intent: "name", nomineeName: "Ira Menon", nomineeEmail: "ira.menon@example.in" },
      "203.0.113.32",
      third,
    );
    expect(other.statusCode).toBe(302);
  });

  it("refuses a control character in a nominee's request with the field named, and stores nothing", async () => {
    const before = await counts();
    const answer = await asNominee(person, "192.0.2.40", { request: "Please send \u0000 what you hold." });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain("Your request contains characters we cannot keep; please remove them.");
    expect(await counts()).toEqual(before);
  });

  it("sends every answer of these pages, redirects included, never cached nor indexed", async () => {
    now = addMinutes(now, 60);
    const opened = await openSession("192.0.2.50");
    expect(opened.statusCode).toBe(303);
    const cookie = cookieOf(opened);
    const answers = {
      opened,
      named: await post("/privacy/your-data/nominee", { intent: "name", ...nominee }, "192.0.2.50", cookie),
      refusedField: await post("/privacy/your-data/nominee", { intent: "name" }, "192.0.2.50", cookie),
      withoutSession: await post("/privacy/your-data/nominee", { intent: "name", ...nominee }, "192.0.2.51"),
      viewWithoutSession: await request({ url: "/privacy/your-data/view" }),
      removed: await post("/privacy/your-data/nominee", { intent: "remove" }, "192.0.2.50", cookie),
    };
    expect(Object.values(answers).map((answer) => answer.statusCode)).toEqual([303, 302, 400, 302, 302, 302]);
    for (const [what, answer] of Object.entries(answers)) {
      expect([what, answer.headers["cache-control"], answer.headers["x-robots-tag"]]).toEqual([
        what,
        "no-store",
        "noindex",
      ]);
    }
  });
});
