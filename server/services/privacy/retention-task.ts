import type { Clock } from "../../clock";
import type { Db } from "../../db/open-db";
import type { Logger } from "../mail-outbox";
import { runRetention } from "./retention";

export type RetentionTask = { start(): void; stop(): Promise<void> };

const hourMs = 60 * 60_000;

/**
 * Runs the retention task every hour, the first time a minute after the server starts (not
 * at once: a restart loop should not hammer the database). Each run is logged and audited;
 * a failed run is logged and tried again at the next hour.
 */
export function createRetentionTask({
  db,
  dataDir,
  clock,
  log,
  firstRunAfterMs = 60_000,
  everyMs = hourMs,
}: {
  db: Db;
  dataDir: string;
  clock: Clock;
  log: Logger;
  firstRunAfterMs?: number;
  everyMs?: number;
}): RetentionTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const runAndReschedule = () => {
    running = runRetention(db, { dataDir, now: clock() })
      .then((run) => log.info({ retention: run }, "retention task ran"))
      .catch((error: unknown) => log.error({ err: error }, "retention task failed"))
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
