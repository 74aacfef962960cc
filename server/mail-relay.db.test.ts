import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { minimumQualificationQuestions } from "../domain/applications/job-application";
import { outboxEmails } from "./db/schema";
import { seed } from "./db/seed";
import { seedJobs } from "./db/seed-jobs";
import { queueEmails } from "./outbox/mail-outbox";
import { startSmtpListener, type SmtpListener } from "../test-support/smtp-listener";
import { buildTestApp, type TestApp } from "../test-support/test-app";

// docs/security.md, "Mail relay": a name is a name, never a list of recipients.
const relayName = "Eve <victim1@example.org>, victim2@example.org,";
const visitor = "visitor@example.in";
const now = new Date("2026-11-23T04:30:00Z"); // Monday 10:00 IST

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function applicationBody(fullName: string) {
  const form = new FormData();
  const values: Record<string, string> = {
    jobId: seedJobs[0]!.id,
    fullName,
    email: visitor,
    phone: "+91 90000 11111",
    city: "Noida",
    preferredLocation: "Remote (India)",
    eligibleToWork: "yes",
    requiresSponsorship: "no",
    minimumQualifications: JSON.stringify(minimumQualificationQuestions.map((text) => ({ text, answer: "yes" }))),
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  form.append("resume", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "cv.pdf");
  return new Request("http://localhost/", { method: "POST", body: form });
}

describe("no form can send mail to anyone but the visitor and the company", () => {
  let subject: TestApp;
  let smtp: SmtpListener;
  let dataDir: string;

  beforeAll(async () => {
    smtp = await startSmtpListener();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-relay-test-"));
    subject = await buildTestApp(
      { clock: () => now },
      { SMTP_URL: smtp.url, DATA_DIR: dataDir, CAREERS_EMAIL: "careers@test.example" },
    );
    await seed(subject.database.db, now);
    await subject.app.ready();
  });
  afterAll(async () => {
    await subject.app.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    smtp.messages.length = 0;
    smtp.envelopes.length = 0;
  });

  /** Waits until the outbox worker has delivered `count` messages, then answers their recipients. */
  async function deliveredRecipients(count: number): Promise<string[][]> {
    await expect.poll(() => smtp.envelopes.length, { timeout: 10_000 }).toBe(count);
    return smtp.envelopes.map((recipients) => [...recipients].sort()).sort();
  }

  const forms = [
    {
      name: "the contact form",
      field: "firstName",
      send: (name: string) =>
        subject.app.inject({
          method: "POST",
          url: "/contactus/submit",
          payload: { firstName: name, lastName: "Sharma", email: visitor, phone: "", message: "Hello" },
        }),
      company: "sales@test.example",
    },
    {
      name: "the booking form",
      field: "lastName",
      send: (name: string) =>
        subject.app.inject({
          method: "POST",
          url: "/demo/book",
          payload: {
            firstName: "Priya",
            lastName: name,
            email: visitor,
            phone: "+91 98100 12345",
            message: "",
            domain: "Web development",
            date: "2026-11-24",
            time: name === "" ? "10:00 AM" : "10:30 AM",
          },
        }),
      company: "sales@test.example",
    },
    {
      name: "the job application",
      field: "fullName",
      send: async (name: string) => {
        const request = applicationBody(name);
        return subject.app.inject({
          method: "POST",
          url: "/api/applications",
          payload: Buffer.from(await request.arrayBuffer()),
          headers: { "content-type": request.headers.get("content-type")! },
        });
      },
      company: "careers@test.example",
    },
  ];

  it.each(forms)("$name refuses a name written as an address list, with a sentence, and mails nobody", async (form) => {
    const response = await form.send(relayName);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[form.field]).toMatch(/cannot contain < > @ , ; " or control characters\.$/);
    expect(await subject.database.db.select().from(outboxEmails)).toEqual([]);
  });

  // Names greet the visitor ("Dear …,") in mail to whatever address was typed.
  it.each(
    forms.flatMap((form) => [
      { ...form, value: "Claim your prize at http://evil.example/win", message: "cannot contain a web address." },
      { ...form, value: "=?utf-8?b?Y2VvQG5leG9yYXRlY2guaW4=?=", message: 'cannot contain "=?".' },
    ]),
  )("$name refuses $value as a name, with a sentence, and mails nobody", async (form) => {
    const response = await form.send(form.value);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[form.field]).toContain(form.message);
    expect(await subject.database.db.select().from(outboxEmails)).toEqual([]);
  });

  it.each(forms)("$name mails exactly the visitor and the company", async (form) => {
    const response = await form.send(form.field === "lastName" ? "" : "Priya");
    expect(response.statusCode).toBe(201);
    expect(await deliveredRecipients(2)).toEqual([[form.company], [visitor]]);
    await subject.database.db.delete(outboxEmails);
  });

  it("hands names to the mail library as display names, so even a name that got past the rules adds no recipient", async () => {
    await queueEmails(
      subject.database.db,
      [
        {
          kind: "test.relay",
          from: { name: "Nexora Technologies", address: "sales@test.example" },
          to: { name: relayName, address: visitor },
          replyTo: { name: `${relayName}\r\nBcc: victim3@example.org`, address: visitor },
          subject: "Structured addresses",
          text: "Hello",
          html: "<p>Hello</p>",
        },
      ],
      now,
    );
    // Queued without a wake-up: the outbox worker finds it on its next poll.
    expect(await deliveredRecipients(1)).toEqual([[visitor]]);
    const [message] = smtp.messages;
    expect(message?.to && "value" in message.to ? message.to.value : []).toEqual([
      { name: relayName, address: visitor },
    ]);
    expect(message?.headers.get("bcc")).toBeUndefined();
    await subject.database.db.delete(outboxEmails);
  });
});
