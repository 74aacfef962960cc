import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { defaultReplySubject, EnquiryReplySchema, type EnquiryReply } from "../../domain/enquiries/enquiry-replies";
import type { Database } from "../db/db";
import { auditLog, contacts, enquiries, enquiryReplies, outboxEmails, staffAccounts } from "../db/schema";
import { openTestDatabase } from "../../test-support/test-database";
import { insertAnanya, insertAnanyasEnquiry } from "../../test-support/sample-contact";
import { enquiryDesk } from "./enquiry-desk";
import { repliesOfEnquiry, sendEnquiryReply, type ReplySender } from "./enquiry-replies";

const now = new Date("2026-11-23T06:30:00Z");
const salesEmail = "sales@nexoratech.in";

describe("a reply from the enquiry's page", () => {
  let database: Database;
  let sender: ReplySender;
  let contactId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [account] = await database.db
      .insert(staffAccounts)
      .values({ email: "sunita.rao@nexoratech.in", name: "Sunita Rao", role: "sales", createdAt: now })
      .returning({ id: staffAccounts.id, email: staffAccounts.email, name: staffAccounts.name });
    sender = account!;
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(outboxEmails);
    await database.db.delete(enquiries);
    await database.db.delete(contacts);
    contactId = await insertAnanya(database.db, now);
  });

  const enquiry = (overrides: Partial<typeof enquiries.$inferInsert> = {}) =>
    insertAnanyasEnquiry(database.db, { contactId, createdAt: new Date("2026-11-22T04:00:00Z"), ...overrides });

  const reply = (input: Partial<EnquiryReply> = {}): EnquiryReply =>
    EnquiryReplySchema.parse({
      subject: defaultReplySubject,
      body: "Dear {firstName},\n\nThank you for writing. Could we call you on Tuesday?\n\nWarm regards,\n{staffName}",
      ...input,
    });

  const send = (id: string, input: EnquiryReply = reply(), at = now) =>
    sendEnquiryReply(database.db, sender, id, input, { salesEmail, now: at });

  /** Every row a refused reply must leave as it was. */
  const everything = async () => ({
    enquiries: await database.db.select().from(enquiries),
    replies: await database.db.select().from(enquiryReplies),
    emails: await database.db.select().from(outboxEmails),
    audit: await database.db.select().from(auditLog),
    contacts: await database.db.select().from(contacts),
  });

  it("queues the e-mail from the sender's name at the sales address, Reply-To the sender, to the enquirer", async () => {
    const id = await enquiry();
    const emailId = await send(id);

    const [email] = await database.db.select().from(outboxEmails);
    expect(email).toMatchObject({
      id: emailId,
      kind: "enquiry.reply",
      status: "pending",
      fromName: "Sunita Rao at Nexora Technologies",
      fromAddress: salesEmail,
      replyToName: "Sunita Rao",
      replyToAddress: "sunita.rao@nexoratech.in",
      toName: "Ananya Iyer",
      toAddress: "Ananya.Iyer@example.in",
      subject: "Re: your enquiry to Nexora Technologies",
      nextAttemptAt: now,
    });
    // The placeholders filled in, in both parts; the sender's own message is not quoted back.
    expect(email!.textBody).toContain("Dear Ananya,\n\nThank you for writing. Could we call you on Tuesday?");
    expect(email!.textBody).toContain("Warm regards,\nSunita Rao");
    expect(email!.textBody).toContain("You wrote to Nexora Technologies through our website on Sun, 22 Nov 2026.");
    expect(email!.textBody).not.toContain("14 clinics");
    expect(email!.htmlBody).toContain("Dear Ananya,");
  });

  it("records the reply as sent, on the enquiry and its contact, and marks a new enquiry replied with both audit entries", async () => {
    const id = await enquiry();
    const emailId = await send(id);

    expect(await database.db.select().from(enquiryReplies)).toEqual([
      expect.objectContaining({
        enquiryId: id,
        contactId,
        authorId: sender.id,
        authorEmail: sender.email,
        subject: defaultReplySubject,
        body: "Dear Ananya,\n\nThank you for writing. Could we call you on Tuesday?\n\nWarm regards,\nSunita Rao",
        outboxEmailId: emailId,
        createdAt: now,
      }),
    ]);
    const [row] = await database.db.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, id));
    expect(row?.status).toBe("replied");
    const [contact] = await database.db.select().from(contacts);
    expect(contact?.lastActivityAt).toEqual(now);

    const entries = await database.db.select().from(auditLog).orderBy(auditLog.action);
    expect(entries.map((entry) => entry.action)).toEqual(["enquiry.reply", "enquiry.status"]);
    const [replied, status] = entries;
    expect(status).toMatchObject({
      subjectType: "enquiry",
      subjectId: id,
      actorId: sender.id,
      summary: "Marked the enquiry from Ananya Iyer Replied (was New).",
      details: { from: "new", to: "replied" },
    });
    expect(replied).toMatchObject({
      subjectType: "enquiry",
      subjectId: id,
      actorId: sender.id,
      actorEmail: sender.email,
      summary: "E-mailed a reply to Ananya Iyer.",
    });
    // The log says a reply went, never what it said.
    expect(JSON.stringify(replied)).not.toMatch(/Tuesday|your enquiry/);

    expect(await repliesOfEnquiry(database.db, id)).toEqual([
      {
        id: expect.any(String),
        authorName: "Sunita Rao",
        subject: defaultReplySubject,
        body: expect.stringContaining("Could we call you on Tuesday?"),
        createdAt: now,
        delivery: "pending",
      },
    ]);
  });

  it("leaves a replied or closed enquiry's status alone, and lists the replies newest first", async () => {
    const id = await enquiry({ status: "closed" });
    await send(id, reply({ body: "First answer." }));
    await send(id, reply({ body: "Second answer." }), new Date(now.getTime() + 60_000));

    const [row] = await database.db.select({ status: enquiries.status }).from(enquiries);
    expect(row?.status).toBe("closed");
    expect((await database.db.select().from(auditLog)).map((entry) => entry.action)).toEqual([
      "enquiry.reply",
      "enquiry.reply",
    ]);
    expect((await repliesOfEnquiry(database.db, id)).map((sent) => sent.body)).toEqual([
      "Second answer.",
      "First answer.",
    ]);
  });

  it("refuses a spam catch, an unknown enquiry and the same reply pressed twice, changing nothing", async () => {
    const spam = await enquiry({ isSpam: true, contactId: null });
    const id = await enquiry();
    await send(id);
    const before = await everything();

    await expect(send(spam)).rejects.toThrow(
      "This enquiry was caught by the spam trap: the desk sends no reply to it.",
    );
    await expect(send("00000000-0000-4000-8000-000000000000")).rejects.toThrow(
      "This enquiry does not exist (any more).",
    );
    await expect(send("not-an-id")).rejects.toThrow("This enquiry does not exist (any more).");
    await expect(send(id, reply(), new Date(now.getTime() + 60_000))).rejects.toThrow(
      "You sent this same reply a moment ago: it was not sent again.",
    );
    expect(await everything()).toEqual(before);

    // Later, the same words are a reply of their own.
    await send(id, reply(), new Date(now.getTime() + 11 * 60_000));
    expect(await database.db.select().from(enquiryReplies)).toHaveLength(2);
  });

  it("refuses a reply that grows past the limit once its placeholders are filled in", async () => {
    const id = await enquiry({ firstName: "Venkatanarasimharajuvaripeta" });
    const before = await everything();
    const body = "{firstName} ".repeat(400).trim();
    await expect(send(id, reply({ body }))).rejects.toThrow(
      "With the placeholders filled in, the reply is longer than 5000 characters. Please shorten it.",
    );
    expect(await everything()).toEqual(before);
  });

  it("keeps a subject to one line and refuses empty, over-long and multi-line fields with their messages", () => {
    const errors = (input: Record<string, unknown>) =>
      EnquiryReplySchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(errors({ subject: " ", body: "" })).toEqual(["Please write the subject.", "Please write the reply."]);
    expect(errors({ subject: "x".repeat(201), body: "y".repeat(5001) })).toEqual([
      "The subject can be at most 200 characters.",
      "The reply can be at most 5000 characters.",
    ]);
    expect(errors({ subject: "Hello\r\nBcc: someone@example.org", body: "Hi" })).toEqual([
      "The subject must be one line.",
    ]);
  });

  it("sends through the desk, which wakes the outbox after the transaction, and answers refusals as outcomes", async () => {
    const onEmailsQueued = vi.fn();
    const member = { ...sender, role: "sales" as const };
    const desk = enquiryDesk({ db: database.db, clock: () => now, salesEmail, onEmailsQueued }, member);
    const id = await enquiry();

    expect(await desk.reply(id, reply())).toEqual({ ok: true, value: undefined });
    const [email] = await database.db.select({ id: outboxEmails.id }).from(outboxEmails);
    expect(onEmailsQueued).toHaveBeenCalledExactlyOnceWith([email!.id]);
    expect((await desk.find(id))?.replies).toHaveLength(1);

    const spam = await enquiry({ isSpam: true, contactId: null });
    expect(await desk.reply(spam, reply())).toEqual({
      ok: false,
      message: "This enquiry was caught by the spam trap: the desk sends no reply to it.",
    });
    expect(onEmailsQueued).toHaveBeenCalledTimes(1);
  });

  it("writes as the company when the account has no name", async () => {
    const id = await enquiry();
    await sendEnquiryReply(database.db, { ...sender, name: "" }, id, reply({ body: "Regards,\n{staffName}" }), {
      salesEmail,
      now,
    });
    const [email] = await database.db.select().from(outboxEmails);
    expect(email).toMatchObject({ fromName: "Nexora Technologies", replyToName: "Nexora Technologies" });
    expect(email!.textBody).toContain("Regards,\nThe Nexora Technologies team");
  });
});
