import type { Bindings } from "./bindings";
import type { Logger } from "./logger";

export type PeriodicTask = {
  /** Names the task in the log: its runs' lines, and a shutdown that waits for it. */
  readonly name: string;
  start(): void;
  /** Runs as soon as possible (after the run under way, if any), then keeps the usual rhythm. */
  wake(): void;
  stop(): Promise<void>;
};

/**
 * Runs `run` every `everyMs`, the first time `firstRunAfterMs` after start (not at once: a
 * restart loop should not hammer the database). Runs never overlap; a failed run is logged and
 * tried again at the next turn; stop() waits for a run under way. The timers do not keep the
 * process alive.
 */
export function createPeriodicTask({
  name,
  run,
  log,
  firstRunAfterMs,
  everyMs,
}: {
  name: string;
  /** Answers what to log about the run, or undefined when there is nothing worth a line. */
  run: () => Promise<unknown>;
  log: Logger;
  firstRunAfterMs: number;
  everyMs: number;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let stopped = true;

  const runAfter = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(runOnce, delayMs).unref();
  };

  function runOnce() {
    running = run()
      .then((result) => {
        if (result !== undefined) log.info({ [name]: result }, `${name} ran`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        runAfter(wokenWhileRunning ? 0 : everyMs);
        wokenWhileRunning = false;
      });
  }

  return {
    name,
    start() {
      stopped = false;
      runAfter(firstRunAfterMs);
    },
    wake() {
      if (stopped) return;
      if (running) wokenWhileRunning = true;
      else runAfter(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** What a task that queues e-mails about calls and the desk needs. */
export type MailingTaskDependencies = Pick<
  Bindings,
  "db" | "clock" | "salesEmail" | "publicSiteUrl" | "onEmailsQueued"
> & { log: Logger };

/** What a mailing task's `queue` is told: the time of the run and what its e-mails' links and senders need. */
export type MailingRun = { now: Date; salesEmail: string; publicSiteUrl: string };

/**
 * Every minute, `queue` e-mails that are due (reminders, digests) and wake the outbox for them:
 * each goes within a minute of its time, or as soon as the server is back.
 */
export function createMailingTask(
  { db, clock, log, salesEmail, publicSiteUrl, onEmailsQueued }: MailingTaskDependencies,
  {
    name,
    queue,
    firstRunAfterMs,
  }: {
    name: string;
    queue: (db: Bindings["db"], run: MailingRun) => Promise<string[]>;
    firstRunAfterMs: number;
  },
): PeriodicTask {
  return createPeriodicTask({
    name,
    run: async () => {
      const ids = await queue(db, { now: clock(), salesEmail, publicSiteUrl });
      onEmailsQueued(ids);
      return ids.length > 0 ? { queued: ids.length } : undefined;
    },
    log,
    firstRunAfterMs,
    everyMs: 60_000,
  });
}
