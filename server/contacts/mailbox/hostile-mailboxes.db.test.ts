import { randomBytes } from "node:crypto";

import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "../../db/db";
import { contactEmails, mailboxAccounts, mailboxFolders } from "../../db/schema";
import { sealSecret } from "../../kernel/secrets/sealed-secrets";
import { salesMailboxForm, startDovecotServer, type DovecotServer } from "../../../test-support/dovecot-server";
import { startHostileImapServer, type HostileImapServer } from "../../../test-support/hostile-imap-server";
import { bookingNow } from "../../../test-support/sample-submissions";
import { openMailboxBench, type MailboxBench } from "../../../test-support/mailbox-bench";
import { openTestDatabase } from "../../../test-support/test-database";
import { insertContact } from "../../../test-support/sample-contact";
import { imapBounds } from "./imap-connection";
import { readDueMailboxes } from "./mailbox-reading";

/**
 * Mailboxes that hold hostile mail, or live on hostile servers: one
 * message never stops a mailbox, every read and every sign-in check has a deadline, one slow
 * mailbox does not hold up another, and a listing that never ends is cut short.
 */
const salesEmail = "sales@nexoratech.in";
const visitor = "meera.nair@example.in";
const key = randomBytes(32);
const seller = { email: "kiran.das@nexoratech.in", name: "Kiran Das" };
const at = bookingNow;
const clock = () => at;

let database: Database;
let dovecot: DovecotServer;
let drip: HostileImapServer;
let endless: HostileImapServer;
let endlessFolders: HostileImapServer;
let sparse: HostileImapServer;
let bench: MailboxBench;
let contactId: string;

const reading = (deadlineMs?: number) => bench.reading(deadlineMs);
const desk = (checkDeadlineMs?: number) => bench.desk({ checkDeadlineMs });
const form = () => salesMailboxForm(dovecot, salesEmail);
const salesAccount = async () =>
  (await database.db.select().from(mailboxAccounts).where(isNull(mailboxAccounts.staffId)))[0]!;
const ownAccount = async () =>
  (await database.db.select().from(mailboxAccounts).where(eq(mailboxAccounts.staffId, bench.seller.id)))[0]!;
const rowsOf = () =>
  database.db.select().from(contactEmails).where(eq(contactEmails.contactId, contactId)).orderBy(contactEmails.sentAt);

let sent = 0;
/** A message from the visitor: its own headers and body after the usual ones. */
function fromVisitor(subject: string, headers: string[], body: string, from = `Meera Nair <${visitor}>`) {
  sent += 1;
  return [
    `From: ${from}`,
    `To: ${salesEmail}`,
    `Subject: ${subject}`,
    `Message-ID: <hostile-${sent}@example.in>`,
    `Date: ${new Date(at.getTime() - 3_600_000 + sent * 60_000).toUTCString()}`,
    "MIME-Version: 1.0",
    ...headers,
    "",
    body,
    "",
  ].join("\r\n");
}
const plain = ["Content-Type: text/plain; charset=utf-8"];
const encoded = (text: string) => `=?utf-8?B?${Buffer.from(text).toString("base64")}?=`;

function withAttachmentsNamed(subject: string, names: string[]) {
  const parts = names.flatMap((name) => [
    "--b",
    `Content-Type: application/pdf; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    "Content-Transfer-Encoding: base64",
    "",
    Buffer.from(`%PDF-1.4 ${name}`).toString("base64"),
  ]);
  return fromVisitor(
    subject,
    ['Content-Type: multipart/mixed; boundary="b"'],
    ["--b", ...plain, "", "The papers.", ...parts, "--b--"].join("\r\n"),
  );
}

/** Multiparts nested `depth` deep, the text at the bottom. */
function nested(depth: number) {
  const opening = Array.from(
    { length: depth },
    (_, level) => `Content-Type: multipart/mixed; boundary="n${level}"\r\n\r\n--n${level}`,
  );
  const closing = Array.from({ length: depth }, (_, level) => `--n${depth - 1 - level}--`);
  return fromVisitor("Deep", [], [...opening, ...plain, "", "At the bottom.", ...closing].join("\r\n")).replace(
    "MIME-Version: 1.0\r\n\r\n",
    "MIME-Version: 1.0\r\n",
  );
}

function manyParts(count: number) {
  const parts = Array.from({ length: count }, (_, index) => `--m\r\n${plain[0]}\r\n\r\npart ${index}`);
  return fromVisitor("Many", ['Content-Type: multipart/mixed; boundary="m"'], [...parts, "--m--"].join("\r\n"));
}

beforeAll(async () => {
  [dovecot, drip, endless, endlessFolders, sparse, database] = await Promise.all([
    startDovecotServer(),
    startHostileImapServer({ kind: "drip", everyMs: 100 }),
    startHostileImapServer({ kind: "endless-listing", of: "messages" }),
    startHostileImapServer({ kind: "endless-listing", of: "folders" }),
    startHostileImapServer({
      kind: "sparse",
      uidNext: 15_000,
      messages: new Map([
        [5, fromVisitor("Far apart 1", plain, "Years ago.")],
        [9_000, fromVisitor("Far apart 2", plain, "Today.")],
      ]),
    }),
    openTestDatabase(),
  ]);
  bench = await openMailboxBench({ db: database.db, clock, key, salesEmail, seller });
  contactId = await insertContact(database.db, { email: visitor, firstName: "Meera", lastName: "Nair", at });
}, 60_000);
afterAll(async () => {
  await Promise.all([
    dovecot?.stop(),
    drip?.stop(),
    endless?.stop(),
    endlessFolders?.stop(),
    sparse?.stop(),
    database?.close(),
  ]);
  await bench?.remove();
});

describe("a mailbox holding hostile mail", () => {
  it("keeps each message's text without NUL, skips and counts what cannot be parsed, and reads on past both", async () => {
    expect(await desk().connect(form())).toEqual({ ok: true, value: undefined });
    for (const raw of [
      fromVisitor("Base64 NUL", [...plain, "Content-Transfer-Encoding: base64"], "aGVsbG8Ad29ybGQ="),
      fromVisitor(encoded("Subject \0NUL"), plain, "The subject holds a NUL."),
      fromVisitor("Name NUL", plain, "The sender's name holds a NUL.", `${encoded("Meera\0")} <${visitor}>`),
      withAttachmentsNamed("Attachment NUL", [encoded("brief\0.pdf")]),
      nested(3_000),
      manyParts(10_000),
      // Seven small attachments: five kept; names with a bell and a right-to-left override.
      withAttachmentsNamed("Seven papers", [
        encoded("in\u0007voice.pdf"),
        encoded("report\u202Efdp.exe"),
        "c.pdf",
        "d.pdf",
        "e.pdf",
        "f.pdf",
        "g.pdf",
      ]),
      fromVisitor("Still read", plain, "The message after all of them."),
    ])
      await dovecot.append("INBOX", raw);

    const tally = await readDueMailboxes(database.db, clock, reading());
    expect(tally).toMatchObject({ read: 1, failed: 0, messages: 6, skippedUnreadable: 2 });
    const rows = await rowsOf();
    expect(rows.map((row) => row.subject)).toEqual([
      "Base64 NUL",
      "Subject NUL",
      "Name NUL",
      "Attachment NUL",
      "Seven papers",
      "Still read",
    ]);
    expect(rows[0]!.bodyText).toBe("helloworld");
    expect(rows[2]!.fromParty).toEqual({ name: "Meera", address: visitor });
    expect(rows[3]!.attachments.map((attachment) => attachment.fileName)).toEqual(["brief.pdf"]);
    const seven = rows[4]!.attachments;
    expect(seven.map((attachment) => attachment.fileName)).toEqual([
      "invoice.pdf",
      "reportfdp.exe",
      "c.pdf",
      "d.pdf",
      "e.pdf",
      "f.pdf",
      "g.pdf",
    ]);
    expect(seven.map((attachment) => attachment.storedKey !== null)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    // The page says why the last two are not kept: not their size, which is small.
    const [thread] = (await bench.emails().threads(contactId)).filter((shown) => shown.subject === "Seven papers");
    expect(thread!.emails[0]!.attachments.slice(4).map((attachment) => attachment.notKeptBecause)).toEqual([
      null,
      "too-many",
      "too-many",
    ]);

    // The read moved past every message, and the page counts the two passed over.
    const [position] = await database.db.select().from(mailboxFolders).where(eq(mailboxFolders.path, "INBOX"));
    expect(position!.lastUid).toBe(8);
    expect(await salesAccount()).toMatchObject({ lastError: null, failures: 0, skippedUnreadable: 2 });
    expect((await desk().mailboxes()).sales).toMatchObject({ skippedTooLarge: 0, skippedUnreadable: 2 });
    expect(JSON.stringify(bench.lines)).not.toMatch(/example\.in|Meera/);
  });
});

describe("a mailbox on a hostile server", () => {
  it("gives up a read at its deadline, and another mailbox is read meanwhile", async () => {
    // The own mailbox drips and is due first; the sales mailbox (Dovecot) has one new message.
    await database.db.insert(mailboxAccounts).values({
      staffId: bench.seller.id,
      address: bench.seller.email,
      host: "127.0.0.1",
      port: drip.port,
      secure: false,
      username: "kiran",
      passwordSealed: sealSecret("drip-password", key),
      nextReadAt: new Date(at.getTime() - 60_000),
      createdAt: at,
      updatedAt: at,
    });
    await database.db
      .update(mailboxAccounts)
      .set({ nextReadAt: at, lastReadAt: null })
      .where(isNull(mailboxAccounts.staffId));
    await dovecot.append("INBOX", fromVisitor("Read meanwhile", plain, "Not held up."));

    const reads = readDueMailboxes(database.db, clock, reading(10_000));
    await expect.poll(async () => (await salesAccount()).lastReadAt, { timeout: 9_000 }).toEqual(at);
    // The sales mailbox was read while the drip still held its own read open.
    expect(drip.openSessions()).toBe(1);
    expect(await reads).toMatchObject({ read: 1, failed: 1, messages: 1 });
    expect(await ownAccount()).toMatchObject({
      failures: 1,
      lastError: expect.stringMatching(/did not answer in time/),
    });
    await expect.poll(() => drip.openSessions()).toBe(0);
  }, 30_000);

  it("answers Connect mailbox with a message by its deadline when the server drips", async () => {
    const before = await ownAccount();
    const answer = await desk(2_000).connect({ ...form(), whose: "own", port: drip.port });
    expect(answer).toEqual({ ok: false, message: expect.stringMatching(/did not answer in time/) });
    // Well before a proxy's 30 seconds.
    expect(imapBounds.checkMs).toBeLessThanOrEqual(20_000);
    expect(await ownAccount()).toEqual(before);
  });

  it.each([
    ["messages", () => endless, /listed more messages than were asked for/],
    ["folders", () => endlessFolders, /sent far more than was asked for/],
  ])(
    "cuts a listing of %s that never ends, and says so",
    async (_, server, reason) => {
      await database.db
        .update(mailboxAccounts)
        .set({ port: server().port, nextReadAt: at, failures: 0 })
        .where(eq(mailboxAccounts.staffId, bench.seller.id));
      await database.db
        .update(mailboxAccounts)
        .set({ nextReadAt: new Date(at.getTime() + 60_000) })
        .where(isNull(mailboxAccounts.staffId));
      expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 0, failed: 1 });
      expect(await ownAccount()).toMatchObject({ lastError: expect.stringMatching(reason) });
      expect(server().listedLines()).toBeLessThan(3_000_000);
    },
    60_000,
  );

  it("reads messages whose UIDs are far apart, a window of UIDs at a time, and does not look through them again", async () => {
    const own = await ownAccount();
    await database.db.delete(mailboxFolders).where(eq(mailboxFolders.accountId, own.id));
    await database.db
      .update(mailboxAccounts)
      .set({ port: sparse.port, nextReadAt: at })
      .where(eq(mailboxAccounts.id, own.id));
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 1, messages: 2 });
    expect((await rowsOf()).map((row) => row.subject)).toEqual(expect.arrayContaining(["Far apart 1", "Far apart 2"]));
    expect(sparse.listedRanges()).toEqual([
      "1:2000",
      "2001:4000",
      "4001:6000",
      "6001:8000",
      "8001:10000",
      "10001:12000",
      "12001:14000",
      "14001:14999",
    ]);
    const [position] = await database.db.select().from(mailboxFolders).where(eq(mailboxFolders.accountId, own.id));
    expect(position!.lastUid).toBe(14_999);
    await database.db.update(mailboxAccounts).set({ nextReadAt: at }).where(eq(mailboxAccounts.id, own.id));
    expect(await readDueMailboxes(database.db, clock, reading())).toMatchObject({ read: 1, messages: 0 });
    expect(sparse.listedRanges()).toHaveLength(8);
  });
});
