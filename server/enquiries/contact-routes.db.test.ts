import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { enquiries, outboxEmails } from "../db/schema";
import { sampleEnquiry } from "../../test-support/sample-submissions";
import { noticeVersion } from "../../domain/privacy/notices";
import { unknownNoticeLanguageMessage, unknownNoticeVersionMessage } from "../../domain/privacy/notice-shown";
import { buildTestApp, type TestApp } from "../../test-support/test-app";

const enquiry = sampleEnquiry;

describe("POST /contactus/submit", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.app.close());
  beforeEach(async () => {
    await subject.database.db.delete(outboxEmails);
    await subject.database.db.delete(enquiries);
  });

  const submit = (payload: unknown, headers: Record<string, string> = {}) =>
    subject.app.inject({ method: "POST", url: "/contactus/submit", payload: payload as object, headers });
  const storedEnquiries = () => subject.database.db.select().from(enquiries);
  const storedEmails = () => subject.database.db.select().from(outboxEmails).orderBy(asc(outboxEmails.kind));

  it("stores the enquiry and queues the notification and the auto-reply in one go", async () => {
    const response = await submit(enquiry);
    expect(response.statusCode).toBe(201);
    const { success, data } = response.json();
    expect(success).toBe(true);

    const [stored] = await storedEnquiries();
    expect(stored).toMatchObject({ id: data.id, ...enquiry, source: "contact", isSpam: false, clientIp: "127.0.0.1" });

    const [autoReply, notification] = await storedEmails();
    expect(notification).toMatchObject({
      kind: "enquiry.notification",
      toAddress: "sales@test.example",
      replyToName: "Priya Sharma",
      replyToAddress: "priya.sharma@example.in",
      subject: "New enquiry from Priya Sharma",
      status: "pending",
    });
    expect(notification!.textBody).toContain(enquiry.message);
    expect(autoReply).toMatchObject({
      kind: "enquiry.auto-reply",
      toName: "Priya Sharma",
      toAddress: "priya.sharma@example.in",
    });
    expect(autoReply!.textBody).toContain("typically within 24 business hours");
    // The auto-reply goes to whatever address was typed: it never carries the sender's words.
    expect(autoReply!.textBody).not.toContain(enquiry.message);
  });

  it("records the privacy notice the sender was shown, or none when an API client sends none", async () => {
    expect((await submit({ ...enquiry, noticeVersion, noticeLanguage: "hi" })).statusCode).toBe(201);
    expect(await storedEnquiries()).toMatchObject([{ noticeVersion, noticeLanguage: "hi" }]);
    await subject.database.db.delete(enquiries);
    expect((await submit(enquiry)).statusCode).toBe(201);
    expect(await storedEnquiries()).toMatchObject([{ noticeVersion: null, noticeLanguage: null }]);
  });

  it.each([
    ["a language the notice is not offered in", { noticeVersion, noticeLanguage: "fr" }, "noticeLanguage"],
    ["a notice version never published", { noticeVersion: "2020-01-01", noticeLanguage: "en" }, "noticeVersion"],
  ])("refuses %s with 400 and saves nothing", async (_case, notice, field) => {
    const response = await submit({ ...enquiry, ...notice });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: "Please correct the highlighted fields.",
      errors: { [field]: field === "noticeLanguage" ? unknownNoticeLanguageMessage : unknownNoticeVersionMessage },
    });
    expect(await storedEnquiries()).toEqual([]);
    expect(await storedEmails()).toEqual([]);
  });

  it("records which form the enquiry came from", async () => {
    await submit({ ...enquiry, source: "testimonials" });
    await submit({ ...enquiry, source: "project:retail-erp" });
    expect((await storedEnquiries()).map((row) => row.source).sort()).toEqual(["project:retail-erp", "testimonials"]);
  });

  it("accepts an enquiry without a phone number", async () => {
    const { phone: _phone, ...withoutPhone } = enquiry;
    expect((await submit(withoutPhone)).statusCode).toBe(201);
    expect((await storedEnquiries())[0]?.phone).toBe("");
  });

  it.each([
    ["a missing first name", { ...enquiry, firstName: "" }, { firstName: "Please enter your first name." }],
    ["a missing last name", { ...enquiry, lastName: undefined }, { lastName: "Please enter your last name." }],
    ["an invalid e-mail", { ...enquiry, email: "priya(at)example" }, { email: "Please enter a valid email address." }],
    ["an empty message", { ...enquiry, message: "   " }, { message: "Please enter your message." }],
    [
      "letters in the phone",
      { ...enquiry, phone: "ring me" },
      { phone: "A phone number may contain only digits, spaces and + - ( )." },
    ],
    [
      "a name over 100 characters",
      { ...enquiry, firstName: "a".repeat(101) },
      { firstName: "Your first name can be at most 100 characters." },
    ],
    [
      "a message over 5,000 characters",
      { ...enquiry, message: "a".repeat(5001) },
      { message: "Your message can be at most 5000 characters." },
    ],
    ["a number for a name", { ...enquiry, firstName: 7 }, { firstName: "Please enter your first name." }],
    ["an unknown source", { ...enquiry, source: "somewhere" }, { source: "Unknown form." }],
  ])("answers 400 for %s and stores nothing", async (_case, payload, errors) => {
    const response = await submit(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: "Please correct the highlighted fields.", errors });
    expect(await storedEnquiries()).toEqual([]);
    expect(await storedEmails()).toEqual([]);
  });

  it.each([
    [
      "malformed JSON",
      '{"firstName": "Priya",',
      { "content-type": "application/json" },
      400,
      "The request body is not valid JSON.",
    ],
    ["an empty JSON body", "", { "content-type": "application/json" }, 400, "The request body is empty."],
    ["a JSON array", "[1,2]", { "content-type": "application/json" }, 400, "Please correct the highlighted fields."],
    ["plain text", "hello", { "content-type": "text/plain" }, 415, "Send the request as application/json."],
    [
      "a form post",
      "firstName=Priya",
      { "content-type": "application/x-www-form-urlencoded" },
      415,
      "Send the request as application/json.",
    ],
    [
      "a body over 64 KB",
      JSON.stringify({ ...enquiry, message: "a".repeat(70_000) }),
      { "content-type": "application/json" },
      413,
      "The request body is too large.",
    ],
  ])("answers %s with a JSON %i, never a 500", async (_case, payload, headers, status, message) => {
    const response = await subject.app.inject({ method: "POST", url: "/contactus/submit", payload, headers });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await storedEnquiries()).toEqual([]);
  });

  it("stores a filled honeypot as spam, mails nobody and answers like a success", async () => {
    const response = await submit({ ...enquiry, website: "https://cheap-seo.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json().success).toBe(true);
    const [stored] = await storedEnquiries();
    expect(stored?.isSpam).toBe(true);
    expect(await storedEmails()).toEqual([]);
  });
});

describe("the enquiry rate limit", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({}, { FORM_RATE_LIMIT: "5" });
  });
  afterAll(() => subject.app.close());

  /** Each enquiry from a visitor of their own: the client's quota alone counts (each address has its own). */
  let visitors = 0;
  const fromVisitor = () => ({ ...enquiry, email: `visitor.${(visitors += 1)}@example.in` });
  const submitFrom = (remoteAddress: string) =>
    subject.app.inject({ method: "POST", url: "/contactus/submit", payload: fromVisitor(), remoteAddress });

  it("answers the sixth enquiry from one address in 10 minutes with 429, other addresses unaffected", async () => {
    for (let i = 0; i < 5; i += 1) expect((await submitFrom("203.0.113.7")).statusCode).toBe(201);
    const limited = await submitFrom("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: "Too many submissions from your address. Please try again in 10 minutes.",
    });
    expect((await submitFrom("203.0.113.8")).statusCode).toBe(201);

    const fromLimited = await subject.database.db.select().from(enquiries).where(eq(enquiries.clientIp, "203.0.113.7"));
    expect(fromLimited).toHaveLength(5);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
  });

  it("counts only accepted enquiries: a visitor's mistakes do not use up the allowance", async () => {
    const invalid = () =>
      subject.app.inject({
        method: "POST",
        url: "/contactus/submit",
        payload: { ...enquiry, email: "not an address" },
        remoteAddress: "203.0.113.20",
      });
    for (let i = 0; i < 8; i += 1) expect((await invalid()).statusCode).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await submitFrom("203.0.113.20")).statusCode).toBe(201);
    expect((await submitFrom("203.0.113.20")).statusCode).toBe(429);
  });

  it("ignores X-Forwarded-For when no proxy is trusted, so a client cannot pick a fresh address", async () => {
    const spoofing = (n: number) =>
      subject.app.inject({
        method: "POST",
        url: "/contactus/submit",
        payload: fromVisitor(),
        remoteAddress: "203.0.113.30",
        headers: { "x-forwarded-for": `198.51.100.${n}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await spoofing(i)).statusCode).toBe(201);
    expect((await spoofing(99)).statusCode).toBe(429);
  });
});

describe("the enquiry rate limit behind a trusted proxy", () => {
  it("counts each visitor by the address the proxy names, and only the configured proxy is believed", async () => {
    const subject = await buildTestApp({}, { FORM_RATE_LIMIT: "1", TRUST_PROXY: "10.0.0.0/8" });
    const through = (proxy: string, visitor: string) =>
      subject.app.inject({
        method: "POST",
        url: "/contactus/submit",
        payload: { ...enquiry, email: `visitor.${visitor}@example.in` },
        remoteAddress: proxy,
        headers: { "x-forwarded-for": visitor },
      });
    expect((await through("10.1.2.3", "198.51.100.1")).statusCode).toBe(201);
    expect((await through("10.1.2.3", "198.51.100.2")).statusCode).toBe(201);
    expect((await through("10.1.2.3", "198.51.100.1")).statusCode).toBe(429);
    // Not the proxy: its header is the client's own claim.
    expect((await through("192.0.2.50", "198.51.100.3")).statusCode).toBe(201);
    expect((await through("192.0.2.50", "198.51.100.4")).statusCode).toBe(429);
    const addresses = (await subject.database.db.select().from(enquiries)).map((row) => row.clientIp).sort();
    expect(addresses).toEqual(["192.0.2.50", "198.51.100.1", "198.51.100.2"]);
    await subject.app.close();
  });
});
