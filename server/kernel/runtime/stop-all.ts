import type { Logger } from "./logger";

/** Something a shutdown stops, under the name its log lines give it. */
type Stoppable = { readonly name: string; stop(): Promise<void> };

/** How often a shutdown that waits says what it still waits for. */
const reportEveryMs = 5_000;

/**
 * Stops every part at once, so a shutdown waits for the longest run under way rather than for each
 * in turn, and says every few seconds which parts it still waits for. After `giveUpAfterMs` it waits
 * no longer and says which parts it left running: a part that hangs cannot hold the shutdown past
 * its deadline.
 */
export async function stopAll(
  parts: readonly Stoppable[],
  log: Logger,
  { giveUpAfterMs, everyMs = reportEveryMs }: { giveUpAfterMs: number; everyMs?: number },
): Promise<void> {
  const waitingFor = new Set(parts);
  const names = () => [...waitingFor].map((part) => part.name);
  const report = setInterval(() => log.warn({ waitingFor: names() }, "still stopping"), everyMs).unref();
  let giveUp: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (giveUp = setTimeout(resolve, giveUpAfterMs).unref()));
  const stopped = Promise.all(
    parts.map(async (part) => {
      await part.stop();
      waitingFor.delete(part);
    }),
  );
  try {
    await Promise.race([stopped, deadline]);
  } finally {
    clearInterval(report);
    clearTimeout(giveUp);
  }
  const left = names();
  if (left.length > 0) log.warn({ left }, "the shutdown's deadline came: left running");
}
