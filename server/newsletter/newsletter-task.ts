import type { Clock } from "../clock";
import type { Db } from "../db/db";
import type { Logger } from "../kernel/runtime/logger";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { scheduleDueDigest } from "./newsletter-digest";
import { newsletterWorkAt, settleDeliveries } from "./newsletter-deliveries";
import type { NewsletterMailSettings } from "./newsletter-emails";
import { queueNextBatch, startDueNewsletters } from "./newsletter-sending";

export type NewsletterTaskOptions = {
  db: Db;
  clock: Clock;
  log: Logger;
  mail: NewsletterMailSettings;
  /** NEWSLETTER_RATE: e-mails a minute, for every newsletter together. */
  ratePerMinute: number;
  onEmailsQueued: (ids: string[]) => void;
  firstRunAfterMs?: number;
  everyMs?: number;
};

/** How often the monthly digest's schedule is read: its time is a minute of a day. */
const digestEveryMs = 60_000;

/**
 * One turn of the newsletter's work (decision 079): make the month's digest when its time has come,
 * start the newsletters whose time has come, queue the batches the rate allows, and settle the
 * deliveries the outbox has finished with. Answers what it did, or undefined when nothing.
 */
export function newsletterTurn({ db, mail, ratePerMinute, onEmailsQueued }: NewsletterTaskOptions) {
  let digestReadAt = -Infinity;
  return async (now: () => Date) => {
    const at = now();
    if (at.getTime() - digestReadAt >= digestEveryMs) {
      digestReadAt = at.getTime();
      await scheduleDueDigest(db, at);
    }
    if (!(await newsletterWorkAt(db, at))) return undefined;
    const started = await startDueNewsletters(db, { now: now(), mail });
    let queued = 0;
    // The batches due by now: one a turn as a rule, a few when the turn came late.
    for (;;) {
      const batch = await queueNextBatch(db, { now: now(), ratePerMinute, mail });
      if (!batch) break;
      onEmailsQueued(batch.queuedEmailIds);
      queued += batch.queuedEmailIds.length;
    }
    const { settled, suppressed } = await settleDeliveries(db, now());
    return started + queued + settled + suppressed > 0 ? { started, queued, settled, suppressed } : undefined;
  };
}

/** The newsletter's work every second: a rate of a few e-mails a second is kept batch by batch. */
export function createNewsletterTask(options: NewsletterTaskOptions): PeriodicTask {
  const turn = newsletterTurn(options);
  return createPeriodicTask({
    name: "newsletter",
    run: () => turn(options.clock),
    log: options.log,
    firstRunAfterMs: options.firstRunAfterMs ?? 5_000,
    everyMs: options.everyMs ?? 1_000,
  });
}
