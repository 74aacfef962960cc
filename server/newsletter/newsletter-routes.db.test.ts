import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { unknownTopicMessage } from "../../domain/newsletter/newsletter-request";
import { noticeVersion } from "../../domain/privacy/notices";
import { newsletterSubscribers, outboxEmails } from "../db/schema";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { confirmSubscription } from "./subscriptions";

const site = "https://nexora.test";
const mail = { publicSiteUrl: site, salesEmail: "sales@test.example" };
const valid = { email: "meera.iyer@example.in", topics: ["Design"], noticeVersion, noticeLanguage: "hi" };

/** The form as a browser without JavaScript posts it: urlencoded, a ticked topic its name again. */
const formBody = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const postForm = (fields: [string, string][], remoteAddress = "203.0.113.9"): InjectOptions => ({
  method: "POST",
  url: "/newsletter/subscribe",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  payload: formBody(fields),
  remoteAddress,
});

describe("the newsletter's routes", () => {
  let subject: TestApp;

  beforeAll(async () => {
    subject = await buildTestApp({}, { PUBLIC_SITE_URL: site });
    await subject.app.ready();
  });
  afterAll(() => subject.app.close());
  beforeEach(async () => {
    await subject.database.db.execute(sql`truncate newsletter_subscribers, outbox_emails, idempotent_requests cascade`);
  });

  const subscribe = (payload: unknown, remoteAddress = "203.0.113.9") =>
    subject.app.inject({
      method: "POST",
      url: "/api/newsletter/subscriptions",
      payload: payload as object,
      remoteAddress,
    });
  const stored = () => subject.database.db.select().from(newsletterSubscribers);
  const confirmations = () =>
    subject.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, "newsletter.confirmation"));

  describe("POST /api/newsletter/subscriptions", () => {
    it("answers 202 and nothing more, and saves the sign-up with its topics and notice", async () => {
      const response = await subscribe(valid);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: {} });
      expect(await stored()).toMatchObject([
        { email: valid.email, state: "pending", topics: ["Design"], noticeVersion, noticeLanguage: "hi" },
      ]);
      expect(await confirmations()).toHaveLength(1);
    });

    it.each([
      [{ ...valid, email: "meera@" }, "email", "Please enter a valid email address."],
      [{ topics: [] }, "email", "Please enter your email address."],
      [{ ...valid, topics: ["Cooking"] }, "topics", unknownTopicMessage],
      [{ ...valid, topics: "Design" }, "topics", unknownTopicMessage],
    ])("refuses %j with 400 on its %s, and saves and sends nothing", async (payload, field, message) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: message });
      expect(await stored()).toEqual([]);
      expect(await confirmations()).toEqual([]);
    });

    it("answers a subscribed address exactly as one it never saw", async () => {
      const first = await subscribe(valid);
      const [confirmation] = await confirmations();
      await confirmSubscription(
        subject.database.db,
        /newsletter\/confirm\/([\w-]+)/.exec(confirmation!.textBody)![1]!,
        { now: new Date(), mail },
      );
      const known = await subscribe(valid);
      const stranger = await subscribe({ ...valid, email: "someone.else@example.in" });
      for (const answer of [first, known]) {
        expect(answer.statusCode).toBe(stranger.statusCode);
        expect(answer.body).toBe(stranger.body);
      }
    });
  });

  describe("the quotas, per network and per address", () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await buildTestApp({}, { FORM_RATE_LIMIT: "2", PUBLIC_SITE_URL: site });
      await limited.app.ready();
    });
    afterAll(() => limited.app.close());

    const subscribeTo = (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: "POST",
        url: "/api/newsletter/subscriptions",
        payload: { ...valid, email },
        remoteAddress,
      });

    it("refuses a network past its quota, whatever the address, and saves nothing for it", async () => {
      for (const email of ["a@example.in", "b@example.in"])
        expect((await subscribeTo(email, "198.51.100.7")).statusCode).toBe(202);
      const refused = await subscribeTo("c@example.in", "198.51.100.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many submissions from your address\. Please try again in/);
      // The plain post spends the same quota.
      const plain = await limited.app.inject(
        postForm(
          [
            ["email", "d@example.in"],
            ["place", "post"],
            ["returnTo", "/blog/x"],
          ],
          "198.51.100.7",
        ),
      );
      expect(plain.headers.location).toBe("/blog/x#newsletter-post-busy");
      const saved = await limited.database.db
        .select({ email: newsletterSubscribers.email })
        .from(newsletterSubscribers);
      expect(saved.map((row) => row.email)).not.toContain("c@example.in");
      expect(saved.map((row) => row.email)).not.toContain("d@example.in");
    });

    it("refuses an address past its quota, whichever network asks", async () => {
      const address = "often@example.in";
      expect((await subscribeTo(address, "192.0.2.1")).statusCode).toBe(202);
      expect((await subscribeTo(address, "192.0.2.2")).statusCode).toBe(202);
      const refused = await subscribeTo(address, "192.0.2.3");
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^We have sent this email address as many messages as we may for now\./);
    });
  });

  describe("POST /newsletter/subscribe, the form without JavaScript", () => {
    const fields: [string, string][] = [
      ["place", "post"],
      ["returnTo", "/blog/choosing-a-cloud?page=2"],
      ["noticeVersion", noticeVersion],
      ["noticeLanguage", "en"],
      ["email", "ravi.menon@example.in"],
      ["topics", "Product"],
      ["topics", "Design"],
    ];

    it("saves a valid sign-up and sends the browser back to the page, at the message that says so", async () => {
      const response = await subject.app.inject(postForm(fields));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/blog/choosing-a-cloud#newsletter-post-sent");
      expect(await stored()).toMatchObject([
        { email: "ravi.menon@example.in", topics: ["Design", "Product"], noticeVersion, noticeLanguage: "en" },
      ]);
      expect(await confirmations()).toHaveLength(1);
    });

    it.each([
      ["an address that is not one", [["email", "ravi@"]], "email"],
      ["no address", [["email", ""]], "email"],
      ["a topic the form does not offer", [["topics", "Cooking"]], "invalid"],
      ["a notice never published", [["noticeVersion", "2020-01-01"]], "invalid"],
    ] as const)("sends %s back to its message, and saves nothing", async (_case, changed, answer) => {
      const names = new Set<string>(changed.map(([name]) => name));
      const response = await subject.app.inject(
        postForm([
          ...fields.filter(([name]) => !names.has(name)),
          ...changed.map(([name, value]) => [name, value] as [string, string]),
        ]),
      );
      expect(response.headers.location).toBe(`/blog/choosing-a-cloud#newsletter-post-${answer}`);
      expect(await stored()).toEqual([]);
      expect(await confirmations()).toEqual([]);
    });

    it.each([
      ["//evil.example/phish", "/blog"],
      ["https://evil.example/", "/blog"],
      ["/admin/staff", "/blog"],
      ["/api/jobs", "/blog"],
      ["/x/../privacy", "/privacy"],
      ["/ok\r\nSet-Cookie: a=b", "/blog"],
    ])("never sends the browser off the public site: %j goes to %s", async (returnTo, path) => {
      const response = await subject.app.inject(
        postForm([
          ["returnTo", returnTo],
          ["email", "ravi.menon@example.in"],
          ["place", "elsewhere"],
        ]),
      );
      expect(response.headers.location).toBe(`${path}#newsletter-footer-sent`);
    });
  });

  describe("the one-click unsubscribe (RFC 8058)", () => {
    /** A confirmed subscriber's welcome: answers the path of its List-Unsubscribe header. */
    async function welcomed() {
      await subscribe(valid);
      const [confirmation] = await confirmations();
      await confirmSubscription(
        subject.database.db,
        /newsletter\/confirm\/([\w-]+)/.exec(confirmation!.textBody)![1]!,
        { now: new Date(), mail },
      );
      const [welcome] = await subject.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.kind, "newsletter.welcome"));
      return new URL(/^<(.+)>$/.exec(welcome!.headers!["List-Unsubscribe"]!)![1]!).pathname;
    }

    it("unsubscribes from any origin without reading the body, and says so again on a second click", async () => {
      const oneClick = await welcomed();
      expect(oneClick).toMatch(/^\/api\/newsletter\/unsubscribe\/[\w-]{43}$/);
      const click = () =>
        subject.app.inject({
          method: "POST",
          url: oneClick,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
          payload: "List-Unsubscribe=One-Click",
        });
      const first = await click();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, data: { unsubscribed: true } });
      expect(await stored()).toMatchObject([{ state: "unsubscribed" }]);
      expect((await click()).statusCode).toBe(200);
    });

    it("sends a browser to the page with the button, and answers a wrong link 404", async () => {
      const oneClick = await welcomed();
      const page = await subject.app.inject({ method: "GET", url: oneClick });
      expect(page.statusCode).toBe(303);
      expect(page.headers.location).toBe(oneClick.replace("/api/newsletter/", "/newsletter/"));
      expect(await stored()).toMatchObject([{ state: "subscribed" }]);
      const wrong = await subject.app.inject({ method: "POST", url: "/api/newsletter/unsubscribe/not-a-token" });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe(
        "No subscription belongs to this link: it is incomplete, or its record has been deleted.",
      );
    });
  });
});
