import { and, asc, eq, lte, notInArray, sql } from "drizzle-orm";
import type { ImapFlow } from "imapflow";

import type { Clock } from "../../clock";
import type { Db } from "../../db/db";
import { mailboxAccounts, mailboxFolders } from "../../db/schema";
import { createPeriodicTask, type PeriodicTask } from "../../kernel/runtime/periodic-task";
import type { Logger } from "../../kernel/runtime/logger";
import { openSecret, SealedSecretError } from "../../kernel/secrets/sealed-secrets";
import type { FileStore } from "../../kernel/storage/file-store";
import type { OutboundPolicy } from "../../kernel/net/outbound-address";
import { recordReadMessage } from "./contact-email-records";
import { imapBounds, MailboxError, plainReason, securityOf, withImapSession } from "./imap-connection";
import { messageBounds, parseMailMessage, UnreadableMessageError } from "./mail-message";
import { noMailboxSecretsKey } from "./mailbox-words";

/**
 * Reads the connected mailboxes: each one's INBOX and its Sent folder, opened
 * read-only (EXAMINE) and fetched with BODY.PEEK, so nothing in the mailbox is ever flagged, moved
 * or deleted. Each folder resumes after the last UID read under its UIDVALIDITY; a new UIDVALIDITY
 * reads the folder again, and the unique (contact, Message-ID) keeps every message once.
 */

/** A mailbox is read again this long after a good read. */
export const mailboxReadEveryMinutes = 2;
/** The first wait after a failure, doubled each time, up to six hours (as calendars, decision 038). */
const firstRetryMinutes = 1;
const longestRetryMinutes = 6 * 60;
/** A claimed mailbox is left to others this long; a read that died is due again after it. */
const claimMinutes = 15;
/** Messages read from one folder in one run: the rest wait for the next. */
const messagesPerFolderRun = 500;
/**
 * UIDs asked about in one FETCH: a server answers at most this many lines to it, so a listing is
 * never taken whole (one of three million lines took 3.5 minutes and 300 MB).
 * A run looks through at most this many such windows per folder, gaps of deleted messages included.
 */
const uidWindow = 2_000;
const windowsPerFolderRun = 100;
/**
 * What a session may receive besides what it was allowed to start with (imapBounds.sessionBytes):
 * for a folder opened, for each UID of a window listed (a line is about 50 bytes), and for a
 * message's framing beyond its size.
 */
const allowance = { folderOpened: 64 * 1024, uidListed: 200, messageFraming: 64 * 1024 };
/** Mailboxes read at once: one slow server waits out its own deadline while the others are read. */
const mailboxReadsAtOnce = 3;

export type MailboxReading = {
  /** The key app passwords are sealed with (calendar-secrets-key.ts). */
  secretsKey: () => Buffer | undefined;
  /** Where kept attachments go: the store of people's files, removed with them on erasure. */
  files: FileStore;
  /** The sales address: a message from it is the desk's, whichever mailbox holds it. */
  salesEmail: string;
  /** Where mail servers may be: never a private address outside tests (kernel/net/outbound-address.ts). */
  outbound: OutboundPolicy;
  log: Logger;
  /** How long one mailbox's read may take in all: imapBounds.readMs, shorter in tests. */
  deadlineMs?: number;
};

export type MailboxTally = {
  read: number;
  failed: number;
  messages: number;
  skippedTooLarge: number;
  skippedUnreadable: number;
};

const retryAfterMinutes = (failures: number) =>
  Math.min(firstRetryMinutes * 2 ** Math.max(0, failures - 1), longestRetryMinutes);

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/**
 * Reads every mailbox that is due, a few at once, each claimed so another instance (or another of
 * these readers) skips it, and each within its own deadline.
 */
export async function readDueMailboxes(db: Db, clock: Clock, reading: MailboxReading): Promise<MailboxTally> {
  const tally: MailboxTally = { read: 0, failed: 0, messages: 0, skippedTooLarge: 0, skippedUnreadable: 0 };
  const seen: string[] = [];
  await Promise.all(Array.from({ length: mailboxReadsAtOnce }, () => readWhileDue(db, clock, reading, tally, seen)));
  return tally;
}

async function readWhileDue(db: Db, clock: Clock, reading: MailboxReading, tally: MailboxTally, seen: string[]) {
  for (;;) {
    const account = await claimDue(db, clock(), seen);
    if (!account) return;
    seen.push(account.id);
    try {
      const counted = await readAccount(db, clock, account, reading);
      tally.read += 1;
      tally.messages += counted.messages;
      tally.skippedTooLarge += counted.skippedTooLarge;
      tally.skippedUnreadable += counted.skippedUnreadable;
      if (counted.skippedTooLarge + counted.skippedUnreadable > 0)
        reading.log.warn(
          {
            mailboxAccountId: account.id,
            skippedTooLarge: counted.skippedTooLarge,
            skippedUnreadable: counted.skippedUnreadable,
          },
          "messages over the size read, or not readable, were skipped",
        );
      await db
        .update(mailboxAccounts)
        .set({
          lastReadAt: clock(),
          lastError: null,
          failures: 0,
          nextReadAt: minutesAfter(clock(), mailboxReadEveryMinutes),
        })
        .where(eq(mailboxAccounts.id, account.id));
    } catch (error) {
      tally.failed += 1;
      const failures = account.failures + 1;
      const ours = !(error instanceof MailboxError) && !isImapFailure(error);
      const reason = ours ? mailboxFaultMessage : plainReason(error, account);
      // The error's name only: a failed query's message carries its parameters, addresses and subjects among them.
      if (ours)
        reading.log.error(
          { mailboxAccountId: account.id, error: error instanceof Error ? error.name : typeof error },
          "reading a mailbox failed on our side",
        );
      await db
        .update(mailboxAccounts)
        .set({ lastError: reason, failures, nextReadAt: minutesAfter(clock(), retryAfterMinutes(failures)) })
        .where(eq(mailboxAccounts.id, account.id));
    }
  }
}

/** What the page says when reading failed for a reason of ours, not of the mail server. */
export const mailboxFaultMessage =
  "The mailbox could not be read because of a fault on our side. It will be tried again in a few minutes.";

/** An error ImapFlow raised about the server (it carries a code or the authentication flag), not a fault of ours. */
const isImapFailure = (error: unknown) =>
  typeof error === "object" && error !== null && ("code" in error || "authenticationFailed" in error);

type ClaimedAccount = typeof mailboxAccounts.$inferSelect;

async function claimDue(db: Db, now: Date, seen: readonly string[]): Promise<ClaimedAccount | undefined> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(mailboxAccounts)
      .where(
        and(lte(mailboxAccounts.nextReadAt, now), seen.length ? notInArray(mailboxAccounts.id, [...seen]) : undefined),
      )
      .orderBy(asc(mailboxAccounts.nextReadAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!account) return undefined;
    await tx
      .update(mailboxAccounts)
      .set({ nextReadAt: minutesAfter(now, claimMinutes) })
      .where(eq(mailboxAccounts.id, account.id));
    return account;
  });
}

async function readAccount(db: Db, clock: Clock, account: ClaimedAccount, reading: MailboxReading) {
  const key = reading.secretsKey();
  if (!key) throw new MailboxError(noMailboxSecretsKey);
  let password: string;
  try {
    password = openSecret(account.passwordSealed, key);
  } catch (error) {
    if (error instanceof SealedSecretError)
      throw new MailboxError(
        "The saved app password can no longer be opened (the server's key changed). Please connect the mailbox again.",
      );
    throw error;
  }
  const login = {
    host: account.host,
    port: account.port,
    security: securityOf(account.secure, account.host),
    username: account.username,
    password,
  };
  const deadlineMs = reading.deadlineMs ?? imapBounds.readMs;
  // No new message is begun in the last half of the deadline: a long read ends as a good one, the rest next time.
  const beginNoneAfter = Date.now() + deadlineMs / 2;
  return withImapSession(login, reading.outbound, deadlineMs, async ({ client, allow }) => {
    const folders = await client.list();
    const sent = folders.find((folder) => folder.specialUse === "\\Sent");
    const deskAddresses = [...new Set([account.address.toLowerCase(), reading.salesEmail.toLowerCase()])];
    const counted = { messages: 0, skippedTooLarge: 0, skippedUnreadable: 0 };
    for (const path of ["INBOX", ...(sent ? [sent.path] : [])]) {
      const folder = await readFolder(db, clock, client, allow, {
        account: { id: account.id, deskAddresses },
        path,
        files: reading.files,
        beginNoneAfter,
      });
      counted.messages += folder.messages;
      counted.skippedTooLarge += folder.skippedTooLarge;
      counted.skippedUnreadable += folder.skippedUnreadable;
    }
    return counted;
  });
}

/**
 * The messages after `lastUid`, with their sizes, the oldest first: a window of UIDs at a time, so
 * no answer is longer than the window (a server that lists more is hung up on). Answers the last
 * UID looked through as well, so a run of windows with nothing in them is not looked through again.
 */
async function waitingMessages(client: ImapFlow, allow: (bytes: number) => void, lastUid: number, uidNext: number) {
  const waiting: { uid: number; size: number }[] = [];
  // Without UIDNEXT (every server sends it) one window is looked through, and no gap is passed over.
  const knowsNext = Number.isSafeInteger(uidNext) && uidNext > 0;
  const lastExisting = knowsNext ? uidNext - 1 : lastUid + uidWindow;
  let lookedThrough = lastUid;
  for (let windows = 0; windows < windowsPerFolderRun && waiting.length < messagesPerFolderRun; windows += 1) {
    const from = lookedThrough + 1;
    const to = Math.min(from + uidWindow - 1, lastExisting);
    if (from > to) break;
    let lines = 0;
    allow((to - from + 1) * allowance.uidListed);
    for await (const message of client.fetch(`${from}:${to}`, { uid: true, size: true }, { uid: true })) {
      lines += 1;
      if (lines > to - from + 1) {
        // The rest of the listing would still be read and thrown away: only hanging up ends it.
        client.close();
        throw new MailboxError("The mail server listed more messages than were asked for, so reading stopped.");
      }
      if (message.uid >= from && message.uid <= to) waiting.push({ uid: message.uid, size: message.size ?? 0 });
    }
    lookedThrough = knowsNext ? to : Math.max(lookedThrough, ...waiting.map((message) => message.uid));
  }
  waiting.sort((a, b) => a.uid - b.uid);
  return { waiting, lookedThrough };
}

async function readFolder(
  db: Db,
  clock: Clock,
  client: ImapFlow,
  allow: (bytes: number) => void,
  {
    account,
    path,
    files,
    beginNoneAfter,
  }: { account: { id: string; deskAddresses: string[] }; path: string; files: FileStore; beginNoneAfter: number },
) {
  const counted = { messages: 0, skippedTooLarge: 0, skippedUnreadable: 0 };
  // EXAMINE: the server itself then keeps every flag as it is, \Seen included.
  allow(allowance.folderOpened);
  const mailbox = await client.mailboxOpen(path, { readOnly: true });
  const uidValidity = Number(mailbox.uidValidity);
  const [position] = await db
    .select({ uidValidity: mailboxFolders.uidValidity, lastUid: mailboxFolders.lastUid })
    .from(mailboxFolders)
    .where(and(eq(mailboxFolders.accountId, account.id), eq(mailboxFolders.path, path)));
  // A new UIDVALIDITY means the old UIDs name other messages now: read it all again.
  let lastUid = position && position.uidValidity === uidValidity ? position.lastUid : 0;
  const savePosition = () =>
    db
      .insert(mailboxFolders)
      .values({ accountId: account.id, path, uidValidity, lastUid })
      .onConflictDoUpdate({
        target: [mailboxFolders.accountId, mailboxFolders.path],
        set: { uidValidity, lastUid },
      });
  // A message passed over is counted on the mailbox at once: the page says how many, and why.
  const skip = async (reason: "skippedTooLarge" | "skippedUnreadable") => {
    counted[reason] += 1;
    await db
      .update(mailboxAccounts)
      .set({ [reason]: sql`${mailboxAccounts[reason]} + 1` })
      .where(eq(mailboxAccounts.id, account.id));
  };
  if (!position || position.uidValidity !== uidValidity) await savePosition();
  if (mailbox.exists === 0 || mailbox.uidNext <= lastUid + 1) return counted;

  // Sizes first, so a message over the bound is never downloaded.
  const { waiting, lookedThrough } = await waitingMessages(client, allow, lastUid, Number(mailbox.uidNext));
  const taken = waiting.slice(0, messagesPerFolderRun);
  for (const { uid, size } of taken) {
    if (Date.now() > beginNoneAfter) return counted;
    if (size > messageBounds.maxMessageBytes) {
      await skip("skippedTooLarge");
    } else {
      // `source` is fetched as BODY.PEEK[]: reading sets no \Seen.
      // A size the server did not give is taken as the largest read.
      allow((size || messageBounds.maxMessageBytes) + allowance.messageFraming);
      const fetched = await client.fetchOne(
        String(uid),
        { uid: true, source: true, internalDate: true },
        { uid: true },
      );
      if (fetched && fetched.source) {
        const place = { accountId: account.id, folder: path, uidValidity, uid };
        // A message mailparser refuses or cannot read in time is passed over (counted), not tried at every read.
        const message = await parseMailMessage(fetched.source, place).catch((error: unknown) => {
          if (error instanceof UnreadableMessageError) return undefined;
          throw error;
        });
        if (message) {
          const internalDate = fetched.internalDate ? new Date(fetched.internalDate) : clock();
          await db.transaction(async (tx) => {
            await recordReadMessage(tx, files, account, message, { readAt: internalDate, now: clock() });
          });
          counted.messages += 1;
        } else {
          await skip("skippedUnreadable");
        }
      }
    }
    lastUid = uid;
    await savePosition();
  }
  // Every message listed was read: the UIDs looked through after the last need no second look.
  if (taken.length === waiting.length && lookedThrough > lastUid) {
    lastUid = lookedThrough;
    await savePosition();
  }
  return counted;
}

/** The background reading of every connected mailbox, every minute for those that are due. */
export function mailboxReadingTask({ db, clock, ...reading }: MailboxReading & { db: Db; clock: Clock }): PeriodicTask {
  return createPeriodicTask({
    name: "mailboxReading",
    run: async () => {
      const tally = await readDueMailboxes(db, clock, reading);
      return tally.read + tally.failed > 0 ? tally : undefined;
    },
    log: reading.log,
    firstRunAfterMs: 20_000,
    everyMs: 60_000,
  });
}
