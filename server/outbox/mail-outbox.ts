import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";

import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";

import type { Clock } from "../clock";
import type { Db, DbOrTransaction } from "../db/db";
import { outboxEmails, type OutboxAttachment } from "../db/schema";
import type { Logger } from "../kernel/runtime/logger";
import { invitationParts } from "./invitation-parts";

/**
 * One address and the name shown with it. Kept apart all the way to the mail library,
 * which encodes the name as a display name: a name can never add a recipient.
 */
export type Mailbox = { name: string; address: string };

export type OutgoingEmail = {
  kind: string;
  from: Mailbox;
  to: Mailbox;
  replyTo?: Mailbox;
  subject: string;
  text: string;
  /** The same e-mail in the site's look: write both parts with composeEmail (server/emails/compose-email.ts). */
  html: string;
  attachments?: OutboxAttachment[];
  /** The record it is about, e.g. "application:<id>": deleted with that record (retention, erasure). */
  about?: string;
  /** Extra header lines, e.g. a job alert's List-Unsubscribe; built by the server, never from a visitor's text. */
  headers?: Record<string, string>;
  /**
   * Words a staff member wrote and sent (a reply, an offer letter). Every other e-mail is sent by
   * the site on its own and says so (`Auto-Submitted: auto-generated`, RFC 3834), so that
   * out-of-office and other automatic answers are not sent back to it.
   */
  writtenByStaff?: true;
};

const automaticHeaders = { "Auto-Submitted": "auto-generated" };

/**
 * Queues the e-mails, due at once or at `dueAt` (held back, e.g. while a bulk rejection can still be
 * undone): `now` is the clock's, which the worker compares due times with.
 */
export async function queueEmails(
  db: DbOrTransaction,
  emails: OutgoingEmail[],
  now: Date,
  { dueAt = now }: { dueAt?: Date } = {},
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(outboxEmails)
    .values(
      emails.map((email) => ({
        kind: email.kind,
        fromName: email.from.name,
        fromAddress: email.from.address,
        toName: email.to.name,
        toAddress: email.to.address,
        replyToName: email.replyTo?.name ?? "",
        replyToAddress: email.replyTo?.address ?? null,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html,
        attachments: email.attachments ?? [],
        about: email.about ?? null,
        headers: { ...(email.writtenByStaff ? {} : automaticHeaders), ...email.headers },
        createdAt: now,
        nextAttemptAt: dueAt,
      })),
    )
    .returning({ id: outboxEmails.id });
  return rows.map((row) => row.id);
}

export type OutboxWorkerOptions = {
  db: Db;
  transport: Pick<Transporter, "sendMail">;
  clock: Clock;
  log: Logger;
  pollIntervalMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /** Told of each failed send (the metrics count them); `gaveUp`: the e-mail is left as failed. */
  onSendFailure?: (gaveUp: boolean) => void;
};

export type OutboxWorker = {
  readonly name: "outbox";
  /** Sends what is due now; answers how many were delivered. */
  runOnce(): Promise<number>;
  /** Starts polling; `wake()` skips the wait after a new submission. */
  start(): void;
  wake(): void;
  stop(): Promise<void>;
};

/**
 * The SMTP server of SMTP_URL through a pool of open connections, over which a batch is sent in
 * parallel: one new connection (and TLS handshake) per e-mail would cap delivery at a few a second.
 * The URL's own query (e.g. `?maxConnections=2`) wins over these defaults.
 */
export function smtpTransport(url: string): Transporter {
  return nodemailer.createTransport({ url, pool: true, maxConnections: 5 });
}

/** How long a claimed e-mail stays invisible to other workers while it is being sent. */
const leaseMs = 5 * 60_000;

/**
 * Between two batches the worker pauses and watches how busy the event loop it shares with the
 * requests was meanwhile: sending an e-mail costs about as much as answering a submission, and a
 * visitor waits for the answer but not for the e-mail. While the server is busier than `busyShare`,
 * the worker waits another pause, up to `maxYieldMs`: under lasting load e-mail slows, never stops.
 */
const yieldPauseMs = 20;
const busyShare = 0.5;
const maxYieldMs = 1_000;

/** The sender's domain, as Message-IDs end with; "localhost" for an address without one. */
const messageIdDomain = (address: string) => address.slice(address.lastIndexOf("@") + 1) || "localhost";

/** The Message-ID an outbox e-mail is sent with: a thread on a contact refers to it before it is sent. */
export const outboxMessageId = (emailId: string, fromAddress: string) => `<${emailId}@${messageIdDomain(fromAddress)}>`;

/**
 * How the receiving server refused an e-mail, from the mail library's error: at RCPT (the address)
 * or DATA (the message), a 5xx is for good and a 4xx for a while (RFC 5321, 4.2.1). A refusal of
 * our sender at MAIL FROM, or no answer at all, is the relay's business, not the recipient's.
 */
export function refusalOf(error: unknown): "permanent" | "temporary" | null {
  if (typeof error !== "object" || error === null) return null;
  const { command, responseCode } = error as { command?: unknown; responseCode?: unknown };
  if ((command !== "RCPT TO" && command !== "DATA") || typeof responseCode !== "number") return null;
  if (responseCode >= 500 && responseCode < 600) return "permanent";
  return responseCode >= 400 && responseCode < 500 ? "temporary" : null;
}

/** 30 s after the first failure, doubling up to an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(30_000 * 2 ** (failedAttempts - 1), 60 * 60_000);
}

/**
 * Sends queued e-mails over SMTP with retries and back-off. Rows are claimed with
 * SKIP LOCKED and a lease, so two server processes never send one e-mail twice and
 * a process that dies mid-send leaves the e-mail to be retried.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport, clock, log, pollIntervalMs = 5_000, maxAttempts = 10, batchSize = 25 } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let stopping = false;

  async function claimDue() {
    const now = clock();
    const due = db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, now)))
      .orderBy(asc(outboxEmails.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outboxEmails)
      .set({ attempts: sql`${outboxEmails.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(outboxEmails.id, due))
      .returning();
  }

  async function deliver(email: typeof outboxEmails.$inferSelect): Promise<boolean> {
    try {
      await transport.sendMail({
        // The same Message-ID on every attempt: should a retry follow a delivery whose answer was
        // lost, the receiving side can tell it is the same e-mail.
        messageId: outboxMessageId(email.id, email.fromAddress),
        from: { name: email.fromName, address: email.fromAddress },
        to: { name: email.toName, address: email.toAddress },
        replyTo: email.replyToAddress ? { name: email.replyToName, address: email.replyToAddress } : undefined,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody ?? undefined,
        ...invitationParts(email.attachments),
        headers: email.headers,
      });
      await db
        .update(outboxEmails)
        .set({ status: "sent", sentAt: clock(), lastError: null, refusal: null })
        .where(eq(outboxEmails.id, email.id));
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const refusal = refusalOf(error);
      // A refusal for good is not tried again: another attempt would be refused alike, and a
      // sender who keeps knocking on a closed mailbox loses its standing with the receiver.
      const giveUp = email.attempts >= maxAttempts || refusal === "permanent";
      await db
        .update(outboxEmails)
        .set({
          status: giveUp ? "failed" : "pending",
          lastError: message.slice(0, 1000),
          refusal,
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(email.attempts)),
        })
        .where(eq(outboxEmails.id, email.id));
      log[giveUp ? "error" : "warn"](
        { emailId: email.id, kind: email.kind, attempts: email.attempts, err: message },
        giveUp ? "e-mail failed for good; left in the outbox as failed" : "e-mail not sent; will retry",
      );
      options.onSendFailure?.(giveUp);
      return false;
    }
  }

  async function yieldToRequests() {
    const started = performance.now();
    for (;;) {
      const before = performance.eventLoopUtilization();
      await sleep(yieldPauseMs);
      const busy = performance.eventLoopUtilization(before).utilization > busyShare;
      if (!busy || stopping || performance.now() - started >= maxYieldMs) return;
    }
  }

  async function runOnce(): Promise<number> {
    let delivered = 0;
    // A full batch may have more behind it: claim again as soon as the requests leave room, rather
    // than after the poll interval.
    for (let full = true; full && !stopping;) {
      await yieldToRequests();
      const claimed = await claimDue();
      const results = await Promise.allSettled(claimed.map(deliver));
      const sent = claimed.filter((_email, index) => {
        const result = results[index]!;
        return result.status === "fulfilled" && result.value;
      });
      // One line a batch: at a few hundred e-mails a second, a line each was a write each.
      if (sent.length > 0) log.info({ emailIds: sent.map((email) => email.id) }, "e-mails sent");
      delivered += sent.length;
      // deliver() fails only when the database does; the other sends of the batch have finished by now.
      const failure = results.find((result) => result.status === "rejected");
      if (failure) throw failure.reason;
      full = claimed.length === batchSize;
    }
    return delivered;
  }

  function schedule(delayMs: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  }

  // A burst of submissions wakes the worker hundreds of times a second: one run at a time, and
  // one more right after it when woken meanwhile, instead of a claim query per submission.
  let busy = false;
  let wokenWhileBusy = false;
  function run() {
    if (busy) {
      wokenWhileBusy = true;
      return;
    }
    busy = true;
    running = runOnce()
      .catch((error: unknown) => log.error({ err: error }, "outbox run failed"))
      .finally(() => {
        busy = false;
        const again = wokenWhileBusy;
        wokenWhileBusy = false;
        schedule(again ? 0 : pollIntervalMs);
      });
  }

  return {
    name: "outbox",
    runOnce,
    start() {
      stopped = false;
      stopping = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
    },
  };
}
