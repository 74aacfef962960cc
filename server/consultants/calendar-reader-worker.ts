import { parentPort } from "node:worker_threads";

import { busyTimesOf } from "./calendar-busy-times.ts";
import { FeedError } from "./feed-error.ts";

/**
 * Calendar reads in a worker of their own (calendar-reader.ts starts it and hands it one feed at a
 * time): the text and the window in, the busy times or the reason out. Node starts this file from
 * its source too, which is why its imports name the files as they are.
 */

export type ReaderInput = { ics: string; from: number; to: number };

/**
 * First `started`, once the reader's code has loaded, then for each feed its busy times as
 * [start, end] in epoch milliseconds, or a FeedError's message; any other fault ends the worker with it.
 */
export type ReaderAnswer = { started: true } | { busy: [number, number][] } | { feedError: string };

function answer({ ics, from, to }: ReaderInput): Exclude<ReaderAnswer, { started: true }> {
  try {
    const busy = busyTimesOf(ics, { from: new Date(from), to: new Date(to) });
    return { busy: busy.map(({ startsAt, endsAt }) => [startsAt.getTime(), endsAt.getTime()]) };
  } catch (error) {
    if (error instanceof FeedError) return { feedError: error.message };
    throw error;
  }
}

parentPort?.on("message", (input: ReaderInput) => parentPort?.postMessage(answer(input)));
parentPort?.postMessage({ started: true } satisfies ReaderAnswer);
