import { Worker } from "node:worker_threads";

import { type BusyTime, FeedError, type TimeWindow } from "./calendar-busy-times";
import type { ReaderAnswer, ReaderInput } from "./calendar-reader-worker";

/**
 * Reads a calendar's busy times in a worker thread of its own, bounded in time and memory, so that
 * a hostile feed costs a thread that is then ended, never the server's: its requests go on being
 * answered while a feed is read, and a feed that would take gigabytes or minutes fails alone.
 * calendar-busy-times.ts bounds the steps; this bounds what the steps cannot see.
 */

export type ReaderLimits = { timeoutMs: number; memoryMb: number };

/** A 2 MB feed parses in well under a second and 64 MB; a worker starts in about 30 ms. */
export const readerLimits: ReaderLimits = { timeoutMs: 5_000, memoryMb: 128 };

/**
 * How long the worker may take to load its code, before the feed's own time starts: nothing in a
 * feed bears on it, but a machine under load (a test suite on two cores) takes seconds.
 */
const startMs = 30_000;

/**
 * The worker's file: beside this module in the source (Node strips its types), and in the build an
 * entry of its own beside the server's bundle (scripts/bundle-server.mjs), which this module is then part of.
 */
const workerFile = import.meta.url.endsWith(".ts")
  ? new URL("./calendar-reader-worker.ts", import.meta.url)
  : new URL("./calendar-reader-worker.js", import.meta.url);

/** Busy times overlapping the window, in order; throws FeedError for a feed that cannot be read within the limits. */
export function readBusyTimes(
  ics: string,
  window: TimeWindow,
  limits: ReaderLimits = readerLimits,
): Promise<BusyTime[]> {
  const input: ReaderInput = { ics, from: window.from.getTime(), to: window.to.getTime() };
  const worker = new Worker(workerFile, {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    // Its environment would be the server's secrets, which it has no use for.
    env: {},
  });
  return new Promise<BusyTime[]>((resolve, reject) => {
    const giveUp = (error: Error) => {
      reject(error);
      void worker.terminate();
    };
    let timer = setTimeout(() => giveUp(new Error("The calendar reader did not start.")), startMs);
    worker.on("message", (answer: ReaderAnswer) => {
      if ("started" in answer) {
        clearTimeout(timer);
        timer = setTimeout(
          () => giveUp(new FeedError(`The calendar took longer than ${limits.timeoutMs / 1000} seconds to read.`)),
          limits.timeoutMs,
        );
      } else if ("busy" in answer) {
        resolve(answer.busy.map(([startsAt, endsAt]) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) })));
      } else {
        reject(new FeedError(answer.feedError));
      }
    });
    worker.once("error", (error: Error & { code?: string }) => {
      reject(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new FeedError(`The calendar needs more than ${limits.memoryMb} MB of memory to read.`)
          : error,
      );
    });
    // After an answer this changes nothing (a promise settles once); without one, the worker failed to start.
    worker.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The calendar reader stopped without an answer (exit code ${code}).`));
    });
  });
}
