import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../db/db";
import { contactEmails, contacts, mailboxAccounts, mailboxFolders, outboxEmails } from "../../db/schema";
import { sendEnquiryReply } from "../../enquiries/enquiry-replies";
import { createOutboxWorker, smtpTransport } from "../../outbox/mail-outbox";
import { erasePerson } from "../../privacy/erasure";
import { salesMailboxForm, startDovecotServer, type DovecotServer } from "../../../test-support/dovecot-server";
import { freePort } from "../../../test-support/free-port";
import { bookingNow } from "../../../test-support/sample-submissions";
import { startSmtpListener, type SmtpListener } from "../../../test-support/smtp-listener";
import { openMailboxBench, type MailboxBench } from "../../../test-support/mailbox-bench";
import { openTestDatabase } from "../../../test-support/test-database";
import { insertAnanya, insertAnanyasEnquiry } from "../../../test-support/sample-contact";
import { readDueMailboxes } from "./mailbox-reading";

/**
 * The desk reads a mailbox from a Dovecot this file starts: a visitor's answer
 * to an enquiry's reply lands on their contact, threaded after it; the desk answers from the
 * thread; nothing is read twice, nothing in the mailbox changes, failures back off in plain words.
 */
const salesEmail = "sales@nexoratech.in";
const visitor = "ananya.iyer@example.in";
const key = randomBytes(32);
const seller = { email: "sunita.rao@nexoratech.in", name: "Sunita Rao" };
let at = bookingNow;
const clock = () => at;
const later = (minutes: number) => (at = new Date(at.getTime() + minutes * 60_000));

let database: Database;
let dovecot: DovecotServer;
let smtp: SmtpListener;
let bench: MailboxBench;
let contactId: string;

const reading = () => bench.reading();
const desk = (options: { allowPrivateAddresses?: boolean } = {}) => bench.desk(options);
const emails = () => bench.emails();
const form = () => salesMailboxForm(dovecot, salesEmail);
const rowsOf = () =>
  database.db.select().from(contactEmails).where(eq(contactEmails.contactId, contactId)).orderBy(contactEmails.sentAt);
const accountRow = async () => (await database.db.select().from(mailboxAccounts))[0]!;

/** A message as the visitor's mail program writes it. */
function message({
  from,
  to,
  subject,
  messageId,
  date,
  headers = [],
  body = "Thank you, Thursday works for us.",
}: {
  from: string;
  to: string;
  subject: string;
  messageId: string;
  date: Date;
  headers?: string[];
  body?: string;
}) {
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    `Date: ${date.toUTCString()}`,
    ...headers,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
    "",
  ].join("\r\n");
}

/** A message with two attachments: one small (kept), one over the size kept (listed only). */
function withAttachments(messageId: string, date: Date) {
  const small = Buffer.from("%PDF-1.4 a small brief").toString("base64");
  const large = randomBytes(3 * 1024 * 1024)
    .toString("base64")
    .replace(/.{76}/g, "$&\r\n");
  return [
    `From: Ananya Iyer <${visitor}>`,
    `To: ${salesEmail}`,
    "Subject: Our brief",
    `Message-ID: ${messageId}`,
    `Date: ${date.toUTCString()}`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/html; charset=utf-8",
    "",
    "<p>The brief and the <b>floor plans</b>.</p>",
    "--b1",
    'Content-Type: application/pdf; name="brief.pdf"',
    'Content-Disposition: attachment; filename="brief.pdf"',
    "Content-Transfer-Encoding: base64",
    "",
    small,
    "--b1",
    'Content-Type: application/zip; name="plans.zip"',
    'Content-Disposition: attachment; filename="plans.zip"',
    "Content-Transfer-Encoding: base64",
    "",
    large,
    "--b1--",
    "",
  ].join("\r\n");
}

beforeAll(async () => {
  [dovecot, smtp, database] = await Promise.all([startDovecotServer(), startSmtpListener(), openTestDatabase()]);
  bench = await openMailboxBench({ db: database.db, clock, key, salesEmail, seller });
  contactId = await insertAnanya(database.db, at);
}, 60_000);
afterAll(async () => {
  await Promise.all([dovecot?.stop(), smtp?.close(), database?.close()]);
  await bench?.remove();
});

describe("the sales mailbox on the contacts", () => {
  it("is connected only once the server takes its password, which is then kept sealed", async () => {
    const wrong = await desk().connect({ ...form(), password: "not-the-password" });
    expect(wrong).toEqual({ ok: false, message: expect.stringMatching(/refused the user name or app password/) });
    const unreachable = await desk().connect({ ...form(), port: await freePort() });
    expect(unreachable).toEqual({ ok: false, message: expect.stringMatching(/could not be reached/) });
    // Outside tests a member's form cannot reach into the company's network, by address or by name.
    for (const host of ["127.0.0.1", "localhost", "10.0.0.7"])
      expect(await desk({ allowPrivateAddresses: false }).connect({ ...form(), host })).toEqual({
        ok: false,
        message: "The mail server's address points to a private network address.",
      });
    expect(await database.db.select().from(mailboxAccounts)).toEqual([]);

    expect(await desk().connect(form())).toEqual({ ok: true, value: undefined });
    const account = await accountRow();
    expect(account).toMatchObject({ staffId: null, address: salesEmail, secure: false, nextReadAt: at });
    expect(account.passwordSealed).not.toContain(dovecot.password);
    const shown = await desk().mailboxes();
    expect(shown.sales).toMatchObject({ address: salesEmail, security: "none", lastReadAt: null, lastError: null });
    expect(JSON.stringify(shown)).not.toContain(dovecot.password);
  });

  it("puts the visitor's answer to an enquiry's reply on their contact, after it, and nothing of other people's mail", async () => {
    const enquiryId = await insertAnanyasEnquiry(database.db, { contactId, createdAt: at });
    const emailId = await sendEnquiryReply(
      database.db,
      bench.seller,
      enquiryId,
      { subject: "Your clinics' app", body: "Could we talk on Thursday?" },
      { salesEmail, now: at },
    );
    const [sent] = await rowsOf();
    expect(sent).toMatchObject({ direction: "out", outboxEmailId: emailId, authorId: bench.seller.id });
    expect(sent!.messageId).toBe(`<${emailId}@nexoratech.in>`);

    later(30);
    const answer = message({
      from: `Ananya Iyer <${visitor}>`,
      to: `Sunita Rao <${salesEmail}>`,
      subject: "Re: Your clinics' app",
      messageId: "<answer-1@example.in>",
      date: at,
      headers: [`In-Reply-To: ${sent!.messageId}`, `References: ${sent!.messageId}`],
    });
    const answerUid = await dovecot.append("INBOX", answer);
    await dovecot.append(
      "INBOX",
      message({
        from: "Ravi <ravi@elsewhere.example>",
        to: salesEmail,
        subject: "Lunch?",
        messageId: "<lunch@elsewhere.example>",
        date: at,
        body: "Someone else's conversation.",
      }),
    );
    await dovecot.append("INBOX", withAttachments("<brief@example.in>", at));
    const tally = await readDueMailboxes(database.db, clock, reading());
    expect(tally).toMatchObject({ read: 1, failed: 0, messages: 3 });

    const rows = await rowsOf();
    expect(rows.map((row) => [row.direction, row.messageId, row.threadKey])).toEqual([
      ["out", sent!.messageId, sent!.messageId],
      ["in", "<answer-1@example.in>", sent!.messageId],
      ["in", "<brief@example.in>", "<brief@example.in>"],
    ]);
    expect(rows[1]).toMatchObject({
      bodyText: expect.stringContaining("Thursday works"),
      accountId: expect.any(String),
    });
    // The HTML part's text, when there is no text part.
    expect(rows[2]!.bodyText).toContain("floor plans");
    expect(rows[2]!.attachments).toEqual([
      { fileName: "brief.pdf", mediaType: "application/pdf", bytes: expect.any(Number), storedKey: expect.any(String) },
      { fileName: "plans.zip", mediaType: "application/zip", bytes: 3 * 1024 * 1024, storedKey: null },
    ]);
    const download = await emails().attachment(contactId, rows[2]!.id, 0);
    expect(Buffer.from(await new Response(download!.content).arrayBuffer()).toString()).toBe("%PDF-1.4 a small brief");
    expect(await emails().attachment(contactId, rows[2]!.id, 1)).toBeUndefined();
    // Nothing of the mail between others.
    const all = await database.db.select({ messageId: contactEmails.messageId }).from(contactEmails);
    expect(all.map((row) => row.messageId)).not.toContain("<lunch@elsewhere.example>");
    // The contact's last activity moved to the answer's time.
    const [contact] = await database.db.select().from(contacts).where(eq(contacts.id, contactId));
    expect(contact!.lastActivityAt).toEqual(at);
    // Read without a trace: EXAMINE and BODY.PEEK leave every message unread.
    const flags = await dovecot.flagsOf("INBOX");
    expect(flags.get(answerUid)).not.toContain("\\Seen");
    expect([...flags.values()].flat()).not.toContain("\\Seen");
    expect(await accountRow()).toMatchObject({ lastReadAt: at, lastError: null, failures: 0 });
    // No address or subject in any line logged.
    expect(JSON.stringify(bench.lines)).not.toMatch(/example\.in|Lunch|clinics/);
  });

  it("sends the desk's reply under the thread with its headers, and reads it back from Sent once", async () => {
    const [thread] = await emails()
      .threads(contactId)
      .then((threads) => threads.filter((t) => t.emails.length === 2));
    expect(thread!.emails.map((email) => email.direction)).toEqual(["out", "in"]);
    later(5);
    expect(await emails().reply(contactId, { threadKey: thread!.threadKey, body: "Thursday at 11, then." })).toEqual({
      ok: true,
      value: undefined,
    });
    const rows = await rowsOf();
    const reply = rows.find((row) => row.authorId === bench.seller.id && row.inReplyTo !== null)!;
    expect(reply).toMatchObject({
      direction: "out",
      threadKey: thread!.threadKey,
      inReplyTo: "<answer-1@example.in>",
      references: [thread!.threadKey, "<answer-1@example.in>"],
      subject: "Re: Your clinics' app",
    });
    const threads = await emails().threads(contactId);
    expect(threads[0]!.emails.map((email) => email.bodyText)).toEqual([
      "Could we talk on Thursday?",
      expect.stringContaining("Thursday works"),
      "Thursday at 11, then.",
    ]);

    // The outbox sends it with the recorded Message-ID, In-Reply-To and References.
    const transport = smtpTransport(smtp.url);
    await createOutboxWorker({ db: database.db, transport, clock, log: bench.log }).runOnce();
    // A kept connection would hold the listener's close open.
    transport.close();
    const delivered = smtp.messages.find((mail) => mail.subject === "Re: Your clinics' app")!;
    expect(delivered.messageId).toBe(reply.messageId);
    expect(delivered.inReplyTo).toBe("<answer-1@example.in>");
    expect(delivered.references).toEqual([thread!.threadKey, "<answer-1@example.in>"]);
    expect(delivered.to).toMatchObject({ value: [{ address: visitor }] });

    // The mail program keeps a copy in Sent: read, and not added twice.
    await dovecot.append(
      "Sent",
      message({
        from: `Sunita Rao at Nexora <${salesEmail}>`,
        to: visitor,
        subject: "Re: Your clinics' app",
        messageId: reply.messageId,
        date: at,
        body: "Thursday at 11, then.",
      }),
    );
    later(mailboxReadEvery);
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 1, messages: 1 });
    expect(await rowsOf()).toHaveLength(rows.length);
    const positions = await database.db.select().from(mailboxFolders);
    expect(positions.map((position) => [position.path, position.lastUid]).sort()).toEqual([
      ["INBOX", 3],
      ["Sent", 1],
    ]);
  });

  it("resumes where it stopped, and reads a folder with a new UIDVALIDITY again without showing anything twice", async () => {
    const before = await rowsOf();
    later(mailboxReadEvery);
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 1, messages: 0 });
    // A message over 10 MB is counted and passed over, never downloaded.
    await dovecot.append(
      "INBOX",
      message({
        from: visitor,
        to: salesEmail,
        subject: "The whole video",
        messageId: "<video@example.in>",
        date: at,
        body: "x".repeat(76).concat("\r\n").repeat(140_000),
      }),
    );
    later(mailboxReadEvery);
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({
      read: 1,
      messages: 0,
      skippedTooLarge: 1,
    });
    expect(bench.lines.join("\n")).toMatch(/"skippedTooLarge":1/);

    // The server says the folder's UIDs changed meaning: its position is dropped and every message read again.
    const [old] = await database.db.select().from(mailboxFolders).where(eq(mailboxFolders.path, "INBOX"));
    await database.db
      .update(mailboxFolders)
      .set({ uidValidity: old!.uidValidity + 1 })
      .where(eq(mailboxFolders.path, "INBOX"));
    later(mailboxReadEvery);
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({
      read: 1,
      messages: 3,
      skippedTooLarge: 1,
    });
    const [renewed] = await database.db.select().from(mailboxFolders).where(eq(mailboxFolders.path, "INBOX"));
    expect(renewed).toEqual(old);
    expect(await rowsOf()).toHaveLength(before.length);
  });

  it("keeps what was read when the server refuses or cannot be reached, and tries again later and later", async () => {
    const before = await rowsOf();
    await database.db.delete(mailboxAccounts);
    await desk().connect(form());
    const start = at;
    await database.db.update(mailboxAccounts).set({ port: await freePort() });
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 0, failed: 1 });
    expect(await accountRow()).toMatchObject({
      failures: 1,
      lastError: expect.stringMatching(/could not be reached/),
      nextReadAt: new Date(start.getTime() + 60_000),
    });
    later(1);
    const wrongKey = { ...reading(), secretsKey: () => randomBytes(32) };
    expect(await readDueMailboxes(database.db, clock, wrongKey)).toMatchObject({ failed: 1 });
    expect(await accountRow()).toMatchObject({
      failures: 2,
      lastError: expect.stringMatching(/connect the mailbox again/),
      nextReadAt: new Date(at.getTime() + 2 * 60_000),
    });
    // Not due yet: nothing is tried.
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 0, failed: 0 });
    expect(await rowsOf()).toHaveLength(before.length);
    expect(await desk().disconnect("sales")).toEqual({ ok: true, value: undefined });
    expect(await database.db.select().from(mailboxFolders)).toEqual([]);
    expect(await rowsOf()).toHaveLength(before.length);
  });

  it("removes the kept attachments when the person is erased", async () => {
    const kept = (await rowsOf()).flatMap((row) => row.attachments.flatMap((a) => a.storedKey ?? []));
    expect(kept).toHaveLength(1);
    const stored = await bench.files.read(kept[0]!);
    stored!.stream.destroy();
    await database.db.delete(outboxEmails);
    await erasePerson(database.db, { actor: bench.seller, email: visitor, resumes: bench.files, now: at });
    expect(await bench.files.read(kept[0]!)).toBeUndefined();
    expect(await database.db.select().from(contactEmails)).toEqual([]);
  });
});

const mailboxReadEvery = 2;
