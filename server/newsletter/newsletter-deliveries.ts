import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from "drizzle-orm";

import {
  temporaryRefusalsToSuppress,
  type DeliveryState,
  type SuppressionReason,
} from "../../domain/newsletter/newsletter-sending";
import type { Db, DbOrTransaction } from "../db/db";
import { newsletterDeliveries, newsletters, newsletterSubscribers, outboxEmails } from "../db/schema";
import { aboutNewsletter } from "../outbox/about";
import { withdrawPendingEmails } from "../outbox/outbox-deletion";

/*
 * What became of each newsletter e-mail (decision 079), read from the outbox once it has sent or
 * given up on it: the delivery is settled, and a refusal counts against the address. Refused for
 * good (a 5xx at RCPT or DATA) suppresses it at once; refused for a while (a 4xx) until the outbox
 * gave up, three newsletters in a row, too. A suppressed address is never mailed again: its other
 * newsletter e-mails still waiting leave the outbox, and no batch takes it.
 */

const deliveries = newsletterDeliveries;
const subscribers = newsletterSubscribers;

/** The most deliveries one turn settles. */
const settleBatch = 500;

/** The state a delivery settles in, from its outbox e-mail (none: taken out before it went). */
function settledState(email: { status: string | null; refusal: string | null }): DeliveryState {
  if (email.status === null) return "withdrawn";
  if (email.status === "sent") return "delivered";
  if (email.refusal === "permanent") return "bounced";
  return email.refusal === "temporary" ? "deferred" : "failed";
}

/**
 * Suppresses subscribed addresses, with why and the receiving server's answer, and takes their
 * newsletter e-mails the outbox has not begun out of it. Answers the ids suppressed.
 */
export async function suppressSubscribers(
  tx: DbOrTransaction,
  suppressed: { id: string; detail: string }[],
  reason: SuppressionReason,
  now: Date,
): Promise<string[]> {
  const done: string[] = [];
  for (const { id, detail } of suppressed) {
    const [row] = await tx
      .update(subscribers)
      .set({
        state: "suppressed",
        suppressedAt: now,
        suppressionReason: reason,
        suppressionDetail: detail.slice(0, 300),
      })
      .where(and(eq(subscribers.id, id), eq(subscribers.state, "subscribed")))
      .returning({ id: subscribers.id });
    if (row) done.push(row.id);
  }
  await withdrawPendingEmails(tx, { about: done.map(aboutNewsletter), kind: "newsletter.issue", unclaimedAt: now });
  return done;
}

/**
 * Settles the deliveries whose e-mail the outbox has sent or given up (or no longer holds), a
 * batch at a time under SKIP LOCKED so two servers share the work; then marks sent the
 * newsletters with every batch queued and no delivery left waiting. Answers how many settled and
 * how many addresses were suppressed.
 */
export async function settleDeliveries(db: Db, now: Date): Promise<{ settled: number; suppressed: number }> {
  let settled = 0;
  let suppressed = 0;
  for (;;) {
    const turn = await db.transaction(async (tx) => {
      const done = await tx
        .select({
          id: deliveries.id,
          subscriberId: deliveries.subscriberId,
          status: outboxEmails.status,
          refusal: outboxEmails.refusal,
          lastError: outboxEmails.lastError,
        })
        .from(deliveries)
        .leftJoin(outboxEmails, eq(outboxEmails.id, deliveries.outboxEmailId))
        .where(and(eq(deliveries.state, "queued"), or(isNull(outboxEmails.id), ne(outboxEmails.status, "pending"))))
        .orderBy(asc(deliveries.queuedAt))
        .limit(settleBatch)
        .for("update", { of: deliveries, skipLocked: true });
      const byState = Map.groupBy(done, settledState);
      for (const [state, rows] of byState) {
        await tx
          .update(deliveries)
          .set({ state, settledAt: now })
          .where(
            inArray(
              deliveries.id,
              rows.map((row) => row.id),
            ),
          );
      }
      const of = (state: DeliveryState) =>
        (byState.get(state) ?? []).flatMap((row) =>
          row.subscriberId ? [{ id: row.subscriberId, detail: row.lastError ?? "" }] : [],
        );
      // A delivered newsletter starts the count of temporary refusals again.
      const delivered = of("delivered").map((row) => row.id);
      if (delivered.length > 0)
        await tx
          .update(subscribers)
          .set({ temporaryRefusals: 0 })
          .where(and(inArray(subscribers.id, delivered), gt(subscribers.temporaryRefusals, 0)));
      const refused = await suppressSubscribers(tx, of("bounced"), "refused", now);
      const deferred = of("deferred");
      const counted =
        deferred.length === 0
          ? []
          : await tx
              .update(subscribers)
              .set({ temporaryRefusals: sql`${subscribers.temporaryRefusals} + 1` })
              .where(
                inArray(
                  subscribers.id,
                  deferred.map((row) => row.id),
                ),
              )
              .returning({ id: subscribers.id, refusals: subscribers.temporaryRefusals });
      const tooMany = new Set(
        counted.filter((row) => row.refusals >= temporaryRefusalsToSuppress).map((row) => row.id),
      );
      const worn = await suppressSubscribers(
        tx,
        deferred.filter((row) => tooMany.has(row.id)),
        "temporary-refusals",
        now,
      );
      return { settled: done.length, suppressed: refused.length + worn.length };
    });
    settled += turn.settled;
    suppressed += turn.suppressed;
    if (turn.settled < settleBatch) break;
  }
  await finishSentNewsletters(db, now);
  return { settled, suppressed };
}

/** Newsletters whose batches are all queued and whose deliveries are all settled are sent. */
async function finishSentNewsletters(db: Db, now: Date): Promise<void> {
  await db
    .update(newsletters)
    .set({ state: "sent", finishedAt: now })
    .where(
      and(
        eq(newsletters.state, "sending"),
        isNotNull(newsletters.allQueuedAt),
        notExists(
          db
            .select({ id: deliveries.id })
            .from(deliveries)
            .where(and(eq(deliveries.newsletterId, newsletters.id), eq(deliveries.state, "queued"))),
        ),
      ),
    );
}

/** Whether any newsletter is waiting for its time to come by `now`, or being sent: the task's cheap first question. */
export async function newsletterWorkAt(db: Db, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(
      or(eq(newsletters.state, "sending"), and(eq(newsletters.state, "scheduled"), lte(newsletters.scheduledAt, now))),
    )
    .limit(1);
  return row !== undefined;
}
