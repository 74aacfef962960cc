import { Worker } from "node:worker_threads";

import type { BusyTime, TimeWindow } from "./calendar-busy-times";
import { FeedError } from "./feed-error";
import type { ReaderAnswer, ReaderInput } from "./calendar-reader-worker";

/**
 * Reads a calendar's busy times in a worker thread, one feed per thread, bounded in time and memory,
 * so that a hostile feed costs a thread that is then ended, never the server's: its requests go on
 * being answered while a feed is read, and a feed that would take gigabytes or minutes fails alone.
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

/**
 * A reader that has answered waits for the next feed, one per memory limit: starting one costs
 * 30 ms in the built server but about a second from the source (a test), and a periodic refresh
 * reads every consultant's feed in turn. One that fails, runs out of time or of memory is ended,
 * so a hostile feed still costs only its own thread. Waiting, it keeps no process alive.
 */
const waiting = new Map<number, Worker>();

function newReader(limits: ReaderLimits): Worker {
  const worker = new Worker(workerFile, {
    resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
    // Its environment would be the server's secrets, which it has no use for.
    env: {},
  });
  worker.once("exit", () => {
    if (waiting.get(limits.memoryMb) === worker) waiting.delete(limits.memoryMb);
  });
  // A fault while it waits, with no read listening, would otherwise be thrown in the server's
  // thread; a read's own listener reports the fault of a read.
  worker.on("error", () => void worker.terminate());
  return worker;
}

/** Busy times overlapping the window, in order; throws FeedError for a feed that cannot be read within the limits. */
export function readBusyTimes(
  ics: string,
  window: TimeWindow,
  limits: ReaderLimits = readerLimits,
): Promise<BusyTime[]> {
  const input: ReaderInput = { ics, from: window.from.getTime(), to: window.to.getTime() };
  const ready = waiting.get(limits.memoryMb);
  waiting.delete(limits.memoryMb);
  const worker = ready ?? newReader(limits);
  worker.ref();
  return new Promise<BusyTime[]>((resolve, reject) => {
    let timer: NodeJS.Timeout;
    const read = () => {
      worker.postMessage(input);
      timer = setTimeout(
        () => fail(new FeedError(`The calendar took longer than ${limits.timeoutMs / 1000} seconds to read.`)),
        limits.timeoutMs,
      );
    };
    const finish = () => {
      clearTimeout(timer);
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
    };
    const fail = (error: Error) => {
      finish();
      reject(error);
      void worker.terminate();
    };
    const onMessage = (answer: ReaderAnswer) => {
      if ("started" in answer) {
        clearTimeout(timer);
        read();
        return;
      }
      finish();
      if (waiting.has(limits.memoryMb)) void worker.terminate();
      else {
        worker.unref();
        waiting.set(limits.memoryMb, worker);
      }
      if ("busy" in answer) {
        resolve(answer.busy.map(([startsAt, endsAt]) => ({ startsAt: new Date(startsAt), endsAt: new Date(endsAt) })));
      } else {
        reject(new FeedError(answer.feedError));
      }
    };
    const onError = (error: Error & { code?: string }) =>
      fail(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new FeedError(`The calendar needs more than ${limits.memoryMb} MB of memory to read.`)
          : error,
      );
    // Without an answer, the worker failed to start or stopped while reading.
    const onExit = (code: number) =>
      fail(new Error(`The calendar reader stopped without an answer (exit code ${code}).`));
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    if (ready) read();
    else timer = setTimeout(() => fail(new Error("The calendar reader did not start.")), startMs);
  });
}
