import { Readable } from "node:stream";

import { Splitter } from "@zone-eu/mailsplit";
import type { ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../db/db";
import { outboxEmails } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { startSmtpListener, type SmtpListener } from "../../test-support/smtp-listener";
import { timeChangeEmails } from "../applications/interview-emails";
import { bookingEmails, cancellationEmails, rescheduleEmails } from "../bookings/booking-emails";
import type { ConfirmedBooking } from "../bookings/call-invite";
import { enquiryReplyEmail } from "../enquiries/enquiry-reply-email";
import { createOutboxWorker, queueEmails, type OutgoingEmail } from "./mail-outbox";

type Part = { contentType: string; parent: string | undefined; disposition: string | undefined };

/** A raw message's leaf parts, each with its media type and its parent's, as a mail client walks them. */
async function partsOf(raw: string): Promise<Part[]> {
  const parts: Part[] = [];
  for await (const data of Readable.from([raw]).pipe(new Splitter())) {
    if (data.type !== "node" || data.multipart) continue;
    const parent = data.parentNode ? data.parentNode.multipart : false;
    parts.push({
      contentType: data.headers.getFirst("content-type"),
      parent: parent ? `multipart/${parent}` : undefined,
      disposition: data.headers.getFirst("content-disposition") || undefined,
    });
  }
  return parts;
}

/** A message as it came over the wire, and as a mail program reads it. */
type Received = { raw: string; parsed: ParsedMail };

const startsAt = new Date("2031-03-04T06:00:00Z");
const call: ConfirmedBooking & { sequence: number } = {
  reference: "NX-DEMO-4821",
  firstName: "Meera",
  lastName: "Kapoor",
  email: "meera.kapoor@example.in",
  phone: "+91 98100 00000",
  message: "",
  domain: "Cloud services",
  startsAt,
  meetingUrl: "https://meet.jit.si/nexora-demo-4821",
  consultant: { name: "Arjun Mehta", email: "arjun@test.example", meetingKind: "jitsi" },
  sequence: 1,
};
const salesEmail = "sales@test.example";
const links = { manageLink: "https://nexora.test/demo/manage/x", deskLink: "https://nexora.test/admin/bookings/1" };

describe("invitations as mail clients read them", () => {
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
  const clearReceived = () => {
    smtp.messages.length = 0;
    smtp.rawMessages.length = 0;
  };
  afterEach(async () => {
    await database.db.delete(outboxEmails);
    clearReceived();
  });

  /** Queues the e-mails, sends them through the outbox to a real SMTP server, and answers each as it arrived. */
  async function sent(emails: OutgoingEmail[]): Promise<Map<string, Received>> {
    await queueEmails(database.db, emails, new Date());
    const worker = createOutboxWorker({
      db: database.db,
      transport: nodemailer.createTransport(smtp.url),
      clock: () => new Date(),
      log: { info: () => {}, warn: () => {}, error: () => {} },
    });
    expect(await worker.runOnce()).toBe(emails.length);
    return new Map(
      smtp.rawMessages.map((raw, n) => [smtp.messages[n]!.subject ?? "", { raw, parsed: smtp.messages[n]! }]),
    );
  }

  /** The one message whose subject starts so. */
  const message = (messages: Map<string, Received>, subject: string) =>
    [...messages].find(([messageSubject]) => messageSubject.startsWith(subject))![1];

  async function expectInvitation({ raw, parsed }: Received, method: "REQUEST" | "CANCEL", sequence: number) {
    const parts = await partsOf(raw);
    const alternative = parts.filter((part) => part.parent === "multipart/alternative");
    expect(alternative.map((part) => part.contentType.split(";")[0])).toEqual([
      "text/plain",
      "text/html",
      "text/calendar",
    ]);
    expect(alternative[2]!.contentType).toMatch(new RegExp(`method=${method}`, "i"));
    expect(alternative[2]!.disposition).toBeUndefined();
    // The same event attached as a file, for clients that only read attachments.
    const attached = parts.filter((part) => part.disposition?.startsWith("attachment"));
    expect(attached.map((part) => part.parent)).toEqual(["multipart/mixed"]);

    const [inline, file] = parsed.attachments;
    expect(parsed.attachments.map((part) => part.contentType)).toEqual(["text/calendar", "application/ics"]);
    expect(file!.content.toString("utf8")).toBe(inline!.content.toString("utf8"));
    const event = inline!.content.toString("utf8").replace(/\r\n[ \t]/g, "");
    expect(event).toContain(`METHOD:${method}`);
    expect(event).toContain(`SEQUENCE:${sequence}`);
    expect(event).toMatch(/^PRODID:-\/\/Nexora Technologies\/\/[A-Za-z ]+\/\/EN\r?$/m);
    expect(parsed.headers.get("auto-submitted")).toBe("auto-generated");
  }

  it("sends a booking's, a move's and a cancellation's invitations as iMIP, to the visitor and the consultant", async () => {
    const booked = await sent(bookingEmails(call, { salesEmail, ...links }));
    await expectInvitation(message(booked, "Your free demo call"), "REQUEST", 0);
    await expectInvitation(message(booked, "Demo call for you"), "REQUEST", 0);
    // The note to sales carries no invitation, yet is automatic too.
    const note = message(booked, "Demo booked");
    expect((await partsOf(note.raw)).map((part) => part.contentType.split(";")[0])).toEqual([
      "text/plain",
      "text/html",
    ]);
    expect(note.parsed.headers.get("auto-submitted")).toBe("auto-generated");
    clearReceived();

    const moved = await sent(
      rescheduleEmails(
        { ...call, startsAt: new Date(startsAt.getTime() + 3_600_000), sequence: 1 },
        { salesEmail, ...links, previousStartsAt: startsAt },
      ),
    );
    await expectInvitation(message(moved, "Your demo call is moved to"), "REQUEST", 1);
    clearReceived();

    const cancelled = await sent(
      cancellationEmails(
        { ...call, sequence: 2 },
        { salesEmail, reason: "", cancelledBy: "visitor", deskLink: links.deskLink },
      ),
    );
    await expectInvitation(message(cancelled, "Your demo call on"), "CANCEL", 2);
  });

  it("sends an interview's invitation as iMIP to the candidate and each interviewer", async () => {
    const interview = {
      interviewId: "7d0c1a52-4a8e-4d0b-9a43-2f7e0d1b9c11",
      applicationId: "0b1f8f5e-9d2c-4c43-8a0e-5a6b7c8d9e10",
      reference: "NX-APP-1234",
      candidateName: "Kavya Nair",
      candidateEmail: "kavya.nair@example.in",
      jobTitle: "Data Engineer",
      stageName: "Technical interview",
      startsAt,
      durationMinutes: 45,
      meetingUrl: null,
      sequence: 0,
      panel: [{ name: "Ravi Iyer", address: "ravi@test.example" }],
    };
    const messages = await sent(
      timeChangeEmails(interview, "chosen", {
        careersEmail: "careers@test.example",
        candidateLink: "https://nexora.test/interviews/x",
        interviewPageUrl: "https://nexora.test/admin/interviews/1",
      }),
    );
    expect(messages.size).toBe(2);
    for (const raw of messages.values()) await expectInvitation(raw, "REQUEST", 0);
  });

  it("sends a reply a staff member wrote without Auto-Submitted", async () => {
    const messages = await sent([
      enquiryReplyEmail(
        { name: "Rahul Verma", email: "rahul.verma@example.in", receivedAt: startsAt },
        { subject: "About your ERP rollout", body: "Happy to talk on Thursday." },
        { sender: { name: "Priya Sharma", email: "priya@test.example" }, salesEmail },
      ),
    ]);
    expect(message(messages, "About your ERP rollout").parsed.headers.has("auto-submitted")).toBe(false);
  });
});
