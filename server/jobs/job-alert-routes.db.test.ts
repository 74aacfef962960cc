import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { jobAlertSubscriptions } from "../db/schema";
import { confirmJobAlert } from "./job-alerts";
import { createJob, setJobStatus } from "./job-admin";
import { system } from "../kernel/audit/audit";
import { sampleJobForm } from "../../test-support/sample-job-form";
import { queuedTexts, sendAnAlert } from "../../test-support/job-alert-sent";
import { startSmtpListener, type SmtpListener } from "../../test-support/smtp-listener";
import { buildTestApp, type TestApp } from "../../test-support/test-app";
import { noticeVersion } from "../../domain/privacy/notices";
import { unknownNoticeLanguageMessage } from "../../domain/privacy/notice-shown";

// The outbox sends what is due by the clock, and a queued e-mail is due from the database's own now.
const now = new Date();
const later = new Date(now.getTime() + 2 * 3_600_000);
const site = "https://nexoratech.example";
const mail = { publicSiteUrl: site, careersEmail: "careers@test.example" };
const valid = { email: "meera.iyer@example.in", keyword: "react", location: "Gwalior" };

describe("the job-alert API", () => {
  let subject: TestApp;
  let smtp: SmtpListener;
  let clockNow = now;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    subject = await buildTestApp(
      { clock: () => clockNow },
      { SMTP_URL: smtp.url, PUBLIC_SITE_URL: site, CAREERS_EMAIL: "careers@test.example" },
    );
    await subject.app.ready();
  });
  afterAll(async () => {
    await subject.app.close();
    await smtp.close();
  });
  beforeEach(async () => {
    clockNow = now;
    await subject.database.db.execute(
      sql`truncate job_alert_subscriptions, job_alert_recipients, outbox_emails, idempotent_requests, jobs cascade`,
    );
  });

  const inject = (options: InjectOptions) => subject.app.inject(options);
  const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
    inject({ method: "POST", url: "/api/job-alerts", payload: payload as object, headers });
  const stored = () => subject.database.db.select().from(jobAlertSubscriptions);
  const mailText = (kind: string) => queuedTexts(subject.database.db, kind);

  /** A confirmed subscription, a job that opened after it and the alert queued: answers the one-click URL's path. */
  async function alertedSubscription() {
    await subscribe(valid);
    clockNow = later;
    return sendAnAlert(subject.database.db, { confirmedAt: now, openedAt: later, mail });
  }

  describe("POST /api/job-alerts", () => {
    it("records the privacy notice the visitor was shown, or none when an API client sends none", async () => {
      expect((await subscribe({ ...valid, noticeVersion, noticeLanguage: "hi" })).statusCode).toBe(202);
      expect((await subscribe({ ...valid, email: "api.client@example.in" })).statusCode).toBe(202);
      const rows = await stored();
      expect(rows.find((row) => row.email === valid.email)).toMatchObject({ noticeVersion, noticeLanguage: "hi" });
      expect(rows.find((row) => row.email === "api.client@example.in")).toMatchObject({
        noticeVersion: null,
        noticeLanguage: null,
      });
    });

    it("refuses a notice language not offered with 400, and saves nothing", async () => {
      const response = await subscribe({ ...valid, noticeVersion, noticeLanguage: "fr" });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: { noticeLanguage: unknownNoticeLanguageMessage },
      });
      expect(await stored()).toEqual([]);
      expect(await mailText("job-alert.confirmation")).toEqual([]);
    });

    it("answers 202 and nothing more, and queues the confirmation", async () => {
      const response = await subscribe(valid);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, data: {} });
      expect(await stored()).toHaveLength(1);
      expect(await mailText("job-alert.confirmation")).toHaveLength(1);
    });

    it("answers an address with confirmed alerts, or one past its daily cap, exactly as a new one", async () => {
      const first = await subscribe(valid);
      const [confirmation] = await mailText("job-alert.confirmation");
      await confirmJobAlert(subject.database.db, /confirm\/([\w-]+)/.exec(confirmation!)![1]!, now);
      const answers = [first];
      for (let index = 0; index < 6; index += 1) answers.push(await subscribe({ ...valid, keyword: `k${index}` }));
      const fresh = await subscribe({ ...valid, email: "someone.else@example.in" });
      for (const answer of [...answers, fresh]) {
        expect(answer.statusCode).toBe(202);
        expect(answer.body).toBe(fresh.body);
      }
    });

    it("takes a place where a job is open, which the careers filter offers beside the specification's", async () => {
      const { id } = await createJob(subject.database.db, system, sampleJobForm(now, { location: "New Delhi" }), now);
      await setJobStatus(subject.database.db, system, id, "open", now);
      const response = await subscribe({ ...valid, location: "New Delhi" });
      expect(response.statusCode).toBe(202);
      expect(await stored()).toMatchObject([{ location: "New Delhi" }]);
    });

    it.each([
      [{ ...valid, email: "meera@" }, "email", "Please enter a valid email address."],
      [{ ...valid, email: "a@example.in, b@example.in" }, "email", "Please enter a valid email address."],
      [{ keyword: "react" }, "email", "Please enter your email address."],
      [{ ...valid, location: "Mumbai" }, "location", "Please choose one of the offered locations."],
      [{ ...valid, keyword: "r".repeat(101) }, "keyword", "Alerts can follow a search of at most 100 characters."],
      [
        { ...valid, keyword: "re\u0000act" },
        "keyword",
        "This field contains a control character or a broken character. Please remove it.",
      ],
      [{ ...valid, keyword: ["react"] }, "keyword", "The search keyword must be text."],
    ])("refuses %j with a message for %s, and stores nothing", async (payload, field, message) => {
      const response = await subscribe(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
      expect(await stored()).toEqual([]);
    });

    it("refuses a body that is not JSON, and an unpolluted prototype stays so", async () => {
      const text = await inject({
        method: "POST",
        url: "/api/job-alerts",
        payload: "email=meera@example.in",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual({ success: false, message: "Send the request as application/json." });
      const polluted = await subscribe(`{"__proto__":{"polluted":"yes"},"email":"meera@example.in"}`, {
        "content-type": "application/json",
      });
      expect(polluted.statusCode).toBe(202);
      expect("polluted" in {}).toBe(false);
    });

    it("stores one subscription for a retried request with the same Idempotency-Key", async () => {
      const key = { "idempotency-key": "3f1d2c44-alerts" };
      const [first, retry] = [await subscribe(valid, key), await subscribe(valid, key)];
      expect([first.statusCode, retry.statusCode]).toEqual([202, 202]);
      expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(await stored()).toHaveLength(1);
    });

    it("is limited per client address like the other forms", async () => {
      const limited = await buildTestApp({}, { FORM_RATE_LIMIT: "1" });
      try {
        const send = () => limited.app.inject({ method: "POST", url: "/api/job-alerts", payload: valid });
        expect((await send()).statusCode).toBe(202);
        const refused = await send();
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe("Too many submissions from your address. Please try again in 10 minutes.");
      } finally {
        await limited.app.close();
      }
    });
  });

  describe("the one-click unsubscribe of RFC 8058", () => {
    it("delivers alerts over SMTP to the subscriber alone, with List-Unsubscribe headers naming it", async () => {
      smtp.messages.length = 0;
      smtp.envelopes.length = 0;
      const path = await alertedSubscription();
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(2);
      const alert = smtp.messages.find((message) => message.subject?.startsWith("New job:"))!;
      expect(smtp.envelopes).toEqual([[valid.email], [valid.email]]);
      expect(alert.headerLines.find((line) => line.key === "list-unsubscribe-post")?.line).toBe(
        "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
      );
      expect(alert.headerLines.find((line) => line.key === "list-unsubscribe")?.line.replace(/\r\n\s+/g, " ")).toBe(
        `List-Unsubscribe: <${site}${path}>`,
      );
    });

    it.each([
      ["urlencoded", { "content-type": "application/x-www-form-urlencoded" }, "List-Unsubscribe=One-Click"],
      [
        "multipart",
        { "content-type": "multipart/form-data; boundary=xyz" },
        '--xyz\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--xyz--\r\n',
      ],
    ])(
      "takes a provider's cross-site POST (%s), answers without a page, and a second one 404",
      async (_kind, headers, payload) => {
        const path = await alertedSubscription();
        const post = () =>
          inject({ method: "POST", url: path, payload, headers: { ...headers, origin: "https://mail.google.com" } });
        const response = await post();
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ success: true, data: { unsubscribed: true } });
        expect(await stored()).toEqual([]);
        const again = await post();
        expect(again.statusCode).toBe(404);
        expect(again.json()).toEqual({
          success: false,
          message: "No job alerts belong to this link: they were stopped already, or the link is incomplete.",
        });
      },
    );

    it("sends a browser that opens the address to the page with the button, changing nothing", async () => {
      const path = await alertedSubscription();
      const opened = await inject({ method: "GET", url: path });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toBe(path.replace("/api/job-alerts/", "/job-alerts/"));
      expect(await stored()).toHaveLength(1);
    });

    it("answers other methods 405, and a body over 4 KB 413, as JSON", async () => {
      const path = await alertedSubscription();
      const put = await inject({ method: "PUT", url: path });
      expect(put.statusCode).toBe(405);
      expect(put.headers.allow).toBe("GET, HEAD, POST");
      const large = await inject({
        method: "POST",
        url: path,
        payload: "a".repeat(5000),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toEqual({ success: false, message: "The request body is too large." });
      expect(await stored()).toHaveLength(1);
    });
  });
});
