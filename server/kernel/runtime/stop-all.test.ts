import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { Logger } from "./logger";
import { stopAll } from "./stop-all";

/** A part whose stop ends when the test says so. */
function heldPart(name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const part = { name, stopCalls: 0, stop: async () => void ((part.stopCalls += 1), await released) };
  return { part, release };
}

function recordingLog() {
  const lines: { object: object; message: string }[] = [];
  const log: Logger = {
    info: () => {},
    warn: (object, message) => lines.push({ object, message }),
    error: () => {},
  };
  return { log, lines };
}

describe("stopAll", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("tells every part to stop at once, and ends when the last has stopped", async () => {
    const first = heldPart("outbox");
    const second = heldPart("analytics");
    const { log, lines } = recordingLog();
    let ended = false;
    const stopping = stopAll([first.part, second.part], log, { giveUpAfterMs: 10_000 }).then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(0);
    expect([first.part.stopCalls, second.part.stopCalls]).toEqual([1, 1]);
    second.release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ended).toBe(false);
    first.release();
    await stopping;
    expect(lines).toEqual([]);
  });

  it("names the parts it still waits for every five seconds, and says nothing once all have stopped", async () => {
    const slow = heldPart("calendar feeds");
    const quick = heldPart("outbox");
    const { log, lines } = recordingLog();
    const stopping = stopAll([slow.part, quick.part], log, { giveUpAfterMs: 60_000 });
    quick.release();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(lines).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(lines).toEqual([{ object: { waitingFor: ["calendar feeds"] }, message: "still stopping" }]);
    slow.release();
    await stopping;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(lines).toHaveLength(1);
  });

  it("waits no longer than its deadline for a part that never stops, and names it", async () => {
    const stuck = heldPart("booking reminders");
    const quick = heldPart("outbox");
    const { log, lines } = recordingLog();
    let ended = false;
    const stopping = stopAll([stuck.part, quick.part], log, { giveUpAfterMs: 12_500 }).then(() => (ended = true));
    quick.release();
    await vi.advanceTimersByTimeAsync(12_499);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await stopping;
    expect(lines.at(-1)).toEqual({
      object: { left: ["booking reminders"] },
      message: "the shutdown's deadline came: left running",
    });
  });
});
