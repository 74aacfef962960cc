import type { Clock } from "../clock";
import type { Db } from "../db/db";
import type { Logger } from "../kernel/runtime/logger";
import type { FileStore } from "../kernel/storage/file-store";
import { createPeriodicTask, type PeriodicTask } from "../kernel/runtime/periodic-task";
import { runRetention } from "./retention";

const hourMs = 60 * 60_000;

/** Runs the retention task every hour, the first time a minute after the server starts; each run is logged and audited. */
export const createRetentionTask = ({
  db,
  resumes,
  clock,
  log,
}: {
  db: Db;
  resumes: FileStore;
  clock: Clock;
  log: Logger;
}): PeriodicTask =>
  createPeriodicTask({
    name: "retention task",
    run: () => runRetention(db, { resumes, now: clock() }),
    log,
    firstRunAfterMs: 60_000,
    everyMs: hourMs,
  });
