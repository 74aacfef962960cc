import { eq } from "drizzle-orm";
import type { AddressObject } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { Database } from "../db/db";
import { outboxEmails } from "../db/schema";
import { buildTestApp } from "../../test-support/test-app";
import { openTestDatabase } from "../../test-support/test-database";
import { freePort } from "../../test-support/free-port";
import { startSmtpListener, type SmtpListener } from "../../test-support/smtp-listener";
import { recordEnquiry } from "../enquiries/enquiries";
import { createOutboxWorker, queueEmails, retryDelayMs, smtpTransport, type OutboxWorkerOptions } from "./mail-outbox";

const submission = {
  firstName: "Rahul",
  lastName: "Verma",
  email: "rahul.verma@example.in",
  phone: "",
  message: "Please quote for an ERP rollout across two plants in Manesar.",
  source: "contact",
};

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((object) => object.value.map((entry) => entry.address));

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A clock the test moves forward by hand. */
function manualClock() {
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  return Object.assign(clock, { advance: (ms: number) => (offsetMs += ms) });
}

describe("the mail outbox", () => {
  let database: Database;
  let smtp: SmtpListener;
  beforeAll(async () => {
    database = await openTestDatabase();
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  afterEach(async () => {
    await database.db.delete(outboxEmails);
    smtp.messages.length = 0;
  });

  /** The enquiry's two e-mails, queued now: the notification to sales and the visitor's auto-reply. */
  const queueEnquiryEmails = () =>
    recordEnquiry(database.db, submission, {
      salesEmail: "sales@test.example",
      publicSiteUrl: "https://nexora.test",
      clientIp: "127.0.0.1",
      now: new Date(),
    });

  /** A worker on the test's outbox that logs nothing: `clock` moves only when the test moves it. */
  const outboxWorker = (
    transport: OutboxWorkerOptions["transport"],
    options: Partial<Pick<OutboxWorkerOptions, "clock" | "maxAttempts" | "batchSize">> = {},
  ) => createOutboxWorker({ db: database.db, transport, clock: manualClock(), log: silentLog, ...options });

  const statuses = () =>
    database.db.select({ status: outboxEmails.status, attempts: outboxEmails.attempts }).from(outboxEmails);

  it("delivers the notification with Reply-To the visitor and the auto-reply with the 24-hour promise", async () => {
    await queueEnquiryEmails();
    const worker = outboxWorker(nodemailer.createTransport(smtp.url));
    expect(await worker.runOnce()).toBe(2);

    const notification = smtp.messages.find((message) => message.subject === "New enquiry from Rahul Verma");
    expect(addressesOf(notification?.to)).toEqual(["sales@test.example"]);
    expect(notification?.replyTo?.value).toEqual([{ name: "Rahul Verma", address: "rahul.verma@example.in" }]);
    expect(notification?.text).toContain(submission.message);
    // The HTML part travels beside the text, as it was rendered when the enquiry was accepted.
    expect(notification?.html).toContain("<title>New enquiry from Rahul Verma</title>");
    expect(notification?.html).toContain(submission.message);

    const autoReply = smtp.messages.find(
      (message) => message.subject === "We have received your message | Nexora Technologies",
    );
    expect(addressesOf(autoReply?.to)).toEqual(["rahul.verma@example.in"]);
    expect(autoReply?.text).toContain("typically within 24 business hours");

    expect(await statuses()).toEqual([
      { status: "sent", attempts: 1 },
      { status: "sent", attempts: 1 },
    ]);
    expect(await worker.runOnce()).toBe(0);
  });

  it("keeps e-mails a busy server refuses and delivers them after the back-off", async () => {
    await queueEnquiryEmails();
    const clock = manualClock();
    const worker = outboxWorker(nodemailer.createTransport(smtp.url), { clock });

    smtp.refuseNext(2);
    expect(await worker.runOnce()).toBe(0);
    const [refused] = await database.db.select().from(outboxEmails);
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused?.lastError).toContain("Mailbox busy");

    // Not due yet: nothing is retried before the back-off has passed.
    expect(await worker.runOnce()).toBe(0);
    clock.advance(retryDelayMs(1) + 1_000);
    expect(await worker.runOnce()).toBe(2);
    expect(smtp.messages).toHaveLength(2);
    expect(await statuses()).toEqual([
      { status: "sent", attempts: 2 },
      { status: "sent", attempts: 2 },
    ]);
  });

  it("loses nothing while the mail server is down, and sends once it is back", async () => {
    await queueEnquiryEmails();
    const port = await freePort();
    const clock = manualClock();
    const worker = outboxWorker(nodemailer.createTransport(`smtp://127.0.0.1:${port}`), { clock });

    expect(await worker.runOnce()).toBe(0);
    clock.advance(retryDelayMs(1) + 1_000);
    expect(await worker.runOnce()).toBe(0);
    expect(await statuses()).toEqual([
      { status: "pending", attempts: 2 },
      { status: "pending", attempts: 2 },
    ]);

    const revived = await startSmtpListener(port);
    try {
      clock.advance(retryDelayMs(2) + 1_000);
      expect(await worker.runOnce()).toBe(2);
      expect(revived.messages.map((message) => message.subject).sort()).toEqual([
        "New enquiry from Rahul Verma",
        "We have received your message | Nexora Technologies",
      ]);
    } finally {
      await revived.close();
    }
  });

  it("gives up after the last attempt and marks the e-mail failed", async () => {
    await queueEnquiryEmails();
    const clock = manualClock();
    const worker = outboxWorker(
      { sendMail: () => Promise.reject(new Error("550 mailbox unavailable")) },
      { clock, maxAttempts: 2 },
    );
    await worker.runOnce();
    clock.advance(retryDelayMs(1) + 1_000);
    await worker.runOnce();
    const rows = await database.db.select().from(outboxEmails).where(eq(outboxEmails.status, "failed"));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.lastError).toBe("550 mailbox unavailable");
  });

  it("sends an e-mail queued before HTML parts existed as its text alone", async () => {
    await database.db.insert(outboxEmails).values({
      kind: "enquiry.auto-reply",
      fromAddress: "sales@test.example",
      toAddress: "rahul.verma@example.in",
      subject: "An older e-mail",
      textBody: "Thank you for writing.",
      createdAt: new Date(),
      nextAttemptAt: new Date(),
    });
    const worker = outboxWorker(nodemailer.createTransport(smtp.url));
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.messages[0]?.text?.trim()).toBe("Thank you for writing.");
    expect(smtp.messages[0]?.html).toBe(false);
  });

  it("sends each of 200 e-mails once, under its own Message-ID, with two workers at it over pooled connections", async () => {
    const count = 200;
    const batchSize = 25;
    const queuedIds = await queueEmails(
      database.db,
      Array.from({ length: count }, (_, n) => ({
        kind: "enquiry.auto-reply",
        from: { name: "Nexora Technologies", address: "sales@test.example" },
        to: { name: `Reader ${n}`, address: `reader-${n}@example.in` },
        subject: `E-mail ${n}`,
        text: `E-mail number ${n}.`,
        html: `<p>E-mail number ${n}.</p>`,
      })),
      new Date(),
    );
    // As two server processes would: each its own pooled transport, both claiming from one outbox.
    // The first holds its batch unsent until the second has finished, which must leave that batch alone.
    const transports = [smtpTransport(smtp.url), smtpTransport(smtp.url)] as const;
    let firstHasClaimed!: () => void;
    const claimed = new Promise<void>((resolve) => (firstHasClaimed = resolve));
    let releaseFirst!: () => void;
    const released = new Promise<void>((resolve) => (releaseFirst = resolve));
    const holdingTransport = {
      sendMail: async (mail: Parameters<(typeof transports)[0]["sendMail"]>[0]) => {
        firstHasClaimed();
        await released;
        return transports[0].sendMail(mail);
      },
    };
    const worker = (transport: OutboxWorkerOptions["transport"]) => outboxWorker(transport, { batchSize });
    try {
      const first = worker(holdingTransport).runOnce();
      await claimed;
      const bySecond = await worker(transports[1]).runOnce();
      releaseFirst();
      const byFirst = await first;
      expect([byFirst, bySecond]).toEqual([batchSize, count - batchSize]);
    } finally {
      for (const transport of transports) transport.close();
    }

    const messageIds = smtp.messages.map((message) => message.messageId);
    expect(messageIds).toHaveLength(count);
    expect(new Set(messageIds)).toEqual(new Set(queuedIds.map((id) => `<${id}@test.example>`)));
    const rows = await statuses();
    expect(rows.filter((row) => row.status === "sent" && row.attempts === 1)).toHaveLength(count);
  });

  it("doubles the retry delay from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });
});

describe("an enquiry through the API with SMTP_URL set", () => {
  it("arrives as two e-mails at the SMTP server", async () => {
    const smtp = await startSmtpListener();
    const { app } = await buildTestApp({}, { SMTP_URL: smtp.url });
    try {
      await app.ready();
      const response = await app.inject({ method: "POST", url: "/contactus/submit", payload: submission });
      expect(response.statusCode).toBe(201);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 10_000, interval: 50 });
    } finally {
      await app.close();
      await smtp.close();
    }
  });
});
