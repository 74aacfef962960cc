import type { Logger } from "./mail-outbox";

export type PeriodicTask = { start(): void; stop(): Promise<void> };

/**
 * Runs `run` every `everyMs`, the first time `firstRunAfterMs` after start (not at once: a
 * restart loop should not hammer the database). A failed run is logged and tried again at the
 * next turn; stop() waits for a run under way. The timers do not keep the process alive.
 */
export function createPeriodicTask({
  name,
  run,
  log,
  firstRunAfterMs,
  everyMs,
}: {
  name: string;
  run: () => Promise<unknown>;
  log: Logger;
  firstRunAfterMs: number;
  everyMs: number;
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runAndReschedule = () => {
    running = run()
      .then((result) => {
        if (result !== undefined) log.info({ [name]: result }, `${name} ran`);
      })
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`))
      .finally(() => {
        if (timer) timer = setTimeout(runAndReschedule, everyMs).unref();
      });
  };

  return {
    start() {
      timer = setTimeout(runAndReschedule, firstRunAfterMs).unref();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
