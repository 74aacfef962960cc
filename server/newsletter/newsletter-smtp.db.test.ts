import { addSeconds, subDays } from "date-fns";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";

import type { Database } from "../db/db";
import { newsletterDeliveries, newsletters, newsletterSubscribers, outboxEmails } from "../db/schema";
import { commandLine } from "../kernel/audit/audit";
import { createOutboxWorker, smtpTransport } from "../outbox/mail-outbox";
import { addPost, addSubscribers, subscriberAddress } from "../../test-support/newsletter-fixtures";
import { startSmtpListener, type SmtpListener } from "../../test-support/smtp-listener";
import { openTestDatabase } from "../../test-support/test-database";
import { scheduleNewsletter } from "./newsletter-sending";
import { newsletterTurn } from "./newsletter-task";

const mail = { publicSiteUrl: "https://nexora.test", salesEmail: "sales@nexora.test" };
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const subscriberCount = 2000;

/** Every 97th address is gone (550 at RCPT); every 101st is busy the first time it is tried (451), then takes it. */
const gone = new Set(
  Array.from({ length: subscriberCount }, (_, index) => index)
    .filter((index) => index % 97 === 5)
    .map((index) => subscriberAddress("reader", index)),
);
const busyOnce = new Set(
  Array.from({ length: subscriberCount }, (_, index) => index)
    .filter((index) => index % 101 === 7)
    .map((index) => subscriberAddress("reader", index)),
);

let database: Database;
let smtp: SmtpListener;
beforeAll(async () => {
  database = await openTestDatabase();
  const triedBusy = new Set<string>();
  smtp = await startSmtpListener(0, {
    refuseRecipient(address) {
      if (gone.has(address)) return { responseCode: 550, message: "5.1.1 No such mailbox here" };
      if (busyOnce.has(address) && !triedBusy.has(address)) {
        triedBusy.add(address);
        return { responseCode: 451, message: "4.2.0 Mailbox busy, try again later" };
      }
      return undefined;
    },
  });
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

it(
  "sends to 2,000 subscribers through a real SMTP server that refuses some: every other address gets exactly one copy across a restart mid-send",
  { timeout: 120_000 },
  async () => {
    const { db } = database;
    let now = new Date("2026-11-22T04:30:00Z");
    const clock = () => now;
    const post = await addPost(db, { publishAt: subDays(now, 1) });
    const addresses = await addSubscribers(db, subscriberCount, { confirmedAt: subDays(now, 3) });
    const { id } = await scheduleNewsletter(
      db,
      commandLine,
      { postId: post.id, audience: "all", when: "now" },
      now,
      mail,
    );

    /** A server: its SMTP pool, its outbox and its newsletter task, as main.ts makes them. */
    const boot = () => {
      const transport = smtpTransport(smtp.url);
      return {
        transport,
        outbox: createOutboxWorker({ db, transport, clock, log: silentLog, pollIntervalMs: 50 }),
        // 500 a second: the 2,000 are queued over four turns.
        turn: newsletterTurn({ db, clock, log: silentLog, mail, ratePerMinute: 30_000, onEmailsQueued: () => {} }),
      };
    };
    let server = boot();

    // Two batches queued; the outbox sends on its own until part of them has gone, and the server
    // stops mid-send as a deploy stops it: what is being sent finishes, the rest waits in the database.
    await server.turn(clock);
    now = addSeconds(now, 1);
    await server.turn(clock);
    server.outbox.start();
    await vi.waitFor(() => expect(smtp.envelopes.length).toBeGreaterThan(300), { timeout: 60_000, interval: 20 });
    await server.outbox.stop();
    server.transport.close();
    const beforeRestart = smtp.envelopes.length;
    expect(beforeRestart).toBeLessThan(1000);

    // The next server takes over: the rest of the batches, the rest of the outbox, the retries of the busy.
    server = boot();
    for (let turn = 0; turn < 12; turn += 1) {
      now = addSeconds(now, 31);
      await server.turn(clock);
      await server.outbox.runOnce();
      const [sent] = await db.select({ state: newsletters.state }).from(newsletters).where(eq(newsletters.id, id));
      if (sent!.state === "sent") break;
    }
    server.transport.close();

    const copies = new Map<string, number>();
    for (const recipients of smtp.envelopes)
      for (const address of recipients) copies.set(address, (copies.get(address) ?? 0) + 1);
    const received = addresses.filter((address) => !gone.has(address));
    expect(gone.size).toBeGreaterThan(15);
    expect(busyOnce.size).toBeGreaterThan(15);
    expect([...copies.keys()].sort()).toEqual(received);
    expect([...copies.entries()].filter(([, copiesOf]) => copiesOf !== 1)).toEqual([]);

    // The refused are suppressed with the server's answer; the newsletter says what became of each.
    const suppressed = await db
      .select({ email: newsletterSubscribers.email, detail: newsletterSubscribers.suppressionDetail })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.state, "suppressed"));
    expect(suppressed.map((row) => row.email).sort()).toEqual([...gone].sort());
    expect(suppressed[0]!.detail).toContain("550 5.1.1 No such mailbox here");
    const states = await db
      .select({ state: newsletterDeliveries.state, count: count() })
      .from(newsletterDeliveries)
      .groupBy(newsletterDeliveries.state);
    expect(Object.fromEntries(states.map((row) => [row.state, row.count]))).toEqual({
      delivered: received.length,
      bounced: gone.size,
    });
    const [sent] = await db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(sent).toMatchObject({ state: "sent", audienceCount: subscriberCount });
    // A refusal for good was tried once; a refusal for a while was tried again.
    const refused = await db
      .select({ attempts: outboxEmails.attempts, refusal: outboxEmails.refusal })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, [...gone][0]!));
    expect(refused).toEqual([{ attempts: 1, refusal: "permanent" }]);
    const retried = await db
      .select({ attempts: outboxEmails.attempts, status: outboxEmails.status })
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, [...busyOnce][0]!));
    expect(retried).toEqual([{ attempts: 2, status: "sent" }]);
  },
);
