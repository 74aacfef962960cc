import type { Db } from "../db/db";
import { createPeriodicTask } from "../kernel/runtime/periodic-task";
import type { Logger } from "../kernel/runtime/logger";
import { writeStepEvents } from "./application-steps/step-counts";
import type { CountedEvent, StepEvent, VisitEvent } from "./counted-events";
import { writeEvents } from "./visit-writer";

/** A part of a batch: the visits' events and the application's steps, each to its own tables. */
async function writePart(db: Db, part: readonly CountedEvent[]): Promise<void> {
  const steps = part.filter((event): event is StepEvent => event.kind === "step");
  const visits = part.filter((event): event is VisitEvent => event.kind !== "step");
  await writeEvents(db, visits);
  await writeStepEvents(db, steps);
}

/** Events are written this often, or as soon as this many wait. */
const flushEveryMs = 2_000;
const flushAtEvents = 200;
/**
 * The most events in memory, held or waiting for a write under way: past it, new ones are dropped
 * and counted, never waited for (a slow database must not grow the queue of writes without end).
 */
const bufferLimit = 10_000;

export type EventBuffer = {
  /** Keeps an event for the next write; answers false when the buffer is full and it was dropped. */
  add(event: CountedEvent): boolean;
  /** Writes every event held now (after any write under way); a lead calls it before it looks for its visit. */
  flush(): Promise<void>;
  start(): void;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
};

/**
 * The collector's events, held in memory and written in batches off the request path. A batch
 * the database refuses is logged and dropped: analytics is a count, not a record, and a batch kept
 * for ever would block every later one.
 */
export function createEventBuffer({
  db,
  log,
  onDropped,
  limit = bufferLimit,
}: {
  db: Db;
  log: Logger;
  /** Told of each event dropped because the buffer was full (a metric). */
  onDropped?: (() => void) | undefined;
  /** The most events in memory; a test sets a few. */
  limit?: number;
}): EventBuffer {
  let held: CountedEvent[] = [];
  /** Events taken from `held` for a write that has not ended yet. */
  let writingCount = 0;
  let dropped = 0;
  let writing: Promise<void> = Promise.resolve();

  const writeHeld = () => {
    const batch = held;
    held = [];
    const droppedNow = dropped;
    dropped = 0;
    writingCount += batch.length;
    writing = writing.then(async () => {
      if (droppedNow > 0) log.warn({ dropped: droppedNow }, "analytics events dropped: the buffer was full");
      for (let start = 0; start < batch.length; start += flushAtEvents) {
        const part = batch.slice(start, start + flushAtEvents);
        await writePart(db, part).catch((error: unknown) =>
          log.error({ err: error, events: part.length }, "analytics events could not be written"),
        );
        writingCount -= part.length;
      }
    });
    return writing;
  };

  const task = createPeriodicTask({
    name: "analytics-writes",
    run: writeHeld,
    log,
    firstRunAfterMs: flushEveryMs,
    everyMs: flushEveryMs,
  });

  return {
    add(event) {
      if (held.length + writingCount >= limit) {
        dropped += 1;
        onDropped?.();
        return false;
      }
      held.push(event);
      if (held.length >= flushAtEvents) task.wake();
      return true;
    },
    flush: writeHeld,
    start: () => task.start(),
    async stop() {
      await task.stop();
      await writeHeld();
    },
  };
}
